import { TallyBadge } from '../../components/Badge';
import { Fragment, type ReactNode, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { OPEN_PICKUP_STATUSES, ADMIN_PICKUP_TABS, type AdminPickupTab } from '../../../../domain/statusGroups';
import { PICKUP_STATUSES, type PickupStatus } from '../../../../domain/statuses';
import { Spinner } from '../../components/Spinner';
import { type BoardListFilter, boardListFilter, isFiltered, useBoardFilter } from '../../operations/boardFilter';
import { matchesElsewhere, withTab } from '../../operations/matchesElsewhere';
import { PickupFilters } from '../../operations/PickupFilters';
import { pickedGlobalId } from '../../pickers/pickers';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PICKUP_TABS } from '../../layout/portalTabs';
import { useLiveKey } from '../../operations/livePickups';
import { PickupBoard } from '../../operations/PickupBoard';
import { ReturnsLogExport } from '../../operations/ReturnsLogExport';
import type { pickupTabsCountsQuery } from './__generated__/pickupTabsCountsQuery.graphql';
import type { pickupTabsElsewhereQuery } from './__generated__/pickupTabsElsewhereQuery.graphql';
import { lazyDialog } from '../../components/lazyDialog';
import { ReportsTab } from './ReportsTab';
import { StatementsTab } from './StatementsTab';
import { HomeFigures } from '../../buyback/HomeFigures';

const AdminRequestDialog = lazyDialog(() =>
  import('../../operations/AdminRequestDialog').then((module) => module.AdminRequestDialog),
);

const ADMIN_DETAILS = 'Complete Details';

/** The tab's count, live: how many requests it lists (docs/specification.md section 2, Pickup department tabs). */
function TabCount({ tab }: { tab: AdminPickupTab }) {
  return (
    <Suspense fallback={null}>
      <LiveCount tab={tab} />
    </Suspense>
  );
}

function LiveCount({ tab }: { tab: AdminPickupTab }) {
  const data = useLazyLoadQuery<pickupTabsCountsQuery>(
    graphql`
      query pickupTabsCountsQuery {
        pickupDepartmentCounts {
          pending
          requests
          ongoing
          completed
          cancelled
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey: useLiveKey() },
  );
  const count = data.pickupDepartmentCounts[tab];
  return <TallyBadge count={count} label="requests" />;
}

const EMPTY: Record<AdminPickupTab, string> = {
  pending: 'No pending requests',
  requests: 'No requests awaiting scheduling',
  ongoing: 'No ongoing pickups',
  completed: 'No completed pickups',
  cancelled: 'No cancelled requests',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The active requests the dashboard lists first (docs/specification.md: up to the first 10). */
const ACTIVE = OPEN_PICKUP_STATUSES.filter((status) => status !== 'draft');

export type PickupTab = { key: string; label: string; badge?: ReactNode; panel: ReactNode; open?: () => void };

/** docs/specification.md section 2: Dashboard, Pending, Requests, Ongoing, Completed, Cancelled, Returns Log. */
export function pickupTabs(): PickupTab[] {
  const listTab = (tab: AdminPickupTab, label: string): PickupTab => ({
    key: tab,
    label,
    badge: <TabCount tab={tab} />,
    panel: (
      <Section title={label}>
        <FilteredBoard
          label={`${label} requests`}
          selectable
          tab={tab}
          statuses={ADMIN_PICKUP_TABS[tab]}
          empty={EMPTY[tab]}
        />
      </Section>
    ),
  });
  return [
    {
      key: 'dashboard',
      label: PICKUP_TABS.dashboard,
      panel: (
        <div className="space-y-4">
          <Card>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 className="text-lg font-semibold">Pickup Department</h2>
                <p className="mt-1 text-slate-600 dark:text-slate-400">
                  The newest active requests; each tab lists one stage of the pickup.
                </p>
              </div>
              <CreateRequestButton />
            </div>
          </Card>
          <Suspense fallback={null}>
            <HomeFigures />
          </Suspense>
          <Section title="Active requests">
            <PickupBoard
              label="Active requests"
              statuses={ACTIVE}
              limit={10}
              more={false}
              empty="No active pickup requests"
              detailsTitle={ADMIN_DETAILS}
            />
          </Section>
        </div>
      ),
    },
    listTab('pending', PICKUP_TABS.pending),
    listTab('requests', PICKUP_TABS.requests),
    listTab('ongoing', PICKUP_TABS.ongoing),
    listTab('completed', PICKUP_TABS.completed),
    listTab('cancelled', PICKUP_TABS.cancelled),
    {
      key: 'returns-log',
      label: PICKUP_TABS['returns-log'],
      panel: (
        <Section title="Returns Log">
          <FilteredBoard
            label="Returns log"
            returnsLog
            statuses={PICKUP_STATUSES}
            empty="No pickup requests in returns log"
          />
        </Section>
      ),
    },
    // Buyback settlement: the monthly statements of every returner company.
    { key: 'statements', label: PICKUP_TABS.statements, panel: <StatementsTab /> },
    { key: 'reports', label: PICKUP_TABS.reports, panel: <ReportsTab /> },
  ];
}

/**
 * A tab's list with the admin's search and filters above it, kept in the URL; the
 * Returns Log's export takes the same filters. The list reloads (with a spinner) as they change.
 */
/** The picker each filter of the URL names a row of. */
const FILTER_KINDS = {
  zones: 'zone',
  returnerCompanies: 'returnerCompany',
  transportCompanies: 'transportCompany',
} as const;

function FilteredBoard({
  label,
  statuses,
  empty,
  selectable = false,
  returnsLog = false,
  tab,
}: {
  label: string;
  /** The status tab it is (the Returns Log is none): a search finding nothing here says where. */
  tab?: AdminPickupTab;
  statuses: readonly PickupStatus[];
  empty: string;
  selectable?: boolean;
  returnsLog?: boolean;
}) {
  const [filter, change] = useBoardFilter();
  const listFilter = boardListFilter(filter, (kind, id) => pickedGlobalId(FILTER_KINDS[kind], id));
  return (
    <div className="space-y-4">
      <Card>
        <PickupFilters filter={filter} onChange={change} withStatus={returnsLog} />
      </Card>
      {returnsLog ? <ReturnsLogExport filter={filter} /> : null}
      <Suspense
        fallback={
          <div role="status" className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
            <Spinner /> {returnsLog ? 'Loading returns log...' : 'Loading requests...'}
          </div>
        }
      >
        <PickupBoard
          label={label}
          selectable={selectable}
          returnsLog={returnsLog}
          statuses={statuses}
          empty={empty}
          detailsTitle={ADMIN_DETAILS}
          filter={listFilter}
          onOrder={(order) => change({ orderBy: order })}
          noMatch={
            tab && isFiltered(filter) ? (
              <Suspense fallback={null}>
                <MatchesElsewhere tab={tab} filter={listFilter} />
              </Suspense>
            ) : null
          }
        />
      </Suspense>
    </div>
  );
}

/** docs/specification.md section 2: the Dashboard's Create Request button and its dialog. */
function CreateRequestButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Create Request</Button>
      <AdminRequestDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * Where a search that finds nothing in this tab finds requests: "1 in Completed", each a link to
 * that tab with the search and filters kept. Asked only when the tab has no match.
 */
function MatchesElsewhere({ tab, filter }: { tab: AdminPickupTab; filter: BoardListFilter }) {
  const location = useLocation();
  const data = useLazyLoadQuery<pickupTabsElsewhereQuery>(
    graphql`
      query pickupTabsElsewhereQuery(
        $search: String
        $zoneId: ID
        $returnerCompanyId: ID
        $transportCompanyId: ID
        $createdFrom: String
        $createdTo: String
      ) {
        pickupRequestCounts(
          search: $search
          zoneId: $zoneId
          returnerCompanyId: $returnerCompanyId
          transportCompanyId: $transportCompanyId
          createdFrom: $createdFrom
          createdTo: $createdTo
        ) {
          status
          count
        }
      }
    `,
    {
      search: filter.search,
      zoneId: filter.zoneId,
      returnerCompanyId: filter.returnerCompanyId,
      transportCompanyId: filter.transportCompanyId,
      createdFrom: filter.createdFrom,
      createdTo: filter.createdTo,
    },
    { fetchPolicy: 'store-and-network', fetchKey: useLiveKey() },
  );
  const found = matchesElsewhere(data.pickupRequestCounts, tab);
  if (found.length === 0) return null;
  const number = new Intl.NumberFormat();
  return (
    <p className="text-sm">
      Found in other tabs:{' '}
      {found.map((place, index) => (
        <Fragment key={place.tab}>
          {index > 0 ? ', ' : null}
          <Link
            to={withTab(location.search, place.tab)}
            className="font-semibold text-brand-700 underline hover:text-brand-800 dark:text-brand-500"
          >
            {number.format(place.count)} in {PICKUP_TABS[place.tab]}
          </Link>
        </Fragment>
      ))}
    </p>
  );
}
