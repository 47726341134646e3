import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { PickupStatus } from '../../../domain/statuses';
import { transportSection, type TransportSection } from '../../../domain/pickupSections';
import { PICKUP_REQUEST_EDGE } from './returnsLists';

/**
 * A connection of `Query.pickupRequests` in the store, and the statuses (and the transport
 * portal's section) it asks for; `insert: false` for a searched or filtered one, which changes
 * only lose (whether a changed request matches a search is the server's to say).
 */
export type ListedConnection = {
  connectionId: string;
  statuses: readonly PickupStatus[];
  section?: TransportSection;
  insert?: boolean;
};

/**
 * A `pickupRequestChanged` event applied to one listed connection of requests: a changed
 * request that the list's statuses (and section) take is added in the server's order (if not listed yet); one
 * that is deleted or left them is taken out. The request's own fields update in the
 * store by themselves.
 */
export function applyListChange(store: RecordSourceSelectorProxy, list: ListedConnection) {
  const change = store.getRootField('pickupRequestChanged');
  const connection = store.get(list.connectionId);
  if (!change || !connection) return;
  const request = change.getValue('deleted') ? null : change.getLinkedRecord('pickupRequest');
  const status = request?.getValue('status') as PickupStatus | undefined;
  const inSection = (placed: RecordProxy) =>
    !list.section ||
    transportSection({
      status: status!,
      scheduledPickupDate: placed.getValue('scheduledPickupDate') as string | null,
    }) === list.section;
  if (!request || !list.statuses.some((listed) => listed === status) || !inSection(request)) {
    ConnectionHandler.deleteNode(connection, String(change.getValue('pickupRequestId')));
    return;
  }
  if (list.insert === false) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === request.getDataID())) return;
  const edge = ConnectionHandler.createEdge(store, connection, request, PICKUP_REQUEST_EDGE);
  const at = edges.findIndex((other) => {
    const node = other?.getLinkedRecord('node');
    return !!node && newerThan(request, node);
  });
  connection.setLinkedRecords(at < 0 ? [...edges, edge] : [...edges.slice(0, at), edge, ...edges.slice(at)], 'edges');
}

/** The server's order of `pickupRequests`: created newest first, then the higher id. */
function newerThan(a: RecordProxy, b: RecordProxy): boolean {
  const created = (record: RecordProxy) => Date.parse(String(record.getValue('createdAt')));
  const id = (record: RecordProxy) => Number(record.getValue('databaseId'));
  return created(a) > created(b) || (created(a) === created(b) && id(a) > id(b));
}
