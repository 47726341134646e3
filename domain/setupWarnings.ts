// What in the master data blocks work (a zone saved without a boundary hid requests
// from every transport company, and nothing said so). Each warning names what is wrong, how
// many, and where the admin fixes it; the admin dashboard lists them, GraphQL and REST answer them.

import { type Say, sayInEnglish } from './i18n/say';

export const SETUP_WARNING_KINDS = [
  'REQUESTS_WITHOUT_ZONE',
  'ZONES_WITHOUT_BOUNDARY',
  'ZONES_WITHOUT_TRANSPORT',
  'TRANSPORT_COMPANIES_WITHOUT_CONTACTS',
  'DRUM_TYPES_WITHOUT_SPECS',
] as const;
export type SetupWarningKind = (typeof SETUP_WARNING_KINDS)[number];

/** Up to this many of the records concerned are named (the count says how many in all). */
export const SETUP_WARNING_NAMED = 5;

/** A thing concerned: its database id and how the admin knows it. */
export type SetupWarningItem = { id: number; name: string };

export type SetupWarning = {
  kind: SetupWarningKind;
  count: number;
  message: string;
  /** Where the fix is: a path of the web app. */
  fixPath: string;
  fixLabel: string;
  items: SetupWarningItem[];
};

/** Each warning's words (domain/i18n, `setupWarnings.`): one record, or more, and the fix. */
const WORDS: Record<SetupWarningKind, string> = {
  REQUESTS_WITHOUT_ZONE: 'requestsWithoutZone',
  ZONES_WITHOUT_BOUNDARY: 'zonesWithoutBoundary',
  ZONES_WITHOUT_TRANSPORT: 'zonesWithoutTransport',
  TRANSPORT_COMPANIES_WITHOUT_CONTACTS: 'transportCompaniesWithoutContacts',
  DRUM_TYPES_WITHOUT_SPECS: 'drumTypesWithoutSpecs',
};

const FIX_PATHS: Record<SetupWarningKind, (named: SetupWarningItem[]) => string> = {
  REQUESTS_WITHOUT_ZONE: () => '/admin?department=admin&tab=zones',
  ZONES_WITHOUT_BOUNDARY: (named) =>
    named.length === 1 ? `/admin/zones/${named[0].id}/edit` : '/admin?department=admin&tab=zones',
  ZONES_WITHOUT_TRANSPORT: () => '/admin?department=admin&tab=transporters',
  TRANSPORT_COMPANIES_WITHOUT_CONTACTS: () => '/admin?department=admin&tab=transporters',
  DRUM_TYPES_WITHOUT_SPECS: () => '/admin?department=admin&tab=drum-database',
};

/** The warning's words and link, for a count of records concerned (none: no warning), in `say`'s language. */
export function setupWarning(
  kind: SetupWarningKind,
  count: number,
  items: SetupWarningItem[],
  say: Say = sayInEnglish,
): SetupWarning | null {
  if (count === 0) return null;
  const named = items.slice(0, SETUP_WARNING_NAMED);
  const words = `setupWarnings.${WORDS[kind]}`;
  return {
    kind,
    count,
    items: named,
    message: say(`${words}.${count === 1 ? 'one' : 'many'}`, { count: String(count) }),
    fixPath: FIX_PATHS[kind](named),
    fixLabel: say(`${words}.fix`),
  };
}
