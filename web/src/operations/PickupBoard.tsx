import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { PickupStatus } from '../../../domain/statuses';
import type { PickupBoardQuery } from './__generated__/PickupBoardQuery.graphql';
import { BulkToolbar } from './BulkToolbar';
import { useLiveKey } from './livePickups';
import { OperationsCard } from './OperationsCard';

type Node = PickupBoardQuery['response']['pickupRequests']['edges'][number]['node'];

/**
 * The requests of some statuses as cards with their actions, newest first; `only` narrows them
 * further (the transporter's New / Scheduled split). Live through LivePickups.
 */
export function PickupBoard({
  statuses,
  only,
  limit = 200,
  empty,
  detailsTitle,
  label,
  returnsLog,
  selectable = false,
}: {
  statuses: readonly PickupStatus[];
  only?: (request: Node) => boolean;
  limit?: number;
  empty: string;
  detailsTitle?: string;
  /** The list's accessible name. */
  label: string;
  returnsLog?: boolean;
  /** Admin tabs: cards can be selected for a bulk action. */
  selectable?: boolean;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const fetchKey = useLiveKey();
  const data = useLazyLoadQuery<PickupBoardQuery>(
    graphql`
      query PickupBoardQuery($statuses: [PickupStatus!]!, $first: Int!) {
        pickupRequests(first: $first, statuses: $statuses) {
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
    { statuses: [...statuses], first: limit },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  // A node deleted here a moment ago (@deleteRecord) is gone before the list refetches.
  const requests = data.pickupRequests.edges
    .map((edge) => edge.node as Node | null)
    .filter((node): node is Node => node != null && (!only || only(node)));
  if (requests.length === 0) return <p className="text-slate-600 dark:text-slate-400">{empty}</p>;
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
    </div>
  );
}
