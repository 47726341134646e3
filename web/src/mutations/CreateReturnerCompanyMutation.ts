import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { CreateReturnerCompanyMutation } from './__generated__/CreateReturnerCompanyMutation.graphql';

const mutation = graphql`
  mutation CreateReturnerCompanyMutation($input: CreateReturnerCompanyInput!, $connections: [ID!]!) {
    createReturnerCompany(input: $input) {
      __typename
      ... on ReturnerCompanyPayload {
        company @appendNode(connections: $connections, edgeTypeName: "QueryReturnerCompaniesConnectionEdge") {
          id
          ...ReturnerCompanyCard_company
        }
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useCreateReturnerCompanyMutation = () => usePromiseMutation<CreateReturnerCompanyMutation>(mutation);
