import { graphql } from 'react-relay';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { CreateDrumSpecMutation } from './__generated__/CreateDrumSpecMutation.graphql';

const mutation = graphql`
  mutation CreateDrumSpecMutation($input: CreateDrumSpecInput!) {
    createDrumSpec(input: $input) {
      __typename
      ... on DrumSpecPayload {
        drumSpec {
          id
          databaseId
          name
          articleNumber
          drumTypeId
          drumType {
            id
            name
          }
          weight
          flangeDiameter
          widthBetweenFlanges
          transportVolume
          buybackPrice
          buybackPrice80
          scrapHandlingFee
          drumInfo
          availableFor
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

export function useCreateDrumSpecMutation() {
  return usePromiseMutation<CreateDrumSpecMutation>(mutation);
}
