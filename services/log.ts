// The one logger (issue 13): JSON lines (pino) an operator's tools can read, one per request and
// per background event. LOG_LEVEL chooses the level (info by default, warn under NODE_ENV=test so
// test output stays readable).
import pino from 'pino';

export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: { service: 'drum-returns' },
});

/** The message of whatever was thrown, for a log line. */
export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
