import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isoToPicked, pickedToIso, showPickupDate, todayPicked } from './pickupDate';

// Node reads TZ again when it changes: each test runs in the zone it names.
let zone: string | undefined;
beforeEach(() => {
  zone = process.env.TZ;
});
afterEach(() => {
  process.env.TZ = zone;
});

describe('pickup dates in the viewer’s zone', () => {
  it('a date picked in Stockholm is stored as that instant in UTC, winter and summer alike', () => {
    process.env.TZ = 'Europe/Stockholm';
    expect(pickedToIso('2026-12-01', '08:30')).toBe('2026-12-01T07:30:00.000Z');
    expect(pickedToIso('2026-07-01', '08:30')).toBe('2026-07-01T06:30:00.000Z');
    // Across the change to summer time (March 29, 2026): the picked wall-clock time holds.
    expect(pickedToIso('2026-03-29', '09:00')).toBe('2026-03-29T07:00:00.000Z');
    expect(isoToPicked('2026-03-29T07:00:00.000Z')).toEqual({ date: '2026-03-29', time: '09:00' });
  });

  it('an early-morning pickup stays that day in Stockholm though it is the day before in UTC', () => {
    process.env.TZ = 'Europe/Stockholm';
    const iso = pickedToIso('2026-12-02', '00:30');
    expect(iso).toBe('2026-12-01T23:30:00.000Z');
    expect(isoToPicked(iso).date).toBe('2026-12-02');
    expect(showPickupDate(iso)).toBe('Dec 2, 2026 00:30');
  });

  it('a viewer elsewhere sees the same instant in their own zone', () => {
    process.env.TZ = 'America/New_York';
    expect(showPickupDate('2026-12-01T23:30:00.000Z')).toBe('Dec 1, 2026 18:30');
    expect(todayPicked(new Date('2026-12-02T03:00:00.000Z'))).toBe('2026-12-01');
  });
});
