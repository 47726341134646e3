// A list's `after` as this API reads it: Pothos refuses a cursor it never handed out with a bare
// GraphQLError ("Invalid cursor"), without a code, and REST used to tell it apart by its status.
// Here it becomes the refusal every list answers, naming the argument, over GraphQL and REST.
import { PothosValidationError } from '@pothos/core';
import { AppError } from '../domain/errors';
import { LIST_PAGE_MESSAGES } from '../domain/listPages';

/** The refusal of a cursor no page handed out, or null when `error` is something else. */
export function cursorRefusal(error: unknown): AppError | null {
  if (!(error instanceof PothosValidationError) || !/^(Invalid cursor|Cursor must)/.test(error.message)) return null;
  return new AppError('BAD_REQUEST', LIST_PAGE_MESSAGES.after, 'after');
}
