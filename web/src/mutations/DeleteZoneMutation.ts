import { graphql } from 'react-relay';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { DeleteZoneMutation } from './__generated__/DeleteZoneMutation.graphql';

const mutation = graphql`
  mutation DeleteZoneMutation($input: DeleteZoneInput!) {
    deleteZone(input: $input) {
      deletedId
    }
  }
`;

export function useDeleteZoneMutation() {
  return usePromiseMutation<DeleteZoneMutation>(mutation);
}
