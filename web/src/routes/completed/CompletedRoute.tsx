import { graphql, usePreloadedQuery } from 'react-relay';
import { Card } from '../../components/Card';
import { ReturnCard } from '../../pickups/ReturnCard';
import { returnsListLoader, ReturnsShell } from '../../pickups/ReturnsShell';
import { COMPLETED_RETURNS } from '../../pickups/returnsLists';
import { useRouteQuery } from '../../relay/routeQuery';
import type { CompletedRouteQuery } from './__generated__/CompletedRouteQuery.graphql';

// $statuses is COMPLETED_RETURNS.statuses: collected requests only.
const query = graphql`
  query CompletedRouteQuery($statuses: [PickupStatus!]!) {
    pickupRequests(first: 500, statuses: $statuses) @connection(key: "CompletedRoute_pickupRequests") {
      edges {
        node {
          id
          ...ReturnCard_request
        }
      }
    }
  }
`;

export const loader = returnsListLoader<CompletedRouteQuery>(query, COMPLETED_RETURNS);

/** Completed Returns (spec.md section 2): collected requests only, details view only. */
export function Component() {
  return (
    <ReturnsShell
      list={COMPLETED_RETURNS}
      title="Completed Returns"
      signedOutText="Log in to see your completed returns"
    >
      <CompletedReturns />
    </ReturnsShell>
  );
}

function CompletedReturns() {
  const data = usePreloadedQuery<CompletedRouteQuery>(query, useRouteQuery<CompletedRouteQuery>());
  const requests = data.pickupRequests.edges.map((edge) => edge.node);
  return requests.length ? (
    <div className="space-y-3">
      {requests.map((request) => (
        <ReturnCard key={request.id} request={request} list={COMPLETED_RETURNS} />
      ))}
    </div>
  ) : (
    <Card>
      <p className="text-slate-600 dark:text-slate-400">Returns that have been collected will appear here.</p>
    </Card>
  );
}
