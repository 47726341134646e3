import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { DeletePickupRequestMutation } from './__generated__/DeletePickupRequestMutation.graphql';

// @deleteEdge takes the request out of the lists in $connections (the card's list).
const mutation = graphql`
  mutation DeletePickupRequestMutation($input: PickupRequestIdInput!, $connections: [ID!]!) {
    deletePickupRequest(input: $input) {
      deletedPickupRequestId @deleteEdge(connections: $connections)
    }
  }
`;

export const useDeletePickupRequestMutation = () => usePromiseMutation<DeletePickupRequestMutation>(mutation);
