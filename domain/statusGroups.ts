import { PICKUP_STATUSES, type PickupStatus } from './statuses';

/** Terminal statuses: no edits, no messages (docs/specification.md section 4). */
export const CLOSED_PICKUP_STATUSES = ['collected', 'cancelled'] as const satisfies readonly PickupStatus[];

/** Every status a request can be in before it is collected or cancelled. */
export const OPEN_PICKUP_STATUSES: readonly PickupStatus[] = PICKUP_STATUSES.filter(
  (status) => !(CLOSED_PICKUP_STATUSES as readonly PickupStatus[]).includes(status),
);

/** docs/specification.md section 4: the admin pickup department's tabs and the statuses each lists. */
export const ADMIN_PICKUP_TABS = {
  pending: ['draft', 'pending_confirmation', 'reported'],
  requests: ['ready_for_pickup'],
  ongoing: ['pickup_scheduled'],
  completed: ['collected'],
  cancelled: ['cancelled'],
} as const satisfies Record<string, readonly PickupStatus[]>;
export type AdminPickupTab = keyof typeof ADMIN_PICKUP_TABS;

/** The admin tab that lists a status (none for statuses no tab lists). */
export function adminTabOfStatus(status: PickupStatus): AdminPickupTab | null {
  const tabs = Object.keys(ADMIN_PICKUP_TABS) as AdminPickupTab[];
  return tabs.find((tab) => (ADMIN_PICKUP_TABS[tab] as readonly PickupStatus[]).includes(status)) ?? null;
}

/** Requests per status, as the server counts a list's matches. */
export type StatusCount = { status: PickupStatus; count: number };

/**
 * Status counts summed into the admin tabs that list them; `untabbed` counts statuses no tab
 * lists (only the Returns Log shows those).
 */
export function adminTabCounts(rows: readonly StatusCount[]): {
  tabs: Record<AdminPickupTab, number>;
  untabbed: number;
} {
  const tabs = Object.fromEntries(Object.keys(ADMIN_PICKUP_TABS).map((tab) => [tab, 0])) as Record<
    AdminPickupTab,
    number
  >;
  let untabbed = 0;
  for (const row of rows) {
    const tab = adminTabOfStatus(row.status);
    if (tab) tabs[tab] += row.count;
    else untabbed += row.count;
  }
  return { tabs, untabbed };
}

/** Statuses in which a pickup date counts as set, with or without a date column. */
const SCHEDULED_STATUSES: readonly PickupStatus[] = ['pickup_scheduled', 'acknowledged', 'assigned', 'awaiting_pickup'];

export type ReturnsSection = 'drafts' | 'submitted' | 'scheduled' | 'completed' | 'hidden';

/**
 * Which My Returns section a request belongs in (docs/specification.md section 2): Drafts, Submitted (waiting
 * to be scheduled), Scheduled (a pickup date is set); collected ones are on Completed Returns.
 */
export function returnsSection(
  status: PickupStatus,
  scheduledPickupDate: string | Date | null | undefined,
): ReturnsSection {
  if (status === 'draft') return 'drafts';
  if (status === 'collected') return 'completed';
  if (status === 'cancelled') return 'hidden';
  if (scheduledPickupDate || SCHEDULED_STATUSES.includes(status)) return 'scheduled';
  return 'submitted';
}
