import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { ResetPasswordMutation } from './__generated__/ResetPasswordMutation.graphql';

const mutation = graphql`
  mutation ResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
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

export function useResetPasswordMutation() {
  return usePromiseMutation<ResetPasswordMutation>(mutation);
}
