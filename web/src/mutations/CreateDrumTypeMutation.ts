import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { CreateDrumTypeMutation } from './__generated__/CreateDrumTypeMutation.graphql';

const mutation = graphql`
  mutation CreateDrumTypeMutation($input: CreateDrumTypeInput!, $connections: [ID!]!) {
    createDrumType(input: $input) {
      __typename
      ... on DrumTypePayload {
        drumType @appendNode(connections: $connections, edgeTypeName: "QueryDrumTypesConnectionEdge") {
          id
          databaseId
          name
        }
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useCreateDrumTypeMutation = () => usePromiseMutation<CreateDrumTypeMutation>(mutation);
