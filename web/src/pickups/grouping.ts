import type { PickupStatus } from '../../../domain/statuses';

export type ReturnsSection = 'drafts' | 'submitted' | 'scheduled' | 'completed' | 'hidden';

/**
 * Which My Returns section a request belongs in (spec.md section 2): Drafts, Submitted (waiting
 * to be scheduled), Scheduled (a pickup date is set); collected ones are on Completed Returns.
 */
export function returnsSection(status: PickupStatus, scheduledPickupDate: string | null | undefined): ReturnsSection {
  if (status === 'draft') return 'drafts';
  if (status === 'collected') return 'completed';
  if (status === 'cancelled') return 'hidden';
  if (scheduledPickupDate || ['pickup_scheduled', 'acknowledged', 'assigned', 'awaiting_pickup'].includes(status))
    return 'scheduled';
  return 'submitted';
}
