import { describe, expect, it } from 'vitest';
import { dayPattern, dayProblem, readDay, writeDay } from './dayText';

describe('a day as a person writes it', () => {
  it('follows the language’s order', () => {
    expect(dayPattern('sv-SE')).toEqual({ order: ['year', 'month', 'day'], separator: '-' });
    expect(dayPattern('en-US')).toEqual({ order: ['month', 'day', 'year'], separator: '/' });
    expect(writeDay('2026-12-01', 'sv-SE')).toBe('2026-12-01');
    expect(writeDay('2026-12-01', 'en-US')).toBe('12/01/2026');
  });

  it('reads the language’s order, with any marks, and YYYY-MM-DD in any language', () => {
    expect(readDay('12/1/2026', 'en-US')).toBe('2026-12-01');
    expect(readDay(' 12.01.2026 ', 'en-US')).toBe('2026-12-01');
    expect(readDay('2026-12-01', 'en-US')).toBe('2026-12-01');
    expect(readDay('2026-12-1', 'sv-SE')).toBe('2026-12-01');
    expect(readDay('2026 12 01', 'sv-SE')).toBe('2026-12-01');
  });

  it('reads no day from what is none', () => {
    for (const text of ['', 'tomorrow', '02/30/2026', '13/01/2026', '12/01/26', '1/2/3/4', '2026-12-01\u0000x'])
      expect(readDay(text, 'en-US'), text).toBeNull();
    expect(readDay('01/12/2026', 'sv-SE')).toBeNull();
  });

  it('leaves what is no day as it was written', () => {
    expect(writeDay('', 'en-US')).toBe('');
    expect(writeDay('12/0', 'en-US')).toBe('12/0');
  });

  it('says what is wrong with a typed day: none, too early or too late', () => {
    expect(dayProblem('', 'en-US', '2026-12-01')).toBeUndefined();
    expect(dayProblem('12/32/2026', 'en-US')).toBe('unreadable');
    expect(dayProblem('11/30/2026', 'en-US', '2026-12-01')).toBe('tooEarly');
    expect(dayProblem('2026-12-01', 'sv-SE', '2026-12-01', '2026-12-31')).toBeUndefined();
    expect(dayProblem('2027-01-01', 'sv-SE', '2026-12-01', '2026-12-31')).toBe('tooLate');
  });
});
