import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailContent } from './templates';

/**
 * Queues a mail in the caller's transaction: it is sent only if the change that caused it
 * commits, and it survives a mail server outage.
 */
export async function enqueueMail(db: Executor, to: string, content: MailContent): Promise<void> {
  await db.insert(mailOutbox).values({ to, subject: content.subject, text: content.text, html: content.html });
}
