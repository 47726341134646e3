import { describe, expect, it } from 'vitest';
import {
  formatAsOf,
  formatClockDay,
  formatDateTime,
  formatDay,
  formatShortDateTime,
  formatTimelineDay,
  formatTime,
} from './dates';

describe('the spec’s date formats', () => {
  // A local time, so the test reads the same in any time zone.
  const afternoon = new Date(2026, 10, 23, 14, 5);
  it('shows moments with a 24-hour time, days, and timeline days', () => {
    expect(formatDateTime(afternoon)).toBe('Nov 23, 2026 14:05');
    expect(formatDay(afternoon)).toBe('Nov 23, 2026');
    expect(formatTimelineDay(afternoon)).toBe('November 23');
    expect(formatDateTime(afternoon.toISOString())).toBe('Nov 23, 2026 14:05');
  });
});

describe('dates in Swedish', () => {
  const afternoon = new Date(2026, 11, 1, 14, 5);
  it('reads day, month and time in the Swedish order', () => {
    expect(formatDateTime(afternoon, 'sv')).toBe('1 dec. 2026 14:05');
    expect(formatDay(afternoon, 'sv')).toBe('1 dec. 2026');
    expect(formatTimelineDay(afternoon, 'sv')).toBe('1 december');
    expect(formatShortDateTime(afternoon, 'sv')).toBe('1 dec. 14:05');
    expect(formatShortDateTime(afternoon)).toBe('Dec 1 14:05');
  });
});

describe('when the data on screen was fetched', () => {
  const fetched = new Date(2026, 11, 1, 14, 5);
  it('is its time on the same day and its date and time on another, in either language', () => {
    expect(formatTime(fetched)).toBe('14:05');
    expect(formatTime(fetched, 'sv')).toBe('14:05');
    expect(formatAsOf(fetched, new Date(2026, 11, 1, 23, 59))).toBe('14:05');
    expect(formatAsOf(fetched, new Date(2026, 11, 2, 0, 1))).toBe('Dec 1, 2026 14:05');
    expect(formatAsOf(fetched, new Date(2026, 11, 2, 8, 0), 'sv')).toBe('1 dec. 2026 14:05');
  });
});

describe('a day of a drum’s clock', () => {
  it('is the day in UTC, as the clock counts, whatever the zone the screen is in', () => {
    // 23:30 UTC is already 00:30 the next day in Stockholm: the rent still started on the 1st.
    expect(formatClockDay('2026-03-01T23:30:00Z')).toBe('Mar 1, 2026');
    expect(formatClockDay('2026-03-01T23:30:00Z', 'sv')).toBe('1 mars 2026');
    expect(formatClockDay('2026-03-02T00:30:00+01:00', 'en')).toBe('Mar 1, 2026');
  });
});
