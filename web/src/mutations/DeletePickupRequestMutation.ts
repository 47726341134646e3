import { graphql } from 'react-relay';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { DeletePickupRequestMutation } from './__generated__/DeletePickupRequestMutation.graphql';

// @deleteRecord drops the request from the store; lists skip the missing node.
const mutation = graphql`
  mutation DeletePickupRequestMutation($input: PickupRequestIdInput!) {
    deletePickupRequest(input: $input) {
      deletedPickupRequestId @deleteRecord
    }
  }
`;

export function useDeletePickupRequestMutation() {
  return usePromiseMutation<DeletePickupRequestMutation>(mutation);
}
