import { GraphQLError } from 'graphql';
import type { FieldIssue } from '../domain/validation/common';

/**
 * Bad input. Returned as a typed GraphQL result (ValidationError) by the errors plugin, and
 * answered 400 by the REST adapter, with the spec's message for each field.
 */
export class ValidationError extends Error {
  constructor(readonly issues: FieldIssue[]) {
    super(issues[0]?.message ?? 'Invalid input');
    this.name = 'ValidationError';
  }
}

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'INVALID_CREDENTIALS'
  | 'EMAIL_NOT_VERIFIED'
  | 'INVALID_TOKEN'
  | 'BAD_REQUEST'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE';

const STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_TOKEN: 400,
  BAD_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
};

/**
 * A refusal the caller should see as it is (yoga never masks a GraphQLError). The code and
 * HTTP status travel in `extensions`, which the REST adapter turns into `{error, code}`.
 */
export class AppError extends GraphQLError {
  constructor(code: ErrorCode, message: string) {
    super(message, { extensions: { code, http: { status: STATUS[code] } } });
  }
}

export const notSignedIn = () => new AppError('UNAUTHENTICATED', 'Not authenticated');
export const notAllowed = () => new AppError('FORBIDDEN', 'Not allowed');
export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
