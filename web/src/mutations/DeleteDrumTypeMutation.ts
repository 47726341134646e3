import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { DeleteDrumTypeMutation } from './__generated__/DeleteDrumTypeMutation.graphql';

const mutation = graphql`
  mutation DeleteDrumTypeMutation($input: DeleteDrumTypeInput!, $connections: [ID!]!) {
    deleteDrumType(input: $input) {
      deletedId @deleteEdge(connections: $connections)
    }
  }
`;

export const useDeleteDrumTypeMutation = () => usePromiseMutation<DeleteDrumTypeMutation>(mutation);
