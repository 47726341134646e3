// Where a request shows in the transporter portal, and what its stat cards count (docs/specification.md
// section 2, Transporter portal). The admin's tabs are ADMIN_PICKUP_TABS in statusGroups.ts.
import type { PickupStatus } from './statuses';

export type TransportSection = 'new' | 'scheduled' | 'completed';

type Placed = { status: PickupStatus; scheduledPickupDate?: Date | string | null };

/**
 * New Requests: reported, and ready_for_pickup without a date (the spec counts both as new);
 * Scheduled Pickups: a date is set (awaiting the admin's confirmation) or pickup_scheduled;
 * Completed: collected. Anything else is in no section.
 */
export function transportSection({ status, scheduledPickupDate }: Placed): TransportSection | null {
  if (status === 'reported') return 'new';
  if (status === 'ready_for_pickup') return scheduledPickupDate ? 'scheduled' : 'new';
  if (status === 'pickup_scheduled') return 'scheduled';
  if (status === 'collected') return 'completed';
  return null;
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
  pendingConfirmation: number;
  activePickups: number;
  completed: number;
};

/**
 * The transporter's stat cards: every request in its lists; those with a date awaiting the
 * admin's confirmation; confirmed pickups not yet collected; collected ones.
 */
export function transportStats(requests: readonly Placed[]): TransportStats {
  const stats: TransportStats = { totalRequests: 0, pendingConfirmation: 0, activePickups: 0, completed: 0 };
  for (const request of requests) {
    if (!transportSection(request)) continue;
    stats.totalRequests += 1;
    if (request.status === 'ready_for_pickup' && request.scheduledPickupDate) stats.pendingConfirmation += 1;
    if (request.status === 'pickup_scheduled') stats.activePickups += 1;
    if (request.status === 'collected') stats.completed += 1;
  }
  return stats;
}
