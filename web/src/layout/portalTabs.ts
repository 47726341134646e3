// The tabs of the admin panel and the transporter portal, by the key their URL carries
// (?department=admin&tab=users). Kept apart from the screens so the page title, which the main
// bundle computes, names the tab without loading the screen's code.
import { t } from '../i18n';

// Each label is read when it is shown, in the language on screen.
export const ADMIN_TABS = {
  get dashboard() {
    return t('shell.tabs.admin.dashboard');
  },
  get users() {
    return t('shell.tabs.admin.users');
  },
  get 'new-users'() {
    return t('shell.tabs.admin.newUsers');
  },
  get returners() {
    return t('shell.tabs.admin.returners');
  },
  get transporters() {
    return t('shell.tabs.admin.transporters');
  },
  get zones() {
    return t('shell.tabs.admin.zones');
  },
  get 'drum-database'() {
    return t('shell.tabs.admin.drumDatabase');
  },
  get deliveries() {
    return t('drumAdmin.tab');
  },
};

export const PICKUP_TABS = {
  get dashboard() {
    return t('shell.tabs.pickup.dashboard');
  },
  get pending() {
    return t('shell.tabs.pickup.pending');
  },
  get requests() {
    return t('shell.tabs.pickup.requests');
  },
  get ongoing() {
    return t('shell.tabs.pickup.ongoing');
  },
  get completed() {
    return t('shell.tabs.pickup.completed');
  },
  get cancelled() {
    return t('shell.tabs.pickup.cancelled');
  },
  get 'returns-log'() {
    return t('shell.tabs.pickup.returnsLog');
  },
  get statements() {
    return t('shell.tabs.pickup.statements');
  },
  get reports() {
    return t('shell.tabs.pickup.reports');
  },
};

export const TRANSPORTER_TABS = {
  get dashboard() {
    return t('shell.tabs.transporter.dashboard');
  },
  get 'pickup-request'() {
    return t('shell.tabs.transporter.pickupRequest');
  },
  get routes() {
    return t('shell.tabs.transporter.routes');
  },
  get scheduled() {
    return t('shell.tabs.transporter.scheduled');
  },
  get completed() {
    return t('shell.tabs.transporter.completed');
  },
};

export type Department = 'pickup' | 'admin';

export const departmentOf = (search: URLSearchParams): Department =>
  search.get('department') === 'pickup' ? 'pickup' : 'admin';

/** The tab a URL chooses, or the first (a missing or unknown key shows the first tab). */
export function tabOf<T extends Record<string, string>>(tabs: T, search: URLSearchParams): keyof T & string {
  const key = search.get('tab');
  return key !== null && Object.hasOwn(tabs, key) ? key : (Object.keys(tabs)[0] as keyof T & string);
}

/** 'Users · Admin Department', 'Pending · Pickup Department'. */
export function adminPanelTitle(search: URLSearchParams): string {
  const department = departmentOf(search);
  const tabs = department === 'pickup' ? PICKUP_TABS : ADMIN_TABS;
  const tab = tabs[tabOf(tabs, search) as keyof typeof tabs];
  return department === 'pickup'
    ? t('shell.titles.pickupDepartment', { tab })
    : t('shell.titles.adminDepartment', { tab });
}

/** 'Routes · Transporter Portal'. */
export const transporterPortalTitle = (search: URLSearchParams): string =>
  t('shell.titles.transporterPortal', { tab: TRANSPORTER_TABS[tabOf(TRANSPORTER_TABS, search)] });
