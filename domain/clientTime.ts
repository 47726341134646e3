// The time a phone says a write was made (docs/offline.md, "The time it happened"): a booking or a
// collection made without coverage reaches the server later, and keeps the time the person pressed
// the button, not the time the connection came back. A phone's clock is trusted within bounds: a
// little ahead of the server's is the server's now (phone clocks run fast); further ahead or more
// than 30 days back is refused, naming the field. A time before what the write follows (a
// collection before its request was sent: a phone's clock running slow) is that moment.
import type { FieldIssue } from './validation/common';
import { en } from './i18n/en';

export const CLIENT_TIME_MESSAGES = en.errors.clientTime;

/** How far ahead of the server a phone's clock may be and still be taken as now. */
const CLIENT_CLOCK_AHEAD_MS = 10 * 60 * 1000;
/** How long a write may have waited on a phone. */
const CLIENT_TIME_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The time to keep for a write the client says happened at `given` (none: now), or the issue of
 * `field`. `notBefore`: what the write follows (a collection follows its request's sending).
 */
export function clientTime(
  given: Date | null | undefined,
  now: Date,
  field: string,
  notBefore?: Date | null,
): { at: Date } | { issue: FieldIssue } {
  if (given === null || given === undefined) return { at: now };
  const ms = given.getTime();
  if (ms > now.getTime() + CLIENT_CLOCK_AHEAD_MS) return { issue: { field, message: CLIENT_TIME_MESSAGES.ahead } };
  if (ms < now.getTime() - CLIENT_TIME_MAX_AGE_MS) return { issue: { field, message: CLIENT_TIME_MESSAGES.tooOld } };
  if (notBefore && ms < notBefore.getTime()) return { at: notBefore };
  return { at: ms > now.getTime() ? now : given };
}
