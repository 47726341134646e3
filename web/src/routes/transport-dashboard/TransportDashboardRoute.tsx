import { HomeFigures } from '../../buyback/HomeFigures';
import { TallyBadge } from '../../components/Badge';
import { TabGroup, TabPanel, TabPanels } from '@headlessui/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import { TRANSPORT_LIST_STATUSES, transportSection } from '../../../../domain/pickupSections';
import { Card } from '../../components/Card';
import { PortalTab, PortalTabList } from '../../components/PortalTabs';
import { PageSpinner } from '../../components/Spinner';
import { PortalHeader } from '../../layout/PortalHeader';
import { TRANSPORTER_TABS } from '../../layout/portalTabs';
import { LivePickups, useLiveKey } from '../../operations/livePickups';
import { PickupBoard } from '../../operations/PickupBoard';
import { RouteProposals } from './RouteProposals';
import type { TransportDashboardRouteCountQuery } from './__generated__/TransportDashboardRouteCountQuery.graphql';
import type { TransportDashboardRouteQuery } from './__generated__/TransportDashboardRouteQuery.graphql';

const StopsMap = lazy(() => import('../../operations/StopsMap'));

const TABS = Object.entries(TRANSPORTER_TABS).map(([key, label]) => ({ key, label }));

const OPEN = TRANSPORT_LIST_STATUSES.filter((status) => status !== 'collected');

/**
 * docs/specification.md section 2, Transporter portal: stat cards, the new and scheduled requests of the zones
 * the company serves and those assigned to it, the completed ones, and a map of the open stops.
 * Phone first: a driver uses it in the cab.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const selected = Math.max(
    0,
    TABS.findIndex((tab) => tab.key === params.get('tab')),
  );
  return (
    <>
      <PortalHeader title="Transporter" />
      <LivePickups>
        <main id="main" className="mx-auto max-w-6xl px-4 py-6">
          <h1 className="mb-4 text-2xl font-bold">Transporter Portal</h1>
          <TabGroup
            selectedIndex={selected}
            onChange={(index) => setParams((current) => withTab(current, TABS[index].key))}
          >
            <PortalTabList label="Transporter portal">
              {TABS.map((tab) => (
                <PortalTab key={tab.key}>{tab.label}</PortalTab>
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
                  label="Scheduled pickups"
                  statuses={OPEN}
                  only={(request) => transportSection(request) === 'scheduled'}
                  empty="No scheduled pickups"
                />
              </Panel>
              <Panel>
                <PickupBoard label="Completed pickups" statuses={['collected']} empty="No completed pickups" />
              </Panel>
            </TabPanels>
          </TabGroup>
        </main>
      </LivePickups>
    </>
  );
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

function Dashboard() {
  const data = useLazyLoadQuery<TransportDashboardRouteQuery>(
    graphql`
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
        pickupRequests(first: 100, statuses: $statuses) {
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
    { statuses: [...OPEN] },
    { fetchPolicy: 'store-and-network', fetchKey: useLiveKey() },
  );
  const stats = data.transportStats;
  const stops = data.pickupRequests.edges
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
  return (
    <div className="space-y-6">
      <Suspense fallback={null}>
        <HomeFigures />
      </Suspense>
      <ul aria-label="Statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Requests" value={stats.totalRequests} />
        <StatCard label="Pending Confirmation" value={stats.pendingConfirmation} />
        <StatCard label="Active Pickups" value={stats.activePickups} />
        <StatCard label="Completed" value={stats.completed} />
      </ul>
      <section aria-label="Open stops" className="space-y-2">
        <h2 className="text-lg font-semibold">Open stops</h2>
        <Suspense fallback={<div className="h-72 rounded-lg bg-slate-100 dark:bg-slate-800" />}>
          <StopsMap tileUrl={data.config.mapTileUrl} stops={stops} />
        </Suspense>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {stops.length} {stops.length === 1 ? 'stop' : 'stops'} with a location: amber new, blue scheduled.
        </p>
      </section>
    </div>
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
  return (
    <div className="space-y-8">
      <Section title="New Requests" section="new" empty="No new requests" />
      <Section title="Scheduled Pickups" section="scheduled" empty="No scheduled pickups" />
    </div>
  );
}

function Section({ title, section, empty }: { title: string; section: 'new' | 'scheduled'; empty: string }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        {title} <SectionCount section={section} />
      </h2>
      <PickupBoard
        label={title}
        statuses={OPEN}
        only={(request) => transportSection(request) === section}
        empty={empty}
      />
    </section>
  );
}

/** The section's count badge, from the same list the section shows. */
function SectionCount({ section }: { section: 'new' | 'scheduled' }) {
  const data = useLazyLoadQuery<TransportDashboardRouteCountQuery>(
    graphql`
      query TransportDashboardRouteCountQuery($statuses: [PickupStatus!]!) {
        pickupRequests(first: 100, statuses: $statuses) {
          edges {
            node {
              id
              status
              scheduledPickupDate
            }
          }
        }
      }
    `,
    { statuses: [...OPEN] },
    { fetchPolicy: 'store-and-network', fetchKey: useLiveKey() },
  );
  const count = data.pickupRequests.edges.filter((edge) => transportSection(edge.node) === section).length;
  return <TallyBadge count={count} label="requests" />;
}
