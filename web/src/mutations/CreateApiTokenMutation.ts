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

/** Makes an API token; its secret is in this answer only (the list refetches to show the new row). */
export function useCreateApiTokenMutation() {
  return usePromiseMutation<CreateApiTokenMutation>(mutation);
}
