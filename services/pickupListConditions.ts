// A pickup list's filters (domain/pickupListFilter.ts) as SQL: one condition that the GraphQL list,
// its total and the Returns Log export all use, so a page, its count and its file agree.
//
// Search: every word must match one of the request's reference number, address, returner
// company (name, organization number), transport company, or person (name, email). The company
// and person matches are first found in their own (small, trigram-indexed) tables as arrays of
// ids, which PostgreSQL computes once per query (an InitPlan) and then looks up through the
// requests' foreign key indexes; the address through its trigram index (db/schema.ts). So a
// search is index scans, never a join per row.
import { and, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { pickupRequests, returnerCompanies, transportCompanies, users } from '../db/schema';
import {
  containsPattern,
  createdSpan,
  DEFAULT_PICKUP_LIST_ORDER,
  type PickupListFilter,
  type PickupListOrder,
  searchWords,
} from '../domain/pickupListFilter';

/**
 * The rows the filter takes, or undefined when it takes every row. `table` is the one the
 * statement names (a relational query's RAW filter is given its own alias of it).
 */
export function pickupListCondition(
  filter: PickupListFilter,
  table: typeof pickupRequests = pickupRequests,
): SQL | undefined {
  const { from, before } = createdSpan(filter);
  const conditions: (SQL | undefined)[] = [
    filter.statuses?.length ? inArray(table.status, [...filter.statuses]) : undefined,
    filter.zoneId ? eq(table.zoneId, filter.zoneId) : undefined,
    filter.returnerCompanyId ? eq(table.returnerCompanyId, filter.returnerCompanyId) : undefined,
    filter.transportCompanyId ? eq(table.assignedTransportCompanyId, filter.transportCompanyId) : undefined,
    from ? gte(table.createdAt, from) : undefined,
    before ? lt(table.createdAt, before) : undefined,
    ...searchWords(filter.search).map(({ text, referenceId }) => {
      const pattern = containsPattern(text);
      return or(
        referenceId !== null ? eq(table.id, referenceId) : undefined,
        ilike(table.address, pattern),
        sql`${table.returnerCompanyId} = ANY(ARRAY(SELECT ${returnerCompanies.id} FROM ${returnerCompanies} WHERE ${or(ilike(returnerCompanies.name, pattern), ilike(returnerCompanies.organizationNumber, pattern))}))`,
        sql`${table.assignedTransportCompanyId} = ANY(ARRAY(SELECT ${transportCompanies.id} FROM ${transportCompanies} WHERE ${ilike(transportCompanies.name, pattern)}))`,
        sql`${table.userId} = ANY(ARRAY(SELECT ${users.id} FROM ${users} WHERE ${or(ilike(users.name, pattern), ilike(users.email, pattern))}))`,
      );
    }),
  ];
  const given = conditions.filter((condition): condition is SQL => condition !== undefined);
  return given.length ? and(...given) : undefined;
}

type Direction = 'asc' | 'desc';

/**
 * The relational query's orderBy for an order: always ending in the id, so rows that tie (one
 * address, one moment) keep one order and a cursor finds its place.
 */
export function pickupListOrderBy(order: PickupListOrder = DEFAULT_PICKUP_LIST_ORDER): Record<string, Direction> {
  switch (order) {
    case 'CREATED_AT_DESC':
      return { createdAt: 'desc', id: 'desc' };
    case 'CREATED_AT_ASC':
      return { createdAt: 'asc', id: 'asc' };
    case 'UPDATED_AT_DESC':
      return { updatedAt: 'desc', id: 'desc' };
    case 'UPDATED_AT_ASC':
      return { updatedAt: 'asc', id: 'asc' };
    case 'REFERENCE_DESC':
      return { id: 'desc' };
    case 'REFERENCE_ASC':
      return { id: 'asc' };
    case 'ADDRESS_ASC':
      return { address: 'asc', id: 'asc' };
    case 'ADDRESS_DESC':
      return { address: 'desc', id: 'desc' };
  }
}
