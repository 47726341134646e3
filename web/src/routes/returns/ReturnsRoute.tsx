import { Component as ReactComponent, type ReactNode, useEffect, useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LIST_PAGE, ShowMore } from '../../components/ShowMore';
import { useRevalidator, useSearchParams } from 'react-router';
import { returnsSection } from '../../../../domain/statusGroups';
import { Button, ButtonLink } from '../../components/Button';
import { PlusIcon } from '../../components/icons';
import { ReturnCard } from '../../pickups/ReturnCard';
import { returnsListLoader, ReturnsShell } from '../../pickups/ReturnsShell';
import { MY_RETURNS } from '../../pickups/returnsLists';
import { formatCount } from '../../format';
import { QueuedBookings } from '../../outbox/QueuedBookings';
import { useRouteQuery } from '../../relay/routeQuery';
import { useOfflineAsOf } from '../../relay/offlineAnswers';
import { OfflineAsOf, ShownAsOf } from '../../components/OfflineAsOf';
import { useKeepBookingFormForOffline } from '../../pickups/offlineBooking';
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
  const { t } = useTranslation();
  return (
    <ReturnsShell
      list={MY_RETURNS}
      title={t('returns.mine.title')}
      signedOutText={t('returns.mine.signedOut')}
      tabs
      actions={
        <ButtonLink to="/pickup-request">
          <PlusIcon className="size-4" />
          {t('returns.newReturn')}
        </ButtonLink>
      }
    >
      <div className="space-y-8">
        <QueuedBookings />
        <ListBoundary>
          <MyReturns />
        </ListBoundary>
      </div>
    </ReturnsShell>
  );
}

/**
 * The list failing to load (no coverage) keeps the page and the bookings waiting on the phone
 * above it, with a way to try again.
 */
class ListBoundary extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <ListUnavailable onRetry={() => this.setState({ failed: false })} />;
  }
}

function ListUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  return (
    <div
      role="alert"
      className="rounded-xl border border-slate-200 bg-white p-4 text-center dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('returns.mine.loadFailed')}</p>
      <Button
        className="mt-3"
        onClick={() => {
          void revalidate().finally(onRetry);
        }}
      >
        {t('shell.routeError.retry')}
      </Button>
    </div>
  );
}

const SECTIONS = ['drafts', 'submitted', 'scheduled'] as const;

/** A section's heading and what it says when empty. */
function sectionWords(t: TFunction, section: (typeof SECTIONS)[number]) {
  switch (section) {
    case 'drafts':
      return { title: t('returns.mine.drafts'), empty: t('returns.mine.noDrafts') };
    case 'submitted':
      return { title: t('returns.mine.submitted'), empty: t('returns.mine.noSubmitted') };
    case 'scheduled':
      return { title: t('returns.mine.scheduled'), empty: t('returns.mine.noScheduled') };
  }
}

function MyReturns() {
  const root = usePreloadedQuery<ReturnsRouteQuery>(query, useRouteQuery<ReturnsRouteQuery>());
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    ReturnsRoutePaginationQuery,
    ReturnsRoute_list$key
  >(listFragment, root);
  const [searchParams] = useSearchParams();
  const scrollTo = searchParams.get('scrollTo');
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const { t } = useTranslation();

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

  // Without coverage, the list is the last the phone had (docs/offline.md).
  const asOf = useOfflineAsOf(query, { statuses: MY_RETURNS.statuses });
  // Online, what the booking form needs without coverage is fetched for later.
  useKeepBookingFormForOffline();

  const requests = data.pickupRequests.edges.map((edge) => edge.node);
  const editing = { config: root.config };
  const total = data.pickupRequests.totalCount;
  return (
    <ShownAsOf value={asOf}>
      <div className="space-y-8">
        <OfflineAsOf asOf={asOf} />
        {SECTIONS.map((key) => {
          const section = { key, ...sectionWords(t, key) };
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
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {requests.length < total
                ? t('common.showingOf', { shown: formatCount(requests.length), total: formatCount(total) })
                : ''}
            </p>
            <ShowMore
              hasNext
              isLoading={isLoadingNext}
              onMore={() => loadNext(LIST_PAGE)}
              label={t('returns.mine.showMore')}
            />
          </div>
        ) : null}
      </div>
    </ShownAsOf>
  );
}
