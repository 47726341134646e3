import { graphql } from 'react-relay';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { CreateZoneMutation } from './__generated__/CreateZoneMutation.graphql';

const mutation = graphql`
  mutation CreateZoneMutation($input: CreateZoneInput!) {
    createZone(input: $input) {
      __typename
      ... on ZonePayload {
        zone {
          id
          databaseId
          zoneNumber
          name
          boundary {
            lat
            lng
          }
        }
        reassignedRequestCount
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

export function useCreateZoneMutation() {
  return usePromiseMutation<CreateZoneMutation>(mutation);
}
