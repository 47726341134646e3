import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { UpdateReturnerCompanyMutation } from './__generated__/UpdateReturnerCompanyMutation.graphql';

const mutation = graphql`
  mutation UpdateReturnerCompanyMutation($input: UpdateReturnerCompanyInput!) {
    updateReturnerCompany(input: $input) {
      __typename
      ... on ReturnerCompanyPayload {
        company {
          id
          name
          organizationNumber
          email
          address
          contactPerson
          ...ReturnerCompanyCard_company
        }
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useUpdateReturnerCompanyMutation = () => usePromiseMutation<UpdateReturnerCompanyMutation>(mutation);
