import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/support/harness';
import { enqueueMail } from './outbox';
import { startSmtpSink } from '../../test/support/smtpSink';
import { createMailTransport, retryDelayMs, RETRY_FOR_MS, startOutboxWorker } from './worker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('mail outbox', () => {
  it('keeps a mail the SMTP server refused and delivers it on a later attempt', async () => {
    const db = t.app.services.db;
    t.sink.failNext(1, 'retry@example.com');
    await enqueueMail(db, 'retry@example.com', { subject: 'Retry me', text: 'body', html: '<p>body</p>' });
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

describe('mail outbox under outages', () => {
  it('keeps retrying past the old give-up point (8 attempts) and delivers once, with a stable Message-ID', async () => {
    const db = t.app.services.db;
    t.sink.failNext(9, 'outage@example.com');
    await enqueueMail(db, 'outage@example.com', { subject: 'After the outage', text: 'x', html: 'x' });
    const worker = startOutboxWorker({
      db,
      transport: await createMailTransport(t.sink.url),
      from: 'test@example.com',
      messageIdDomain: 'drums.example.com',
      retryBaseMs: 2,
      pollMs: 60_000,
    });
    try {
      await expect
        .poll(
          async () => {
            await worker.drain();
            return (await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'outage@example.com')))[0].status;
          },
          { timeout: 20_000, interval: 50 },
        )
        .toBe('sent');
    } finally {
      await worker.stop();
    }
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'outage@example.com'));
    expect(row.attempts).toBe(10);
    const arrived = t.sink.mails.filter((mail) => mail.subject === 'After the outage');
    expect(arrived).toHaveLength(1);
    expect(arrived[0].messageId).toBe(`<outbox-${row.id}@drums.example.com>`);
  });

  it('marks a mail failed only after three days of retries, saying why', async () => {
    const db = t.app.services.db;
    await enqueueMail(db, 'old@example.com', { subject: 'Too old', text: 'x', html: 'x' });
    await db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - RETRY_FOR_MS - 1000) })
      .where(eq(mailOutbox.to, 'old@example.com'));
    t.sink.failNext(1, 'old@example.com');
    await t.app.services.outbox.drain();
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'old@example.com'));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/Mailbox unavailable/);
  });

  it('sends each mail once when two instances deliver through a slow mail server', async () => {
    const slow = await startSmtpSink({ delayMs: 150 });
    const db = t.app.services.db;
    const subjects = Array.from({ length: 8 }, (_, i) => `Twice? ${i}`);
    for (const subject of subjects) await enqueueMail(db, 'twins@example.com', { subject, text: 'x', html: 'x' });
    const workers = await Promise.all(
      [1, 2].map(async () =>
        startOutboxWorker({
          db,
          transport: await createMailTransport(slow.url),
          from: 'test@example.com',
          pollMs: 60_000,
        }),
      ),
    );
    try {
      await Promise.all(workers.map((worker) => worker.drain()));
      await expect.poll(() => slow.mails.length, { timeout: 10_000 }).toBe(subjects.length);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await slow.close();
    }
    expect(slow.mails.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
  });
});
