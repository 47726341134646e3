import { graphql } from 'react-relay/hooks';

// Spread with @relay(mask: false) into every mutation's result, so the payload carries the
// ValidationError's message and field issues as plain fields (read by relay/errors.ts).
graphql`
  fragment ValidationErrorFields on ValidationError {
    message
    issues {
      field
      message
    }
  }
`;
