import { graphql } from 'react-relay';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { CreatePickupRequestMutation } from './__generated__/CreatePickupRequestMutation.graphql';

// Images travel as uploadables (`uploadablesAt('variables.input.images', files)`): the network
// layer sends a GraphQL multipart request. My Returns loads its list fresh, so no edge is added here.
const mutation = graphql`
  mutation CreatePickupRequestMutation($input: CreatePickupRequestInput!) {
    createPickupRequest(input: $input) {
      __typename
      ... on PickupRequestPayload {
        pickupRequest {
          id
          databaseId
        }
      }
      ... on ValidationError {
        message
        issues {
          field
          message
        }
      }
    }
  }
`;

export function useCreatePickupRequestMutation() {
  return usePromiseMutation<CreatePickupRequestMutation>(mutation);
}
