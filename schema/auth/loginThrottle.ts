import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginFailures } from '../../db/schema';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Counted per email in the database, so it holds across several server instances. */
export async function tooManyLoginFailures(db: Executor, email: string): Promise<boolean> {
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  const [row] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, since)));
  return (row?.failures ?? 0) >= LOGIN_FAILURE_LIMIT;
}

export async function recordLoginFailure(db: Executor, email: string): Promise<void> {
  await db.insert(loginFailures).values({ email });
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS)));
}

export async function clearLoginFailures(db: Executor, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
