import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { UpdatePickupRequestMutation } from './__generated__/UpdatePickupRequestMutation.graphql';

// The payload carries the card's and the dialogs' fields, so the list updates from the answer.
const mutation = graphql`
  mutation UpdatePickupRequestMutation($input: UpdatePickupRequestInput!) {
    updatePickupRequest(input: $input) {
      __typename
      ... on PickupRequestPayload {
        pickupRequest {
          id
          ...ReturnCard_request
        }
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useUpdatePickupRequestMutation = () => usePromiseMutation<UpdatePickupRequestMutation>(mutation);
