import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { UpdateDrumSpecMutation } from './__generated__/UpdateDrumSpecMutation.graphql';

const mutation = graphql`
  mutation UpdateDrumSpecMutation($input: UpdateDrumSpecInput!) {
    updateDrumSpec(input: $input) {
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
          ...DrumSpecRow_spec
          ...DrumSpecsRoute_spec
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

export function useUpdateDrumSpecMutation() {
  return usePromiseMutation<UpdateDrumSpecMutation>(mutation);
}
