import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { ForgotPasswordMutation } from './__generated__/ForgotPasswordMutation.graphql';

const mutation = graphql`
  mutation ForgotPasswordMutation($input: EmailInput!) {
    forgotPassword(input: $input) {
      __typename
      ... on MessagePayload {
        message
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useForgotPasswordMutation = () => usePromiseMutation<ForgotPasswordMutation>(mutation);
