import type { HTMLAttributes } from 'react';

const tones = {
  warning:
    'border-orange-300 bg-orange-50 text-orange-900 dark:border-orange-700 dark:bg-orange-950 dark:text-orange-100',
  info: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100',
  success:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100',
};

/** A coloured box for a state the user must notice (the orange 'Email not verified'). */
export function Notice({
  tone = 'info',
  className = '',
  ...props
}: HTMLAttributes<HTMLDivElement> & { tone?: keyof typeof tones }) {
  return <div className={`rounded-lg border p-4 text-sm ${tones[tone]} ${className}`} {...props} />;
}
