// A users row is a person or the identity an API token acts as. Only people sign in,
// get mail and notifications, and appear in user lists, counts, approvals and sheets.
import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { returnerCompanies, transportCompanies, users } from '../db/schema';
import { containsPattern, searchWords } from '../domain/pickupListFilter';
import type { UserListFilter, UserListOrder } from '../domain/userListFilter';

export const isPerson = eq(users.kind, 'person');
/** Who hears about things: active people. */
export const isActivePerson = and(eq(users.active, true), isPerson);
/** The same condition for the relational query API (`where: { ...PEOPLE }`). */
export const PEOPLE = { kind: 'person' } as const;

/**
 * The people a Users list shows: each word of the search in the name, email, the
 * company typed at registration or the company the person belongs to; and a role.
 */
export function userListCondition(filter: UserListFilter, table: typeof users = users): SQL | undefined {
  const words = searchWords(filter.search).map(({ text }) => {
    const pattern = containsPattern(text);
    return or(
      ilike(table.name, pattern),
      ilike(table.email, pattern),
      ilike(table.company, pattern),
      inArray(
        table.returnerCompanyId,
        sql`(SELECT ${returnerCompanies.id} FROM ${returnerCompanies} WHERE ${ilike(returnerCompanies.name, pattern)})`,
      ),
      inArray(
        table.transportCompanyId,
        sql`(SELECT ${transportCompanies.id} FROM ${transportCompanies} WHERE ${ilike(transportCompanies.name, pattern)})`,
      ),
    );
  });
  return and(eq(table.kind, 'person'), filter.role ? eq(table.role, filter.role) : undefined, ...words);
}

/** The relational query's orderBy for a Users list order: ending in the id, for its cursors. */
export function userListOrderBy(order: UserListOrder = 'CREATED_AT_DESC'): Record<string, 'asc' | 'desc'> {
  switch (order) {
    case 'CREATED_AT_DESC':
      return { createdAt: 'desc', id: 'desc' };
    case 'CREATED_AT_ASC':
      return { createdAt: 'asc', id: 'asc' };
    case 'NAME_ASC':
      return { name: 'asc', id: 'asc' };
    case 'NAME_DESC':
      return { name: 'desc', id: 'desc' };
    case 'EMAIL_ASC':
      return { email: 'asc', id: 'asc' };
  }
}
