// Where a request shows in the transporter portal, and what its stat cards count (docs/specification.md
// section 2, Transporter portal). The admin's tabs are ADMIN_PICKUP_TABS in statusGroups.ts.
import type { PickupStatus } from './statuses';

export const TRANSPORT_SECTIONS = ['new', 'scheduled', 'completed'] as const;
export type TransportSection = (typeof TRANSPORT_SECTIONS)[number];

type Placed = { status: PickupStatus; scheduledPickupDate?: Date | string | null };

/**
 * Where each section's requests stand: a status, and for `dated` whether a pickup date must be
 * set (true) or not (false). New Requests: reported, and ready_for_pickup without a date (the
 * spec counts both as new); Scheduled Pickups: a date is set (awaiting the admin's confirmation)
 * or pickup_scheduled; Completed: collected. The list's SQL filter reads the same places.
 */
export const TRANSPORT_SECTION_PLACES: Record<TransportSection, readonly { status: PickupStatus; dated?: boolean }[]> =
  {
    new: [{ status: 'reported' }, { status: 'ready_for_pickup', dated: false }],
    scheduled: [{ status: 'ready_for_pickup', dated: true }, { status: 'pickup_scheduled' }],
    completed: [{ status: 'collected' }],
  };

/** The section a request shows in, or null for none (drafts, cancelled ones). */
export function transportSection({ status, scheduledPickupDate }: Placed): TransportSection | null {
  const dated = Boolean(scheduledPickupDate);
  return (
    TRANSPORT_SECTIONS.find((section) =>
      TRANSPORT_SECTION_PLACES[section].some(
        (place) => place.status === status && (place.dated === undefined || place.dated === dated),
      ),
    ) ?? null
  );
}

/** The statuses a transporter's lists load (drafts and cancelled ones are never shown there). */
export const TRANSPORT_LIST_STATUSES = [
  'reported',
  'ready_for_pickup',
  'pickup_scheduled',
  'collected',
] as const satisfies readonly PickupStatus[];

export type TransportStats = {
  totalRequests: number;
  newRequests: number;
  scheduledPickups: number;
  pendingConfirmation: number;
  activePickups: number;
  completed: number;
};

/**
 * The transporter's stat cards: every request in its lists; those with a date awaiting the
 * admin's confirmation; confirmed pickups not yet collected; collected ones. And the counts of
 * the New Requests and Scheduled Pickups sections.
 */
export function transportStats(requests: readonly Placed[]): TransportStats {
  const stats: TransportStats = {
    totalRequests: 0,
    newRequests: 0,
    scheduledPickups: 0,
    pendingConfirmation: 0,
    activePickups: 0,
    completed: 0,
  };
  for (const request of requests) {
    const section = transportSection(request);
    if (!section) continue;
    stats.totalRequests += 1;
    if (section === 'new') stats.newRequests += 1;
    if (section === 'scheduled') stats.scheduledPickups += 1;
    if (request.status === 'ready_for_pickup' && request.scheduledPickupDate) stats.pendingConfirmation += 1;
    if (request.status === 'pickup_scheduled') stats.activePickups += 1;
    if (request.status === 'collected') stats.completed += 1;
  }
  return stats;
}
