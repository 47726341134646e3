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
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useResendVerificationMutation = () => usePromiseMutation<ResendVerificationMutation>(mutation);
