import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { CreateApiTokenMutation } from './__generated__/CreateApiTokenMutation.graphql';

const mutation = graphql`
  mutation CreateApiTokenMutation($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      __typename
      ... on CreateApiTokenPayload {
        token
        apiToken {
          id
          name
        }
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

/** Makes an API token; its secret is in this answer only (the list refetches to show the new row). */
export const useCreateApiTokenMutation = () => usePromiseMutation<CreateApiTokenMutation>(mutation);
