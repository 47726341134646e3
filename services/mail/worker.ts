import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { log } from '../log';
import { leaseEnd, type RetryingWorker, startRetryingWorker } from '../retryingWorker';

export type MailTransport = {
  send(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string | null;
    messageId: string;
  }): Promise<void>;
  close(): void;
};

/** A mail is retried this long before it is marked failed (and an admin can still retry it). */
export const RETRY_FOR_MS = 3 * 24 * 3600 * 1000;

/** 10 s, 20 s, 40 s ... capped at one hour (`baseMs` scales it, for tests). */
export function retryDelayMs(attempts: number, baseMs = 10_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * The same Message-ID on every attempt of one outbox row: a mail that slipped through twice (a
 * crash after the server's 250) is recognisable as one by any mail client.
 */
const messageIdOf = (id: number, domain: string) => `<outbox-${id}@${domain}>`;

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
      await transporter.sendMail({ ...mail, html: mail.html ?? undefined, messageId: mail.messageId });
    },
    close: () => transporter.close(),
  };
}

export type OutboxWorker = RetryingWorker;

/**
 * Delivers due outbox rows, oldest first, one claimed row at a time (services/retryingWorker.ts):
 * several instances never send the same mail and a slow mail server holds no database lock; one
 * send (connect 10 s + socket 30 s) fits in the lease. A failure is
 * logged once with its reason and retried with capped backoff for RETRY_FOR_MS, then the row is
 * marked failed and logged as given up (admins see it and can retry it).
 */
export function startOutboxWorker(options: {
  db: Database;
  transport: MailTransport | null;
  from: string;
  /** The domain of the Message-IDs (APP_URL's host). */
  messageIdDomain?: string;
  pollMs?: number;
  retryBaseMs?: number;
  onError?: (error: unknown) => void;
}): OutboxWorker {
  const { db, transport, from } = options;
  const domain = options.messageIdDomain ?? 'drum-returns.local';
  async function claimOne() {
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, new Date())))
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (due) await tx.update(mailOutbox).set({ nextAttemptAt: leaseEnd() }).where(eq(mailOutbox.id, due.id));
      return due ?? null;
    });
  }

  async function deliver(mail: typeof mailOutbox.$inferSelect) {
    const attempts = mail.attempts + 1;
    try {
      // Without a transport the outbox itself is the dev mailbox: keeping the row is delivery.
      if (transport)
        await transport.send({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: messageIdOf(mail.id, domain),
        });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts, lastError: null })
        .where(eq(mailOutbox.id, mail.id));
      log.info({ mailId: mail.id, attempts }, 'mail sent');
    } catch (error) {
      const reason = String(error instanceof Error ? error.message : error).slice(0, 1000);
      const givenUp = Date.now() - mail.createdAt.getTime() >= RETRY_FOR_MS;
      log.error(
        { mailId: mail.id, to: mail.to, attempts, reason },
        givenUp
          ? `Mail ${mail.id} to ${mail.to} given up after ${attempts} attempts: ${reason}`
          : `Mail ${mail.id} to ${mail.to} not delivered (attempt ${attempts}), retrying: ${reason}`,
      );
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: reason,
          status: givenUp ? 'failed' : 'pending',
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts, options.retryBaseMs)),
        })
        .where(eq(mailOutbox.id, mail.id));
    }
  }

  return startRetryingWorker({
    claim: claimOne,
    attempt: deliver,
    tickMs: options.pollMs ?? 5_000,
    onError: options.onError,
    onStop: () => transport?.close(),
  });
}
