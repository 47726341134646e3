import { PICKUP_STATUS_LABELS, type PickupStatus } from '../../../domain/statuses';

/** A pickup request's status as a coloured pill, with the spec's label. */
export function StatusBadge({ status }: { status: PickupStatus }) {
  return (
    <span
      className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_TONES[status] ?? 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200'}`}
    >
      {PICKUP_STATUS_LABELS[status]}
    </span>
  );
}

const BADGE_TONES: Partial<Record<PickupStatus, string>> = {
  draft: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  ready_for_pickup: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  pickup_scheduled: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  collected: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
};
