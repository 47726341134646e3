import { en } from '../domain/i18n/en';
import { AppError } from './errors';

/**
 * A REST list answers at most this many rows at once (GET /api/drums): its whole list up to
 * here, and `limit` / `after` page through longer ones (integrations page through
 * every request; one answer must not grow with the database).
 */
export const REST_LIST_LIMIT = 2000;

/** The largest page a GraphQL list gives (`first`): screens page through longer lists. */
export const MAX_PAGE_SIZE = 100;

/** The text of a cursor: what the server hands out is far shorter. */
const MAX_CURSOR_LENGTH = 200;

export const LIST_PAGE_MESSAGES = en.errors.listPages;

export type ListPage = { limit: number; after: string | null };

/** `?limit=` and `?after=` of a REST list; a bad value is a 400 naming its parameter. */
export function listPage(limit: string | null, after: string | null): ListPage {
  const count = limit === null || limit === '' ? REST_LIST_LIMIT : Number(limit);
  if (!/^\d*$/.test(limit ?? '') || !Number.isInteger(count) || count < 1 || count > REST_LIST_LIMIT) {
    throw new AppError('BAD_REQUEST', LIST_PAGE_MESSAGES.limit, 'limit');
  }
  if (after !== null && (after.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9+/=_.-]*$/.test(after))) {
    throw new AppError('BAD_REQUEST', LIST_PAGE_MESSAGES.after, 'after');
  }
  return { limit: count, after: after || null };
}
