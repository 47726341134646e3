// The clock of a drum on a returner's site (docs/tracked-drums.md): rent-free days from its
// delivery, then a monthly rent of a share of its buyback price for every started month, and, after
// the forfeit days, its whole buyback price charged once. Pure functions of the dates, shared by the
// server (lists, statements, reminders) and the screens (the words under each drum).
//
// The clock counts days and months in UTC, the zone of the monthly statements (domain/buyback.ts's
// statementMonth) and of the reminders' one mail a day, whatever the time zone of the server or
// the browser reading it: every instance puts a rent month's start on the same moment, and a day
// is the same day on every screen. UTC has no daylight saving, so a day is 24 hours and a month
// starts at the time of day the rent started; Date's own UTC fields are all the arithmetic needs.
import { toCents } from './buyback';

const DAY_MS = 86_400_000;

/** `days` whole days after `date`, in UTC: 24 hours each. */
const addUtcDays = (date: Date, days: number) => new Date(Number(date) + days * DAY_MS);

/** `months` calendar months after `date` in UTC, at its time of day; a month end clamps (Jan 31 + 1 is Feb 28, or 29). */
function addUtcMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  // Day 0 of the month after: the last day of the target month (Date.UTC carries month overflow into years).
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date);
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/** Calendar days from `earlier` to `later`, each counted as a day in UTC. */
const utcCalendarDaysBetween = (later: Date, earlier: Date) =>
  Math.round(
    (Date.UTC(later.getUTCFullYear(), later.getUTCMonth(), later.getUTCDate()) -
      Date.UTC(earlier.getUTCFullYear(), earlier.getUTCMonth(), earlier.getUTCDate())) /
      DAY_MS,
  );

/** A drum specification's terms, as the admin keeps them in the Drum Database. */
export type DrumTerms = {
  /** Whole days without rent from the delivery; null: the drum never costs rent. */
  rentFreeDays: number | null;
  /** 0-100: the share of the buyback price charged per started month after the rent-free days. */
  monthlyRentPercent: number | null;
  /** Days from the delivery after which the whole buyback price is charged once; null: never. */
  forfeitAfterDays: number | null;
  buybackPrice: number | null;
};

/** What a stint on a site carries from its delivery: the terms as they were then (a later edit changes no past delivery). */
export type StintTerms = {
  deliveredAt: Date;
  rentFreeUntil: Date | null;
  forfeitsOn: Date | null;
  monthlyRentCents: number;
  forfeitCents: number;
};

export const MAX_TERM_DAYS = 36_500;

/** The terms a delivery on `deliveredAt` copies onto its stint. */
export function stintTerms(deliveredAt: Date, terms: DrumTerms): StintTerms {
  const monthlyRentCents =
    terms.rentFreeDays === null || !terms.monthlyRentPercent
      ? 0
      : Math.round((toCents(terms.buybackPrice) * terms.monthlyRentPercent) / 100);
  return {
    deliveredAt,
    rentFreeUntil: terms.rentFreeDays === null ? null : addUtcDays(deliveredAt, terms.rentFreeDays),
    forfeitsOn: terms.forfeitAfterDays === null ? null : addUtcDays(deliveredAt, terms.forfeitAfterDays),
    monthlyRentCents,
    forfeitCents: terms.forfeitAfterDays === null ? 0 : toCents(terms.buybackPrice),
  };
}

/** When the drum's rent starts, if it ever costs rent. */
export const rentStartsOn = (stint: StintTerms): Date | null =>
  stint.rentFreeUntil && stint.monthlyRentCents > 0 ? stint.rentFreeUntil : null;

/**
 * The first moment the drum costs its holder money (rent or the forfeit), or null when it never
 * will: the list's "most urgent first" order and `dueBefore`.
 */
export function costsFrom(stint: StintTerms): Date | null {
  const dates = [rentStartsOn(stint), stint.forfeitCents > 0 ? stint.forfeitsOn : null].filter(
    (date): date is Date => date !== null,
  );
  return dates.length ? new Date(Math.min(...dates.map(Number))) : null;
}

/**
 * The starts of the rent months begun by `now`: month k starts k calendar months (in UTC) after the
 * rent-free days end (a month end clamps: Jan 31 + 1 month is Feb 28, or 29). Rent stops with the
 * return and with the forfeit, whichever comes first: a month starting then or later is not charged.
 */
export function rentMonthStarts(stint: StintTerms, now: Date, returnedAt: Date | null = null): Date[] {
  const from = rentStartsOn(stint);
  const starts: Date[] = [];
  if (!from) return starts;
  const count = rentMonthsBegun(from, now, rentStop(stint, returnedAt));
  for (let month = 0; month < count; month++) starts.push(addUtcMonths(from, month));
  return starts;
}

/** When rent stops: at the return or at the forfeit, whichever comes first (as a time value; never: Infinity). */
function rentStop(stint: StintTerms, returnedAt: Date | null): number {
  const forfeit = stint.forfeitCents > 0 && stint.forfeitsOn ? Number(stint.forfeitsOn) : Number.POSITIVE_INFINITY;
  return returnedAt ? Math.min(Number(returnedAt), forfeit) : forfeit;
}

/**
 * How many rent months starting at `from` have begun by `now` and before `stop`. Counted from the
 * calendar months between them and checked against the months' real starts (a month end clamps),
 * rather than by walking every month from the first: the lists read this for every drum.
 */
function rentMonthsBegun(from: Date, now: Date, stop: number): number {
  const begun = (month: number) => {
    const start = addUtcMonths(from, month);
    return start <= now && Number(start) < stop;
  };
  if (!begun(0)) return 0;
  const end = new Date(Math.min(Number(now), stop));
  // The last month begun is this one or one before it; never one after.
  let last = (end.getUTCFullYear() - from.getUTCFullYear()) * 12 + end.getUTCMonth() - from.getUTCMonth();
  while (last > 0 && !begun(last)) last -= 1;
  return last + 1;
}

/** The rent charged by `now`: one month's rent per started month. */
export const rentCentsSoFar = (stint: StintTerms, now: Date, returnedAt: Date | null = null): number => {
  const from = rentStartsOn(stint);
  return from ? rentMonthsBegun(from, now, rentStop(stint, returnedAt)) * stint.monthlyRentCents : 0;
};

/** Whether the whole buyback price is charged by `now` (a drum returned before its forfeit day never is). */
export const isForfeited = (stint: StintTerms, now: Date, returnedAt: Date | null = null): boolean =>
  stint.forfeitCents > 0 &&
  stint.forfeitsOn !== null &&
  stint.forfeitsOn <= now &&
  (returnedAt === null || stint.forfeitsOn < returnedAt);

/** A tracked drum's line on its holder's statement (docs/tracked-drums.md, "Money"). */
export type DrumCharge = {
  kind: 'rent' | 'forfeit' | 'forfeit_reversal';
  /** What is charged: the rent month's start, or the forfeit's day (a reversal names the forfeit it takes back). */
  chargedFor: Date;
  /** The day the line belongs to, whose month's statement carries it: the reversal's is the return. */
  on: Date;
  /** As the statement counts money: a charge is negative, its reversal positive. */
  amountCents: number;
};

/**
 * Every line the drum's stint owes its holder's statements by `now`: one rent per started month,
 * the forfeit once, and, when a forfeited drum came back, the forfeit reversed. The same stint,
 * `now` and return give the same lines, so a statement rebuilt writes each once.
 */
export function drumCharges(stint: StintTerms, now: Date, returnedAt: Date | null = null): DrumCharge[] {
  const charges: DrumCharge[] = rentMonthStarts(stint, now, returnedAt).map((start) => ({
    kind: 'rent',
    chargedFor: start,
    on: start,
    amountCents: -stint.monthlyRentCents,
  }));
  if (!isForfeited(stint, now, returnedAt)) return charges;
  const forfeitsOn = stint.forfeitsOn!;
  charges.push({ kind: 'forfeit', chargedFor: forfeitsOn, on: forfeitsOn, amountCents: -stint.forfeitCents });
  if (returnedAt && returnedAt <= now)
    charges.push({ kind: 'forfeit_reversal', chargedFor: forfeitsOn, on: returnedAt, amountCents: stint.forfeitCents });
  return charges;
}

/** Whether the drum's rent has started by `now` (the moment of the `drum.rent_started` event). */
export const rentStarted = (stint: StintTerms, now: Date): boolean => {
  const from = rentStartsOn(stint);
  return from !== null && from <= now;
};

/** What the words under a drum say, most pressing first: see `drumClockWords`. */
type DrumClock =
  | { kind: 'returned' }
  | { kind: 'noRent' }
  | { kind: 'rentFree'; daysLeft: number; rentFrom: Date }
  | { kind: 'renting'; since: Date; centsSoFar: number }
  | { kind: 'forfeited'; on: Date; rentCents: number };

export type DrumClockReading = {
  clock: DrumClock;
  /** Days until the whole price is charged, while that is still ahead. */
  forfeitInDays: number | null;
  daysOnSite: number;
};

/** A drum's clock at `now`. Day counts are calendar days in UTC, wherever it is read. */
export function readDrumClock(stint: StintTerms, now: Date, returnedAt: Date | null = null): DrumClockReading {
  const daysOnSite = Math.max(0, utcCalendarDaysBetween(returnedAt ?? now, stint.deliveredAt));
  const forfeitAhead = stint.forfeitCents > 0 && stint.forfeitsOn !== null && stint.forfeitsOn > now;
  const forfeitInDays = forfeitAhead && !returnedAt ? utcCalendarDaysBetween(stint.forfeitsOn!, now) : null;
  if (returnedAt) return { clock: { kind: 'returned' }, forfeitInDays: null, daysOnSite };
  if (isForfeited(stint, now))
    return {
      clock: { kind: 'forfeited', on: stint.forfeitsOn!, rentCents: rentCentsSoFar(stint, now) },
      forfeitInDays,
      daysOnSite,
    };
  const rentFrom = rentStartsOn(stint);
  if (rentFrom && rentFrom > now)
    return {
      clock: { kind: 'rentFree', daysLeft: Math.max(1, utcCalendarDaysBetween(rentFrom, now)), rentFrom },
      forfeitInDays,
      daysOnSite,
    };
  if (rentFrom)
    return {
      clock: { kind: 'renting', since: rentFrom, centsSoFar: rentCentsSoFar(stint, now) },
      forfeitInDays,
      daysOnSite,
    };
  return { clock: { kind: 'noRent' }, forfeitInDays, daysOnSite };
}

/** Whether a reminder of `days` days is due for an event on `on`, at `now` (and the event still ahead). */
export const reminderDue = (on: Date | null, now: Date, days: number): boolean =>
  on !== null && on > now && utcCalendarDaysBetween(on, now) <= days;

/** Which of a drum's reminders are due at `now`, `days` ahead of its rent and of its full charge. */
export const remindersDue = (stint: StintTerms, now: Date, days: number) => ({
  rent: reminderDue(rentStartsOn(stint), now, days),
  forfeit: reminderDue(stint.forfeitCents > 0 ? stint.forfeitsOn : null, now, days),
});

/** The age groups of the admin's drums-on-site report, in days on site. */
const DRUM_AGE_BUCKETS = [
  { key: 'upTo90', from: 0, to: 90 },
  { key: 'upTo180', from: 91, to: 180 },
  { key: 'upTo365', from: 181, to: 365 },
  { key: 'over365', from: 366, to: null },
] as const;

export const drumAgeBucket = (daysOnSite: number) =>
  DRUM_AGE_BUCKETS.find((bucket) => bucket.to === null || daysOnSite <= bucket.to)!.key;
