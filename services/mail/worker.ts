import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type MailTransport = {
  send(mail: { from: string; to: string; subject: string; text: string; html?: string | null }): Promise<void>;
  close(): void;
};

const MAX_ATTEMPTS = 8;
// How long a claimed mail stays reserved for the instance sending it.
const LEASE_MS = 5 * 60 * 1000;
const BATCH = 20;

/** 10 s, 20 s, 40 s ... capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** SMTP through nodemailer, or none: without SMTP_URL the outbox itself is the dev mailbox. */
export async function createMailTransport(smtpUrl: string | undefined): Promise<MailTransport | null> {
  if (!smtpUrl) return null;
  const { default: nodemailer } = await import('nodemailer');
  // Short timeouts: a hanging mail server delays only the outbox, and retries come sooner.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
  return {
    send: async (mail) => {
      await transporter.sendMail({ ...mail, html: mail.html ?? undefined });
    },
    close: () => transporter.close(),
  };
}

export type OutboxWorker = { kick(): void; drain(): Promise<void>; stop(): Promise<void> };

/**
 * Delivers due outbox rows, oldest first. Rows are claimed with FOR UPDATE SKIP LOCKED so
 * several server instances never send the same mail twice.
 */
export function startOutboxWorker(options: {
  db: Database;
  transport: MailTransport | null;
  from: string;
  pollMs?: number;
  onError?: (error: unknown) => void;
}): OutboxWorker {
  const { db, transport, from } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  /**
   * Claims due rows in a short transaction by leasing them (nextAttemptAt moves ahead), then
   * sends outside any transaction: a slow mail server must not hold database locks, which on
   * PGlite would stall every other query. A crash mid-send lets the lease expire and retries.
   */
  async function claimBatch() {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, new Date())))
        .orderBy(asc(mailOutbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length > 0) {
        await tx
          .update(mailOutbox)
          .set({ nextAttemptAt: new Date(Date.now() + LEASE_MS) })
          .where(
            inArray(
              mailOutbox.id,
              due.map((mail) => mail.id),
            ),
          );
      }
      return due;
    });
  }

  async function deliverBatch(): Promise<number> {
    const due = await claimBatch();
    for (const mail of due) {
      const attempts = mail.attempts + 1;
      try {
        // Without a transport the outbox itself is the dev mailbox: keeping the row is delivery.
        if (transport)
          await transport.send({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts, lastError: null })
          .where(eq(mailOutbox.id, mail.id));
      } catch (error) {
        await db
          .update(mailOutbox)
          .set({
            attempts,
            lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
    return due.length;
  }

  async function run(): Promise<void> {
    do {
      again = false;
      try {
        while (!stopped && (await deliverBatch()) === BATCH);
      } catch (error) {
        options.onError?.(error);
      }
    } while (again && !stopped);
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = null;
    });
  }

  const timer = setInterval(kick, options.pollMs ?? 5_000);
  timer.unref();

  return {
    kick,
    async drain() {
      kick();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
      transport?.close();
    },
  };
}

export const outboxCounts = (db: Database) =>
  db
    .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
