import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { CreateZoneMutation } from './__generated__/CreateZoneMutation.graphql';

const mutation = graphql`
  mutation CreateZoneMutation($input: CreateZoneInput!, $connections: [ID!]!) {
    createZone(input: $input) {
      __typename
      ... on ZonePayload {
        zone @appendNode(connections: $connections, edgeTypeName: "QueryZonesConnectionEdge") {
          # The card's fields are what the zone editor and the Zones tab read of it.
          ...ZoneCard_zone
        }
        reassignedRequestCount
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useCreateZoneMutation = () => usePromiseMutation<CreateZoneMutation>(mutation);
