import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { clockWords } from './clockWords';

const words = {
  t: ((key: string, values?: object) =>
    `${key.split('.').pop()} ${JSON.stringify(values ?? {})}`) as unknown as TFunction,
  money: (cents: number) => `$${(cents / 100).toFixed(2)}`,
  day: (when: Date) => when.toISOString().slice(0, 10),
};
const now = new Date('2026-06-10T12:00:00');
const drum = (fields: Partial<Parameters<typeof clockWords>[0]>) => ({
  deliveredAt: '2026-01-01T12:00:00',
  rentFreeUntil: null,
  forfeitsOn: null,
  monthlyRentCents: 0,
  forfeitCents: 0,
  rentCentsSoFar: 0,
  ...fields,
});

describe('the words under a drum on site', () => {
  it('counts the rent-free days left, and the days to the full charge', () => {
    const read = clockWords(
      drum({
        rentFreeUntil: '2026-07-03T12:00:00',
        monthlyRentCents: 500,
        forfeitsOn: '2026-07-20T12:00:00',
        forfeitCents: 9000,
      }),
      words,
      now,
    );
    expect(read.sentences).toEqual(['rentFree {"days":23}', 'forfeitIn {"days":40}']);
    expect(read.daysOnSite).toBe(160);
  });

  it('says since when rent runs and what it cost so far, as the server counted it', () => {
    const read = clockWords(
      drum({ rentFreeUntil: '2026-03-01T12:00:00', monthlyRentCents: 300, rentCentsSoFar: 1200 }),
      words,
      now,
    );
    expect(read.sentences).toEqual(['renting {"since":"2026-03-01","amount":"$12.00"}']);
  });

  it('names the day of the full charge once it passed, and says no rent for a drum that costs nothing', () => {
    expect(clockWords(drum({ forfeitsOn: '2026-03-01T12:00:00', forfeitCents: 9000 }), words, now).sentences).toEqual([
      'forfeited {"on":"2026-03-01"}',
    ]);
    expect(clockWords(drum({}), words, now).sentences).toEqual(['noRent {}']);
  });
});
