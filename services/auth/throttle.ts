import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { throttleHits } from '../../db/schema';
import { AppError } from '../../domain/errors';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/** How many hits a key may have within the window before calls answer 429. */
export const THROTTLE_LIMITS = {
  loginPerEmail: 5,
  loginPerIp: 30,
  mailPerIp: 30,
  mailPerEmail: 5,
} as const;

export const TOO_MANY_ATTEMPTS = 'Too many failed login attempts. Please try again in 15 minutes.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again in 15 minutes.';

const since = () => new Date(Date.now() - THROTTLE_WINDOW_MS);

export async function hitCount(db: Executor, key: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(throttleHits)
    .where(and(eq(throttleHits.key, key), gt(throttleHits.createdAt, since())));
  return row?.n ?? 0;
}

export async function recordHit(db: Executor, key: string): Promise<void> {
  await db.insert(throttleHits).values({ key });
}

/**
 * Records the attempt first and counts after, so parallel attempts see each other; refuses
 * with 429 when any key is over its limit.
 */
export async function throttle(
  db: Executor,
  limits: [key: string, limit: number][],
  message = TOO_MANY_REQUESTS,
): Promise<void> {
  for (const [key] of limits) await recordHit(db, key);
  for (const [key, limit] of limits) {
    if ((await hitCount(db, key)) > limit) throw new AppError('TOO_MANY_REQUESTS', message);
  }
}

export async function clearHits(db: Executor, key: string): Promise<void> {
  await db.delete(throttleHits).where(eq(throttleHits.key, key));
}

export async function deleteOldHits(db: Executor): Promise<void> {
  await db.delete(throttleHits).where(lt(throttleHits.createdAt, since()));
}

export const loginKeys = (email: string, ip: string) => ({ email: `login:email:${email}`, ip: `login:ip:${ip}` });
export const mailKeys = (email: string, ip: string) => ({ email: `mail:email:${email}`, ip: `mail:ip:${ip}` });
