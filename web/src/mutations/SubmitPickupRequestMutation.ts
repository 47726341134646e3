import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { SubmitPickupRequestMutation } from './__generated__/SubmitPickupRequestMutation.graphql';

// The new status moves the card from Drafts to Submitted: My Returns groups by status.
const mutation = graphql`
  mutation SubmitPickupRequestMutation($input: PickupRequestIdInput!) {
    submitPickupRequest(input: $input) {
      __typename
      ... on PickupRequestPayload {
        pickupRequest {
          id
          status
          ...ReturnCard_request
        }
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useSubmitPickupRequestMutation = () => usePromiseMutation<SubmitPickupRequestMutation>(mutation);
