import { graphql } from 'react-relay';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { DeleteDrumTypeMutation } from './__generated__/DeleteDrumTypeMutation.graphql';

const mutation = graphql`
  mutation DeleteDrumTypeMutation($input: DeleteDrumTypeInput!) {
    deleteDrumType(input: $input) {
      deletedId
    }
  }
`;

export function useDeleteDrumTypeMutation() {
  return usePromiseMutation<DeleteDrumTypeMutation>(mutation);
}
