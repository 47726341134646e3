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
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useResetPasswordMutation = () => usePromiseMutation<ResetPasswordMutation>(mutation);
