import { useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { useImportExcelMutation } from '../../mutations/ImportExcelMutation';
import { errorMessage } from '../../relay/errors';
import { useToast } from '../../toast/ToastProvider';

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
