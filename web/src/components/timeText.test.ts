import { describe, expect, it } from 'vitest';
import { readTime, timeExample, writeTime } from './timeText';

describe('a time as a person writes it', () => {
  it('counts the hours as the language does: to 24 in Swedish, to 12 with AM and PM in English', () => {
    expect(writeTime('14:05', 'sv-SE')).toBe('14:05');
    expect(writeTime('08:00', 'sv-SE')).toBe('08:00');
    expect(writeTime('14:05', 'en-US')).toBe('2:05 PM');
    expect(writeTime('00:30', 'en-US')).toBe('12:30 AM');
    expect(timeExample('en-US')).toBe('2:05 PM');
    expect(timeExample('sv-SE')).toBe('14:05');
  });

  it('reads the language’s way, with any mark between hours and minutes, and 24 hours in any language', () => {
    expect(readTime('2:05 PM', 'en-US')).toBe('14:05');
    expect(readTime('2:05pm', 'en-US')).toBe('14:05');
    expect(readTime(' 12:30 a.m. ', 'en-US')).toBe('00:30');
    expect(readTime('12 pm', 'en-US')).toBe('12:00');
    expect(readTime('14:05', 'en-US')).toBe('14:05');
    expect(readTime('14.05', 'sv-SE')).toBe('14:05');
    expect(readTime('1405', 'sv-SE')).toBe('14:05');
    expect(readTime('8:00', 'sv-SE')).toBe('08:00');
    expect(readTime('2:05 em', 'sv-SE')).toBe('14:05');
    // What Intl itself writes (a narrow no-break space before the mark) reads back.
    expect(readTime('2:05\u202fPM', 'en-US')).toBe('14:05');
  });

  it('reads no time from what is none', () => {
    for (const text of [
      '',
      'noon',
      '24:00',
      '14:60',
      '13:05 PM',
      '0:10 AM',
      '2:5',
      '14:05:00',
      '2:05 XM',
      '14:05\u0000',
    ])
      expect(readTime(text, 'en-US'), text).toBeNull();
  });

  it('leaves what is no time as it was written', () => {
    expect(writeTime('', 'en-US')).toBe('');
    expect(writeTime('2:0', 'en-US')).toBe('2:0');
  });
});
