import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { DeleteDrumSpecMutation } from './__generated__/DeleteDrumSpecMutation.graphql';

const mutation = graphql`
  mutation DeleteDrumSpecMutation($input: DeleteDrumSpecInput!, $connections: [ID!]!) {
    deleteDrumSpec(input: $input) {
      deletedId @deleteEdge(connections: $connections)
    }
  }
`;

export const useDeleteDrumSpecMutation = () => usePromiseMutation<DeleteDrumSpecMutation>(mutation);
