import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { DeletePickupRequestImageMutation } from './__generated__/DeletePickupRequestImageMutation.graphql';

const mutation = graphql`
  mutation DeletePickupRequestImageMutation($input: DeletePickupRequestImageInput!) {
    deletePickupRequestImage(input: $input) {
      __typename
      ... on DeletePickupRequestImagePayload {
        pickupRequest {
          id
          ...ReturnCard_request
        }
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useDeletePickupRequestImageMutation = () => usePromiseMutation<DeletePickupRequestImageMutation>(mutation);
