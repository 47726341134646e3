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

export function useUpdateTransportCompanyMutation() {
  return usePromiseMutation<UpdateTransportCompanyMutation>(mutation);
}
