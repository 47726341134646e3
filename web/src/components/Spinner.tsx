import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Spinner({ className = 'size-6' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`animate-spin text-brand-600 ${className}`} aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** What a route shows while its data loads. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-16" role="status">
      <Spinner className="size-8" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}

/** What a part of a page shows while its data loads: the spinner and what is loading. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
      <Spinner /> {children}
    </div>
  );
}
