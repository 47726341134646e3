import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { DeleteTransportCompanyMutation } from './__generated__/DeleteTransportCompanyMutation.graphql';

const mutation = graphql`
  mutation DeleteTransportCompanyMutation($input: DeleteTransportCompanyInput!, $connections: [ID!]!) {
    deleteTransportCompany(input: $input) {
      deletedId @deleteEdge(connections: $connections)
    }
  }
`;

export const useDeleteTransportCompanyMutation = () => usePromiseMutation<DeleteTransportCompanyMutation>(mutation);
