import { graphql } from 'react-relay';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { DeleteTransportCompanyMutation } from './__generated__/DeleteTransportCompanyMutation.graphql';

const mutation = graphql`
  mutation DeleteTransportCompanyMutation($input: DeleteTransportCompanyInput!) {
    deleteTransportCompany(input: $input) {
      deletedId
    }
  }
`;

export function useDeleteTransportCompanyMutation() {
  return usePromiseMutation<DeleteTransportCompanyMutation>(mutation);
}
