// Undelivered mail for admins: listed with its reason, retried on request; nobody
// else may see or retry it, over GraphQL or REST.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { createTestApp, type TestApp } from '../test/support/harness';
import { enqueueMail } from '../services/mail/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('undelivered mail', () => {
  it('lists a mail the server refused, and sends it again on an admin’s retry', async () => {
    const db = t.app.services.db;
    t.sink.failNext(1, 'bounce@example.com');
    await enqueueMail(db, 'bounce@example.com', { subject: 'Bounced once', text: 'x', html: 'x' });
    await t.app.services.outbox.drain();
    const admin = await t.signIn('admin@example.com');
    const listed = await admin.rest('GET', '/api/admin/mail/undelivered');
    expect(listed.status).toBe(200);
    expect(listed.body.count).toBe(1);
    expect(listed.body.mails[0]).toMatchObject({
      to: 'bounce@example.com',
      subject: 'Bounced once',
      status: 'pending',
      attempts: 1,
      lastError: expect.stringMatching(/Mailbox unavailable/),
    });

    const retried = await admin.rest('POST', `/api/admin/mail/${listed.body.mails[0].id}/retry`);
    expect(retried.status).toBe(200);
    await t.mailTo('bounce@example.com', 'Bounced once');
    // Polled: the retry starts a delivery of its own, which marks the row once the server's answer
    // is back, a moment after the sink has the mail.
    await expect
      .poll(async () => (await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'bounce@example.com')))[0].status)
      .toBe('sent');
    expect((await admin.gql('{ undeliveredMail { count } }')).data.undeliveredMail.count).toBe(0);
  });

  it('refuses everyone but admins, over GraphQL and REST', async () => {
    const user = await t.createUser({});
    const returner = await t.signIn(user.email);
    expect((await returner.rest('GET', '/api/admin/mail/undelivered')).status).toBe(403);
    expect((await returner.rest('POST', '/api/admin/mail/1/retry')).status).toBe(403);
    expect((await t.client().rest('GET', '/api/admin/mail/undelivered')).status).toBe(401);
    const result = await returner.gql('{ undeliveredMail { count } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
