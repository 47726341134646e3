import type { Context } from '../schema/context';
import { findSession } from '../services/auth/sessions';
import { servedZoneIdsOf } from '../services/pickupVisibility';
import { ResponseCookies, readCookie, SESSION_COOKIE } from '../services/auth/cookies';
import type { AppServices } from '../services/appServices';
import { API_TOKEN_MESSAGES, bearerTokenOf } from '../domain/apiTokens';
import { AppError } from '../domain/errors';
import { authenticateApiToken } from '../services/apiTokens';
import { DEFAULT_LOCALE, preferredLocale } from '../domain/i18n/locales';

export type { Context };

/**
 * One fresh context per request, HTTP and WebSocket alike: the viewer comes from the bearer
 * token when the call carries one (`Authorization`, or graphql-ws' connection parameter), else
 * from the session cookie, looked up once. A token that is wrong, expired or revoked is refused
 * (401) rather than read as no one: an integration must hear that its token stopped working.
 */
export async function createContext(
  services: AppServices,
  request: {
    cookieHeader: string | null | undefined;
    authorization?: unknown;
    clientIp?: string;
    acceptLanguage?: string | null;
  },
): Promise<Context> {
  const bearer = bearerTokenOf(request.authorization);
  const caller =
    bearer === undefined
      ? null
      : await authenticateApiToken(services.db, bearer ?? '', services.config.apiTokenRateLimit);
  if (bearer !== undefined && !caller) throw new AppError('UNAUTHENTICATED', API_TOKEN_MESSAGES.invalid);
  const cookie = caller ? undefined : readCookie(request.cookieHeader, SESSION_COOKIE);
  const session = cookie ? await findSession(services.db, cookie) : null;
  const viewer = caller?.user ?? session?.user ?? null;
  return {
    ...services,
    viewer,
    apiToken: caller ? { id: caller.tokenId, scopes: caller.scopes } : null,
    servedZoneIds: await servedZoneIdsOf(services.db, viewer),
    sessionId: session?.sessionId ?? null,
    cookies: new ResponseCookies(services.config.appUrl.startsWith('https://')),
    clientIp: request.clientIp ?? 'unknown',
    // An API token's identity chose nothing: its integration's Accept-Language speaks for it.
    locale: (viewer && !caller ? viewer.locale : null) ?? preferredLocale(request.acceptLanguage) ?? DEFAULT_LOCALE,
  };
}
