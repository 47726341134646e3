import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { notFound } from '../../domain/errors';
import { en } from '../../domain/i18n/en';
import type { MailContent } from './templates';

/**
 * Queues a mail in the caller's transaction: it is sent only if the change that caused it
 * commits, and it survives a mail server outage.
 */
export async function enqueueMail(db: Executor, to: string, content: MailContent): Promise<void> {
  await db.insert(mailOutbox).values({ to, subject: content.subject, text: content.text, html: content.html });
}

/** An undelivered mail (being retried, or given up) goes out again at the worker's next look. */
export async function retryMail(db: Executor, id: number): Promise<typeof mailOutbox.$inferSelect> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', nextAttemptAt: new Date() })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['pending', 'failed'])))
    .returning();
  if (!row) throw notFound(en.errors.mailOutbox.notFound);
  return row;
}
