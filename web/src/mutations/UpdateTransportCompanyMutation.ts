import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { UpdateTransportCompanyMutation } from './__generated__/UpdateTransportCompanyMutation.graphql';

const mutation = graphql`
  mutation UpdateTransportCompanyMutation($input: UpdateTransportCompanyInput!) {
    updateTransportCompany(input: $input) {
      __typename
      ... on TransportCompanyPayload {
        company {
          id
          ...TransportCompanyCard_company
        }
      }
      ...ValidationErrorFields @relay(mask: false)
    }
  }
`;

export const useUpdateTransportCompanyMutation = () => usePromiseMutation<UpdateTransportCompanyMutation>(mutation);
