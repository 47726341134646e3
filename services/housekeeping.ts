import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authTokens } from '../db/schema';
import { deleteOldHits } from './auth/throttle';
import { deleteExpiredSessions } from './auth/sessions';

const HOUR_MS = 3600 * 1000;

/** Removes expired sessions, spent or expired tokens and old throttle records. */
export async function sweepExpired(db: Database): Promise<void> {
  await deleteExpiredSessions(db);
  const dayAgo = new Date(Date.now() - 24 * HOUR_MS);
  await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, dayAgo), and(isNotNull(authTokens.usedAt), lt(authTokens.usedAt, dayAgo))));
  await deleteOldHits(db);
}

/** Sweeps at start and then hourly; the returned stop waits for a sweep under way. */
export function startHousekeeping(db: Database, onError: (error: unknown) => void): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = sweepExpired(db).catch(onError);
  };
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
