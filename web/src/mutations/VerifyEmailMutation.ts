import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { VerifyEmailMutation } from './__generated__/VerifyEmailMutation.graphql';

const mutation = graphql`
  mutation VerifyEmailMutation($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      __typename
      ... on MessagePayload {
        message
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useVerifyEmailMutation = () => usePromiseMutation<VerifyEmailMutation>(mutation);
