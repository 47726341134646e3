// A pickup list's filters (domain/pickupListFilter.ts) as SQL: one condition that the GraphQL list,
// its total and the Returns Log export all use, so a page, its count and its file agree.
//
// Search: every word must match one of the request's reference number, address, returner
// company (name, organization number), transport company, or person (name, email), the email and
// the organization number only as far as the viewer may read them (domain/sight.ts). The company
// and person matches are first found in their own (small, trigram-indexed) tables, then looked
// up as ids through the requests' foreign key indexes; the address through its trigram index
// (db/schema.ts). So a search is index scans, never a join per row.
import { and, type AnyColumn, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { PICKUP_STATUSES } from '../domain/statuses';
import { TRANSPORT_SECTION_PLACES } from '../domain/pickupSections';
import type { SearchSight, Sight } from '../domain/sight';
import { pickupRequests, returnerCompanies, transportCompanies, users } from '../db/schema';
import {
  containsPattern,
  createdSpan,
  DEFAULT_PICKUP_LIST_ORDER,
  type PickupListFilter,
  type PickupListOrder,
  searchWords,
} from '../domain/pickupListFilter';

/** What each word of a search names beyond the request's own columns: companies and people. */
export type SearchMatches = readonly {
  text: string;
  referenceId: number | null;
  returnerCompanyIds: number[];
  transportCompanyIds: number[];
  userIds: number[];
}[];

/**
 * The companies and people each word of a search names, read first from their own small tables
 * (one statement per word). The request list then asks for those ids as values, which the
 * planner can weigh (a subquery's ids it cannot): a word naming no company leaves no company
 * clause at all, and the address's trigram index decides the plan.
 */
export async function searchMatches(
  db: Executor,
  search: string | undefined,
  sight: SearchSight,
): Promise<SearchMatches> {
  /** A condition on the records the viewer sees of a table (by its id column); none when none. */
  const within = (seen: Sight, id: AnyColumn, condition: SQL) =>
    seen === 'all' ? condition : seen === 'none' ? undefined : and(eq(id, seen.only), condition);
  return Promise.all(
    searchWords(search).map(async ({ text, referenceId }) => {
      const pattern = containsPattern(text);
      const rows = await unionAll(
        db
          .select({ kind: sql<string>`'returner'`.as('kind'), id: returnerCompanies.id })
          .from(returnerCompanies)
          .where(
            or(
              ilike(returnerCompanies.name, pattern),
              within(
                sight.organizationNumbers,
                returnerCompanies.id,
                ilike(returnerCompanies.organizationNumber, pattern),
              ),
            ),
          ),
        db
          .select({ kind: sql<string>`'transport'`.as('kind'), id: transportCompanies.id })
          .from(transportCompanies)
          .where(ilike(transportCompanies.name, pattern)),
        db
          .select({ kind: sql<string>`'user'`.as('kind'), id: users.id })
          .from(users)
          .where(or(ilike(users.name, pattern), within(sight.emails, users.id, ilike(users.email, pattern)))),
      );
      const ids = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.id);
      return {
        text,
        referenceId,
        returnerCompanyIds: ids('returner'),
        transportCompanyIds: ids('transport'),
        userIds: ids('user'),
      };
    }),
  );
}

/**
 * The rows the filter takes, or undefined when it takes every row. `matches` are the search's
 * (searchMatches). `table` is the one the statement names (a relational query's RAW filter is
 * given its own alias of it).
 */
export function pickupListCondition(
  filter: PickupListFilter,
  matches: SearchMatches,
  table: typeof pickupRequests = pickupRequests,
): SQL | undefined {
  const { from, before } = createdSpan(filter);
  // Every status is no filter: left out, so the planner is not misled by it.
  const statuses =
    filter.statuses?.length && !PICKUP_STATUSES.every((status) => filter.statuses!.includes(status))
      ? filter.statuses
      : undefined;
  const conditions: (SQL | undefined)[] = [
    statuses ? inArray(table.status, [...statuses]) : undefined,
    filter.section
      ? or(
          ...TRANSPORT_SECTION_PLACES[filter.section].map((place) =>
            and(
              eq(table.status, place.status),
              place.dated === undefined
                ? undefined
                : place.dated
                  ? isNotNull(table.scheduledPickupDate)
                  : isNull(table.scheduledPickupDate),
            ),
          ),
        )
      : undefined,
    filter.zoneId ? eq(table.zoneId, filter.zoneId) : undefined,
    filter.returnerCompanyId ? eq(table.returnerCompanyId, filter.returnerCompanyId) : undefined,
    filter.transportCompanyId ? eq(table.assignedTransportCompanyId, filter.transportCompanyId) : undefined,
    from ? gte(table.createdAt, from) : undefined,
    before ? lt(table.createdAt, before) : undefined,
    ...matches.map((word) =>
      or(
        word.referenceId !== null ? eq(table.id, word.referenceId) : undefined,
        ilike(table.address, containsPattern(word.text)),
        word.returnerCompanyIds.length ? inArray(table.returnerCompanyId, word.returnerCompanyIds) : undefined,
        word.transportCompanyIds.length
          ? inArray(table.assignedTransportCompanyId, word.transportCompanyIds)
          : undefined,
        word.userIds.length ? inArray(table.userId, word.userIds) : undefined,
      ),
    ),
  ];
  const given = conditions.filter((condition): condition is SQL => condition !== undefined);
  return given.length ? and(...given) : undefined;
}

type Direction = 'asc' | 'desc';

/**
 * The relational query's ordering for an order: always ending in the id, so rows that tie (one
 * address, one moment) keep one order and a cursor finds its place. By pickup date, the requests
 * without one come last: ordered first by whether the date is missing (`undated`, an extra), as
 * a cursor cannot compare a date with a missing one (pickup_requests_pickup_date_idx).
 */
export function pickupListOrdering(order: PickupListOrder = DEFAULT_PICKUP_LIST_ORDER): {
  orderBy: Record<string, Direction>;
  extras?: { undated: (table: typeof pickupRequests) => SQL<boolean> };
} {
  switch (order) {
    case 'CREATED_AT_DESC':
      return { orderBy: { createdAt: 'desc', id: 'desc' } };
    case 'CREATED_AT_ASC':
      return { orderBy: { createdAt: 'asc', id: 'asc' } };
    case 'UPDATED_AT_DESC':
      return { orderBy: { updatedAt: 'desc', id: 'desc' } };
    case 'UPDATED_AT_ASC':
      return { orderBy: { updatedAt: 'asc', id: 'asc' } };
    case 'REFERENCE_DESC':
      return { orderBy: { id: 'desc' } };
    case 'REFERENCE_ASC':
      return { orderBy: { id: 'asc' } };
    case 'ADDRESS_ASC':
      return { orderBy: { address: 'asc', id: 'asc' } };
    case 'ADDRESS_DESC':
      return { orderBy: { address: 'desc', id: 'desc' } };
    case 'PICKUP_DATE_ASC':
      return {
        orderBy: { undated: 'asc', scheduledPickupDate: 'asc', id: 'asc' },
        extras: { undated: (table) => sql<boolean>`(${table.scheduledPickupDate} is null)` },
      };
  }
}
