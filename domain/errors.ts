import { withShortEchoes } from './echo';
import { en } from './i18n/en';
import type { FieldIssue } from './validation/common';

/**
 * Bad input: a typed GraphQL result (ValidationError) through the errors plugin, and 400 over
 * REST, with the spec's message for each field. A field or message that names input (an
 * unknown key, a spreadsheet's row) is cut short here, for both.
 */
export class ValidationError extends Error {
  readonly issues: FieldIssue[];

  constructor(issues: FieldIssue[]) {
    const short = issues.map(({ field, message }) => ({
      field: withShortEchoes(field),
      message: withShortEchoes(message),
    }));
    super(short[0]?.message ?? en.errors.general.invalidInput);
    this.name = 'ValidationError';
    this.issues = short;
  }
}

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'INVALID_CREDENTIALS'
  | 'EMAIL_NOT_VERIFIED'
  | 'INVALID_TOKEN'
  | 'BAD_REQUEST'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'VALIDATION_ERROR'
  | 'UNAVAILABLE'
  | 'INTERNAL';

/** The one table from an error code to its HTTP status, for GraphQL's extensions and for REST. */
const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_TOKEN: 400,
  BAD_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_ERROR: 400,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** Seconds a caller should wait before trying again after a 503 UNAVAILABLE. */
const RETRY_AFTER_SECONDS = 5;

/**
 * A refusal the caller should see as it is, with a code. Services and resolvers throw it; the
 * GraphQL host turns it into an error with `extensions.code` and the REST adapter into
 * `{error, code}` with the status of HTTP_STATUS.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The input field at fault, when there is one (the input layer names it). */
    readonly field?: string,
    /** For a 429: seconds until the caller may try again (sent as Retry-After). */
    private readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return HTTP_STATUS[this.code];
  }

  /** The Retry-After the answer carries, if any: a 503's fixed wait, or the 429's own. */
  get retryAfter(): number | undefined {
    return this.retryAfterSeconds ?? (this.code === 'UNAVAILABLE' ? RETRY_AFTER_SECONDS : undefined);
  }
}

export const notFound = (what: string = en.errors.general.notFound) => new AppError('NOT_FOUND', what);

/**
 * A domain rule's "no": what the caller sees, as data (the web reads it to disable a button).
 * NOT_FOUND is the answer for an object the viewer may not see: the same as for a missing one.
 */
export type Refusal = { code: 'NOT_FOUND' | 'FORBIDDEN' | 'CONFLICT'; message: string };

/** Throws a domain rule's refusal as a coded error (404, 403 or 409); changes nothing otherwise. */
export function enforce(refusal: Refusal | null): void {
  if (refusal) throw new AppError(refusal.code, refusal.message);
}
