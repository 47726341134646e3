import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { CreatePickupRequestMutation } from './__generated__/CreatePickupRequestMutation.graphql';

// Images travel as uploadables (`uploadablesAt('variables.input.images', files)`): the network
// layer sends a GraphQL multipart request. @prependNode puts the new draft first in the lists of
// $connections (My Returns, when the store holds it), with what its card shows.
const mutation = graphql`
  mutation CreatePickupRequestMutation($input: CreatePickupRequestInput!, $connections: [ID!]!) {
    createPickupRequest(input: $input) {
      __typename
      ... on PickupRequestPayload {
        pickupRequest @prependNode(connections: $connections, edgeTypeName: "QueryPickupRequestsConnectionEdge") {
          id
          databaseId
          status
          scheduledPickupDate
          ...ReturnCard_request
        }
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useCreatePickupRequestMutation = () => usePromiseMutation<CreatePickupRequestMutation>(mutation);
