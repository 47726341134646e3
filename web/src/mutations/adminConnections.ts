import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { awaitsApproval } from '../../../domain/approval';
import type { Role } from '../../../domain/statuses';

/**
 * The admin panel's lists are root connections without filters, so each has one store id that
 * every screen showing it shares (the tab, the zone editor, the legacy /drum-specs page).
 */
export const ADMIN_CONNECTIONS = {
  users: ConnectionHandler.getConnectionID('client:root', 'Admin_users'),
  pendingUsers: ConnectionHandler.getConnectionID('client:root', 'Admin_pendingUsers'),
  returnerCompanies: ConnectionHandler.getConnectionID('client:root', 'Admin_returnerCompanies'),
  transportCompanies: ConnectionHandler.getConnectionID('client:root', 'Admin_transportCompanies'),
  zones: ConnectionHandler.getConnectionID('client:root', 'Admin_zones'),
  drumTypes: ConnectionHandler.getConnectionID('client:root', 'Admin_drumTypes'),
  drumSpecs: ConnectionHandler.getConnectionID('client:root', 'Admin_drumSpecs'),
} as const;

/** Moves a connection's totalCount by delta, when the connection is in the store. */
export function addToTotalCount(store: RecordSourceSelectorProxy, connectionId: string, delta: number) {
  const connection = store.get(connectionId);
  const total = connection?.getValue('totalCount');
  if (connection && typeof total === 'number') connection.setValue(Math.max(0, total + delta), 'totalCount');
}

/**
 * Keeps the New Users list and its badge (the connection's totalCount) in step with one user
 * after a change: a user the server now answers as approved or reviewed (or who is gone) leaves
 * the list, one who awaits approval unreviewed joins it at the top (schema/users/admin.ts).
 */
export function syncPendingUser(store: RecordSourceSelectorProxy, userId: string, deleted = false) {
  const connection = store.get(ADMIN_CONNECTIONS.pendingUsers);
  if (!connection) return;
  const listed = (connection.getLinkedRecords('edges') ?? []).some(
    (edge) => edge?.getLinkedRecord('node')?.getDataID() === userId,
  );
  const user = deleted ? null : store.get(userId);
  const pending =
    !!user &&
    awaitsApproval({ role: user.getValue('role') as Role, approved: user.getValue('approved') === true }) &&
    user.getValue('reviewed') !== true;
  if (listed === pending) return;
  if (user && pending) {
    const edge = ConnectionHandler.createEdge(store, connection, user, 'QueryPendingUsersConnectionEdge');
    ConnectionHandler.insertEdgeBefore(connection, edge);
  } else {
    ConnectionHandler.deleteNode(connection, userId);
  }
  addToTotalCount(store, ADMIN_CONNECTIONS.pendingUsers, pending ? 1 : -1);
}
