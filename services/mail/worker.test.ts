import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../server/testing/harness';
import { enqueueMail } from './outbox';
import { retryDelayMs } from './worker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('mail outbox', () => {
  it('keeps a mail the SMTP server refused and delivers it on a later attempt', async () => {
    const db = t.app.services.db;
    await enqueueMail(db, 'retry@example.com', { subject: 'Retry me', text: 'body', html: '<p>body</p>' });
    t.sink.failNext(1);
    await t.app.services.outbox.drain();
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'retry@example.com'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toBeTruthy();
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not retried before its time...
    await t.app.services.outbox.drain();
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id)))[0].attempts).toBe(1);

    // ...and delivered once it is due.
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1) })
      .where(eq(mailOutbox.id, row.id));
    const mail = await t.mailTo('retry@example.com', 'Retry me');
    expect(mail.text.trim()).toBe('body');
    const [after] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('does not write a mail when the change that caused it rolls back', async () => {
    const db = t.app.services.db;
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, 'rollback@example.com', { subject: 'Never', text: 'x', html: 'x' });
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'rollback@example.com'))).toHaveLength(0);
  });

  it('backs off exponentially up to an hour', () => {
    expect(retryDelayMs(1)).toBe(10_000);
    expect(retryDelayMs(2)).toBe(20_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
