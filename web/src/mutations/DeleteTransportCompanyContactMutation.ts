import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { DeleteTransportCompanyContactMutation } from './__generated__/DeleteTransportCompanyContactMutation.graphql';

const mutation = graphql`
  mutation DeleteTransportCompanyContactMutation($input: DeleteTransportCompanyContactInput!, $connections: [ID!]!) {
    deleteTransportCompanyContact(input: $input) {
      deletedId @deleteEdge(connections: $connections)
    }
  }
`;

export const useDeleteTransportCompanyContactMutation = () =>
  usePromiseMutation<DeleteTransportCompanyContactMutation>(mutation);
