import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { RegisterMutation } from './__generated__/RegisterMutation.graphql';

const mutation = graphql`
  mutation RegisterMutation($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on MessagePayload {
        message
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useRegisterMutation = () => usePromiseMutation<RegisterMutation>(mutation);
