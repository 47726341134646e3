import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { DeleteReturnerCompanyMutation } from './__generated__/DeleteReturnerCompanyMutation.graphql';

const mutation = graphql`
  mutation DeleteReturnerCompanyMutation($input: DeleteReturnerCompanyInput!, $connections: [ID!]!) {
    deleteReturnerCompany(input: $input) {
      deletedId @deleteEdge(connections: $connections)
    }
  }
`;

export const useDeleteReturnerCompanyMutation = () => usePromiseMutation<DeleteReturnerCompanyMutation>(mutation);
