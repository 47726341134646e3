import { describe, expect, it } from 'vitest';
import {
  costsFrom,
  drumAgeBucket,
  drumCharges,
  isForfeited,
  readDrumClock,
  reminderDue,
  remindersDue,
  rentCentsSoFar,
  rentMonthStarts,
  rentStarted,
  stintTerms,
} from './drumClock';

// KTG's and Hunstock's terms: 6 months (here 180 days) rent-free, then 15% of the deposit a month,
// the whole deposit after 12 months (365 days). A 2,000.00 deposit: 300.00 a month.
const KTG = { rentFreeDays: 180, monthlyRentPercent: 15, forfeitAfterDays: 365, buybackPrice: 2000 };
/** Noon UTC of a day: the clock counts in UTC (the statements' zone), whatever the process's zone. */
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('the clock of a drum on a site', () => {
  const delivered = day('2026-01-10');
  const terms = stintTerms(delivered, KTG);

  it('copies the terms at delivery: rent from day 180, the full charge on day 365', () => {
    expect(terms.rentFreeUntil).toEqual(day('2026-07-09'));
    expect(terms.forfeitsOn).toEqual(day('2027-01-10'));
    expect(terms.monthlyRentCents).toBe(30_000);
    expect(terms.forfeitCents).toBe(200_000);
    expect(costsFrom(terms)).toEqual(day('2026-07-09'));
  });

  it('is rent-free until the rent-free days end, counting the days left', () => {
    const reading = readDrumClock(terms, day('2026-06-16'));
    expect(reading.clock).toEqual({ kind: 'rentFree', daysLeft: 23, rentFrom: day('2026-07-09') });
    expect(reading.forfeitInDays).toBe(208);
    expect(reading.daysOnSite).toBe(157);
    expect(rentCentsSoFar(terms, day('2026-07-08'))).toBe(0);
  });

  it('charges one month’s rent for every started month after the rent-free days', () => {
    // The first month starts on the rent's first day.
    expect(rentCentsSoFar(terms, day('2026-07-09'))).toBe(30_000);
    expect(rentCentsSoFar(terms, day('2026-08-08'))).toBe(30_000);
    expect(rentCentsSoFar(terms, day('2026-08-09'))).toBe(60_000);
    expect(readDrumClock(terms, day('2026-09-01')).clock).toEqual({
      kind: 'renting',
      since: day('2026-07-09'),
      centsSoFar: 60_000,
    });
  });

  it('charges the whole price on the forfeit day, and no rent for months starting then or later', () => {
    expect(isForfeited(terms, day('2027-01-09'))).toBe(false);
    expect(isForfeited(terms, day('2027-01-10'))).toBe(true);
    // Months from Jul 9 to Jan 9 started before the forfeit on Jan 10: seven of them.
    expect(rentMonthStarts(terms, day('2027-06-01'))).toHaveLength(7);
    expect(readDrumClock(terms, day('2027-03-01')).clock).toEqual({
      kind: 'forfeited',
      on: day('2027-01-10'),
      rentCents: 210_000,
    });
  });

  it('stops the rent at the return, and a drum returned after its forfeit day stays forfeited for that stint', () => {
    const returned = day('2026-08-20');
    expect(rentCentsSoFar(terms, day('2027-06-01'), returned)).toBe(60_000);
    expect(readDrumClock(terms, day('2027-06-01'), returned)).toEqual({
      clock: { kind: 'returned' },
      forfeitInDays: null,
      daysOnSite: 222,
    });
    expect(isForfeited(terms, day('2027-06-01'), returned)).toBe(false);
    expect(isForfeited(terms, day('2027-06-01'), day('2027-02-01'))).toBe(true);
  });

  it('never costs rent without rent-free days, and is never charged in full without forfeit days', () => {
    const free = stintTerms(delivered, {
      rentFreeDays: null,
      monthlyRentPercent: 15,
      forfeitAfterDays: null,
      buybackPrice: 2000,
    });
    expect(free.monthlyRentCents).toBe(0);
    expect(costsFrom(free)).toBeNull();
    expect(readDrumClock(free, day('2030-01-01')).clock).toEqual({ kind: 'noRent' });
    // Onninen: nothing paid after 60 days, as a full charge of the drum's buyback price.
    const onninen = stintTerms(delivered, {
      rentFreeDays: null,
      monthlyRentPercent: null,
      forfeitAfterDays: 60,
      buybackPrice: 500,
    });
    expect(readDrumClock(onninen, day('2026-02-01'))).toMatchObject({ clock: { kind: 'noRent' }, forfeitInDays: 38 });
    expect(isForfeited(onninen, day('2026-03-11'))).toBe(true);
  });

  it('starts a month at the same day of the month, clamped at month ends and in leap years', () => {
    const jan31 = stintTerms(day('2027-12-02'), { ...KTG, rentFreeDays: 60, forfeitAfterDays: null });
    expect(jan31.rentFreeUntil).toEqual(day('2028-01-31'));
    expect(rentMonthStarts(jan31, day('2028-04-30')).map((start) => start.getUTCDate())).toEqual([31, 29, 31, 30]);
    const feb29 = stintTerms(day('2027-12-31'), { ...KTG, rentFreeDays: 60, forfeitAfterDays: null });
    expect(feb29.rentFreeUntil).toEqual(day('2028-02-29'));
    expect(rentMonthStarts(feb29, day('2029-03-01')).slice(-2)).toEqual([day('2029-01-29'), day('2029-02-28')]);
    expect(rentCentsSoFar(feb29, day('2029-02-27'))).toBe(12 * 30_000);
  });

  it('reminds within the reminder days before an event, and not once it has passed', () => {
    expect(reminderDue(day('2026-07-09'), day('2026-06-25'), 14)).toBe(true);
    expect(reminderDue(day('2026-07-09'), day('2026-06-24'), 14)).toBe(false);
    expect(reminderDue(day('2026-07-09'), day('2026-07-10'), 14)).toBe(false);
    expect(reminderDue(null, day('2026-07-10'), 14)).toBe(false);
  });

  it('reminds of the rent and of the full charge each on its own, never of what costs nothing', () => {
    expect(remindersDue(terms, day('2026-06-25'), 14)).toEqual({ rent: true, forfeit: false });
    expect(remindersDue(terms, day('2026-12-27'), 14)).toEqual({ rent: false, forfeit: true });
    const free = stintTerms(delivered, { ...KTG, rentFreeDays: null, forfeitAfterDays: null });
    expect(remindersDue(free, day('2026-06-25'), 400)).toEqual({ rent: false, forfeit: false });
    expect(rentStarted(terms, day('2026-07-08'))).toBe(false);
    expect(rentStarted(terms, day('2026-07-09'))).toBe(true);
    expect(rentStarted(free, day('2030-01-01'))).toBe(false);
  });

  it('owes the statement one rent per started month, then the full charge once, reversed at a late return', () => {
    expect(drumCharges(terms, day('2026-07-08'))).toEqual([]);
    expect(drumCharges(terms, day('2026-08-09'))).toEqual([
      { kind: 'rent', chargedFor: day('2026-07-09'), on: day('2026-07-09'), amountCents: -30_000 },
      { kind: 'rent', chargedFor: day('2026-08-09'), on: day('2026-08-09'), amountCents: -30_000 },
    ]);
    // Seven months, then the forfeit on Jan 10 and nothing more while the drum stays out.
    const forfeited = drumCharges(terms, day('2027-06-01'));
    expect(forfeited.map((charge) => charge.kind)).toEqual([...Array(7).fill('rent'), 'forfeit']);
    expect(forfeited.at(-1)).toEqual({
      kind: 'forfeit',
      chargedFor: day('2027-01-10'),
      on: day('2027-01-10'),
      amountCents: -200_000,
    });
    // Returned on Feb 1: credited as usual (a collection's line) and the forfeit taken back that day.
    const late = drumCharges(terms, day('2027-06-01'), day('2027-02-01'));
    expect(late.slice(-2)).toEqual([
      forfeited.at(-1),
      { kind: 'forfeit_reversal', chargedFor: day('2027-01-10'), on: day('2027-02-01'), amountCents: 200_000 },
    ]);
    // Returned before the forfeit day: the rent of the months begun, nothing else.
    expect(drumCharges(terms, day('2027-06-01'), day('2026-08-20')).map((charge) => charge.kind)).toEqual([
      'rent',
      'rent',
    ]);
    // The lines owe the same sum as the clock's words show.
    const owed = drumCharges(terms, day('2026-12-01')).reduce((sum, charge) => sum + charge.amountCents, 0);
    expect(owed).toBe(-rentCentsSoFar(terms, day('2026-12-01')));
  });

  it('groups the days on site as the admin’s report does', () => {
    expect([0, 90, 91, 180, 181, 365, 366, 2000].map(drumAgeBucket)).toEqual([
      'upTo90',
      'upTo90',
      'upTo180',
      'upTo180',
      'upTo365',
      'upTo365',
      'over365',
      'over365',
    ]);
  });
});

/** Runs `read` with the process in each zone (pool: forks, so TZ takes effect at once), the zone restored after. */
function inEachZone<T>(read: () => T): Record<string, T> {
  const zone = process.env.TZ;
  const answers: Record<string, T> = {};
  try {
    for (const timeZone of ['UTC', 'America/New_York', 'Europe/Stockholm']) {
      process.env.TZ = timeZone;
      answers[timeZone] = read();
    }
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
  return answers;
}

describe('the clock in any time zone', () => {
  it('puts rent months across a month end and daylight saving on the same moments in New York, Stockholm and UTC', () => {
    // Delivered Dec 2 at 23:30 UTC (18:30 in New York, 00:30 on Dec 3 in Stockholm); rent from
    // Jan 31 at 23:30 UTC. Its months start on the same UTC day of the month, clamped at February's
    // end, at 23:30 UTC through New York's summer time (Mar 8) and Stockholm's (Mar 29).
    const answers = inEachZone(() => {
      const terms = stintTerms(new Date('2027-12-02T23:30:00Z'), { ...KTG, rentFreeDays: 60, forfeitAfterDays: 120 });
      const now = new Date('2028-04-15T12:00:00Z');
      return {
        rentFreeUntil: terms.rentFreeUntil!.toISOString(),
        forfeitsOn: terms.forfeitsOn!.toISOString(),
        months: rentMonthStarts(terms, now).map((start) => start.toISOString()),
        charges: drumCharges(terms, now).map((charge) => `${charge.kind} ${charge.on.toISOString()}`),
        onFeb29: rentCentsSoFar(terms, new Date('2028-02-29T23:29:00Z')),
        onFeb29Later: rentCentsSoFar(terms, new Date('2028-02-29T23:30:00Z')),
      };
    });
    const expected = {
      rentFreeUntil: '2028-01-31T23:30:00.000Z',
      forfeitsOn: '2028-03-31T23:30:00.000Z',
      // Jan 31, Feb 29 (a leap year's end of February), Mar 31; the forfeit on Mar 31 stops the rent.
      months: ['2028-01-31T23:30:00.000Z', '2028-02-29T23:30:00.000Z'],
      charges: ['rent 2028-01-31T23:30:00.000Z', 'rent 2028-02-29T23:30:00.000Z', 'forfeit 2028-03-31T23:30:00.000Z'],
      onFeb29: 30_000,
      onFeb29Later: 60_000,
    };
    expect(answers).toEqual({ UTC: expected, 'America/New_York': expected, 'Europe/Stockholm': expected });
  });

  it('counts days in UTC on both sides of a daylight saving change, and a day ending at midnight UTC', () => {
    // Stockholm leaves summer time on Oct 25 2026 and New York on Nov 1: 24 hours are a day throughout.
    const answers = inEachZone(() => {
      const terms = stintTerms(new Date('2026-10-20T22:30:00Z'), {
        ...KTG,
        rentFreeDays: 14,
        forfeitAfterDays: 30,
      });
      return {
        rentFreeUntil: terms.rentFreeUntil!.toISOString(),
        // Nov 2 23:59 UTC (already Nov 3 in Stockholm, still Nov 2 evening in New York): one UTC day to go.
        lateEvening: readDrumClock(terms, new Date('2026-11-02T23:59:00Z')),
        // Nov 3 00:01 UTC: the rent starts that UTC day, at 22:30.
        afterMidnight: readDrumClock(terms, new Date('2026-11-03T00:01:00Z')),
        reminder: [
          reminderDue(terms.rentFreeUntil, new Date('2026-10-20T23:00:00Z'), 13),
          reminderDue(terms.rentFreeUntil, new Date('2026-10-21T00:00:00Z'), 13),
        ],
      };
    });
    const expected = {
      rentFreeUntil: '2026-11-03T22:30:00.000Z',
      lateEvening: {
        clock: { kind: 'rentFree', daysLeft: 1, rentFrom: new Date('2026-11-03T22:30:00Z') },
        forfeitInDays: 17,
        daysOnSite: 13,
      },
      afterMidnight: {
        clock: { kind: 'rentFree', daysLeft: 1, rentFrom: new Date('2026-11-03T22:30:00Z') },
        forfeitInDays: 16,
        daysOnSite: 14,
      },
      // 14 UTC days ahead on Oct 20, 13 on Oct 21.
      reminder: [false, true],
    };
    expect(answers).toEqual({ UTC: expected, 'America/New_York': expected, 'Europe/Stockholm': expected });
  });
});

describe('the rent months begun', () => {
  /** The rule as written: walk month by month from the first, each start clamped to its month's end. */
  function walked(from: Date, now: Date, stop: number): number {
    let count = 0;
    for (;;) {
      const start = new Date(from);
      const target = from.getUTCMonth() + count;
      const lastDay = new Date(Date.UTC(from.getUTCFullYear(), target + 1, 0)).getUTCDate();
      start.setUTCFullYear(from.getUTCFullYear(), target, Math.min(from.getUTCDate(), lastDay));
      if (start > now || Number(start) >= stop) return count;
      count += 1;
    }
  }

  it('are counted as walking every month would, at month ends, leap days, returns and forfeits', () => {
    // A fixed pseudo-random walk over 3,000 cases: deliveries on the 28th-31st and at midnight
    // among them, read at the very moment a month starts and just before it.
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 48271) % 2147483647), seed % n);
    for (let i = 0; i < 3000; i++) {
      const deliveredAt = new Date(Date.UTC(2023 + next(4), next(12), [28, 29, 30, 31, 1, 15][next(6)], next(3) * 12));
      const rentFreeDays = next(200);
      const forfeitAfterDays = next(3) === 0 ? null : rentFreeDays + next(500);
      const stint = stintTerms(deliveredAt, {
        rentFreeDays,
        monthlyRentPercent: 15,
        forfeitAfterDays,
        buybackPrice: 100,
      });
      const from = stint.rentFreeUntil!;
      const months = next(30);
      // A month's start exactly, or a millisecond or a day before it.
      const exact = new Date(from);
      exact.setUTCMonth(exact.getUTCMonth() + months);
      const now = new Date(Number(exact) - [0, 1, 86_400_000][next(3)]);
      const returnedAt = next(4) === 0 ? new Date(Number(from) + next(400) * 86_400_000) : null;
      const stop = Math.min(
        returnedAt ? Number(returnedAt) : Number.POSITIVE_INFINITY,
        stint.forfeitCents > 0 && stint.forfeitsOn ? Number(stint.forfeitsOn) : Number.POSITIVE_INFINITY,
      );
      const expected = walked(from, now, stop);
      expect(rentMonthStarts(stint, now, returnedAt)).toHaveLength(expected);
      expect(rentCentsSoFar(stint, now, returnedAt)).toBe(expected * stint.monthlyRentCents);
    }
  });
});
