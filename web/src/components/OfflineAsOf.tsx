import { createContext, use } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAsOf } from '../format';

/**
 * "Offline, as of 14:05": what the screen shows is the last data the phone had, fetched then
 * (docs/offline.md). `asOf` null shows nothing.
 */
export function OfflineAsOf({ asOf, className = '' }: { asOf: string | null; className?: string }) {
  const { t } = useTranslation();
  if (!asOf) return null;
  return (
    <p
      role="status"
      className={`rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100 ${className}`}
    >
      {t('shell.offline.asOf', { time: formatAsOf(asOf) })}
    </p>
  );
}

/** When the list a dialog was opened from was fetched, if it shows from the phone's last data. */
export const ShownAsOf = createContext<string | null>(null);

/** The list's time for a dialog over it (ShownAsOf), or null online. */
export const useShownAsOf = () => use(ShownAsOf);
