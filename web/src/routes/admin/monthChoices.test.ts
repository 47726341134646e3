import { describe, expect, it } from 'vitest';
import { lastTwelveMonths } from '../../../../domain/buyback';
import { recentMonths } from './monthChoices';

describe('month choices', () => {
  it('lists the months up to now, newest first, across a new year, each named', () => {
    const months = recentMonths(new Date('2026-02-15T12:00:00Z'), 3, 'en-US');
    expect(months).toEqual([
      { value: '2026-02', label: 'February 2026' },
      { value: '2026-01', label: 'January 2026' },
      { value: '2025-12', label: 'December 2025' },
    ]);
  });

  it('names the months in the language asked for', () => {
    const months = recentMonths(new Date('2026-03-15T12:00:00Z'), 2, 'sv-SE');
    expect(months.map((month) => month.label)).toEqual(['mars 2026', 'februari 2026']);
  });

  it("offers the reports' default range among its choices", () => {
    const now = new Date('2026-12-01T00:30:00Z');
    const values = recentMonths(now).map((month) => month.value);
    const range = lastTwelveMonths(now);
    expect(range).toEqual({ from: '2026-01', to: '2026-12' });
    expect(values).toContain(range.from);
    expect(values[0]).toBe(range.to);
  });
});
