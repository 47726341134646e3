import { useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { PickupStatus } from '../../../domain/statuses';
import { Button } from '../components/Button';
import { useReconnectKey } from '../relay/reconnect';
import type { PickupBoard_list$data, PickupBoard_list$key } from './__generated__/PickupBoard_list.graphql';
import type { PickupBoardPaginationQuery } from './__generated__/PickupBoardPaginationQuery.graphql';
import type { PickupBoardQuery } from './__generated__/PickupBoardQuery.graphql';
import { BulkToolbar } from './BulkToolbar';
import { listBoard } from './livePickups';
import { OperationsCard } from './OperationsCard';

type Node = PickupBoard_list$data['pickupRequests']['edges'][number]['node'];

/** The `@connection` key of every board: one list per set of statuses. */
const BOARD_KEY = 'PickupBoard_pickupRequests';

/**
 * The requests of some statuses as cards with their actions, newest first, `limit` at a time
 * with a way to more; `only` narrows them further (the transporter's New / Scheduled split).
 * Live through LivePickups: a change moves one card in or out of the list in the store, without
 * fetching the list again.
 */
export function PickupBoard({
  statuses,
  only,
  limit = 50,
  more = true,
  empty,
  detailsTitle,
  label,
  returnsLog,
  selectable = false,
}: {
  statuses: readonly PickupStatus[];
  only?: (request: Node) => boolean;
  /** How many requests a page shows. */
  limit?: number;
  /** False for a preview (the dashboard's newest): no way to older requests. */
  more?: boolean;
  empty: string;
  detailsTitle?: string;
  /** The list's accessible name. */
  label: string;
  returnsLog?: boolean;
  /** Admin tabs: cards can be selected for a bulk action. */
  selectable?: boolean;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const root = useLazyLoadQuery<PickupBoardQuery>(
    graphql`
      query PickupBoardQuery($statuses: [PickupStatus!]!, $first: Int!) {
        ...PickupBoard_list @arguments(statuses: $statuses, first: $first)
      }
    `,
    { statuses: [...statuses], first: limit },
    // What happened while the socket was down is fetched again on reconnect.
    { fetchPolicy: 'store-and-network', fetchKey: useReconnectKey() },
  );
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    PickupBoardPaginationQuery,
    PickupBoard_list$key
  >(
    graphql`
      fragment PickupBoard_list on Query
      @argumentDefinitions(statuses: { type: "[PickupStatus!]!" }, first: { type: "Int!" }, after: { type: "String" })
      @refetchable(queryName: "PickupBoardPaginationQuery") {
        pickupRequests(first: $first, after: $after, statuses: $statuses)
          @connection(key: "PickupBoard_pickupRequests", filters: ["statuses"]) {
          edges {
            node {
              id
              status
              scheduledPickupDate
              ...OperationsCard_request
            }
          }
        }
      }
    `,
    root,
  );
  useLiveBoard(statuses);
  // A node deleted here a moment ago (@deleteRecord) leaves a null edge until its change arrives.
  const requests = data.pickupRequests.edges
    .map((edge) => edge.node as Node | null)
    .filter((node): node is Node => node != null && (!only || only(node)));
  const showMore =
    more && hasNext ? (
      <Button variant="secondary" className="w-full" disabled={isLoadingNext} onClick={() => loadNext(limit)}>
        {isLoadingNext ? 'Loading...' : 'Show Older Requests'}
      </Button>
    ) : null;
  if (requests.length === 0)
    return (
      <div className="space-y-3">
        <p className="text-slate-600 dark:text-slate-400">{empty}</p>
        {showMore}
      </div>
    );
  // Only what is still listed stays selected (a request may have left the tab meanwhile).
  const chosen = requests.filter((request) => selected.has(request.id)).map((request) => request.id);
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className="space-y-3">
      {selectable ? <BulkToolbar ids={chosen} onDone={() => setSelected(new Set())} /> : null}
      <ul aria-label={label} className="grid gap-3 lg:grid-cols-2">
        {requests.map((request) => (
          <li key={request.id}>
            <OperationsCard
              request={request}
              detailsTitle={detailsTitle}
              returnsLog={returnsLog}
              selected={selectable ? selected.has(request.id) : undefined}
              onSelect={selectable ? () => toggle(request.id) : undefined}
            />
          </li>
        ))}
      </ul>
      {showMore}
    </div>
  );
}

/** While the board is shown, LivePickups' changes move requests in and out of its connection. */
function useLiveBoard(statuses: readonly PickupStatus[]) {
  const key = statuses.join(',');
  useEffect(() => {
    const listed = key.split(',') as PickupStatus[];
    return listBoard({
      statuses: listed,
      connectionId: ConnectionHandler.getConnectionID(ROOT_ID, BOARD_KEY, { statuses: listed }),
    });
  }, [key]);
}
