// The sentences under a drum on site (docs/tracked-drums.md), most pressing first, from the clock
// of domain/drumClock.ts read on the drum's own dates: "Rent-free for 23 more days", "Rent since
// 1 Mar 2026: $12.00 so far", "Charged in full in 40 days", "Charged in full on 1 Mar 2026", "No rent".
import type { TFunction } from 'i18next';
import { readDrumClock } from '../../../domain/drumClock';

/** A drum's dates and terms as the API gives them (DateTime as ISO text, money in cents). */
export type ClockFields = {
  deliveredAt?: string | null;
  rentFreeUntil?: string | null;
  forfeitsOn?: string | null;
  monthlyRentCents: number;
  forfeitCents: number;
  rentCentsSoFar: number;
  returnedAt?: string | null;
};

type Words = {
  t: TFunction;
  money: (cents: number) => string;
  day: (when: Date) => string;
};

const dateOf = (text: string | null | undefined) => (text ? new Date(text) : null);

/** The clock's sentences and the days on site; null days when the delivery is not known. */
export function clockWords(drum: ClockFields, { t, money, day }: Words, now = new Date()) {
  const deliveredAt = dateOf(drum.deliveredAt);
  if (!deliveredAt) return { sentences: [t('trackedDrums.clock.noRent')], daysOnSite: null };
  const reading = readDrumClock(
    {
      deliveredAt,
      rentFreeUntil: dateOf(drum.rentFreeUntil),
      forfeitsOn: dateOf(drum.forfeitsOn),
      monthlyRentCents: drum.monthlyRentCents,
      forfeitCents: drum.forfeitCents,
    },
    now,
    dateOf(drum.returnedAt),
  );
  const sentences: string[] = [];
  const { clock } = reading;
  switch (clock.kind) {
    case 'returned':
      sentences.push(t('trackedDrums.clock.returned'));
      break;
    case 'forfeited':
      sentences.push(t('trackedDrums.clock.forfeited', { on: day(clock.on) }));
      break;
    case 'rentFree':
      sentences.push(t('trackedDrums.clock.rentFree', { days: clock.daysLeft }));
      break;
    case 'renting':
      // The server's figure: the same rule, read at the server's moment, so the screen and a statement agree.
      sentences.push(t('trackedDrums.clock.renting', { since: day(clock.since), amount: money(drum.rentCentsSoFar) }));
      break;
    case 'noRent':
      if (reading.forfeitInDays === null) sentences.push(t('trackedDrums.clock.noRent'));
      break;
  }
  if (reading.forfeitInDays !== null)
    sentences.push(t('trackedDrums.clock.forfeitIn', { days: Math.max(1, reading.forfeitInDays) }));
  return { sentences, daysOnSite: reading.daysOnSite };
}
