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
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useCreateTransportCompanyContactMutation = () =>
  usePromiseMutation<CreateTransportCompanyContactMutation>(mutation);
