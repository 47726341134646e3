import { type AnyColumn, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * One column of the row that `id` points at, as a scalar subquery for a selection's `extras`
 *: a list row's names cost less this way than as relations, each of which comes back
 * as a JSON object per row that pg parses and drizzle maps once more. `T` holds null where `id`
 * may be null or point at nothing.
 */
export function lookup<T>(table: PgTable & { id: AnyColumn }, column: AnyColumn | SQL, id: AnyColumn | SQL): SQL<T> {
  return sql<T>`(select ${column} from ${table} where ${table.id} = ${id})`;
}
