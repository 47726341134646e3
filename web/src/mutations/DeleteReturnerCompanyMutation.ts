import { graphql } from 'react-relay';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { DeleteReturnerCompanyMutation } from './__generated__/DeleteReturnerCompanyMutation.graphql';

const mutation = graphql`
  mutation DeleteReturnerCompanyMutation($input: DeleteReturnerCompanyInput!) {
    deleteReturnerCompany(input: $input) {
      deletedId
    }
  }
`;

export function useDeleteReturnerCompanyMutation() {
  return usePromiseMutation<DeleteReturnerCompanyMutation>(mutation);
}
