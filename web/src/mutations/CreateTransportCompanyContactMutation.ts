import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { CreateTransportCompanyContactMutation } from './__generated__/CreateTransportCompanyContactMutation.graphql';

const mutation = graphql`
  mutation CreateTransportCompanyContactMutation($input: CreateTransportCompanyContactInput!, $connections: [ID!]!) {
    createTransportCompanyContact(input: $input) {
      __typename
      ... on TransportCompanyContactPayload {
        contact @appendNode(connections: $connections, edgeTypeName: "TransportCompanyContactsConnectionEdge") {
          id
          ...ContactRow_contact
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

export function useCreateTransportCompanyContactMutation() {
  return usePromiseMutation<CreateTransportCompanyContactMutation>(mutation);
}
