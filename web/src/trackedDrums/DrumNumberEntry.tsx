import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validate } from '../../../domain/validation/common';
import { DrumNumberSchema } from '../../../domain/validation/trackedDrums';
import { Button } from '../components/Button';
import { inputClasses } from '../components/Field';
import { PlusIcon } from '../components/icons';
import { inLanguage } from '../i18n';
import { BarcodeScanner } from './BarcodeScanner';

/**
 * A drum number typed or scanned: checked as the server checks it, then handed to `onNumber`,
 * which answers what to say under the field (a refusal), or nothing when the number was taken.
 * Enter adds, without submitting the form around it.
 */
export function DrumNumberEntry({
  label,
  hint,
  onNumber,
  error,
  status,
}: {
  label: string;
  hint?: ReactNode;
  onNumber: (number: string) => Promise<string | undefined> | string | undefined;
  /** A refusal from outside (the server's, for a number already added). */
  error?: string;
  /** What is going on with the last number (being looked up), announced politely. */
  status?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>();
  const [scanning, setScanning] = useState(false);
  const [busy, setBusy] = useState(false);
  const shownError = refusal ?? error;

  async function add(typed: string) {
    const checked = validate(DrumNumberSchema, typed);
    if (!checked.ok) return setRefusal(inLanguage(checked.issues[0].message));
    setBusy(true);
    try {
      const answer = await onNumber(checked.data);
      setRefusal(answer);
      if (!answer) setValue('');
    } finally {
      setBusy(false);
    }
  }

  const describedBy = [shownError ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          className={`${inputClasses} min-w-0 flex-1 basis-40`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="done"
          maxLength={100}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy || undefined}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setRefusal(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (!busy) void add(value);
            }
          }}
        />
        <Button variant="secondary" onClick={() => void add(value)} disabled={busy}>
          <PlusIcon className="size-4" />
          {t('trackedDrums.addNumber')}
        </Button>
        <Button variant="secondary" onClick={() => setScanning(true)} disabled={busy}>
          {t('trackedDrums.scan')}
        </Button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <p aria-live="polite" className="mt-1 text-sm text-slate-600 empty:hidden dark:text-slate-400">
        {status}
      </p>
      {shownError ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
          {shownError}
        </p>
      ) : null}
      <BarcodeScanner
        open={scanning}
        onClose={() => setScanning(false)}
        onRead={(read) => {
          setScanning(false);
          setValue(read);
          void add(read);
        }}
      />
    </div>
  );
}
