// The drum reminders job (docs/tracked-drums.md, "Reminders"): DRUM_REMINDER_DAYS before a
// tracked drum's rent starts, and before it is charged in full, its company's users get a mail
// listing those drums by site (each site with the link that opens the booking prefilled with its
// drums) and a notification; at most one mail a company a day. The same look tells webhooks
// `drum.rent_started` once per stint whose rent-free days have passed.
//
// Each run is one transaction over one read of every stint that may be due, however many drums
// the pool holds; what it sends is claimed in that transaction by writes any other instance's run
// waits on and then sees: the company's day in drum_reminder_mails, each stint's
// reminder-sent and event columns (UPDATE ... WHERE ... IS NULL RETURNING). So no reminder goes
// out twice on any number of instances, and a failed run sends nothing (the next one tries again).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../../db/client';
import { drumReminderMails, drums, drumStints, mailOutbox, notifications, users } from '../../db/schema';
import { remindersDue, rentStarted, rentStartsOn, type StintTerms } from '../../domain/drumClock';
import { type Notice, notice, noticeInEnglish } from '../../domain/i18n/notice';
import { drumReminderMail, type DrumReminderSite } from '../mail/templates';
import type { CreatedNotification } from '../notifications';
import { publishNotifications } from '../notifications';
import { isActivePerson } from '../people';
import type { PubSub } from '../pubsub';
import { type DrumEventDrum, enqueueDrumEvent } from '../webhooks/events';

export const DRUM_REMINDER_KIND = 'drum_reminder';

/** Drums a mail lists per site (and its link books); the rest are counted, and come in the booking form's Drums on site. */
const MAX_LISTED_PER_SITE = 100;
/** Drum numbers a notification names; the mail lists them all. */
const MAX_NOTIFIED_NUMBERS = 20;

const drumReminderMessage = (numbers: readonly string[]): Notice =>
  notice('drumReminder', {
    numbers:
      numbers.length > MAX_NOTIFIED_NUMBERS
        ? `${numbers.slice(0, MAX_NOTIFIED_NUMBERS).join(', ')}, …`
        : numbers.join(', '),
  });

/** The booking form with these drums on it (docs/tracked-drums.md, "On the phone"). */
const bookingUrl = (appUrl: string, numbers: readonly string[]) =>
  `${appUrl}/returns/new?drums=${numbers.map(encodeURIComponent).join(',')}`;

export type DrumReminderOptions = { appUrl: string; days: number };

/** What a run did: the notifications written (to publish after the commit), the mails queued, the rent_started stints. */
export type DrumReminderRun = { notifications: CreatedNotification[]; mails: number; rentStarted: number };

type Scanned = {
  id: number;
  drum_id: number;
  returner_company_id: number;
  drum_spec_id: number;
  status: string;
  address: string;
  number: string;
  delivered_at: Date | string;
  rent_free_until: Date | string | null;
  forfeits_on: Date | string | null;
  monthly_rent_cents: number | string;
  forfeit_cents: number | string;
  rent_unsent: boolean;
  forfeit_unsent: boolean;
  event_unsent: boolean;
};

type Stint = Scanned & { terms: StintTerms };

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const orNull = (value: Date | string | null) => (value === null ? null : asDate(value));
/** `{1,2,3}`: a set of ids as one int[] parameter, whatever their number. */
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * Every open stint that may be due: a reminder not yet sent whose day lies within the reminder
 * days (one day more: the clock counts calendar days, and decides), or a rent started without its
 * event. One statement, on the open stints' index of when they first cost money.
 */
async function scan(tx: Executor, now: Date, days: number): Promise<Stint[]> {
  const at = now.toISOString();
  const horizon = sql`${at}::timestamptz + make_interval(days => ${days + 1})`;
  const result = await tx.execute(sql`
    select s.id, s.drum_id, s.returner_company_id, s.drum_spec_id, s.status, s.address, d.number, s.delivered_at,
      s.rent_free_until, s.forfeits_on, s.monthly_rent_cents, s.forfeit_cents,
      s.rent_reminder_sent_at is null as rent_unsent, s.forfeit_reminder_sent_at is null as forfeit_unsent,
      s.rent_started_event_at is null as event_unsent
    from ${drumStints} s join ${drums} d on d.id = s.drum_id
    where s.status <> 'returned' and s.costs_from <= ${horizon} and (
      (s.monthly_rent_cents > 0 and s.rent_free_until is not null and (
        (s.rent_reminder_sent_at is null and s.status = 'on_site'
          and s.rent_free_until > ${at}::timestamptz and s.rent_free_until <= ${horizon})
        or (s.rent_started_event_at is null and s.rent_free_until <= ${at}::timestamptz)))
      or (s.forfeit_cents > 0 and s.forfeit_reminder_sent_at is null and s.status = 'on_site'
        and s.forfeits_on > ${at}::timestamptz and s.forfeits_on <= ${horizon}))`);
  return rowsOf<Scanned>(result).map((row) => ({
    ...row,
    terms: {
      deliveredAt: asDate(row.delivered_at),
      rentFreeUntil: orNull(row.rent_free_until),
      forfeitsOn: orNull(row.forfeits_on),
      monthlyRentCents: Number(row.monthly_rent_cents),
      forfeitCents: Number(row.forfeit_cents),
    },
  }));
}

/** drum.rent_started, once per stint: the stints claimed here, one event per company listing them. */
async function tellRentStarted(tx: Executor, stints: readonly Stint[], now: Date): Promise<number> {
  const started = stints.filter((stint) => stint.event_unsent && rentStarted(stint.terms, now));
  if (!started.length) return 0;
  const claimed = await tx
    .update(drumStints)
    .set({ rentStartedEventAt: now })
    .where(
      and(
        sql`${drumStints.id} = any(${idArray(started.map((stint) => stint.id))})`,
        sql`rent_started_event_at is null`,
      ),
    )
    .returning({ id: drumStints.id });
  const ids = new Set(claimed.map((row) => row.id));
  const byCompany = new Map<number, DrumEventDrum[]>();
  for (const stint of started) {
    if (!ids.has(stint.id)) continue;
    const list = byCompany.get(stint.returner_company_id) ?? [];
    list.push({
      drumId: stint.drum_id,
      number: stint.number,
      drumSpecId: stint.drum_spec_id,
      deliveredAt: stint.terms.deliveredAt,
      rentFreeUntil: stint.terms.rentFreeUntil,
      forfeitsOn: stint.terms.forfeitsOn,
    });
    byCompany.set(stint.returner_company_id, list);
  }
  for (const [returnerCompanyId, list] of byCompany)
    await enqueueDrumEvent(tx, 'drum.rent_started', { returnerCompanyId, drums: list });
  return ids.size;
}

/** Claims the reminders of these stints not yet sent (another run may have sent some meanwhile): the ids claimed. */
async function claimReminders(
  tx: Executor,
  column: 'rent_reminder_sent_at' | 'forfeit_reminder_sent_at',
  ids: number[],
  now: Date,
) {
  if (!ids.length) return new Set<number>();
  const claimed = await tx.execute(sql`
    update ${drumStints} set ${sql.raw(column)} = ${now.toISOString()}::timestamptz
    where id = any(${idArray(ids)}) and ${sql.raw(column)} is null
    returning id`);
  return new Set(rowsOf<{ id: number }>(claimed).map((row) => row.id));
}

/** A company's drums due, by site in the order of each site's most pressing drum, for its mail. */
function sitesOf(
  appUrl: string,
  due: readonly { stint: Stint; rent: boolean; forfeit: boolean }[],
): DrumReminderSite[] {
  const firstDay = (entry: (typeof due)[number]) =>
    Math.min(
      entry.rent ? Number(rentStartsOn(entry.stint.terms)) : Infinity,
      entry.forfeit ? Number(entry.stint.terms.forfeitsOn) : Infinity,
    );
  const sorted = [...due].sort((a, b) => firstDay(a) - firstDay(b) || a.stint.number.localeCompare(b.stint.number));
  const bySite = new Map<string, typeof sorted>();
  for (const entry of sorted) bySite.set(entry.stint.address, [...(bySite.get(entry.stint.address) ?? []), entry]);
  return [...bySite].map(([address, entries]) => {
    const listed = entries.slice(0, MAX_LISTED_PER_SITE);
    return {
      address,
      drums: listed.map(({ stint, rent, forfeit }) => ({
        number: stint.number,
        rentFrom: rent ? rentStartsOn(stint.terms) : null,
        chargedInFullOn: forfeit ? stint.terms.forfeitsOn : null,
      })),
      more: entries.length - listed.length,
      bookingUrl: bookingUrl(
        appUrl,
        listed.map(({ stint }) => stint.number),
      ),
    };
  });
}

/** One run at `now`: reminders due mailed and notified (one mail a company a day), rent_started told. */
export async function runDrumReminders(
  db: Database,
  options: DrumReminderOptions,
  now = new Date(),
): Promise<DrumReminderRun> {
  return db.transaction(async (tx) => {
    const stints = await scan(tx, now, options.days);
    const rentStartedCount = await tellRentStarted(tx, stints, now);
    const done: DrumReminderRun = { notifications: [], mails: 0, rentStarted: rentStartedCount };

    const due = stints
      .filter((stint) => stint.status === 'on_site')
      .map((stint) => {
        const reminders = remindersDue(stint.terms, now, options.days);
        return { stint, rent: reminders.rent && stint.rent_unsent, forfeit: reminders.forfeit && stint.forfeit_unsent };
      })
      .filter((entry) => entry.rent || entry.forfeit);
    if (!due.length) return done;

    // Who hears: the company's active, approved people; a company without any waits (nothing is claimed).
    const companyIds = [...new Set(due.map((entry) => entry.stint.returner_company_id))];
    const people = await tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        locale: users.locale,
        companyId: users.returnerCompanyId,
      })
      .from(users)
      .where(
        and(
          inArray(users.returnerCompanyId, companyIds),
          eq(users.role, 'returner'),
          eq(users.approved, true),
          isActivePerson,
        ),
      );
    const heard = [...new Set(people.map((person) => person.companyId!))];
    if (!heard.length) return done;

    // The company's mail of the day: whoever inserts its row sends it; another run waits on that row, then skips.
    // The day in UTC, whatever the instance's time zone, so that every instance claims the same day.
    const day = now.toISOString().slice(0, 10);
    const claimedDays = await tx
      .insert(drumReminderMails)
      .values(heard.map((returnerCompanyId) => ({ returnerCompanyId, day, sentAt: now })))
      .onConflictDoNothing()
      .returning({ companyId: drumReminderMails.returnerCompanyId });
    const mailing = new Set(claimedDays.map((row) => row.companyId));
    const ours = due.filter((entry) => mailing.has(entry.stint.returner_company_id));
    const rentClaimed = await claimReminders(
      tx,
      'rent_reminder_sent_at',
      ours.filter((e) => e.rent).map((e) => e.stint.id),
      now,
    );
    const forfeitClaimed = await claimReminders(
      tx,
      'forfeit_reminder_sent_at',
      ours.filter((e) => e.forfeit).map((e) => e.stint.id),
      now,
    );

    const byCompany = new Map<number, typeof due>();
    for (const entry of ours) {
      const rent = rentClaimed.has(entry.stint.id);
      const forfeit = forfeitClaimed.has(entry.stint.id);
      if (!rent && !forfeit) continue;
      const list = byCompany.get(entry.stint.returner_company_id) ?? [];
      list.push({ stint: entry.stint, rent, forfeit });
      byCompany.set(entry.stint.returner_company_id, list);
    }
    // A day claimed for drums another run reminded of meanwhile: no mail, and the day stays free.
    const empty = [...mailing].filter((companyId) => !byCompany.has(companyId));
    if (empty.length)
      await tx
        .delete(drumReminderMails)
        .where(and(inArray(drumReminderMails.returnerCompanyId, empty), eq(drumReminderMails.day, day)));
    if (!byCompany.size) return done;

    const mails: (typeof mailOutbox.$inferInsert)[] = [];
    const notes: (typeof notifications.$inferInsert)[] = [];
    for (const [companyId, entries] of byCompany) {
      const sites = sitesOf(options.appUrl, entries);
      const message = drumReminderMessage(sites.flatMap((site) => site.drums.map((drum) => drum.number)));
      for (const person of people.filter((p) => p.companyId === companyId)) {
        const content = drumReminderMail(person.name, options.days, sites, person.locale);
        mails.push({ to: person.email, subject: content.subject, text: content.text, html: content.html });
        notes.push({
          userId: person.id,
          kind: DRUM_REMINDER_KIND,
          message: noticeInEnglish(message),
          messageKey: message.key,
          messageValues: message.values,
        });
      }
    }
    await tx.insert(mailOutbox).values(mails);
    done.notifications = await tx
      .insert(notifications)
      .values(notes)
      .returning({ id: notifications.id, userId: notifications.userId });
    done.mails = mails.length;
    return done;
  });
}

/** What the job needs besides the database: the reminder days and its interval, live notifications and the mail worker. */
export type DrumReminderJobOptions = DrumReminderOptions & { intervalS: number; pubsub: PubSub; kickMail: () => void };

/** Runs at start and then every `intervalS` seconds; the returned stop waits for a run under way. */
export function startDrumReminders(
  db: Database,
  options: DrumReminderJobOptions,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = runDrumReminders(db, options).then((done) => {
      publishNotifications(options, done.notifications);
      if (done.mails) options.kickMail();
    }, onError);
  };
  run();
  const timer = setInterval(run, options.intervalS * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
