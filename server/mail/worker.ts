import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type MailTransport = {
  send(mail: { from: string; to: string; subject: string; text: string; html?: string | null }): Promise<void>;
  close(): void;
};

const MAX_ATTEMPTS = 8;
const BATCH = 20;

/** 10 s, 20 s, 40 s ... capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** SMTP through nodemailer, or none: without SMTP_URL the outbox itself is the dev mailbox. */
export async function createMailTransport(smtpUrl: string | undefined): Promise<MailTransport | null> {
  if (!smtpUrl) return null;
  const { default: nodemailer } = await import('nodemailer');
  const transporter = nodemailer.createTransport(smtpUrl);
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

  async function deliverBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, new Date())))
        .orderBy(asc(mailOutbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const mail of due) {
        if (!transport) {
          await tx.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1 }).where(eq(mailOutbox.id, mail.id));
          continue;
        }
        try {
          await transport.send({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
          await tx.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1, lastError: null }).where(eq(mailOutbox.id, mail.id));
        } catch (error) {
          const attempts = mail.attempts + 1;
          await tx
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
    });
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
  db.select({ status: mailOutbox.status, count: sql<number>`count(*)::int` }).from(mailOutbox).groupBy(mailOutbox.status);
