// The one logger: JSON lines (pino) an operator's tools can read, one per request and
// per background event. LOG_LEVEL chooses the level (info by default, warn under NODE_ENV=test so
// test output stays readable). Secrets never reach it: the keys below are blanked
// wherever they sit in what is logged, and request paths lose the secrets they carry.
import pino from 'pino';

/** Keys whose values a log never holds, at any of the first three levels of a logged object. */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'token',
  'tokenHash',
  'secret',
  'authorization',
  'cookie',
];

export const LOG_OPTIONS: pino.LoggerOptions = {
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: { service: 'drum-returns' },
  redact: { paths: SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]), censor: '[redacted]' },
};

export const log = pino(LOG_OPTIONS);

/**
 * The one line per request (server/app.ts). Its fields are fixed and hold no secret (its path is
 * `loggablePath`'s), so it skips the redaction, which parses its 27 paths again at every call
 * (some 57 KB of garbage a line).
 */
export const requestLog = pino({ ...LOG_OPTIONS, redact: undefined });

/**
 * A path as a log may hold it: a segment long enough to be a secret (a calendar feed's 64 hex
 * characters, a token) becomes `[redacted]`, its extension kept. Query strings (reset and
 * verification links) are never logged at all.
 */
export function loggablePath(pathname: string): string {
  return pathname.replace(/(?<=\/)[\w-]{32,}(?=(\.\w+)?(\/|$))/g, '[redacted]');
}

/** The message of whatever was thrown, for a log line. */
export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
