import { type ReactNode, type Ref, useCallback, useEffect, useRef, useState } from 'react';
import type { BadgeTone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { errorMessage } from '../../relay/errors';
import { useToast } from '../../toast/ToastProvider';
import { useImportExcelMutation } from '../../mutations/ImportExcelMutation';

export const roleTone = (role: string): BadgeTone =>
  role === 'admin' ? 'purple' : role === 'transporter' ? 'blue' : 'slate';
export const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

/** spec.md section 9: money with a dollar sign and 2 decimals. */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const sign = value < 0 ? '-' : '';
  return `${sign}$${Math.abs(value).toFixed(2)}`;
}

/** spec.md section 9: the scrap handling fee is shown as a negative amount. */
export function formatScrapFee(fee: number | null | undefined): string {
  return fee === null || fee === undefined ? '-' : formatMoney(-fee);
}

export function formatNumber(value: number | null | undefined, unit = ''): string {
  if (value === null || value === undefined) return '-';
  return `${value}${unit}`;
}

export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        className="size-4 accent-brand-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'Delete',
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/** Runs a delete-style action and shows spec.md section 8's toasts; the server's text wins. */
export function useAdminAction() {
  const toast = useToast();
  return useCallback(
    async (action: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
      try {
        await action();
        toast({ title: success });
        return true;
      } catch (error) {
        toast({ title: failure, description: errorMessage(error, failure), variant: 'destructive' });
        return false;
      }
    },
    [toast],
  );
}

export type ExcelPath = 'users' | 'returner-companies' | 'transport-companies' | 'drum-types' | 'drum-specs';
const ENTITY = {
  users: 'USERS',
  'returner-companies': 'RETURNER_COMPANIES',
  'transport-companies': 'TRANSPORT_COMPANIES',
  'drum-types': 'DRUM_TYPES',
  'drum-specs': 'DRUM_SPECS',
} as const;

/**
 * Export downloads GET /api/{entity}/export-excel (a file download, so plain REST); import sends
 * the chosen .xlsx through the importExcel mutation and then reloads the tab (an import changes an
 * unknown set of rows).
 */
export function ExcelButtons({
  entity,
  label,
  onImported,
}: {
  entity: ExcelPath;
  label: string;
  onImported: () => void;
}) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState(false);
  const [runImport, importing] = useImportExcelMutation();

  async function exportFile() {
    setExporting(true);
    try {
      const response = await fetch(`/api/${entity}/export-excel`, { credentials: 'same-origin' });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string; message?: string } | null;
        throw new Error(body?.error ?? body?.message ?? response.statusText);
      }
      const disposition = response.headers.get('content-disposition') ?? '';
      const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${entity}.xlsx`;
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast({ title: 'Export successful' });
    } catch (error) {
      toast({
        title: 'Export failed',
        description: error instanceof Error && error.message ? error.message : undefined,
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  }

  async function importFile(file: File) {
    try {
      const contentBase64 = await toBase64(file);
      const { importExcel: result } = await runImport({ input: { entity: ENTITY[entity], contentBase64 } });
      if (result.__typename === 'ImportExcelPayload') {
        toast({ title: 'Import successful', description: `${result.imported} new, ${result.updated} updated` });
        onImported();
      } else if (result.__typename === 'ValidationError') {
        // Row-numbered messages from the server; a long list is cut to its first three.
        const messages = result.issues.map((issue) => issue.message);
        const details =
          messages.slice(0, 3).join('; ') + (messages.length > 3 ? ` (and ${messages.length - 3} more)` : '');
        toast({ title: 'Import failed', description: details || result.message, variant: 'destructive' });
      }
    } catch (error) {
      toast({ title: 'Import failed', description: errorMessage(error, 'Import failed'), variant: 'destructive' });
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={exportFile} disabled={exporting}>
        {exporting ? 'Exporting...' : `Export ${label}`}
      </Button>
      <Button variant="secondary" onClick={() => input.current?.click()} disabled={importing}>
        {importing ? 'Importing...' : `Import ${label}`}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        className="hidden"
        aria-label={`Import ${label} file`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
    </>
  );
}

function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/**
 * A tab's title row: heading, then its buttons. With headingRef the heading can take focus (the
 * place to land when the focused card has been removed).
 */
export function TabHeader({
  title,
  description,
  headingRef,
  children,
}: {
  title: string;
  description?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-xl font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
      {children}
    </p>
  );
}

/**
 * After a card was removed (delete, reject): focus would fall to <body> (or wherever a closing
 * dialog puts it) when the card and its buttons leave the page, so it goes to the list's heading
 * instead. Call `removed(id)` once the removal succeeded; `ids` are the list's current ids.
 */
export function useFocusAfterRemoval(ids: readonly string[]) {
  const heading = useRef<HTMLHeadingElement>(null);
  const pending = useRef<string | null>(null);
  const key = ids.join(',');
  const current = useRef(key);
  current.current = key;
  const focusHeading = useCallback(() => {
    pending.current = null;
    // A confirm dialog that is closing still holds focus, and hands it back to its opener, which
    // is gone with the card: wait until the dialog is gone, then take focus to the heading.
    let frames = 0;
    const step = () => {
      if (document.querySelector('[role="dialog"]') && frames++ < 120) requestAnimationFrame(step);
      else heading.current?.focus();
    };
    step();
  }, []);
  // Once the card is gone from the list.
  useEffect(() => {
    const id = pending.current;
    if (id !== null && !key.split(',').includes(id)) focusHeading();
  }, [key, focusHeading]);
  // The mutation's @deleteEdge may have taken the card off before the caller heard of success.
  const removed = useCallback(
    (id: string) => {
      pending.current = id;
      if (!current.current.split(',').includes(id)) focusHeading();
    },
    [focusHeading],
  );
  return { heading, removed };
}
