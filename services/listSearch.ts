import { type AnyColumn, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../domain/pickupListFilter';

/** Rows one of whose columns contains the text (any case); undefined, every row, without one. */
export function containsAnyOf(text: string | undefined, columns: readonly (AnyColumn | SQL)[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}
