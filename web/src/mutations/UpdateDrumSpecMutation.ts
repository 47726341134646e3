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
          ...DrumSpecRow_spec
          ...DrumSpecsRoute_spec
        }
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useUpdateDrumSpecMutation = () => usePromiseMutation<UpdateDrumSpecMutation>(mutation);
