// Telling a database outage from a bug: a connection refused, reset or cut by the server
// (restart, failover), a connect or query that timed out, a statement cancelled by its timeout.
// Such a failure answers 503 UNAVAILABLE with Retry-After, never a 500.
import { AppError } from '../domain/errors';

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, statement or lock timeout
  // (query_canceled), idle-in-transaction timeout, connection failure classes.
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '25P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again shortly.';

export const unavailable = () => new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGE);
