import { useTranslation } from 'react-i18next';
import type { PickupStatus } from '../../../domain/statuses';
import { statusLabel } from '../../../domain/statusLanguage';
import { say } from '../i18n';
import { useViewerRole } from '../viewer/ViewerProvider';

/**
 * A pickup request's status as a coloured pill, in the viewer's role's words; given the pickup
 * date, a booked but unconfirmed request reads 'Pending Confirmation' (domain/statusLanguage.ts).
 */
export function StatusBadge({
  status,
  scheduledPickupDate,
}: {
  status: PickupStatus;
  scheduledPickupDate?: string | null;
}) {
  const role = useViewerRole();
  // Renders again when the language changes.
  useTranslation();
  const booked = status === 'ready_for_pickup' && Boolean(scheduledPickupDate);
  return (
    <span
      className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${booked ? BOOKED_TONE : (BADGE_TONES[status] ?? 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200')}`}
    >
      {statusLabel(status, scheduledPickupDate, role, say)}
    </span>
  );
}

const BOOKED_TONE = 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200';

const BADGE_TONES: Partial<Record<PickupStatus, string>> = {
  draft: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  ready_for_pickup: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  pickup_scheduled: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  collected: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
};
