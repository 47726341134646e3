import { graphql } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { ADMIN_CONNECTIONS, addToTotalCount, syncPendingUser } from './adminConnections';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { RejectUserMutation } from './__generated__/RejectUserMutation.graphql';

const mutation = graphql`
  mutation RejectUserMutation($input: UserIdInput!, $connections: [ID!]!) {
    rejectUser(input: $input) {
      deletedId @deleteEdge(connections: $connections)
    }
  }
`;

/** Pass `connections: [ADMIN_CONNECTIONS.users]`; the New Users list and both counts follow in the updater. */
export const useRejectUserMutation = () => usePromiseMutation<RejectUserMutation>(mutation, { updater });

function updater(store: RecordSourceSelectorProxy, data: RejectUserMutation['response'] | null | undefined) {
  if (!data) return;
  addToTotalCount(store, ADMIN_CONNECTIONS.users, -1);
  syncPendingUser(store, data.rejectUser.deletedId, true);
}
