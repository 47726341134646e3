// The drum reminders job on two instances sharing one PostgreSQL (docs/tracked-drums.md,
// "Reminders"): runs of both at once, again and again, send each company's users one mail and one
// notification a day, and tell each rent start once. Runs with the PostgreSQL pass of the suite
// (TEST_DATABASE_URL): two instances cannot share PGlite.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drumReminderMails, drumSpecs, drumStints, mailOutbox, notifications } from '../../db/schema';
import { en } from '../../domain/i18n/en';
import { createApp, type App } from '../../server/app';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { setUpPickupWorld, STOCKHOLM } from '../../test/support/pickups';
import { DRUM_REMINDER_KIND, runDrumReminders } from './reminders';

const DAY = 86_400_000;
const HOUR = 3_600_000;

let first: TestApp;
let second: App;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let admin: TestClient;
let NOW: Date;

beforeAll(async () => {
  first = await createTestApp();
  if (!first.app.services.config.databaseUrl)
    throw new Error('This test needs TEST_DATABASE_URL: two instances cannot share PGlite');
  // The second instance: its own pool on the same database, its own timers (the job off, run here).
  second = await createApp(first.app.services.config, {
    mailPollMs: 60_000,
    webhookIdlePollMs: 60_000,
    drumReminders: false,
  });
  world = await setUpPickupWorld(first);
  await first.app.services.db
    .update(drumSpecs)
    .set({ buybackPrice: 1000, rentFreeDays: 30, monthlyRentPercent: 10, forfeitAfterDays: 100 })
    .where(eq(drumSpecs.id, world.woodSpec.id));
  admin = await first.signIn('admin@example.com');
  NOW = new Date();
  NOW.setUTCHours(12, 0, 0, 0);
  const deliveries: [string, number, number][] = [
    // Rent in 5 days, at each company; a forfeit in 4 days (its rent started long ago).
    ['PG-1', -25, world.firstCompany.id],
    ['PG-2', -96, world.firstCompany.id],
    ['PG-3', -25, world.secondCompany.id],
  ];
  for (const [number, days, companyId] of deliveries) {
    const created = await admin.rest('POST', '/api/drum-deliveries', {
      returnerCompanyId: companyId,
      deliveredAt: new Date(NOW.getTime() + days * DAY).toISOString(),
      address: 'Sveavägen 1, Stockholm',
      ...STOCKHOLM,
      drums: [{ number, drumSpecId: world.woodSpec.id }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
}, 60_000);

afterAll(async () => {
  await second?.close();
  await first?.close();
});

const runBoth = (now: Date, times = 3) =>
  Promise.all(
    Array.from({ length: times }, () => [first.app, second]).flatMap((apps) =>
      apps.map((app) => runDrumReminders(app.services.db, { appUrl: app.services.config.appUrl, days: 14 }, now)),
    ),
  );

const reminderMails = () =>
  first.app.services.db
    .select({ to: mailOutbox.to })
    .from(mailOutbox)
    .where(eq(mailOutbox.subject, en.mail.drumReminder.subject));

describe('the drum reminders on two instances', () => {
  it('send each user one mail and one notification, and tell each rent start once, however many runs at once', async () => {
    const runs = await runBoth(NOW);
    const people = [world.alice, world.bob, world.eve];
    expect(runs.reduce((sum, done) => sum + done.mails, 0)).toBe(people.length);
    // PG-2's rent started long ago: told once, by one of the runs.
    expect(runs.reduce((sum, done) => sum + done.rentStarted, 0)).toBe(1);
    expect((await reminderMails()).map((mail) => mail.to).sort()).toEqual(people.map((user) => user.email).sort());
    const db = first.app.services.db;
    expect(
      await db.$count(
        notifications,
        and(
          inArray(
            notifications.userId,
            people.map((user) => user.id),
          ),
          eq(notifications.kind, DRUM_REMINDER_KIND),
        ),
      ),
    ).toBe(people.length);
    expect(await db.$count(drumReminderMails)).toBe(2);

    // Every mail reaches the SMTP sink once.
    await first.app.services.outbox.drain();
    for (const user of people) {
      await first.sink.waitFor((mail) => mail.to.includes(user.email) && mail.subject === en.mail.drumReminder.subject);
      expect(first.sink.mails.filter((mail) => mail.to.includes(user.email)).length).toBe(1);
    }
  });

  it('send nothing more later that day or the next, from either instance', async () => {
    for (const now of [new Date(NOW.getTime() + HOUR), new Date(NOW.getTime() + DAY)]) {
      const runs = await runBoth(now);
      expect(runs.every((done) => done.mails === 0 && done.rentStarted === 0)).toBe(true);
    }
    expect(await reminderMails()).toHaveLength(3);
    const stints = await first.app.services.db
      .select({ rent: drumStints.rentReminderSentAt, forfeit: drumStints.forfeitReminderSentAt })
      .from(drumStints);
    expect(stints.filter((stint) => stint.rent !== null)).toHaveLength(2);
    expect(stints.filter((stint) => stint.forfeit !== null)).toHaveLength(1);
  });
});
