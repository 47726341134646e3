import { createHash } from 'node:crypto';
import type { Pool, QueryConfig } from 'pg';

/**
 * How many distinct statements get a name. Past it, statements go unnamed as before: an API
 * caller's endless new selections (each its own SQL text) cannot grow every connection's
 * statement cache in PostgreSQL without bound, and the app's own lists are named long before.
 */
const NAMED_STATEMENT_LIMIT = 500;
/** Short statements (a session look-up, an insert) plan in microseconds; naming them gains nothing. */
const MIN_NAMED_LENGTH = 400;

/**
 * Sends the pool's long statements as named prepared statements, so each connection parses them
 * once and PostgreSQL may reuse their plan (planning a list's relational query took
 * 2.6-3.8 ms of PostgreSQL's time per request, longer than running it). The name is the SQL
 * text's hash, so one text always has one name on every connection.
 */
export function nameLongStatements(pool: Pool, limit = NAMED_STATEMENT_LIMIT): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known || names.size >= limit) return known;
    const name = `s_${createHash('sha256').update(text).digest('base64url').slice(0, 40)}`;
    names.set(text, name);
    return name;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const asked = typeof config === 'string' ? { text: config } : (config as QueryConfig | null);
    if (asked && typeof asked === 'object' && !asked.name && typeof asked.text === 'string') {
      // Only statements with parameters: those already go one at a time through the extended
      // protocol, where a text holding several statements (a migration) is refused anyway.
      const values = (Array.isArray(rest[0]) ? rest[0] : asked.values) as unknown[] | undefined;
      const named = values?.length && asked.text.length >= MIN_NAMED_LENGTH ? nameOf(asked.text) : undefined;
      if (named) return query({ ...asked, name: named }, ...rest);
    }
    return query(config, ...rest);
  };
}
