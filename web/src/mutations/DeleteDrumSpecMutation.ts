import { graphql } from 'react-relay';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { DeleteDrumSpecMutation } from './__generated__/DeleteDrumSpecMutation.graphql';

const mutation = graphql`
  mutation DeleteDrumSpecMutation($input: DeleteDrumSpecInput!) {
    deleteDrumSpec(input: $input) {
      deletedId
    }
  }
`;

export function useDeleteDrumSpecMutation() {
  return usePromiseMutation<DeleteDrumSpecMutation>(mutation);
}
