import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import {
  ConnectionHandler,
  type GraphQLSubscriptionConfig,
  type RecordProxy,
  type RecordSourceSelectorProxy,
} from 'relay-runtime';
import type { useReturnsSubscription as ReturnsSubscription } from './__generated__/useReturnsSubscription.graphql';
import { PICKUP_REQUEST_EDGE, type ReturnsList } from './returnsLists';

/**
 * Keeps a returner's list live (ARCHITECTURE.md: real time is GraphQL subscriptions, no
 * polling) in the same store the route's query filled: a changed request updates its card, so a
 * scheduled one moves section by itself; one that enters the list's statuses (made on another
 * device, or collected by a transporter) is added in the list's order, newest first; one that is
 * deleted or leaves the list's statuses is taken out of it.
 */
export function useReturnsSubscription(list: ReturnsList) {
  const config = useMemo<GraphQLSubscriptionConfig<ReturnsSubscription>>(
    () => ({
      subscription: graphql`
        subscription useReturnsSubscription {
          pickupRequestChanged {
            pickupRequestId
            deleted
            pickupRequest {
              id
              databaseId
              status
              createdAt
              scheduledPickupDate
              ...ReturnCard_request
            }
          }
        }
      `,
      variables: {},
      updater: (store) => applyReturnChange(store, list),
    }),
    [list],
  );
  useSubscription<ReturnsSubscription>(config);
}

/** The subscription's update of one list (exported for its test). */
export function applyReturnChange(store: RecordSourceSelectorProxy, list: ReturnsList) {
  const change = store.getRootField('pickupRequestChanged');
  const connection = store.get(list.connectionId);
  if (!change || !connection) return;
  const request = change.getValue('deleted') ? null : change.getLinkedRecord('pickupRequest');
  const status = request?.getValue('status');
  if (!request || !list.statuses.some((listed) => listed === status)) {
    ConnectionHandler.deleteNode(connection, String(change.getValue('pickupRequestId')));
    return;
  }
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
