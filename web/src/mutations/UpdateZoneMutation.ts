import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { UpdateZoneMutation } from './__generated__/UpdateZoneMutation.graphql';

const mutation = graphql`
  mutation UpdateZoneMutation($input: UpdateZoneInput!) {
    updateZone(input: $input) {
      __typename
      ... on ZonePayload {
        zone {
          # The card's fields are what the zone editor and the Zones tab read of it.
          ...ZoneCard_zone
        }
        reassignedRequestCount
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useUpdateZoneMutation = () => usePromiseMutation<UpdateZoneMutation>(mutation);
