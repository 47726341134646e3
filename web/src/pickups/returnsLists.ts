import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { OPEN_PICKUP_STATUSES, returnsSection } from '../../../domain/statusGroups';
import { PICKUP_STATUSES, type PickupStatus } from '../../../domain/statuses';

/**
 * A returner's list of requests as a Relay connection: the `@connection` key in the route's
 * query, the statuses it asks for (a query variable), and the connection's id in the store,
 * which mutations (`@prependNode`, `@deleteEdge`) and the live subscription update.
 */
export type ReturnsList = { key: string; statuses: readonly PickupStatus[]; connectionId: string };

function returnsList(key: string, statuses: readonly PickupStatus[]): ReturnsList {
  return { key, statuses, connectionId: ConnectionHandler.getConnectionID(ROOT_ID, key, { statuses }) };
}

/** My Returns: every request until it is collected or cancelled, shown in its section. */
export const MY_RETURNS = returnsList('ReturnsRoute_pickupRequests', OPEN_PICKUP_STATUSES);

/** Completed Returns: the requests whose My Returns section is 'completed'. */
export const COMPLETED_RETURNS = returnsList(
  'CompletedRoute_pickupRequests',
  PICKUP_STATUSES.filter((status) => returnsSection(status, null) === 'completed'),
);

/** The edge type of `Query.pickupRequests`, for edges made on the client. */
export const PICKUP_REQUEST_EDGE = 'QueryPickupRequestsConnectionEdge';
