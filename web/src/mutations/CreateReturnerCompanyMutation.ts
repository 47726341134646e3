import { graphql } from 'react-relay';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { CreateReturnerCompanyMutation } from './__generated__/CreateReturnerCompanyMutation.graphql';

const mutation = graphql`
  mutation CreateReturnerCompanyMutation($input: CreateReturnerCompanyInput!) {
    createReturnerCompany(input: $input) {
      __typename
      ... on ReturnerCompanyPayload {
        company {
          id
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

export function useCreateReturnerCompanyMutation() {
  return usePromiseMutation<CreateReturnerCompanyMutation>(mutation);
}
