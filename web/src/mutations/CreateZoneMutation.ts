import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { CreateZoneMutation } from './__generated__/CreateZoneMutation.graphql';

const mutation = graphql`
  mutation CreateZoneMutation($input: CreateZoneInput!, $connections: [ID!]!) {
    createZone(input: $input) {
      __typename
      ... on ZonePayload {
        zone @appendNode(connections: $connections, edgeTypeName: "QueryZonesConnectionEdge") {
          id
          databaseId
          zoneNumber
          name
          boundary {
            lat
            lng
          }
          ...ZoneCard_zone
        }
        reassignedRequestCount
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useCreateZoneMutation = () => usePromiseMutation<CreateZoneMutation>(mutation);
