// A draft left unsent for 24 hours reminds its owner, in the app and by mail, once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, pickupRequests } from '../db/schema';
import { formatReferenceNumber } from '../domain/referenceNumber';
import { createTestApp, type TestApp } from '../test/support/harness';
import { setUpPickupWorld, STOCKHOLM } from '../test/support/pickups';
import { noticeInEnglish } from '../domain/i18n/notice';
import { DRAFT_REMINDER_KIND, draftReminderMessage } from './draftReminders';
import { sweep } from './housekeeping';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
const HOUR = 3600 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
});
afterAll(() => t?.close());

async function request(status: 'draft' | 'ready_for_pickup', hoursAgo: number) {
  const [row] = await t.app.services.db
    .insert(pickupRequests)
    .values({
      status,
      address: `Draftgatan ${hoursAgo}`,
      ...STOCKHOLM,
      userId: world.alice.id,
      returnerCompanyId: world.firstCompany.id,
      createdAt: new Date(Date.now() - hoursAgo * HOUR),
    })
    .returning({ id: pickupRequests.id });
  return row.id;
}

const remindersOf = async (userId: number) =>
  t.app.services.db.query.notifications.findMany({ where: { userId, kind: DRAFT_REMINDER_KIND } });

const runSweep = () =>
  sweep(
    t.app.services.db,
    { appUrl: 'http://localhost:3000', pubsub: t.app.services.pubsub, kickMail: () => t.app.services.outbox.kick() },
    (error) => {
      throw error;
    },
  );

describe('unsent draft reminders', () => {
  it('reminds the owner of a draft older than a day, in the app and by mail, and only once', async () => {
    const old = await request('draft', 25);
    const fresh = await request('draft', 23);
    const sent = await request('ready_for_pickup', 30);
    await runSweep();
    const reminders = await remindersOf(world.alice.id);
    expect(reminders.map((reminder) => reminder.message)).toEqual([
      noticeInEnglish(draftReminderMessage(formatReferenceNumber(old))),
    ]);
    expect(reminders[0].pickupRequestId).toBe(old);
    const mail = await t.mailTo(world.alice.email, 'is saved but not sent');
    expect(mail.subject).toBe(`${formatReferenceNumber(old)} is saved but not sent`);
    expect(mail.text).toContain(`/returns?scrollTo=${old}`);

    // The next sweep (or another instance's) reminds nobody again.
    await runSweep();
    expect(await remindersOf(world.alice.id)).toHaveLength(1);
    const mails = await t.app.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, world.alice.email));
    expect(mails.filter((row) => row.subject.includes('is saved but not sent'))).toHaveLength(1);
    const rows = await t.app.services.db.query.pickupRequests.findMany({ where: { id: { in: [fresh, sent] } } });
    expect(rows.map((row) => row.draftRemindedAt)).toEqual([null, null]);
  });

  it('does not remind about a draft sent before the day was over', async () => {
    const id = await request('draft', 26);
    await t.app.services.db.update(pickupRequests).set({ status: 'ready_for_pickup' }).where(eq(pickupRequests.id, id));
    const before = (await t.app.services.db.select().from(notifications)).length;
    await runSweep();
    expect((await t.app.services.db.select().from(notifications)).length).toBe(before);
  });
});
