// The drum reminders job (docs/tracked-drums.md, "Reminders"), run at a fixed time against the real
// database, mail outbox and SMTP sink: DRUM_REMINDER_DAYS before a drum's rent starts, and before
// it is charged in full, its company's users get one mail (in their language) listing the drums by
// site with the link that opens the prefilled booking, and a notification; at most one mail a
// company a day, never the same reminder twice; `drum.rent_started` told once, signed.
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drumSpecs, mailOutbox, notifications, returnerCompanies } from '../../db/schema';
import { en } from '../../domain/i18n/en';
import { sv } from '../../domain/i18n/sv';
import { createTestApp, setUser, TEST_ORIGIN, type TestApp, type TestClient } from '../../test/support/harness';
import { setUpPickupWorld, STOCKHOLM } from '../../test/support/pickups';
import { Receiver } from '../../test/support/webhookReceiver';
import { DRUM_REMINDER_KIND, runDrumReminders, startDrumReminders } from './reminders';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const SITE_A = 'Sveavägen 1, Stockholm';
const SITE_B = 'Kungsgatan 2, Stockholm';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let admin: TestClient;
let alice: TestClient;
const hook = new Receiver();
let secret: string;
/** The job's fixed "now": noon (UTC) of the suite's day, so an hour later is the same day. */
let NOW: Date;

const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
const run = (now: Date) =>
  runDrumReminders(
    t.app.services.db,
    { appUrl: t.app.services.config.appUrl, days: t.app.services.config.drumReminderDays },
    now,
  );

async function deliver(number: string, deliveredAt: Date, address = SITE_A, companyId = world.firstCompany.id) {
  const created = await admin.rest('POST', '/api/drum-deliveries', {
    returnerCompanyId: companyId,
    deliveryNote: `DN-${number}`,
    deliveredAt: deliveredAt.toISOString(),
    address,
    ...STOCKHOLM,
    drums: [{ number, drumSpecId: world.woodSpec.id }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

const remindersTo = (email: string) =>
  t.app.services.db.$count(
    mailOutbox,
    and(eq(mailOutbox.to, email), eq(mailOutbox.subject, en.mail.drumReminder.subject)),
  );
const swedishRemindersTo = (email: string) =>
  t.app.services.db.$count(
    mailOutbox,
    and(eq(mailOutbox.to, email), eq(mailOutbox.subject, sv.mail.drumReminder.subject)),
  );
const notificationsOf = (userId: number) =>
  t.app.services.db.$count(
    notifications,
    and(eq(notifications.userId, userId), eq(notifications.kind, DRUM_REMINDER_KIND)),
  );

beforeAll(async () => {
  // Ten days' notice, not the default fourteen: the job follows the setting.
  t = await createTestApp({ DRUM_REMINDER_DAYS: '10' }, { webhookTickMs: 50 });
  world = await setUpPickupWorld(t);
  // 30 days rent-free, then 10% of 1,000.00 a month; the whole 1,000.00 after 100 days.
  await t.app.services.db
    .update(drumSpecs)
    .set({ buybackPrice: 1000, rentFreeDays: 30, monthlyRentPercent: 10, forfeitAfterDays: 100 })
    .where(eq(drumSpecs.id, world.woodSpec.id));
  await setUser(t.app, world.bob.id, { locale: 'sv' });
  [admin, alice] = await Promise.all([t.signIn('admin@example.com'), t.signIn(world.alice.email)]);
  await hook.start();
  const created = await admin.gql(
    `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) {
      __typename ... on CreateWebhookEndpointPayload { secret } } }`,
    { input: { url: hook.url, events: ['drum.rent_started'] } },
  );
  expect(created.data?.createWebhookEndpoint?.__typename, JSON.stringify(created)).toBe('CreateWebhookEndpointPayload');
  secret = created.data.createWebhookEndpoint.secret;

  NOW = new Date();
  NOW.setUTCHours(12, 0, 0, 0);
  // Rent from NOW + 5 days, at site A; from NOW + 7 days at site B.
  await deliver('SOON-1', at(-25 * DAY));
  await deliver('SOON-2', at(-23 * DAY), SITE_B);
  // Rent since 66 days (its rent_started is due), charged in full at NOW + 4 days.
  await deliver('FORF-1', at(-96 * DAY));
  // Rent from NOW + 15 days: outside the ten days until NOW + 5 days.
  await deliver('LATER-1', at(-15 * DAY));
  // Another company's drum: its own people hear of it.
  await deliver('EVE-1', at(-25 * DAY), SITE_A, world.secondCompany.id);
});
afterAll(async () => {
  await hook.stop();
  await t?.close();
});

describe('the drum reminders', () => {
  it('mails each of the company’s users once, drums by site with the booking link, in their language, and notifies them', async () => {
    const done = await run(NOW);
    // Alice and Bob of the first company, Eve of the second.
    expect(done.mails).toBe(3);

    const mail = await t.mailTo(world.alice.email, en.mail.drumReminder.subject);
    expect(mail.text).toContain('within 10 days');
    // Site A: the full charge in 4 days first, then the rent in 5; site B after it.
    const siteA = mail.text.indexOf(`At ${SITE_A}:`);
    const siteB = mail.text.indexOf(`At ${SITE_B}:`);
    expect(siteA).toBeGreaterThan(0);
    expect(siteB).toBeGreaterThan(siteA);
    const partA = mail.text.slice(siteA, siteB);
    const partB = mail.text.slice(siteB);
    expect(partA).toMatch(/- FORF-1: charged in full on /);
    expect(partA).toMatch(/- SOON-1: rent from /);
    expect(partA.indexOf('FORF-1')).toBeLessThan(partA.indexOf('SOON-1'));
    expect(partA).toContain(`${TEST_ORIGIN}/returns/new?drums=FORF-1,SOON-1`);
    expect(partB).toMatch(/- SOON-2: rent from /);
    expect(partB).toContain(`${TEST_ORIGIN}/returns/new?drums=SOON-2`);
    expect(mail.html).toContain(`href="${TEST_ORIGIN}/returns/new?drums=FORF-1,SOON-1"`);
    // Neither the drum not yet due nor another company's.
    expect(mail.text).not.toContain('LATER-1');
    expect(mail.text).not.toContain('EVE-1');

    const swedish = await t.mailTo(world.bob.email, sv.mail.drumReminder.subject);
    expect(swedish.text).toContain('inom 10 dagar');
    expect(swedish.text).toContain(`På ${SITE_A}:`);
    expect(swedish.text).toMatch(/FORF-1: debiteras fullt /);
    expect(swedish.text).toMatch(/SOON-1: hyra från /);
    expect(swedish.text).toContain(`${TEST_ORIGIN}/returns/new?drums=FORF-1,SOON-1`);

    const eves = await t.mailTo(world.eve.email, en.mail.drumReminder.subject);
    expect(eves.text).toContain('EVE-1');
    expect(eves.text).not.toContain('SOON-1');

    const notes = await alice.gql('{ notifications { message } }');
    expect(notes.errors).toBeUndefined();
    expect(notes.data.notifications.map((note: { message: string }) => note.message)).toContain(
      'Drums on your sites soon cost money: FORF-1, SOON-1, SOON-2. Book their pickup from Drums on site.',
    );
    for (const user of [world.alice, world.bob, world.eve]) expect(await notificationsOf(user.id)).toBe(1);
  });

  it('tells drum.rent_started once, signed as every webhook event is', async () => {
    await expect.poll(() => hook.of('drum.rent_started').length).toBe(1);
    const [event] = hook.of('drum.rent_started');
    new Webhook(secret).verify(event.body, event.headers as Record<string, string>);
    expect(() =>
      new Webhook(secret).verify(event.body.replace('FORF-1', 'FORF-2'), event.headers as Record<string, string>),
    ).toThrow();
    expect(event.event.data.drums.map((drum: { number: string }) => drum.number)).toEqual(['FORF-1']);
    expect(event.event.data.drums[0].rentFreeUntil).toBe(at(-66 * DAY).toISOString());
  });

  it('sends nothing more the same day, even for a drum due since, and nothing again the next day for the same drums', async () => {
    // Due since the first run: it waits for tomorrow's mail (one mail a company a day).
    await deliver('SAME-DAY', at(-24 * DAY + 3 * HOUR));
    for (const later of [NOW, at(HOUR), at(2 * HOUR)]) {
      const again = await run(later);
      expect(again).toEqual({ notifications: [], mails: 0, rentStarted: 0 });
    }
    // Nor from an instance whose time zone is already in tomorrow (a mail a day is a day in UTC).
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      expect(await run(at(11 * HOUR))).toEqual({ notifications: [], mails: 0, rentStarted: 0 });
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    expect(await remindersTo(world.alice.email)).toBe(1);
    expect(await swedishRemindersTo(world.bob.email)).toBe(1);

    // The next day: SAME-DAY alone; none of the drums already reminded of, rent or full charge.
    const next = await run(at(DAY));
    expect(next.mails).toBe(2);
    await t.app.services.outbox.drain();
    const mail = await t.sink.waitFor(
      (received) => received.to.includes(world.alice.email.toLowerCase()) && received.text.includes('SAME-DAY'),
    );
    expect(mail.text).toContain('SAME-DAY');
    const outbox = await t.app.services.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, world.alice.email), eq(mailOutbox.subject, en.mail.drumReminder.subject)));
    expect(outbox).toHaveLength(2);
    const second = outbox.find((row) => row.text.includes('SAME-DAY'))!;
    for (const number of ['SOON-1', 'SOON-2', 'FORF-1', 'LATER-1', 'EVE-1']) expect(second.text).not.toContain(number);
    expect(await run(at(DAY + HOUR))).toEqual({ notifications: [], mails: 0, rentStarted: 0 });
    expect(await remindersTo(world.eve.email)).toBe(1);
  });

  it('reminds of a drum once its day comes within the window, and tells each rent start once', async () => {
    // NOW + 6 days: LATER-1's rent is 9 days away; SOON-1's and EVE-1's rents have started (SAME-DAY's in 3 hours).
    const sixth = await run(at(6 * DAY));
    expect(sixth.mails).toBe(2);
    expect(sixth.rentStarted).toBe(2);
    const outbox = await t.app.services.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, world.alice.email), eq(mailOutbox.subject, en.mail.drumReminder.subject)));
    const latest = outbox.find((row) => row.text.includes('LATER-1'))!;
    expect(latest.text).toContain(`${TEST_ORIGIN}/returns/new?drums=LATER-1`);
    for (const number of ['SOON-1', 'SOON-2', 'FORF-1', 'SAME-DAY']) expect(latest.text).not.toContain(number);
    expect(await run(at(6 * DAY + HOUR))).toEqual({ notifications: [], mails: 0, rentStarted: 0 });
    // A day later SOON-2's and SAME-DAY's: one event for their company.
    expect(await run(at(7 * DAY + HOUR))).toMatchObject({ mails: 0, rentStarted: 2 });

    await expect.poll(() => hook.of('drum.rent_started').length).toBe(4);
    const told = hook
      .of('drum.rent_started')
      .flatMap((entry) => entry.event.data.drums.map((drum: { number: string }) => drum.number))
      .sort();
    expect(told).toEqual(['EVE-1', 'FORF-1', 'SAME-DAY', 'SOON-1', 'SOON-2']);
    for (const entry of hook.of('drum.rent_started'))
      new Webhook(secret).verify(entry.body, entry.headers as Record<string, string>);
    for (const user of [world.alice, world.bob]) expect(await notificationsOf(user.id)).toBe(3);
  });

  it('runs as a job from its start, mailing, notifying live and kicking the mail worker', async () => {
    const db = t.app.services.db;
    const [company] = await db
      .insert(returnerCompanies)
      .values({ name: 'Job Cables AB', organizationNumber: '556677-1234' })
      .returning();
    const carol = await t.createUser({ name: 'Carol', returnerCompanyId: company.id });
    // Rent in three days from the real now: the job runs at the real time.
    await deliver('JOB-1', new Date(Date.now() - 27 * DAY), SITE_A, company.id);
    // Carol's live notifications, listening before the job starts.
    const live = t.app.services.pubsub.subscribe('notification:changed', carol.id)[Symbol.asyncIterator]();
    const next = live.next();
    await new Promise((resolve) => setTimeout(resolve, 0));
    let kicks = 0;
    const errors: unknown[] = [];
    const stop = startDrumReminders(
      db,
      {
        appUrl: t.app.services.config.appUrl,
        days: t.app.services.config.drumReminderDays,
        intervalS: t.app.services.config.drumReminderIntervalS,
        pubsub: t.app.services.pubsub,
        kickMail: () => (kicks += 1),
      },
      (error) => errors.push(error),
    );
    await stop();
    expect(errors).toEqual([]);
    expect(kicks).toBe(1);
    expect(await remindersTo(carol.email)).toBe(1);
    expect(await notificationsOf(carol.id)).toBe(1);
    expect((await next).value).toEqual({ notificationId: expect.any(Number) });
    await live.return?.();
    const mail = await t.mailTo(carol.email, en.mail.drumReminder.subject);
    expect(mail.text).toContain(`${TEST_ORIGIN}/returns/new?drums=JOB-1`);
  });
});
