import type { Context, Viewer } from '../schema/context';
import { findSession } from '../services/auth/sessions';
import { servedZoneIdsOf } from '../services/pickupVisibility';
import { ResponseCookies, readCookie, SESSION_COOKIE } from '../services/auth/cookies';
import type { AppServices } from '../services/appServices';

export type { Context, Viewer };

/**
 * One fresh context per request, HTTP and WebSocket alike: the viewer comes from the session
 * cookie, looked up once.
 */
export async function createContext(
  services: AppServices,
  request: { cookieHeader: string | null | undefined; clientIp?: string },
): Promise<Context> {
  const token = readCookie(request.cookieHeader, SESSION_COOKIE);
  const session = token ? await findSession(services.db, token) : null;
  const viewer = session?.user ?? null;
  return {
    ...services,
    viewer,
    servedZoneIds: await servedZoneIdsOf(services.db, viewer),
    sessionId: session?.sessionId ?? null,
    cookies: new ResponseCookies(services.config.appUrl.startsWith('https://')),
    clientIp: request.clientIp ?? 'unknown',
  };
}
