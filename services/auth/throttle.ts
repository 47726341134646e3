import { and, count, eq, gt, inArray, lt, lte, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { throttleHits } from '../../db/schema';
import { AppError } from '../../domain/errors';
import { en } from '../../domain/i18n/en';

const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/** How many hits a key may have within the window before calls answer 429. */
export const THROTTLE_LIMITS = {
  /** Wrong passwords for one account from one address (OWASP: lock the pair, not the account). */
  loginPerPair: 5,
  /** Wrong passwords from one address, whichever accounts it tried. */
  loginPerIp: 30,
  mailPerIp: 30,
  mailPerEmail: 5,
} as const;

export const TOO_MANY_ATTEMPTS = en.errors.rates.loginAttempts;
export const TOO_MANY_PASSWORD_ATTEMPTS = en.errors.rates.passwordAttempts;
const TOO_MANY_REQUESTS: string = en.errors.rates.requests;

/** A password check still unanswered after this long died with its process: it counts as failed. */
const PENDING_STALE_MS = 30 * 1000;
const PENDING_POLL_MS = 40;
const PENDING = 'pending:';

const since = (windowMs = THROTTLE_WINDOW_MS) => new Date(Date.now() - windowMs);

async function hitCount(db: Executor, key: string, windowMs = THROTTLE_WINDOW_MS): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(throttleHits)
    .where(and(eq(throttleHits.key, key), gt(throttleHits.createdAt, since(windowMs))));
  return row?.n ?? 0;
}

async function recordHit(db: Executor, key: string, times = 1): Promise<void> {
  await db.insert(throttleHits).values(Array.from({ length: times }, () => ({ key })));
}

/**
 * Every call counts (mail-sending calls): records the call first and counts after, so parallel
 * calls see each other; refuses with 429 when any key is over its limit.
 */
export async function throttle(
  db: Executor,
  limits: [key: string, limit: number][],
  message = TOO_MANY_REQUESTS,
  { windowMs = THROTTLE_WINDOW_MS, weight = 1 }: { windowMs?: number; weight?: number } = {},
): Promise<void> {
  for (const [key] of limits) await recordHit(db, key, weight);
  for (const [key, limit] of limits) {
    if ((await hitCount(db, key, windowMs)) > limit) throw new AppError('TOO_MANY_REQUESTS', message);
  }
}

/**
 * A rate (calls that cost work, not failures): counts this call under `key` and, when it is past
 * `limit` calls in the window, answers 429 with Retry-After, the seconds until the oldest counted
 * call leaves the window. A refused call does not count, so a caller that waits as told gets its
 * turn. Calls count in the order they were recorded, so of parallel calls only those past the
 * limit are refused.
 */
export async function spendRate(
  db: Executor,
  key: string,
  limit: number,
  { windowMs, message }: { windowMs: number; message: string },
): Promise<void> {
  const [hit] = await db.insert(throttleHits).values({ key }).returning({ id: throttleHits.id });
  const [counted] = await db
    .select({ n: count(), oldest: min(throttleHits.createdAt) })
    .from(throttleHits)
    .where(and(eq(throttleHits.key, key), gt(throttleHits.createdAt, since(windowMs)), lte(throttleHits.id, hit.id)));
  if (!counted || counted.n <= limit) return;
  await db.delete(throttleHits).where(eq(throttleHits.id, hit.id));
  const left = (counted.oldest?.getTime() ?? Date.now()) + windowMs - Date.now();
  throw new AppError(
    'TOO_MANY_REQUESTS',
    message,
    undefined,
    Math.min(windowMs / 1000, Math.max(1, Math.ceil(left / 1000))),
  );
}

/**
 * Runs a password check that only failures count against (OWASP's guidance on login
 * throttling): a right password is never refused because of attempts that succeeded, nor
 * because others failed under keys it does not share. Refuses with 429, without checking, when
 * a key already holds `limit` failures in the window.
 *
 * The attempt is recorded as pending before it is counted, so parallel guesses see each other:
 * while earlier pending checks could still bring a key to its limit, this one waits for them to
 * be answered instead of guessing past the limit. A failed check stays recorded under its keys;
 * a passed one leaves nothing behind.
 */
export async function checkThrottled(
  db: Executor,
  limits: [key: string, limit: number][],
  message: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const keys = limits.map(([key]) => key);
  const pending = await db
    .insert(throttleHits)
    .values(keys.map((key) => ({ key: PENDING + key })))
    .returning({ id: throttleHits.id, key: throttleHits.key });
  const ids = pending.map((row) => row.id);
  const idOf = new Map(pending.map((row) => [row.key.slice(PENDING.length), row.id]));
  const forget = () => db.delete(throttleHits).where(inArray(throttleHits.id, ids));
  let passed: boolean;
  try {
    await waitForTurn(db, limits, idOf, message);
    passed = await check();
  } catch (error) {
    await forget();
    throw error;
  }
  if (passed) await forget();
  else
    await db
      .update(throttleHits)
      .set({ key: sql`substr(${throttleHits.key}, ${PENDING.length + 1})` })
      .where(inArray(throttleHits.id, ids));
  return passed;
}

async function waitForTurn(
  db: Executor,
  limits: [key: string, limit: number][],
  idOf: Map<string, number>,
  message: string,
) {
  for (;;) {
    let wait = false;
    for (const [key, limit] of limits) {
      const { failed, earlierPending } = await failureCounts(db, key, idOf.get(key) ?? 0);
      if (failed >= limit) throw new AppError('TOO_MANY_REQUESTS', message);
      if (failed + earlierPending >= limit) wait = true;
    }
    if (!wait) return;
    await new Promise((resolve) => setTimeout(resolve, PENDING_POLL_MS));
  }
}

/** Failures under a key in the window (stale pending checks included), and checks pending before `id`. */
async function failureCounts(db: Executor, key: string, id: number) {
  const stale = new Date(Date.now() - PENDING_STALE_MS);
  const pendingKey = PENDING + key;
  const [row] = await db
    .select({
      failed:
        sql<number>`count(*) filter (where ${throttleHits.key} = ${key} or ${throttleHits.createdAt} < ${stale})`.mapWith(
          Number,
        ),
      earlierPending:
        sql<number>`count(*) filter (where ${throttleHits.key} = ${pendingKey} and ${throttleHits.createdAt} >= ${stale} and ${throttleHits.id} < ${id})`.mapWith(
          Number,
        ),
    })
    .from(throttleHits)
    .where(and(inArray(throttleHits.key, [key, pendingKey]), gt(throttleHits.createdAt, since())));
  return { failed: row?.failed ?? 0, earlierPending: row?.earlierPending ?? 0 };
}

export async function clearHits(db: Executor, key: string): Promise<void> {
  await db.delete(throttleHits).where(eq(throttleHits.key, key));
}

export async function deleteOldHits(db: Executor): Promise<void> {
  await db.delete(throttleHits).where(lt(throttleHits.createdAt, since()));
}

/** Login failures count per (account, address) pair and per address; never per account alone. */
export const loginKeys = (email: string, ip: string) => ({
  pair: `login:pair:${ip}|${email}`,
  ip: `login:ip:${ip}`,
});
/** Wrong current passwords count per (user, address) pair, and with login failures per address. */
export const changePasswordKeys = (userId: number, ip: string) => ({
  pair: `password:pair:${ip}|${userId}`,
  ip: `login:ip:${ip}`,
});
export const mailKeys = (email: string, ip: string) => ({ email: `mail:email:${email}`, ip: `mail:ip:${ip}` });
