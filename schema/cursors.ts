// A list's `after` as this API reads it: Pothos refuses a cursor it never handed out with a bare
// GraphQLError ("Invalid cursor"), without a code, and REST used to tell it apart by its status.
// Here it becomes the refusal every list answers, naming the argument, over GraphQL and REST.
import { PothosValidationError } from '@pothos/core';
import { type DocumentNode, Kind, visit } from 'graphql';
import { AppError } from '../domain/errors';
import { LIST_PAGE_MESSAGES } from '../domain/listPages';

/** The refusal of a cursor no page handed out, or null when `error` is something else. */
export function cursorRefusal(error: unknown): AppError | null {
  if (!(error instanceof PothosValidationError) || !/^(Invalid cursor|Cursor must)/.test(error.message)) return null;
  return new AppError('BAD_REQUEST', LIST_PAGE_MESSAGES.after, 'after');
}

const INT4 = 2 ** 31;
/** The largest time a JavaScript Date holds, in ms either side of 1970. */
const DATE_LIMIT = 8.64e15;

/**
 * Whether a cursor has the shape this API's lists hand out ("DC:" and one value, or a tuple of
 * values: text, whole numbers of the id columns, times). Pothos decodes anything tagged, so
 * "N:abc" reached SQL as NaN and "D:abc" threw a RangeError: both answered 500 (issue 35).
 */
export function isIssuedCursorShape(cursor: string): boolean {
  const decoded = Buffer.from(cursor, 'base64').toString('utf8');
  return decoded.startsWith('DC:') && isValueChunk(decoded.slice(3), true);
}

function isValueChunk(chunk: string, tupleAllowed: boolean): boolean {
  const match = /^([A-Z]):([\s\S]*)$/.exec(chunk);
  if (!match) return false;
  const [, tag, payload] = match as unknown as [string, string, string];
  if (tag === 'S') return true;
  if (tag === 'N') return /^-?\d{1,10}$/.test(payload) && Math.abs(Number(payload)) < INT4;
  if (tag === 'D') return /^-?\d{1,16}$/.test(payload) && Math.abs(Number(payload)) <= DATE_LIMIT;
  if (tag !== 'T' || !tupleAllowed) return false;
  try {
    const parts: unknown = JSON.parse(payload);
    return (
      Array.isArray(parts) &&
      parts.length > 0 &&
      parts.length <= 8 &&
      parts.every((part) => part === null || (typeof part === 'string' && isValueChunk(part, false)))
    );
  } catch {
    return false;
  }
}

/**
 * Refuses (400, naming the argument) an `after` or `before` anywhere in an operation, written in
 * it or passed as a variable, that no list handed out, before anything runs.
 */
export function refuseForgedCursors(document: DocumentNode, variables: Record<string, unknown> | undefined): void {
  visit(document, {
    Argument(node) {
      if (node.name.value !== 'after' && node.name.value !== 'before') return;
      const value =
        node.value.kind === Kind.STRING
          ? node.value.value
          : node.value.kind === Kind.VARIABLE
            ? variables?.[node.value.name.value]
            : undefined;
      if (typeof value === 'string' && !isIssuedCursorShape(value))
        throw new AppError('BAD_REQUEST', LIST_PAGE_MESSAGES.after.replace(/^after/, node.name.value), node.name.value);
    },
  });
}
