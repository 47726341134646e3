// The filters and orders of a pickup request list: the admin's tabs, the Returns Log
// and its export, GraphQL `pickupRequests` and the REST lists all take these, so a view on screen,
// its bookmark, its API call and its export select the same rows.
import { en } from './i18n/en';
import { z } from 'zod';
import { PICKUP_STATUSES, type PickupStatus } from './statuses';
import { TRANSPORT_SECTIONS, type TransportSection } from './pickupSections';
import { parseReferenceNumber } from './referenceNumber';
import { DAY_MESSAGE, isDay } from './validation/days';

/** How a list may be ordered; the first is the default (newest first). */
export const PICKUP_LIST_ORDERS = [
  'CREATED_AT_DESC',
  'CREATED_AT_ASC',
  'UPDATED_AT_DESC',
  'UPDATED_AT_ASC',
  'REFERENCE_DESC',
  'REFERENCE_ASC',
  'ADDRESS_ASC',
  'ADDRESS_DESC',
  'PICKUP_DATE_ASC',
] as const;
export type PickupListOrder = (typeof PICKUP_LIST_ORDERS)[number];
export const DEFAULT_PICKUP_LIST_ORDER: PickupListOrder = 'CREATED_AT_DESC';

/** The column each order sorts by, and which way: what a table's header shows as sorted. */
export const PICKUP_LIST_ORDER_COLUMNS: Record<
  PickupListOrder,
  { column: 'createdAt' | 'updatedAt' | 'reference' | 'address' | 'pickupDate'; direction: 'asc' | 'desc' }
> = {
  CREATED_AT_DESC: { column: 'createdAt', direction: 'desc' },
  CREATED_AT_ASC: { column: 'createdAt', direction: 'asc' },
  UPDATED_AT_DESC: { column: 'updatedAt', direction: 'desc' },
  UPDATED_AT_ASC: { column: 'updatedAt', direction: 'asc' },
  REFERENCE_DESC: { column: 'reference', direction: 'desc' },
  REFERENCE_ASC: { column: 'reference', direction: 'asc' },
  ADDRESS_ASC: { column: 'address', direction: 'asc' },
  ADDRESS_DESC: { column: 'address', direction: 'desc' },
  // The soonest pickup first; requests without a pickup date after all that have one.
  PICKUP_DATE_ASC: { column: 'pickupDate', direction: 'asc' },
};

/**
 * The filters of a pickup request list, one description for every face: the GraphQL list's
 * arguments (`status` is its `statuses`), the REST lists' query parameters and the admin's filter
 * form, which keeps them in the page's query string under these names. An `id` filter names a
 * record of its GraphQL type: database ids in a query string, global ids in GraphQL.
 */
export const PICKUP_LIST_FILTERS = {
  search: {
    kind: 'text',
    description:
      'Words each of which a request matches somewhere: reference number (PR-000214 or 214), address, returner or transport company (name, organization number), person (name, email), as far as the caller may read them.',
  },
  status: { kind: 'statuses', description: 'Only these statuses.' },
  section: {
    kind: 'section',
    description:
      'Only requests in this section of the transport portal: new (reported, or ready without a pickup date), scheduled (a date set, or confirmed), completed (collected).',
  },
  zoneId: { kind: 'id', node: 'Zone', description: 'Only requests in this zone' },
  returnerCompanyId: { kind: 'id', node: 'ReturnerCompany', description: 'Only requests of this returner company' },
  transportCompanyId: {
    kind: 'id',
    node: 'TransportCompany',
    description: 'Only requests assigned to this transport company',
  },
  createdFrom: { kind: 'day', description: 'First day of creation, YYYY-MM-DD (UTC).' },
  createdTo: { kind: 'day', description: 'Last day of creation, YYYY-MM-DD (UTC).' },
  orderBy: { kind: 'order', description: 'The order; newest first when not given.' },
} as const satisfies Record<
  string,
  { kind: 'text' | 'statuses' | 'section' | 'id' | 'day' | 'order'; description: string; node?: string }
>;

export type PickupListFilterKey = keyof typeof PICKUP_LIST_FILTERS;
export const PICKUP_LIST_FILTER_KEYS = Object.keys(PICKUP_LIST_FILTERS) as PickupListFilterKey[];
type KeysOfKind<K> = {
  [Key in PickupListFilterKey]: (typeof PICKUP_LIST_FILTERS)[Key]['kind'] extends K ? Key : never;
}[PickupListFilterKey];
/** The filters naming a record (zone, company). */
export type PickupListIdFilter = KeysOfKind<'id'>;
export const PICKUP_LIST_ID_FILTERS = PICKUP_LIST_FILTER_KEYS.filter(
  (key): key is PickupListIdFilter => PICKUP_LIST_FILTERS[key].kind === 'id',
);
/** The filters taken as plain text (search, section, days, order). */
export const PICKUP_LIST_TEXT_FILTERS = PICKUP_LIST_FILTER_KEYS.filter(
  (key): key is KeysOfKind<'text' | 'section' | 'day' | 'order'> =>
    ['text', 'section', 'day', 'order'].includes(PICKUP_LIST_FILTERS[key].kind),
);
/** The filters that narrow the rows (all but the order): what an export carries. */
export const PICKUP_LIST_NARROWING_FILTERS = PICKUP_LIST_FILTER_KEYS.filter((key) => key !== 'orderBy');

/** A search is a few words; longer text finds nothing more and costs the database more. */
export const SEARCH_LIMITS = { length: 200, words: 6 } as const;

export const PICKUP_LIST_MESSAGES = { ...en.errors.pickupList, date: DAY_MESSAGE } as const;

const MAX_ID = 2_147_483_647;
/** An id the database can hold (its ids are 32-bit): past that it names no record. */
const id = z
  .number({ error: PICKUP_LIST_MESSAGES.id })
  .int(PICKUP_LIST_MESSAGES.id)
  .min(1, PICKUP_LIST_MESSAGES.id)
  .max(MAX_ID, PICKUP_LIST_MESSAGES.id);
const day = z.string({ error: DAY_MESSAGE }).refine(isDay, DAY_MESSAGE);

export const PickupListFilterSchema = z
  .object({
    search: z
      .string()
      .max(SEARCH_LIMITS.length, PICKUP_LIST_MESSAGES.search)
      .transform((text) => text.trim())
      .optional(),
    statuses: z
      .array(z.enum(PICKUP_STATUSES, { error: PICKUP_LIST_MESSAGES.status }))
      .max(PICKUP_STATUSES.length * 2)
      .optional(),
    section: z.enum(TRANSPORT_SECTIONS, { error: PICKUP_LIST_MESSAGES.section }).optional(),
    zoneId: id.optional(),
    returnerCompanyId: id.optional(),
    transportCompanyId: id.optional(),
    createdFrom: day.optional(),
    createdTo: day.optional(),
    orderBy: z.enum(PICKUP_LIST_ORDERS, { error: PICKUP_LIST_MESSAGES.order }).optional(),
  })
  .refine((filter) => !filter.createdFrom || !filter.createdTo || filter.createdFrom <= filter.createdTo, {
    message: PICKUP_LIST_MESSAGES.range,
    path: ['createdFrom'],
  });

export type PickupListFilter = {
  search?: string;
  statuses?: readonly PickupStatus[];
  section?: TransportSection;
  zoneId?: number;
  returnerCompanyId?: number;
  transportCompanyId?: number;
  createdFrom?: string;
  createdTo?: string;
  orderBy?: PickupListOrder;
};

/** One word of a search: text matched anywhere in the fields, and the request it names, if any. */
export type SearchWord = { text: string; referenceId: number | null };

/**
 * The words of a search, each of which a request must match somewhere (reference number,
 * address, company, person, email): "nordic storgatan" finds Nordic Electric's requests on
 * Storgatan. An id past the database's range names no request.
 */
export function searchWords(search: string | undefined): SearchWord[] {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, SEARCH_LIMITS.words);
  return words.map((text) => {
    const referenceId = parseReferenceNumber(text);
    return { text, referenceId: referenceId !== null && referenceId <= MAX_ID ? referenceId : null };
  });
}

/** An ILIKE pattern finding `text` anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The moments a filter spans: from the start of createdFrom to the end of createdTo (UTC days). */
export function createdSpan(filter: { createdFrom?: string; createdTo?: string }): { from?: Date; before?: Date } {
  const next = (text: string) => new Date(Date.parse(`${text}T00:00:00Z`) + 24 * 60 * 60 * 1000);
  return {
    from: filter.createdFrom ? new Date(`${filter.createdFrom}T00:00:00Z`) : undefined,
    before: filter.createdTo ? next(filter.createdTo) : undefined,
  };
}
