import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { CreateDrumSpecMutation } from './__generated__/CreateDrumSpecMutation.graphql';

const mutation = graphql`
  mutation CreateDrumSpecMutation($input: CreateDrumSpecInput!, $connections: [ID!]!) {
    createDrumSpec(input: $input) {
      __typename
      ... on DrumSpecPayload {
        drumSpec @appendNode(connections: $connections, edgeTypeName: "QueryDrumSpecsConnectionEdge") {
          id
          ...DrumSpecRow_spec
          ...DrumSpecsRoute_spec
        }
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useCreateDrumSpecMutation = () => usePromiseMutation<CreateDrumSpecMutation>(mutation);
