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
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useChangePasswordMutation = () => usePromiseMutation<ChangePasswordMutation>(mutation);
