import { describe, expect, it } from 'vitest';
import { CLIENT_TIME_MESSAGES, clientTime } from './clientTime';

const now = new Date('2026-12-03T10:00:00.000Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('the time a phone says a write was made', () => {
  it('is now when none is given', () => {
    expect(clientTime(undefined, now, 'createdAt')).toEqual({ at: now });
    expect(clientTime(null, now, 'createdAt')).toEqual({ at: now });
  });

  it('is kept when it lies in the last 30 days', () => {
    expect(clientTime(minutes(-90), now, 'createdAt')).toEqual({ at: minutes(-90) });
    expect(clientTime(minutes(-30 * 24 * 60), now, 'createdAt')).toEqual({ at: minutes(-30 * 24 * 60) });
  });

  it('is now when the phone’s clock runs up to 10 minutes ahead, refused further ahead', () => {
    expect(clientTime(minutes(10), now, 'createdAt')).toEqual({ at: now });
    expect(clientTime(minutes(11), now, 'collectedAt')).toEqual({
      issue: { field: 'collectedAt', message: CLIENT_TIME_MESSAGES.ahead },
    });
  });

  it('refuses a time more than 30 days back, naming the field', () => {
    expect(clientTime(minutes(-30 * 24 * 60 - 1), now, 'createdAt')).toEqual({
      issue: { field: 'createdAt', message: CLIENT_TIME_MESSAGES.tooOld },
    });
  });

  it('is never before what the write follows', () => {
    expect(clientTime(minutes(-60), now, 'collectedAt', minutes(-20))).toEqual({ at: minutes(-20) });
    expect(clientTime(minutes(-10), now, 'collectedAt', minutes(-20))).toEqual({ at: minutes(-10) });
  });
});
