import { useEffect, useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { LIST_PAGE, ShowMore, shownOf } from '../../components/ShowMore';
import { useSearchParams } from 'react-router';
import { returnsSection } from '../../../../domain/statusGroups';
import { ButtonLink } from '../../components/Button';
import { PlusIcon } from '../../components/icons';
import { ReturnCard } from '../../pickups/ReturnCard';
import { returnsListLoader, ReturnsShell } from '../../pickups/ReturnsShell';
import { MY_RETURNS } from '../../pickups/returnsLists';
import { useRouteQuery } from '../../relay/routeQuery';
import type { ReturnsRouteQuery } from './__generated__/ReturnsRouteQuery.graphql';
import type { ReturnsRoute_list$key } from './__generated__/ReturnsRoute_list.graphql';
import type { ReturnsRoutePaginationQuery } from './__generated__/ReturnsRoutePaginationQuery.graphql';

// $statuses is MY_RETURNS.statuses: everything a returner follows until it is collected.
const query = graphql`
  query ReturnsRouteQuery($statuses: [PickupStatus!]!) {
    ...ReturnsRoute_list @arguments(statuses: $statuses)
    config {
      ...AddressPicker_config
    }
  }
`;

const listFragment = graphql`
  fragment ReturnsRoute_list on Query
  @argumentDefinitions(
    statuses: { type: "[PickupStatus!]!" }
    count: { type: "Int", defaultValue: 50 }
    cursor: { type: "String" }
  )
  @refetchable(queryName: "ReturnsRoutePaginationQuery") {
    pickupRequests(first: $count, after: $cursor, statuses: $statuses) @connection(key: "ReturnsRoute_pickupRequests") {
      totalCount
      edges {
        node {
          id
          databaseId
          status
          scheduledPickupDate
          ...ReturnCard_request
        }
      }
    }
  }
`;

/** docs/specification.md section 9: scroll to the card of ?scrollTo=<id> 300 ms after load. */
const SCROLL_DELAY_MS = 300;

export const loader = returnsListLoader<ReturnsRouteQuery>(query, MY_RETURNS);

export function Component() {
  return (
    <ReturnsShell
      list={MY_RETURNS}
      title="My Returns"
      signedOutText="Log in to see your returns"
      actions={
        <ButtonLink to="/pickup-request">
          <PlusIcon className="size-4" />
          New Return
        </ButtonLink>
      }
    >
      <MyReturns />
    </ReturnsShell>
  );
}

const SECTIONS = [
  { key: 'drafts', title: 'Drafts', empty: 'No drafts.' },
  { key: 'submitted', title: 'Submitted', empty: 'No submitted returns.' },
  { key: 'scheduled', title: 'Scheduled', empty: 'No scheduled pickups.' },
] as const;

function MyReturns() {
  const root = usePreloadedQuery<ReturnsRouteQuery>(query, useRouteQuery<ReturnsRouteQuery>());
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    ReturnsRoutePaginationQuery,
    ReturnsRoute_list$key
  >(listFragment, root);
  const [searchParams] = useSearchParams();
  const scrollTo = searchParams.get('scrollTo');
  const [highlighted, setHighlighted] = useState<string | null>(null);

  useEffect(() => {
    if (!scrollTo) return;
    const timer = window.setTimeout(() => {
      const card = document.getElementById(`return-${scrollTo}`);
      if (!card) return;
      card.scrollIntoView({ behavior: 'smooth', block: 'center' });
      setHighlighted(scrollTo);
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [scrollTo]);

  const requests = data.pickupRequests.edges.map((edge) => edge.node);
  const editing = { config: root.config };
  const total = data.pickupRequests.totalCount;
  return (
    <div className="space-y-8">
      {SECTIONS.map((section) => {
        const inSection = requests.filter(
          (request) => returnsSection(request.status, request.scheduledPickupDate) === section.key,
        );
        return (
          <section key={section.key} aria-labelledby={`returns-${section.key}`}>
            <h2
              id={`returns-${section.key}`}
              tabIndex={-1}
              className="mb-3 flex items-center gap-2 text-lg font-semibold"
            >
              {section.title}
              <span className="rounded-full bg-slate-200 px-2 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                {inSection.length}
              </span>
            </h2>
            {inSection.length ? (
              <div className="space-y-3">
                {inSection.map((request) => (
                  <ReturnCard
                    key={request.id}
                    request={request}
                    list={MY_RETURNS}
                    editing={section.key === 'drafts' ? editing : undefined}
                    highlighted={highlighted === String(request.databaseId)}
                  />
                ))}
              </div>
            ) : (
              <p className="text-sm text-slate-500 dark:text-slate-400">{section.empty}</p>
            )}
          </section>
        );
      })}
      {hasNext ? (
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">{shownOf(requests.length, total, '')}</p>
          <ShowMore hasNext isLoading={isLoadingNext} onMore={() => loadNext(LIST_PAGE)} label="Show more returns" />
        </div>
      ) : null}
    </div>
  );
}
