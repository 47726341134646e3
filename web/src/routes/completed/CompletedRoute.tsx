import { useCallback } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { Card } from '../../components/Card';
import { Page, PageHeader } from '../../layout/PageHeader';
import { ReturnCard } from '../../pickups/ReturnCard';
import { useReturnsSubscription } from '../../pickups/useReturnsSubscription';
import { knownSignedOut } from '../../pickups/knownSignedOut';
import { routeQueryLoader, useRouteQuery } from '../../relay/routeQuery';
import { useViewer } from '../../viewer/ViewerProvider';
import { LoginPrompt } from '../returns/ReturnsRoute';
import type { CompletedRouteQuery } from './__generated__/CompletedRouteQuery.graphql';

const query = graphql`
  query CompletedRouteQuery {
    pickupRequests(first: 500, statuses: [collected]) {
      edges {
        node {
          id
          ...ReturnCard_request
        }
      }
    }
  }
`;

const loadCompleted = routeQueryLoader<CompletedRouteQuery>(query);
export const loader = (args: LoaderFunctionArgs) => (knownSignedOut() ? null : loadCompleted(args));

/** Completed Returns (spec.md section 2): collected requests only, details view only. */
export function Component() {
  const viewer = useViewer();
  if (!viewer) return <LoginPrompt text="Log in to see your completed returns" />;
  return <CompletedReturns />;
}

function CompletedReturns() {
  const data = usePreloadedQuery<CompletedRouteQuery>(query, useRouteQuery<CompletedRouteQuery>());
  const requests = data.pickupRequests.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  const environment = useRelayEnvironment();
  const reload = useCallback(() => {
    fetchQuery<CompletedRouteQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment]);
  useReturnsSubscription(
    requests.map((request) => request.id),
    ['collected'],
    reload,
  );
  return (
    <Page>
      <PageHeader title="Completed Returns" />
      {requests.length ? (
        <div className="space-y-3">
          {requests.map((request) => (
            <ReturnCard key={request.id} request={request} />
          ))}
        </div>
      ) : (
        <Card>
          <p className="text-slate-600 dark:text-slate-400">Returns that have been collected will appear here.</p>
        </Card>
      )}
    </Page>
  );
}
