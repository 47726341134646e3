// The tabs of the admin panel and the transporter portal, by the key their URL carries
// (?department=admin&tab=users). Kept apart from the screens so the page title, which the main
// bundle computes, names the tab without loading the screen's code.

export const ADMIN_TABS = {
  dashboard: 'Dashboard',
  users: 'Users',
  'new-users': 'New Users',
  returners: 'Returners',
  transporters: 'Transporters',
  zones: 'Zones',
  'drum-database': 'Drum Database',
} as const;

export const PICKUP_TABS = {
  dashboard: 'Dashboard',
  pending: 'Pending',
  requests: 'Requests',
  ongoing: 'Ongoing',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'returns-log': 'Returns Log',
  statements: 'Statements',
  reports: 'Reports',
} as const;

export const TRANSPORTER_TABS = {
  dashboard: 'Dashboard',
  'pickup-request': 'Pick Up Request',
  routes: 'Routes',
  scheduled: 'Scheduled Pickups',
  completed: 'Completed',
} as const;

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
  const label = tabs[tabOf(tabs, search) as keyof typeof tabs];
  return `${label} · ${department === 'pickup' ? 'Pickup' : 'Admin'} Department`;
}

/** 'Routes · Transporter Portal'. */
export const transporterPortalTitle = (search: URLSearchParams): string =>
  `${TRANSPORTER_TABS[tabOf(TRANSPORTER_TABS, search)]} · Transporter Portal`;
