import { historySentence, type StatusChangeDetails } from '../../../domain/statusLanguage';
import { currentLocale, say, t } from '../i18n';

/** One entry of the Complete Event History as lines to show (docs/specification.md section 2, Details dialog). */
export type EventLines = { title: string; lines: { label: string; text: string }[] } | { error: string };

/** What an event of `eventType` is called; an unknown type shows as it is stored. */
export function eventTitle(eventType: string): string {
  switch (eventType) {
    case 'status_changed':
      return t('pickups.history.statusChanged');
    case 'returner_changed':
      return t('pickups.history.returnerChanged');
    case 'returner_company_changed':
      return t('pickups.history.returnerCompanyChanged');
    case 'transport_company_changed':
      return t('pickups.history.transportCompanyChanged');
    case 'address_changed':
      return t('pickups.history.addressChanged');
    case 'drums_modified':
      return t('pickups.history.drumsModified');
    default:
      return eventType;
  }
}

type Line = { name?: string; quantity?: number; before?: number; after?: number };

const describe = (value: unknown): string => {
  if (value === null || value === undefined) return t('common.none');
  if (typeof value !== 'object') return String(value);
  const record = value as Record<string, unknown>;
  if (typeof record.name === 'string') return record.name;
  if (typeof record.address === 'string') {
    const at = typeof record.latitude === 'number' ? ` (${record.latitude}, ${record.longitude})` : '';
    return `${record.address}${at}`;
  }
  throw new Error('unknown shape');
};

const drumName = (line: Line) => line.name ?? t('pickups.history.drum');
const drumLine = (line: Line) => `${drumName(line)} × ${line.quantity}`;

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
    return { error: t('pickups.history.parseFailed') };
  }
  try {
    const title = eventTitle(eventType);
    if (eventType === 'status_changed')
      return { title: historySentence(parsed as StatusChangeDetails, actor, say, currentLocale()), lines: [] };
    if (eventType === 'drums_modified') {
      const lines: { label: string; text: string }[] = [];
      const list = (key: string) => (Array.isArray(parsed[key]) ? (parsed[key] as Line[]) : []);
      if (list('added').length)
        lines.push({ label: t('pickups.history.added'), text: list('added').map(drumLine).join(', ') });
      if (list('removed').length)
        lines.push({ label: t('pickups.history.removed'), text: list('removed').map(drumLine).join(', ') });
      if (list('modified').length)
        lines.push({
          label: t('pickups.history.modified'),
          text: list('modified')
            .map((line) => `${drumName(line)} ${line.before} → ${line.after}`)
            .join(', '),
        });
      if (!lines.length) throw new Error('empty');
      return { title, lines };
    }
    if (!('before' in parsed) && !('after' in parsed)) throw new Error('no diff');
    return {
      title,
      lines: [
        { label: t('pickups.history.before'), text: describe(parsed.before) },
        { label: t('pickups.history.after'), text: describe(parsed.after) },
      ],
    };
  } catch {
    return { error: t('pickups.history.displayFailed') };
  }
}
