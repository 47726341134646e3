import { graphql } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { ADMIN_CONNECTIONS, addToTotalCount, syncPendingUser } from './adminConnections';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { DeleteUserMutation } from './__generated__/DeleteUserMutation.graphql';

const mutation = graphql`
  mutation DeleteUserMutation($input: UserIdInput!, $connections: [ID!]!) {
    deleteUser(input: $input) {
      deletedId @deleteEdge(connections: $connections)
    }
  }
`;

/** Pass `connections: [ADMIN_CONNECTIONS.users]`; the New Users list and both counts follow in the updater. */
export const useDeleteUserMutation = () => usePromiseMutation<DeleteUserMutation>(mutation, { updater });

function updater(store: RecordSourceSelectorProxy, data: DeleteUserMutation['response'] | null | undefined) {
  if (!data) return;
  addToTotalCount(store, ADMIN_CONNECTIONS.users, -1);
  syncPendingUser(store, data.deleteUser.deletedId, true);
}
