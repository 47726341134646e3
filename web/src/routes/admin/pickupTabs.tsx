import { TallyBadge } from '../../components/Badge';
import type { TFunction } from 'i18next';
import { Fragment, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { OPEN_PICKUP_STATUSES, ADMIN_PICKUP_TABS, type AdminPickupTab } from '../../../../domain/statusGroups';
import { PICKUP_STATUSES, type PickupStatus } from '../../../../domain/statuses';
import { Loading } from '../../components/Spinner';
import { type BoardListFilter, boardListFilter, isFiltered, useBoardFilter } from '../../operations/boardFilter';
import { matchesElsewhere, withTab } from '../../operations/matchesElsewhere';
import { PickupFilters } from '../../operations/PickupFilters';
import { pickedGlobalId } from '../../pickers/pickers';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { formatCount } from '../../format';
import { useLiveKey } from '../../operations/livePickups';
import { PickupBoard } from '../../operations/PickupBoard';
import { ReturnsLogExport } from '../../operations/ReturnsLogExport';
import type { pickupTabsCountsQuery } from './__generated__/pickupTabsCountsQuery.graphql';
import type { pickupTabsElsewhereQuery } from './__generated__/pickupTabsElsewhereQuery.graphql';
import { lazyDialog } from '../../components/lazyDialog';
import { ReportsTab } from './ReportsTab';
import { StatementsTab } from './StatementsTab';
import { HomeFigures } from '../../buyback/HomeFigures';
import type { Elsewhere } from '../../operations/matchesElsewhere';

const AdminRequestDialog = lazyDialog(() =>
  import('../../operations/AdminRequestDialog').then((module) => module.AdminRequestDialog),
);

/** A status tab's name (the Returns Log's too, where a search finds requests elsewhere). */
function tabLabel(t: TFunction, tab: Elsewhere['tab']): string {
  switch (tab) {
    case 'pending':
      return t('shell.tabs.pickup.pending');
    case 'requests':
      return t('shell.tabs.pickup.requests');
    case 'ongoing':
      return t('shell.tabs.pickup.ongoing');
    case 'completed':
      return t('shell.tabs.pickup.completed');
    case 'cancelled':
      return t('shell.tabs.pickup.cancelled');
    case 'returns-log':
      return t('shell.tabs.pickup.returnsLog');
  }
}

/** A status tab's list, named for screen readers. */
function listLabel(t: TFunction, tab: AdminPickupTab): string {
  switch (tab) {
    case 'pending':
      return t('admin.pickups.lists.pending');
    case 'requests':
      return t('admin.pickups.lists.requests');
    case 'ongoing':
      return t('admin.pickups.lists.ongoing');
    case 'completed':
      return t('admin.pickups.lists.completed');
    case 'cancelled':
      return t('admin.pickups.lists.cancelled');
  }
}

/** What a status tab says when it lists nothing. */
function emptyText(t: TFunction, tab: AdminPickupTab): string {
  switch (tab) {
    case 'pending':
      return t('admin.pickups.empty.pending');
    case 'requests':
      return t('admin.pickups.empty.requests');
    case 'ongoing':
      return t('admin.pickups.empty.ongoing');
    case 'completed':
      return t('admin.pickups.empty.completed');
    case 'cancelled':
      return t('admin.pickups.empty.cancelled');
  }
}

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
  const { t } = useTranslation();
  const count = data.pickupDepartmentCounts[tab];
  return <TallyBadge count={count} label={t('admin.pickups.count')} />;
}

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
export function pickupTabs(t: TFunction): PickupTab[] {
  const details = t('admin.pickups.completeDetails');
  const listTab = (tab: AdminPickupTab): PickupTab => ({
    key: tab,
    label: tabLabel(t, tab),
    badge: <TabCount tab={tab} />,
    panel: (
      <Section title={tabLabel(t, tab)}>
        <FilteredBoard
          label={listLabel(t, tab)}
          selectable
          tab={tab}
          statuses={ADMIN_PICKUP_TABS[tab]}
          empty={emptyText(t, tab)}
          detailsTitle={details}
        />
      </Section>
    ),
  });
  return [
    {
      key: 'dashboard',
      label: t('shell.tabs.pickup.dashboard'),
      panel: (
        <div className="space-y-4">
          <Card>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 className="text-lg font-semibold">{t('admin.panel.pickupDepartment')}</h2>
                <p className="mt-1 text-slate-600 dark:text-slate-400">{t('admin.pickups.dashboardDescription')}</p>
              </div>
              <CreateRequestButton />
            </div>
          </Card>
          <Suspense fallback={null}>
            <HomeFigures />
          </Suspense>
          <Section title={t('admin.pickups.active')}>
            <PickupBoard
              label={t('admin.pickups.active')}
              statuses={ACTIVE}
              limit={10}
              more={false}
              empty={t('admin.pickups.noActive')}
              detailsTitle={details}
            />
          </Section>
        </div>
      ),
    },
    listTab('pending'),
    listTab('requests'),
    listTab('ongoing'),
    listTab('completed'),
    listTab('cancelled'),
    {
      key: 'returns-log',
      label: t('shell.tabs.pickup.returnsLog'),
      panel: (
        <Section title={t('shell.tabs.pickup.returnsLog')}>
          <FilteredBoard
            label={t('admin.pickups.returnsLogList')}
            returnsLog
            statuses={PICKUP_STATUSES}
            empty={t('admin.pickups.returnsLogEmpty')}
            detailsTitle={details}
          />
        </Section>
      ),
    },
    // Buyback settlement: the monthly statements of every returner company.
    { key: 'statements', label: t('shell.tabs.pickup.statements'), panel: <StatementsTab /> },
    { key: 'reports', label: t('shell.tabs.pickup.reports'), panel: <ReportsTab /> },
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
  detailsTitle,
}: {
  label: string;
  /** The request dialog's title. */
  detailsTitle: string;
  /** The status tab it is (the Returns Log is none): a search finding nothing here says where. */
  tab?: AdminPickupTab;
  statuses: readonly PickupStatus[];
  empty: string;
  selectable?: boolean;
  returnsLog?: boolean;
}) {
  const [filter, change] = useBoardFilter();
  const { t } = useTranslation();
  const listFilter = boardListFilter(filter, (kind, id) => pickedGlobalId(FILTER_KINDS[kind], id));
  return (
    <div className="space-y-4">
      <Card>
        <PickupFilters filter={filter} onChange={change} withStatus={returnsLog} />
      </Card>
      {returnsLog ? <ReturnsLogExport filter={filter} /> : null}
      <Suspense
        fallback={
          <Loading>{returnsLog ? t('admin.pickups.loadingReturnsLog') : t('admin.pickups.loadingRequests')}</Loading>
        }
      >
        <PickupBoard
          label={label}
          selectable={selectable}
          returnsLog={returnsLog}
          statuses={statuses}
          empty={empty}
          detailsTitle={detailsTitle}
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
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('admin.pickups.createRequest')}</Button>
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
  const { t } = useTranslation();
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
  return (
    <p className="text-sm">
      {t('admin.pickups.foundElsewhere')}{' '}
      {found.map((place, index) => (
        <Fragment key={place.tab}>
          {index > 0 ? ', ' : null}
          <Link
            to={withTab(location.search, place.tab)}
            className="font-semibold text-brand-700 underline hover:text-brand-800 dark:text-brand-500"
          >
            {t('admin.pickups.foundIn', { found: formatCount(place.count), tab: tabLabel(t, place.tab) })}
          </Link>
        </Fragment>
      ))}
    </p>
  );
}
