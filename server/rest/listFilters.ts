// The filters of a REST list of pickup requests as the GraphQL list's arguments:
// ?search=&status=&section=&zoneId=&returnerCompanyId=&transportCompanyId=&createdFrom=&createdTo=&orderBy=.
// Only translation: database ids become global ids and `status` may repeat or list several; the
// rules (lengths, days, ids, orders) are the GraphQL list's (domain/pickupListFilter.ts).
import {
  PICKUP_LIST_FILTER_KEYS,
  PICKUP_LIST_FILTERS,
  PICKUP_LIST_ID_FILTERS,
  PICKUP_LIST_ORDERS,
  PICKUP_LIST_TEXT_FILTERS,
  type PickupListFilterKey,
  SEARCH_LIMITS,
} from '../../domain/pickupListFilter';
import { PICKUP_STATUSES } from '../../domain/statuses';
import { TRANSPORT_SECTIONS } from '../../domain/pickupSections';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { globalIdOf, type QueryParameter } from './router';

const PARAMETER_SCHEMAS = {
  text: { type: 'string', maxLength: SEARCH_LIMITS.length },
  statuses: { type: 'string', enum: [...PICKUP_STATUSES] },
  section: { type: 'string', enum: [...TRANSPORT_SECTIONS] },
  id: { type: 'integer', minimum: 1 },
  day: { type: 'string', format: 'date' },
  order: { type: 'string', enum: [...PICKUP_LIST_ORDERS] },
} as const;

/** The query parameters, for the OpenAPI document: the list filters' own description. */
export const PICKUP_LIST_PARAMETERS: readonly QueryParameter[] = PICKUP_LIST_FILTER_KEYS.map((name) => {
  const filter = PICKUP_LIST_FILTERS[name];
  const description =
    filter.kind === 'statuses'
      ? `${filter.description} Repeat the parameter or separate them with commas.`
      : filter.kind === 'id'
        ? `${filter.description} (its database id).`
        : filter.description;
  return { name, description, schema: PARAMETER_SCHEMAS[filter.kind] };
});

/**
 * The GraphQL variables of the filters given. An id that is no database id goes as an id of
 * nothing (id 0), which the list's rule refuses naming the parameter.
 */
export function pickupListVariables(query: URLSearchParams): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  const statuses = query
    .getAll('status')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  if (statuses.length) variables.statuses = statuses;
  for (const name of PICKUP_LIST_TEXT_FILTERS) {
    const value = query.get(name);
    if (value !== null && value !== '') variables[name] = value;
  }
  for (const name of PICKUP_LIST_ID_FILTERS) {
    const value = query.get(name);
    const typename = PICKUP_LIST_FILTERS[name].node;
    if (value !== null && value !== '') variables[name] = globalIdOf(typename, value) ?? encodeGlobalID(typename, 0);
  }
  return variables;
}

const GRAPHQL_TYPES = {
  text: 'String',
  statuses: '[PickupStatus!]',
  section: 'TransportSection',
  id: 'ID',
  day: 'String',
  order: 'PickupRequestOrder',
};
/** A filter's GraphQL argument: `status` is the list's `statuses`, the others keep their names. */
const argumentOf = (key: PickupListFilterKey) => (key === 'status' ? 'statuses' : key);

/** The list's filter variables and arguments, for a REST call's GraphQL operation. */
export const PICKUP_LIST_VARIABLES = PICKUP_LIST_FILTER_KEYS.map(
  (key) => `$${argumentOf(key)}: ${GRAPHQL_TYPES[PICKUP_LIST_FILTERS[key].kind]}`,
).join(', ');
export const PICKUP_LIST_ARGUMENTS = PICKUP_LIST_FILTER_KEYS.map(
  (key) => `${argumentOf(key)}: $${argumentOf(key)}`,
).join(', ');

/** `limit` and `after` of a paged REST list (domain/listPages.ts). */
export const LIST_PAGE_PARAMETERS: readonly QueryParameter[] = [
  {
    name: 'limit',
    description: 'How many at most (1 to 2,000; all up to 2,000 when not given).',
    schema: { type: 'integer', minimum: 1, maximum: 2000 },
  },
  {
    name: 'after',
    description: 'The cursor of the page before, from its `Link` header.',
    schema: { type: 'string' },
  },
];

/** The database id in a global id this module made (undefined for none). */
export function databaseIdOf(globalId: unknown): number | undefined {
  return typeof globalId === 'string' ? Number(decodeGlobalID(globalId).id) : undefined;
}

/** What a paged list's GraphQL field answers. */
export type DrumConnection = {
  edges: { node: unknown }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  totalCount: number;
};

/** A paged list's answer: its drums, `x-total-count`, and a `Link` to the next page with the same filters. */
export function pagedDrums(url: URL, limit: number, { edges, pageInfo, totalCount }: DrumConnection): Response {
  const next = new URL(url.pathname, url);
  next.search = url.search;
  next.searchParams.set('limit', String(limit));
  next.searchParams.set('after', pageInfo.endCursor ?? '');
  const headers: Record<string, string> = { 'x-total-count': String(totalCount) };
  if (pageInfo.hasNextPage) headers.link = `<${next.pathname}${next.search}>; rel="next"`;
  return Response.json({ drums: edges.map((edge) => edge.node) }, { headers });
}
