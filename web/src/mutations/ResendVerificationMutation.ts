import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { ResendVerificationMutation } from './__generated__/ResendVerificationMutation.graphql';

const mutation = graphql`
  mutation ResendVerificationMutation($input: EmailInput!) {
    resendVerification(input: $input) {
      __typename
      ... on MessagePayload {
        message
      }
      ... on ValidationError {
        message
        issues {
          field
          message
        }
      }
    }
  }
`;

export function useResendVerificationMutation() {
  return usePromiseMutation<ResendVerificationMutation>(mutation);
}
