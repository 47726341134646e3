// What in the master data blocks work (a zone saved without a boundary hid requests
// from every transport company, and nothing said so). Each warning names what is wrong, how
// many, and where the admin fixes it; the admin dashboard lists them, GraphQL and REST answer them.

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

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The warning's words and link, for a count of records concerned (none: no warning). */
export function setupWarning(kind: SetupWarningKind, count: number, items: SetupWarningItem[]): SetupWarning | null {
  if (count === 0) return null;
  const named = items.slice(0, SETUP_WARNING_NAMED);
  switch (kind) {
    case 'REQUESTS_WITHOUT_ZONE':
      return {
        kind,
        count,
        items: named,
        message: `${plural(count, 'open request lies', 'open requests lie')} in no zone: no transport company sees ${count === 1 ? 'it' : 'them'}`,
        fixPath: '/admin?department=admin&tab=zones',
        fixLabel: 'Draw a zone around them',
      };
    case 'ZONES_WITHOUT_BOUNDARY':
      return {
        kind,
        count,
        items: named,
        message: `${plural(count, 'zone has', 'zones have')} no boundary: ${count === 1 ? 'it takes' : 'they take'} no request`,
        fixPath: named.length === 1 ? `/admin/zones/${named[0].id}/edit` : '/admin?department=admin&tab=zones',
        fixLabel: 'Draw the boundary',
      };
    case 'ZONES_WITHOUT_TRANSPORT':
      return {
        kind,
        count,
        items: named,
        message: `${plural(count, 'zone is', 'zones are')} served by no transport company: ${count === 1 ? 'its' : 'their'} requests are never picked up`,
        fixPath: '/admin?department=admin&tab=transporters',
        fixLabel: 'Assign a transport company',
      };
    case 'TRANSPORT_COMPANIES_WITHOUT_CONTACTS':
      return {
        kind,
        count,
        items: named,
        message: `${plural(count, 'transport company has', 'transport companies have')} no contact person: pickups cannot be scheduled with a driver`,
        fixPath: '/admin?department=admin&tab=transporters',
        fixLabel: 'Add a contact',
      };
    case 'DRUM_TYPES_WITHOUT_SPECS':
      return {
        kind,
        count,
        items: named,
        message: `${plural(count, 'drum type has', 'drum types have')} no specification: returners cannot choose ${count === 1 ? 'it' : 'them'}`,
        fixPath: '/admin?department=admin&tab=drum-database',
        fixLabel: 'Add a specification',
      };
  }
}
