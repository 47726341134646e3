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
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useUpdateDrumTypeMutation = () => usePromiseMutation<UpdateDrumTypeMutation>(mutation);
