import type { ReactNode } from 'react';

export type BadgeTone = 'slate' | 'green' | 'amber' | 'blue' | 'purple' | 'red';
const badgeTones: Record<BadgeTone, string> = {
  slate: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  blue: 'bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-100',
  purple: 'bg-violet-100 text-violet-800 dark:bg-violet-900 dark:text-violet-100',
  red: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100',
};

/** A small rounded label (role, approval, user count). */
export function Badge({ tone = 'slate', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${badgeTones[tone]}`}>
      {children}
    </span>
  );
}

/** A red count on a tab or a menu entry, read out as "{count} {label}"; nothing when zero. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (count === 0) return null;
  return (
    <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white" aria-label={`${count} ${label}`}>
      {count}
    </span>
  );
}

/** A neutral count beside a tab or section title, read out as "{count} {label}"; shown at zero too. */
export function TallyBadge({ count, label }: { count: number; label: string }) {
  return (
    <span
      className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-bold text-slate-800 dark:bg-slate-700 dark:text-slate-100"
      aria-label={`${count} ${label}`}
    >
      {count}
    </span>
  );
}
