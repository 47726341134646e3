import { graphql } from 'react-relay/hooks';

// The collection a transporter recorded without coverage, as the outbox sends it later
// (outbox/send.ts reads its persisted id from the artifact): its answer says only whether the
// server has it; the board learns the request's new state from its live subscription.
graphql`
  mutation QueuedCollectionMutation($input: MarkPickupCollectedInput!) {
    markPickupCollected(input: $input) {
      __typename
      ...ValidationErrorFields @relay(mask: false)
      ... on PickupRequestPayload {
        pickupRequest {
          id
          databaseId
          status
        }
      }
    }
  }
`;
