import { TabGroup, TabPanel, TabPanels } from '@headlessui/react';
import {
  type ComponentType,
  Fragment,
  lazy,
  type ReactNode,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useEffectEvent,
  useState,
} from 'react';
import { useQueryLoader } from 'react-relay/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { FetchPolicy, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { PortalTab, PortalTabList } from '../../components/PortalTabs';
import { PageSpinner } from '../../components/Spinner';
import { PortalHeader } from '../../layout/PortalHeader';
import { type Department, departmentOf } from '../../layout/portalTabs';
import { ErrorBoundary } from './ErrorBoundary';
import { PendingCountBadge } from './PendingCount';
import { useTabAlerts } from './tabAlerts';
import type { TabProps } from './tabQuery';
import DrumDatabaseTabQuery from './tabs/__generated__/DrumDatabaseTabQuery.graphql';
import NewUsersTabQuery from './tabs/__generated__/NewUsersTabQuery.graphql';
import ReturnersTabQuery from './tabs/__generated__/ReturnersTabQuery.graphql';
import TransportersTabQuery from './tabs/__generated__/TransportersTabQuery.graphql';
import UsersTabQuery from './tabs/__generated__/UsersTabQuery.graphql';
import ZonesTabQuery from './tabs/__generated__/ZonesTabQuery.graphql';
import { pickupTabs } from './pickupTabs';
import { LivePickups } from '../../operations/livePickups';

const DashboardTab = lazy(() => import('./tabs/DashboardTab'));
const DeliveriesTab = lazy(() => import('./tabs/DeliveriesTab'));

/**
 * A tab whose code and query start together when it is chosen (its module is a lazy chunk; the
 * query artifact is imported here, so loading it does not wait for the chunk).
 */
function preloadedTab<Q extends OperationType>(
  query: GraphQLTaggedNode,
  importTab: () => Promise<{ default: ComponentType<TabProps<Q>> }>,
) {
  const Panel = lazy(importTab);
  return function usePreloadedTab() {
    const [queryRef, loadQuery] = useQueryLoader<Q>(query);
    const open = useCallback(
      (fetchPolicy: FetchPolicy = 'store-and-network') => {
        void importTab();
        loadQuery({}, { fetchPolicy });
      },
      [loadQuery],
    );
    // The list stays on screen while it reloads.
    const reload = useCallback(() => startTransition(() => open('network-only')), [open]);
    const panel = queryRef ? <Panel queryRef={queryRef} reload={reload} /> : <PageSpinner />;
    return { open, panel };
  };
}

const useUsersTab = preloadedTab(UsersTabQuery, () => import('./tabs/UsersTab'));
const useNewUsersTab = preloadedTab(NewUsersTabQuery, () => import('./tabs/NewUsersTab'));
const useReturnersTab = preloadedTab(ReturnersTabQuery, () => import('./tabs/ReturnersTab'));
const useTransportersTab = preloadedTab(TransportersTabQuery, () => import('./tabs/TransportersTab'));
const useZonesTab = preloadedTab(ZonesTabQuery, () => import('./tabs/ZonesTab'));
const useDrumDatabaseTab = preloadedTab(DrumDatabaseTabQuery, () => import('./tabs/DrumDatabaseTab'));

type TabDef = { key: string; label: string; badge?: ReactNode; panel: ReactNode; open?: () => void };

/**
 * docs/specification.md section 2, Admin panel: the department switch in the header and each department's
 * tabs. Department and tab live in the query string (?department=admin&tab=users), so a reload
 * or a link keeps the place.
 */
export function AdminPanel() {
  const [params, setParams] = useSearchParams();
  const department = departmentOf(params);
  const { t } = useTranslation();
  const admin = useAdminTabs();
  const tabs = department === 'admin' ? admin : pickupTabs(t);
  // The pickup department's lists and counts follow every change live.
  const Live = department === 'pickup' ? LivePickups : Fragment;
  const selected = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === params.get('tab')),
  );
  const [alerted, setAlerted] = useState<ReadonlySet<string>>(new Set());
  // The chosen tab's query and code start loading together (a reload, a link or a click alike).
  const selectedKey = tabs[selected].key;
  // Once per chosen tab, not per render (each render makes new `open` functions).
  const openSelected = useEffectEvent(() => tabs[selected].open?.());
  useEffect(() => {
    openSelected();
  }, [department, selectedKey]);

  const go = (next: { department?: Department; tab?: string }) =>
    setParams((current) => {
      const result = new URLSearchParams(current);
      if (next.department) result.set('department', next.department);
      if (next.tab) result.set('tab', next.tab);
      else result.delete('tab');
      return result;
    });

  return (
    <>
      <PortalHeader title={t('admin.panel.title')} titleIsHeading>
        <DepartmentSwitch value={department} onChange={(value) => go({ department: value })} />
      </PortalHeader>
      <Live>
        <main id="main" className="mx-auto max-w-6xl px-4 py-6">
          <Suspense fallback={null}>
            <TabAlerts department={department} selectedTab={tabs[selected].key} onChange={setAlerted} />
          </Suspense>
          <TabGroup
            key={department}
            selectedIndex={selected}
            onChange={(index) => go({ department, tab: tabs[index].key })}
          >
            <PortalTabList label={department === 'admin' ? t('admin.panel.adminTabs') : t('admin.panel.pickupTabs')}>
              {tabs.map((tab) => (
                <PortalTab key={tab.key}>
                  {tab.label}
                  {tab.badge}
                  {alerted.has(tab.key) ? (
                    <span
                      className="size-2 rounded-full bg-red-600"
                      role="img"
                      aria-label={t('admin.panel.newAlerts')}
                    />
                  ) : null}
                </PortalTab>
              ))}
            </PortalTabList>
            <TabPanels>
              {tabs.map((tab) => (
                <TabPanel key={tab.key} className="focus:outline-none">
                  <ErrorBoundary>
                    <Suspense fallback={<PageSpinner />}>{tab.panel}</Suspense>
                  </ErrorBoundary>
                </TabPanel>
              ))}
            </TabPanels>
          </TabGroup>
        </main>
      </Live>
    </>
  );
}

function useAdminTabs(): TabDef[] {
  const users = useUsersTab();
  const newUsers = useNewUsersTab();
  const returners = useReturnersTab();
  const transporters = useTransportersTab();
  const zones = useZonesTab();
  const drumDatabase = useDrumDatabaseTab();
  const { t } = useTranslation();
  return [
    { key: 'dashboard', label: t('shell.tabs.admin.dashboard'), panel: <DashboardTab /> },
    { key: 'users', label: t('shell.tabs.admin.users'), ...users },
    { key: 'new-users', label: t('shell.tabs.admin.newUsers'), badge: <PendingCountBadge />, ...newUsers },
    { key: 'returners', label: t('shell.tabs.admin.returners'), ...returners },
    { key: 'transporters', label: t('shell.tabs.admin.transporters'), ...transporters },
    { key: 'zones', label: t('shell.tabs.admin.zones'), ...zones },
    { key: 'drum-database', label: t('shell.tabs.admin.drumDatabase'), ...drumDatabase },
    { key: 'deliveries', label: t('drumAdmin.tab'), panel: <DeliveriesTab /> },
  ];
}

function DepartmentSwitch({ value, onChange }: { value: Department; onChange: (value: Department) => void }) {
  const { t } = useTranslation();
  const option = (department: Department, label: string, short: string) => (
    <button
      type="button"
      aria-pressed={value === department}
      aria-label={label}
      onClick={() => onChange(department)}
      className="min-h-11 rounded-md px-3 text-sm font-semibold text-slate-600 aria-pressed:bg-white aria-pressed:text-brand-700 aria-pressed:shadow-sm dark:text-slate-300 dark:aria-pressed:bg-slate-700 dark:aria-pressed:text-white"
    >
      <span className="hidden sm:inline">{label}</span>
      <span className="sm:hidden" aria-hidden="true">
        {short}
      </span>
    </button>
  );
  const pickup = option('pickup', t('admin.panel.pickupDepartment'), t('admin.panel.pickupShort'));
  const admin = option('admin', t('admin.panel.adminDepartment'), t('admin.panel.adminShort'));
  return (
    <div
      role="group"
      aria-label={t('admin.panel.department')}
      className="flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
    >
      {pickup}
      {admin}
    </div>
  );
}

/** Reports the tabs with unread notifications (their dots) and clears the opened tab's alerts. */
function TabAlerts({
  department,
  selectedTab,
  onChange,
}: {
  department: Department;
  selectedTab: string;
  onChange: (tabs: ReadonlySet<string>) => void;
}) {
  const tabs = useTabAlerts(department, selectedTab);
  const key = [...tabs].sort().join(',');
  useEffect(() => onChange(new Set(key ? key.split(',') : [])), [key, onChange]);
  return null;
}
