import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { DeleteZoneMutation } from './__generated__/DeleteZoneMutation.graphql';

const mutation = graphql`
  mutation DeleteZoneMutation($input: DeleteZoneInput!, $connections: [ID!]!) {
    deleteZone(input: $input) {
      deletedId @deleteEdge(connections: $connections)
    }
  }
`;

export const useDeleteZoneMutation = () => usePromiseMutation<DeleteZoneMutation>(mutation);
