import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { AddPickupRequestImagesMutation } from './__generated__/AddPickupRequestImagesMutation.graphql';

// Images travel as uploadables: `run(vars, uploadablesAt('variables.input.images', files))`.
const mutation = graphql`
  mutation AddPickupRequestImagesMutation($input: AddPickupRequestImagesInput!) {
    addPickupRequestImages(input: $input) {
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

export const useAddPickupRequestImagesMutation = () => usePromiseMutation<AddPickupRequestImagesMutation>(mutation);
