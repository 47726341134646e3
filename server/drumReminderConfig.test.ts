// The drum reminders' settings (docs/configuration.md): DRUM_REMINDER_DAYS, how many days ahead of
// a drum's rent and of its full charge its company is reminded, and DRUM_REMINDER_INTERVAL_S, how
// often the job looks; each with its default, and a bad value refused naming the variable.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the drum reminder settings', () => {
  it('default to 14 days ahead and a look every hour', () => {
    const config = loadConfig({});
    expect(config.drumReminderDays).toBe(14);
    expect(config.drumReminderIntervalS).toBe(3600);
  });

  it('take whole numbers in range', () => {
    const config = loadConfig({ DRUM_REMINDER_DAYS: '7', DRUM_REMINDER_INTERVAL_S: '600' });
    expect(config.drumReminderDays).toBe(7);
    expect(config.drumReminderIntervalS).toBe(600);
    expect(loadConfig({ DRUM_REMINDER_DAYS: '365', DRUM_REMINDER_INTERVAL_S: '86400' })).toMatchObject({
      drumReminderDays: 365,
      drumReminderIntervalS: 86_400,
    });
  });

  it('refuse a bad value, naming the variable', () => {
    for (const value of ['0', '-3', '1.5', 'two weeks', '366'])
      expect(() => loadConfig({ DRUM_REMINDER_DAYS: value }), value).toThrow(/DRUM_REMINDER_DAYS/);
    for (const value of ['0', '9', '2.5', 'hourly', '86401'])
      expect(() => loadConfig({ DRUM_REMINDER_INTERVAL_S: value }), value).toThrow(/DRUM_REMINDER_INTERVAL_S/);
  });
});
