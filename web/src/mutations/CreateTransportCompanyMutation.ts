import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { CreateTransportCompanyMutation } from './__generated__/CreateTransportCompanyMutation.graphql';

const mutation = graphql`
  mutation CreateTransportCompanyMutation($input: CreateTransportCompanyInput!, $connections: [ID!]!) {
    createTransportCompany(input: $input) {
      __typename
      ... on TransportCompanyPayload {
        company @appendNode(connections: $connections, edgeTypeName: "QueryTransportCompaniesConnectionEdge") {
          id
          ...TransportCompanyCard_company
        }
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useCreateTransportCompanyMutation = () => usePromiseMutation<CreateTransportCompanyMutation>(mutation);
