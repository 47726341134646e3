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

export function useCreateTransportCompanyMutation() {
  return usePromiseMutation<CreateTransportCompanyMutation>(mutation);
}
