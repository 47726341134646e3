import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { useImportExcelMutation } from '../../mutations/ImportExcelMutation';
import { errorMessage } from '../../relay/errors';
import { importRefusals } from './importRefusals';
import { errorToast, useToast } from '../../toast/ToastProvider';

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
  const { t } = useTranslation();
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
      toast({ title: t('admin.excel.exported') });
    } catch (error) {
      toast(
        errorToast(t('admin.excel.exportFailed'), error instanceof Error && error.message ? error.message : undefined),
      );
    } finally {
      setExporting(false);
    }
  }

  async function importFile(file: File) {
    try {
      const contentBase64 = await toBase64(file, t('admin.excel.unreadable'));
      const { importExcel: result } = await runImport({ input: { entity: ENTITY[entity], contentBase64 } });
      if (result.__typename === 'ImportExcelPayload') {
        toast({
          title: t('admin.excel.imported'),
          description: t('admin.excel.importCounts', { imported: result.imported, updated: result.updated }),
        });
        onImported();
      } else if (result.__typename === 'ValidationError') {
        // Row-numbered messages from the server.
        const details = importRefusals(
          result.issues.map((issue) => issue.message),
          (count) => t('admin.excel.andMore', { count }),
        );
        toast(errorToast(t('admin.excel.importFailed'), details || result.message));
      }
    } catch (error) {
      toast(errorToast(t('admin.excel.importFailed'), errorMessage(error, t('admin.excel.importFailed'))));
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={exportFile} disabled={exporting}>
        {exporting ? t('admin.excel.exporting') : t('admin.excel.export', { label })}
      </Button>
      <Button variant="secondary" onClick={() => input.current?.click()} disabled={importing}>
        {importing ? t('admin.excel.importing') : t('admin.excel.import', { label })}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        className="hidden"
        aria-label={t('admin.excel.importFile', { label })}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
    </>
  );
}

/** The file's bytes as base64; `unreadable` is the error when the browser cannot read it. */
export function toBase64(file: File, unreadable: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error(unreadable));
    reader.readAsDataURL(file);
  });
}
