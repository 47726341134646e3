import { useTranslation } from 'react-i18next';
import { XIcon } from '../components/icons';

export type NumberChip = {
  number: string;
  /** False: the pool does not know the number (kept on the request as unregistered). */
  registered?: boolean;
  /** The server's refusal of this number, shown beside it. */
  issue?: string;
};

/** A line's drum numbers, each removable (a 44 px target) and saying when the pool does not know it. */
export function NumberChips({
  label,
  numbers,
  onRemove,
}: {
  label: string;
  numbers: readonly NumberChip[];
  onRemove?: (number: string) => void;
}) {
  const { t } = useTranslation();
  if (!numbers.length) return null;
  return (
    <div>
      <ul aria-label={label} className="flex flex-wrap gap-2">
        {numbers.map((chip) => (
          <li
            key={chip.number}
            className={`inline-flex min-h-11 max-w-full items-center gap-1 rounded-full border pl-3 text-sm ${
              chip.issue
                ? 'border-red-400 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100'
                : 'border-slate-300 bg-slate-50 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100'
            } ${onRemove ? '' : 'pr-3'}`}
          >
            <span className="break-all">
              {chip.registered === false ? t('trackedDrums.unregistered', { number: chip.number }) : chip.number}
            </span>
            {onRemove ? (
              <button
                type="button"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-700"
                aria-label={t('trackedDrums.removeNumber', { number: chip.number })}
                onClick={() => onRemove(chip.number)}
              >
                <XIcon className="size-4" />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {numbers
        .filter((chip) => chip.issue)
        .map((chip) => (
          <p key={chip.number} className="mt-1 text-sm text-red-600 dark:text-red-400">
            {chip.issue}
          </p>
        ))}
    </div>
  );
}
