import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatTimelineDay } from './dates';

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
