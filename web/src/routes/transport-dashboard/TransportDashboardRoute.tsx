import { HomeFigures } from '../../buyback/HomeFigures';
import { TallyBadge } from '../../components/Badge';
import { TabGroup, TabPanel, TabPanels } from '@headlessui/react';
import type { TFunction } from 'i18next';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useLazyLoadQuery, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import { LIST_PAGE, ShowMore } from '../../components/ShowMore';
import { formatCount } from '../../format';
import { useSearchParams } from 'react-router';
import { TRANSPORT_LIST_STATUSES, transportSection } from '../../../../domain/pickupSections';
import { Card } from '../../components/Card';
import { PortalTab, PortalTabList } from '../../components/PortalTabs';
import { PageSpinner } from '../../components/Spinner';
import { PortalHeader } from '../../layout/PortalHeader';
import { TRANSPORTER_TABS } from '../../layout/portalTabs';
import { LivePickups, useLiveKey } from '../../operations/livePickups';
import { keepBoardForOffline, PickupBoard } from '../../operations/PickupBoard';
import { UnlistedCollections } from '../../operations/UnlistedCollections';
import { OfflineAsOf } from '../../components/OfflineAsOf';
import { useOfflineAsOf } from '../../relay/offlineAnswers';
import { RouteProposals } from './RouteProposals';
import type { TransportDashboardRouteCountQuery } from './__generated__/TransportDashboardRouteCountQuery.graphql';
import type { TransportDashboardRouteQuery } from './__generated__/TransportDashboardRouteQuery.graphql';
import type { TransportDashboardRouteStopsQuery } from './__generated__/TransportDashboardRouteStopsQuery.graphql';
import type { TransportDashboardRoute_stops$key } from './__generated__/TransportDashboardRoute_stops.graphql';

const StopsMap = lazy(() => import('../../operations/StopsMap'));

const TABS = Object.keys(TRANSPORTER_TABS) as (keyof typeof TRANSPORTER_TABS)[];

/** A tab's name in the language on screen (TRANSPORTER_TABS holds the English, for the page title). */
function tabLabel(t: TFunction, tab: keyof typeof TRANSPORTER_TABS): string {
  switch (tab) {
    case 'dashboard':
      return t('operations.transport.tabs.dashboard');
    case 'pickup-request':
      return t('operations.transport.tabs.pickupRequest');
    case 'routes':
      return t('operations.transport.tabs.routes');
    case 'scheduled':
      return t('operations.transport.tabs.scheduled');
    case 'completed':
      return t('operations.transport.tabs.completed');
  }
}

const OPEN = TRANSPORT_LIST_STATUSES.filter((status) => status !== 'collected');

/**
 * docs/specification.md section 2, Transporter portal: stat cards, the new and scheduled requests of the zones
 * the company serves and those assigned to it, the completed ones, and a map of the open stops.
 * Phone first: a driver uses it in the cab.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation();
  const selected = Math.max(
    0,
    TABS.findIndex((tab) => tab === params.get('tab')),
  );
  useKeepListsForOffline(TABS[selected]);
  return (
    <>
      <PortalHeader title={t('operations.transport.header')} />
      <LivePickups>
        <main id="main" className="mx-auto max-w-6xl px-4 py-6">
          <h1 className="mb-4 text-2xl font-bold">{t('operations.transport.title')}</h1>
          <UnlistedCollections />
          <TabGroup
            selectedIndex={selected}
            onChange={(index) => setParams((current) => withTab(current, TABS[index]))}
          >
            <PortalTabList label={t('operations.transport.tabsLabel')}>
              {TABS.map((tab) => (
                <PortalTab key={tab}>{tabLabel(t, tab)}</PortalTab>
              ))}
            </PortalTabList>
            <TabPanels>
              <Panel>
                <Dashboard />
              </Panel>
              <Panel>
                <PickUpRequests />
              </Panel>
              <Panel>
                <RouteProposals />
              </Panel>
              <Panel>
                <PickupBoard
                  label={t('operations.transport.scheduledPickupsList')}
                  statuses={OPEN}
                  section="scheduled"
                  empty={t('operations.transport.noScheduledPickups')}
                />
              </Panel>
              <Panel>
                <PickupBoard
                  label={t('operations.transport.completedPickups')}
                  statuses={['collected']}
                  empty={t('operations.transport.noCompletedPickups')}
                />
              </Panel>
            </TabPanels>
          </TabGroup>
        </main>
      </LivePickups>
    </>
  );
}

/**
 * Online, as the portal opens: the lists of requests to collect (Pick Up Request's New and
 * Scheduled), fetched in passing when the tab shown is not theirs, so a driver who opened the
 * portal on another tab finds them on the phone in a yard without coverage (docs/offline.md).
 */
function useKeepListsForOffline(shown: keyof typeof TRANSPORTER_TABS) {
  const environment = useRelayEnvironment();
  const [tabAtStart] = useState(shown);
  useEffect(() => {
    if (!navigator.onLine || tabAtStart === 'pickup-request') return;
    const fetchLists = () =>
      void Promise.all([
        ...(['new', 'scheduled'] as const).map((section) => keepBoardForOffline(environment, OPEN, section)),
        // The tab's count badges.
        fetchQuery<TransportDashboardRouteCountQuery>(environment, countQuery, {}).toPromise(),
      ]).catch(() => undefined);
    // After the screen has shown: it never competes with the tab's own queries.
    const idle = 'requestIdleCallback' in window;
    const handle = idle
      ? window.requestIdleCallback(fetchLists, { timeout: 3_000 })
      : window.setTimeout(fetchLists, 500);
    return () => (idle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
  }, [environment, tabAtStart]);
}

function withTab(current: URLSearchParams, tab: string) {
  const next = new URLSearchParams(current);
  next.set('tab', tab);
  return next;
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <TabPanel className="focus:outline-none">
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </TabPanel>
  );
}

const dashboardQuery = graphql`
  query TransportDashboardRouteQuery($statuses: [PickupStatus!]!) {
    transportStats {
      totalRequests
      pendingConfirmation
      activePickups
      completed
    }
    config {
      mapTileUrl
    }
    ...TransportDashboardRoute_stops @arguments(statuses: $statuses)
  }
`;

function Dashboard() {
  const variables = { statuses: [...OPEN] };
  const data = useLazyLoadQuery<TransportDashboardRouteQuery>(dashboardQuery, variables, {
    fetchPolicy: 'store-and-network',
    fetchKey: useLiveKey(),
  });
  const asOf = useOfflineAsOf(dashboardQuery, variables);
  const stats = data.transportStats;
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <OfflineAsOf asOf={asOf} />
      <Suspense fallback={null}>
        <HomeFigures />
      </Suspense>
      <ul aria-label={t('operations.transport.statistics')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('operations.transport.totalRequests')} value={stats.totalRequests} />
        <StatCard label={t('operations.transport.pendingConfirmation')} value={stats.pendingConfirmation} />
        <StatCard label={t('operations.transport.activePickups')} value={stats.activePickups} />
        <StatCard label={t('operations.transport.completed')} value={stats.completed} />
      </ul>
      <OpenStops tileUrl={data.config.mapTileUrl} stops={data} />
    </div>
  );
}

/** The open requests on a map, a page at a time: newest first, with a way to the older ones. */
function OpenStops({ tileUrl, stops: key }: { tileUrl: string; stops: TransportDashboardRoute_stops$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    TransportDashboardRouteStopsQuery,
    TransportDashboardRoute_stops$key
  >(
    graphql`
      fragment TransportDashboardRoute_stops on Query
      @argumentDefinitions(
        statuses: { type: "[PickupStatus!]!" }
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
      )
      @refetchable(queryName: "TransportDashboardRouteStopsQuery") {
        openStops: pickupRequests(first: $first, after: $after, statuses: $statuses)
          @connection(key: "TransportDashboardRoute_openStops", filters: ["statuses"]) {
          totalCount
          edges {
            node {
              id
              referenceNumberFormatted
              address
              latitude
              longitude
              status
              scheduledPickupDate
            }
          }
        }
      }
    `,
    key,
  );
  const edges = data.openStops.edges.filter((edge) => edge.node != null);
  const stops = edges
    .map((edge) => edge.node)
    .filter((node) => node.latitude !== null && node.longitude !== null)
    .map((node) => ({
      id: node.id,
      reference: node.referenceNumberFormatted,
      address: node.address,
      lat: node.latitude!,
      lng: node.longitude!,
      scheduled: transportSection(node) === 'scheduled',
    }));
  const total = data.openStops.totalCount;
  const { t } = useTranslation();
  return (
    <section aria-label={t('operations.transport.openStops')} className="space-y-2">
      <h2 className="text-lg font-semibold">{t('operations.transport.openStops')}</h2>
      <Suspense fallback={<div className="h-72 rounded-lg bg-slate-100 dark:bg-slate-800" />}>
        <StopsMap tileUrl={tileUrl} stops={stops} />
      </Suspense>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {edges.length < total
          ? `${t('operations.transport.newestOf', { shown: formatCount(edges.length), total: formatCount(total) })} `
          : ''}
        {t('operations.transport.stopsShown', { count: stops.length })}
      </p>
      <ShowMore
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onMore={() => loadNext(LIST_PAGE)}
        label={t('operations.transport.showOlderStops')}
      />
    </section>
  );
}

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <li>
      <Card>
        <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
        <p className="text-3xl font-bold" aria-label={`${label}: ${value}`}>
          {value}
        </p>
      </Card>
    </li>
  );
}

function PickUpRequests() {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <Section
        title={t('operations.transport.newRequests')}
        section="new"
        empty={t('operations.transport.noNewRequests')}
      />
      <Section
        title={t('operations.transport.scheduledPickups')}
        section="scheduled"
        empty={t('operations.transport.noScheduledPickups')}
      />
    </div>
  );
}

function Section({ title, section, empty }: { title: string; section: 'new' | 'scheduled'; empty: string }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        {title} <SectionCount section={section} />
      </h2>
      <PickupBoard label={title} statuses={OPEN} section={section} empty={empty} />
    </section>
  );
}

const countQuery = graphql`
  query TransportDashboardRouteCountQuery {
    transportStats {
      newRequests
      scheduledPickups
    }
  }
`;

/** The section's count badge: the server's count of the section the list below shows. */
function SectionCount({ section }: { section: 'new' | 'scheduled' }) {
  const data = useLazyLoadQuery<TransportDashboardRouteCountQuery>(
    countQuery,
    {},
    { fetchPolicy: 'store-and-network', fetchKey: useLiveKey() },
  );
  const stats = data.transportStats;
  const { t } = useTranslation();
  return (
    <TallyBadge
      count={section === 'new' ? stats.newRequests : stats.scheduledPickups}
      label={t('operations.transport.requests')}
    />
  );
}
