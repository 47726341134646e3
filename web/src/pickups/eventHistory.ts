import { historySentence, type StatusChangeDetails } from '../../../domain/statusLanguage';

/** One entry of the Complete Event History as lines to show (docs/specification.md section 2, Details dialog). */
export type EventLines = { title: string; lines: { label: string; text: string }[] } | { error: string };

export const EVENT_TITLES: Record<string, string> = {
  status_changed: 'Status changed',
  returner_changed: 'Returner changed',
  returner_company_changed: 'Returner company changed',
  transport_company_changed: 'Transport company changed',
  address_changed: 'Address changed',
  drums_modified: 'Drums modified',
};

type Line = { name?: string; quantity?: number; before?: number; after?: number };

const describe = (value: unknown): string => {
  if (value === null || value === undefined) return 'None';
  if (typeof value !== 'object') return String(value);
  const record = value as Record<string, unknown>;
  if (typeof record.name === 'string') return record.name;
  if (typeof record.address === 'string') {
    const at = typeof record.latitude === 'number' ? ` (${record.latitude}, ${record.longitude})` : '';
    return `${record.address}${at}`;
  }
  throw new Error('unknown shape');
};

const drumLine = (line: Line) => `${line.name ?? 'Drum'} × ${line.quantity}`;

/**
 * Reads an event's details (a JSON string): a status change as a sentence of what happened
 * (domain/statusLanguage.ts), edits as Before and After, drums as Added, Removed and Modified.
 * Unreadable JSON and unknown shapes say so in the spec's words instead of failing the dialog.
 */
export function eventLines(eventType: string, details: string, actor?: string | null): EventLines {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(details) as Record<string, unknown>;
  } catch {
    return { error: 'Failed to parse event details' };
  }
  try {
    const title = EVENT_TITLES[eventType] ?? eventType;
    if (eventType === 'status_changed')
      return { title: historySentence(parsed as StatusChangeDetails, actor), lines: [] };
    if (eventType === 'drums_modified') {
      const lines: { label: string; text: string }[] = [];
      const list = (key: string) => (Array.isArray(parsed[key]) ? (parsed[key] as Line[]) : []);
      if (list('added').length) lines.push({ label: 'Added', text: list('added').map(drumLine).join(', ') });
      if (list('removed').length) lines.push({ label: 'Removed', text: list('removed').map(drumLine).join(', ') });
      if (list('modified').length)
        lines.push({
          label: 'Modified',
          text: list('modified')
            .map((line) => `${line.name ?? 'Drum'} ${line.before} → ${line.after}`)
            .join(', '),
        });
      if (!lines.length) throw new Error('empty');
      return { title, lines };
    }
    if (!('before' in parsed) && !('after' in parsed)) throw new Error('no diff');
    return {
      title,
      lines: [
        { label: 'Before', text: describe(parsed.before) },
        { label: 'After', text: describe(parsed.after) },
      ],
    };
  } catch {
    return { error: 'Unable to display event details' };
  }
}
