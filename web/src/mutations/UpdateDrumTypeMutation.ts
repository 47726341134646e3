import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { UpdateDrumTypeMutation } from './__generated__/UpdateDrumTypeMutation.graphql';

const mutation = graphql`
  mutation UpdateDrumTypeMutation($input: UpdateDrumTypeInput!) {
    updateDrumType(input: $input) {
      __typename
      ... on DrumTypePayload {
        drumType {
          id
          databaseId
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

export function useUpdateDrumTypeMutation() {
  return usePromiseMutation<UpdateDrumTypeMutation>(mutation);
}
