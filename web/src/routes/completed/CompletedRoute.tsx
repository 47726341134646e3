import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ReturnCard } from '../../pickups/ReturnCard';
import { returnsListLoader, ReturnsShell } from '../../pickups/ReturnsShell';
import { COMPLETED_RETURNS } from '../../pickups/returnsLists';
import { useRouteQuery } from '../../relay/routeQuery';
import type { CompletedRoute_list$key } from './__generated__/CompletedRoute_list.graphql';
import type { CompletedRoutePaginationQuery } from './__generated__/CompletedRoutePaginationQuery.graphql';
import type { CompletedRouteQuery } from './__generated__/CompletedRouteQuery.graphql';

/** Completed returns only grow: they come 50 at a time, newest first, with a way to more. */
const PAGE = 50;

// $statuses is COMPLETED_RETURNS.statuses: collected requests only.
const query = graphql`
  query CompletedRouteQuery($statuses: [PickupStatus!]!) {
    ...CompletedRoute_list @arguments(statuses: $statuses)
  }
`;

const listFragment = graphql`
  fragment CompletedRoute_list on Query
  @argumentDefinitions(
    statuses: { type: "[PickupStatus!]!" }
    count: { type: "Int", defaultValue: 50 }
    cursor: { type: "String" }
  )
  @refetchable(queryName: "CompletedRoutePaginationQuery") {
    pickupRequests(first: $count, after: $cursor, statuses: $statuses)
      @connection(key: "CompletedRoute_pickupRequests") {
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

/** Completed Returns (docs/specification.md section 2): collected requests only, details view only. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ReturnsShell
      list={COMPLETED_RETURNS}
      title={t('returns.completed.title')}
      signedOutText={t('returns.completed.signedOut')}
    >
      <CompletedReturns />
    </ReturnsShell>
  );
}

function CompletedReturns() {
  const root = usePreloadedQuery<CompletedRouteQuery>(query, useRouteQuery<CompletedRouteQuery>());
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    CompletedRoutePaginationQuery,
    CompletedRoute_list$key
  >(listFragment, root);
  const { t } = useTranslation();
  const requests = data.pickupRequests.edges.map((edge) => edge.node);
  return requests.length ? (
    <div className="space-y-3">
      {requests.map((request) => (
        <ReturnCard key={request.id} request={request} list={COMPLETED_RETURNS} />
      ))}
      {hasNext ? (
        <Button variant="secondary" className="w-full" disabled={isLoadingNext} onClick={() => loadNext(PAGE)}>
          {isLoadingNext ? t('common.loading') : t('returns.completed.showOlder')}
        </Button>
      ) : null}
    </div>
  ) : (
    <Card>
      <p className="text-slate-600 dark:text-slate-400">{t('returns.completed.empty')}</p>
    </Card>
  );
}
