import { and, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authTokens, webhookDeliveries } from '../db/schema';
import { deleteOldHits } from './auth/throttle';
import { deleteExpiredSessions } from './auth/sessions';
import { remindUnsentDrafts } from './draftReminders';
import { forgetOldKeys } from './idempotency';
import { publishNotifications } from './notifications';
import type { PubSub } from './pubsub';

const HOUR_MS = 3600 * 1000;

/** How long the webhook delivery log keeps a delivered or failed event. */
const WEBHOOK_LOG_DAYS = 30;

/** Removes expired sessions, spent or expired tokens, old throttle records, old idempotency keys and old webhook deliveries. */
export async function sweepExpired(db: Database): Promise<void> {
  await deleteExpiredSessions(db);
  const dayAgo = new Date(Date.now() - 24 * HOUR_MS);
  await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, dayAgo), and(isNotNull(authTokens.usedAt), lt(authTokens.usedAt, dayAgo))));
  await deleteOldHits(db);
  await forgetOldKeys(db);
  // Pending ones stay, however old: an endpoint disabled for a month still gets them once enabled.
  await db
    .delete(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.status, ['delivered', 'failed']),
        lt(webhookDeliveries.createdAt, new Date(Date.now() - WEBHOOK_LOG_DAYS * 24 * HOUR_MS)),
      ),
    );
}

/** What the sweep needs besides the database: to remind drafts' owners (a link, live notifications). */
export type HousekeepingOptions = { appUrl: string; pubsub: PubSub; kickMail: () => void };

/** One sweep: expired records away, then unsent drafts reminded (each step's failure its own). */
export async function sweep(db: Database, options: HousekeepingOptions, onError: (error: unknown) => void) {
  await sweepExpired(db).catch(onError);
  const reminded = await remindUnsentDrafts(db, options.appUrl).catch((error: unknown) => {
    onError(error);
    return [];
  });
  if (reminded.length) {
    publishNotifications(options, reminded);
    options.kickMail();
  }
}

/** Sweeps at start and then hourly; the returned stop waits for a sweep under way. */
export function startHousekeeping(
  db: Database,
  options: HousekeepingOptions,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = sweep(db, options, onError);
  };
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
