import { describe, expect, it } from 'vitest';
import { isoText } from './isoText';

describe('isoText', () => {
  it('writes what toISOString writes, over days, times of day and milliseconds', () => {
    const start = Date.UTC(1970, 0, 1);
    // A step that is no whole number of seconds, minutes or days walks every digit position.
    for (let time = start; time < Date.UTC(2100, 0, 1); time += 7_777_777_777) {
      const date = new Date(time);
      expect(isoText(date)).toBe(date.toISOString());
    }
    for (const text of [
      '1970-01-01T00:00:00.000Z',
      '2026-11-26T23:59:59.999Z',
      '2028-02-29T12:00:00.001Z',
      '9999-12-31T23:59:59.999Z',
      '1969-12-31T23:59:59.999Z',
      '+010000-01-01T00:00:00.000Z',
      '-000001-06-01T00:00:00.000Z',
    ])
      expect(isoText(new Date(text))).toBe(text);
  });

  it('throws for an invalid date, as toISOString does', () => {
    expect(() => isoText(new Date('not a date'))).toThrow(RangeError);
  });
});
