import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PickupStatus } from '../../../domain/statuses';
import type { PickupBoardQuery } from './__generated__/PickupBoardQuery.graphql';
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
}: {
  statuses: readonly PickupStatus[];
  only?: (request: Node) => boolean;
  limit?: number;
  empty: string;
  detailsTitle?: string;
  /** The list's accessible name. */
  label: string;
}) {
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
  const requests = data.pickupRequests.edges.map((edge) => edge.node).filter((node) => !only || only(node));
  if (requests.length === 0) return <p className="text-slate-600 dark:text-slate-400">{empty}</p>;
  return (
    <ul aria-label={label} className="grid gap-3 lg:grid-cols-2">
      {requests.map((request) => (
        <li key={request.id}>
          <OperationsCard request={request} detailsTitle={detailsTitle} />
        </li>
      ))}
    </ul>
  );
}
