// The filters of a REST list of pickup requests as the GraphQL list's arguments:
// ?search=&status=&zoneId=&returnerCompanyId=&transportCompanyId=&createdFrom=&createdTo=&orderBy=.
// Only translation: database ids become global ids and `status` may repeat or list several; the
// rules (lengths, days, ids, orders) are the GraphQL list's (domain/pickupListFilter.ts).
import { PICKUP_LIST_ORDERS } from '../../domain/pickupListFilter';
import { PICKUP_STATUSES } from '../../domain/statuses';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { globalIdOf, type QueryParameter } from './router';

/** The query parameters, for the OpenAPI document. */
export const PICKUP_LIST_PARAMETERS: readonly QueryParameter[] = [
  {
    name: 'search',
    description:
      'Words each of which a request matches somewhere: reference number (PR-000214 or 214), address, company, person, email.',
    schema: { type: 'string', maxLength: 200 },
  },
  {
    name: 'status',
    description: 'Only these statuses: repeat the parameter or separate them with commas.',
    schema: { type: 'string', enum: [...PICKUP_STATUSES] },
  },
  { name: 'zoneId', description: 'Only requests in this zone.', schema: { type: 'integer', minimum: 1 } },
  {
    name: 'returnerCompanyId',
    description: 'Only requests of this returner company.',
    schema: { type: 'integer', minimum: 1 },
  },
  {
    name: 'transportCompanyId',
    description: 'Only requests assigned to this transport company.',
    schema: { type: 'integer', minimum: 1 },
  },
  { name: 'createdFrom', description: 'First day of creation (UTC).', schema: { type: 'string', format: 'date' } },
  { name: 'createdTo', description: 'Last day of creation (UTC).', schema: { type: 'string', format: 'date' } },
  {
    name: 'orderBy',
    description: 'The order; newest first when not given.',
    schema: { type: 'string', enum: [...PICKUP_LIST_ORDERS] },
  },
];

const ID_PARAMETERS = [
  ['zoneId', 'Zone'],
  ['returnerCompanyId', 'ReturnerCompany'],
  ['transportCompanyId', 'TransportCompany'],
] as const;

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
  for (const name of ['search', 'createdFrom', 'createdTo', 'orderBy'] as const) {
    const value = query.get(name);
    if (value !== null && value !== '') variables[name] = value;
  }
  for (const [name, typename] of ID_PARAMETERS) {
    const value = query.get(name);
    if (value !== null && value !== '') variables[name] = globalIdOf(typename, value) ?? encodeGlobalID(typename, 0);
  }
  return variables;
}

/** The list's filter variables and arguments, for a REST call's GraphQL operation. */
export const PICKUP_LIST_VARIABLES =
  '$statuses: [PickupStatus!], $search: String, $zoneId: ID, $returnerCompanyId: ID, $transportCompanyId: ID, $createdFrom: String, $createdTo: String, $orderBy: PickupRequestOrder';
export const PICKUP_LIST_ARGUMENTS =
  'statuses: $statuses, search: $search, zoneId: $zoneId, returnerCompanyId: $returnerCompanyId, transportCompanyId: $transportCompanyId, createdFrom: $createdFrom, createdTo: $createdTo, orderBy: $orderBy';

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
