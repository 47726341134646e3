import type { Locale } from '../domain/i18n/locales';
import type { AppServices } from '../services/appServices';
import type { ResponseCookies } from '../services/auth/cookies';
import type { UserRow } from '../services/auth/sessions';
import type { ApiTokenScope } from '../domain/apiTokens';
import { REST_LIST_LIMIT } from '../domain/listPages';

export type Viewer = UserRow;

/** What every resolver gets: the process's services plus this request's viewer and cookies. */
export type Context = AppServices & {
  viewer: Viewer | null;
  sessionId: number | null;
  /** The API token the call came with; null for a browser session or no one. */
  apiToken: { id: number; scopes: readonly ApiTokenScope[] } | null;
  cookies: ResponseCookies;
  clientIp: string;
  /**
   * The language of this call's answers (docs/languages.md): the signed-in person's choice, else
   * the request's Accept-Language, else English. Error codes and field names never change with it.
   */
  locale: Locale;
  /** For a transporter, the zones its company serves (pickup visibility); empty otherwise. */
  servedZoneIds: readonly number[];
  /**
   * Set by the REST adapter for a list it answers whole (GET /api/drums): its one execution may
   * ask for up to WHOLE_LIST_LIMIT rows, where GraphQL clients page by at most MAX_PAGE_SIZE.
   */
  wholeList?: boolean;
  /**
   * Set while a published event becomes a subscription's answer: fields that depend on the
   * viewer batch their reads over all the event's subscribers instead of joining the row's read,
   * so the row itself is read once per event (server/sharedEventExecution.ts).
   */
  eventDelivery?: { event: object };
};

export { MAX_PAGE_SIZE } from '../domain/listPages';
/** A REST list's largest page (domain/listPages.ts). */
export const WHOLE_LIST_LIMIT = REST_LIST_LIMIT;
