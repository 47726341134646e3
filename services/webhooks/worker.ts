// Sends webhook deliveries as the Standard Webhooks specification describes: a JSON
// POST with webhook-id, webhook-timestamp and webhook-signature (signed by the standardwebhooks
// package with the endpoint's secret). One claimed delivery at a time (FOR UPDATE SKIP LOCKED and
// a lease, as for mail), so several instances never send one twice at once; a request's events
// go to an endpoint in order; failures retry on the schedule, and a delivery that fails through
// it disables its endpoint and mails whoever registered it.
import http from 'node:http';
import https from 'node:https';
import { aliasedTable, and, asc, eq, exists, lt, lte, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Database } from '../../db/client';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { sayInEnglish } from '../../domain/i18n/say';
import { WEBHOOK_MESSAGES, WEBHOOK_TIMEOUT_MS } from '../../domain/webhooks';
import { log } from '../log';
import { enqueueMail } from '../mail/outbox';
import { webhookDisabledMail } from '../mail/templates';
import type { OutboxWorker } from '../mail/worker';
import { leaseEnd, type RetryingWorker, startRetryingWorker } from '../retryingWorker';
import { guardedLookup, isPublicAddress } from './addresses';
import { lastWebhookWriteAt } from './signal';
import ipaddr from 'ipaddr.js';

/** How much of a receiver's answer the log keeps. */
const ANSWER_LOG_CHARS = 300;

export type WebhookWorker = RetryingWorker;

type Options = {
  db: Database;
  outbox: Pick<OutboxWorker, 'kick'>;
  appUrl: string;
  retryDelays: readonly number[];
  allowPrivate: boolean;
  /** The safety poll, for deliveries of other instances and claims of crashed ones. */
  idlePollMs?: number;
  /** How often the worker looks whether a run is due (tests with quick retries look more often). */
  tickMs?: number;
  onError?: (error: unknown) => void;
};

/** After a delivery was written here, the outbox is polled every second for this long. */
const BUSY_WINDOW_MS = 10_000;

export function startWebhookWorker(options: Options): WebhookWorker {
  const { db } = options;
  /** The earliest retry this worker scheduled (Infinity: none). */
  let nextDueAt = Number.POSITIVE_INFINITY;
  let lastRunAt = Date.now();

  /** The oldest due delivery of an enabled endpoint with no earlier undelivered event of its request. */
  async function claimOne() {
    const earlier = aliasedTable(webhookDeliveries, 'earlier');
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          and(
            eq(webhookDeliveries.status, 'pending'),
            lte(webhookDeliveries.nextAttemptAt, new Date()),
            eq(webhookEndpoints.enabled, true),
            sql`not ${exists(
              tx
                .select({ one: sql`1` })
                .from(earlier)
                .where(
                  and(
                    eq(earlier.endpointId, webhookDeliveries.endpointId),
                    eq(earlier.orderKey, webhookDeliveries.orderKey),
                    eq(earlier.status, 'pending'),
                    lt(earlier.id, webhookDeliveries.id),
                  ),
                ),
            )}`,
          ),
        )
        .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
        .limit(1)
        .for('update', { of: webhookDeliveries, skipLocked: true });
      if (due)
        await tx
          .update(webhookDeliveries)
          .set({ nextAttemptAt: leaseEnd() })
          .where(eq(webhookDeliveries.id, due.delivery.id));
      return due ?? null;
    });
  }

  async function deliver({ delivery, endpoint }: NonNullable<Awaited<ReturnType<typeof claimOne>>>) {
    const attempts = delivery.attempts + 1;
    const answer = await post(
      endpoint.url,
      endpoint.secret,
      delivery.messageId,
      delivery.payload,
      options.allowPrivate,
    );
    const now = new Date();
    if (answer.ok) {
      await db
        .update(webhookDeliveries)
        .set({
          status: 'delivered',
          attempts,
          lastAttemptAt: now,
          deliveredAt: now,
          lastStatusCode: answer.status,
          lastError: null,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
      return;
    }
    const delay = options.retryDelays[attempts - 1];
    const givenUp = delay === undefined;
    log.warn(
      {
        webhookEndpointId: endpoint.id,
        deliveryId: delivery.id,
        attempts,
        status: answer.status,
        reason: answer.error,
      },
      givenUp ? 'webhook delivery given up; endpoint disabled' : 'webhook delivery failed, retrying',
    );
    await db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({
          status: givenUp ? 'failed' : 'pending',
          attempts,
          lastAttemptAt: now,
          lastStatusCode: answer.status,
          lastError: answer.error,
          nextAttemptAt: new Date(now.getTime() + (delay ?? 0) * 1000),
        })
        .where(eq(webhookDeliveries.id, delivery.id));
      if (!givenUp) nextDueAt = Math.min(nextDueAt, now.getTime() + delay * 1000);
      if (givenUp) await disable(tx, endpoint, answer);
    });
    if (givenUp) options.outbox.kick();
  }

  /** Disables the endpoint and tells whoever registered it, once (a second give-up finds it disabled). */
  async function disable(
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    endpoint: typeof webhookEndpoints.$inferSelect,
    answer: Answer,
  ) {
    const [was] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledAt: new Date() })
      .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
      .returning({ id: webhookEndpoints.id });
    if (!was || endpoint.createdById === null) return;
    const [owner] = await tx
      .select({ email: users.email, name: users.name, kind: users.kind, locale: users.locale })
      .from(users)
      .where(eq(users.id, endpoint.createdById));
    if (!owner || owner.kind !== 'person') return;
    const failure = { status: answer.status || null, error: answer.error ?? null };
    await enqueueMail(
      tx,
      owner.email,
      webhookDisabledMail(owner.name, options.appUrl, endpoint.url, failure, owner.locale),
    );
  }

  // A delivery leaves within a second of its commit; a retry about when it falls due.
  return startRetryingWorker({
    claim: claimOne,
    attempt: deliver,
    tickMs: options.tickMs ?? 1_000,
    dueNow: () => {
      const now = Date.now();
      return (
        now - lastWebhookWriteAt() < BUSY_WINDOW_MS ||
        now >= nextDueAt ||
        now - lastRunAt >= (options.idlePollMs ?? 30_000)
      );
    },
    beforeRun: () => {
      lastRunAt = Date.now();
      if (lastRunAt >= nextDueAt) nextDueAt = Number.POSITIVE_INFINITY;
    },
    onError: options.onError,
  });
}

type Answer = { ok: boolean; status: number | null; error: string | null };

/** One signed POST; any 2xx is a delivery. Never throws: a failure is an answer to log. */
function post(
  url: string,
  secret: string,
  messageId: string,
  payload: unknown,
  allowPrivate: boolean,
): Promise<Answer> {
  const body = JSON.stringify(payload);
  const timestamp = new Date();
  const signature = new Webhook(secret).sign(messageId, timestamp, body);
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // An address written as such is not looked up: it is checked here instead.
  if (!allowPrivate && ipaddr.isValid(host) && !isPublicAddress(host))
    return Promise.resolve({ ok: false, status: null, error: WEBHOOK_MESSAGES.deliveryPrivate });
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: guardedLookup(allowPrivate) as never,
        timeout: WEBHOOK_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'DrumReturns-Webhooks/1.0',
          'webhook-id': messageId,
          'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
          'webhook-signature': signature,
        },
      },
      (response) => {
        // The status line only: the answer's body is the receiver's, and could be anything it
        // serves (an internal page, if the address was one); it is read and dropped.
        response.resume();
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          const line = `HTTP ${status}${response.statusMessage ? ` ${response.statusMessage}` : ''}`;
          resolve({ ok, status, error: ok ? null : line.slice(0, ANSWER_LOG_CHARS) });
        });
        response.on('error', (error) =>
          resolve({ ok: false, status: response.statusCode ?? null, error: error.message }),
        );
      },
    );
    request.on('timeout', () =>
      request.destroy(
        new Error(sayInEnglish('errors.webhooks.deliveryTimeout', { seconds: String(WEBHOOK_TIMEOUT_MS / 1000) })),
      ),
    );
    request.on('error', (error) =>
      resolve({ ok: false, status: null, error: error.message.slice(0, ANSWER_LOG_CHARS) }),
    );
    request.end(body);
  });
}
