import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { ChangePasswordMutation } from './__generated__/ChangePasswordMutation.graphql';

const mutation = graphql`
  mutation ChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
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

export function useChangePasswordMutation() {
  return usePromiseMutation<ChangePasswordMutation>(mutation);
}
