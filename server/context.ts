import type { UserRow } from './auth/sessions';
import { findSession } from './auth/sessions';
import { ResponseCookies, readCookie, SESSION_COOKIE } from './cookies';
import type { AppServices } from './services';

export type Viewer = UserRow;

export type Context = AppServices & {
  viewer: Viewer | null;
  sessionId: number | null;
  cookies: ResponseCookies;
  clientIp: string;
};

/**
 * One fresh context per request, HTTP and WebSocket alike: the viewer comes from the session
 * cookie, looked up once.
 */
export async function createContext(
  services: AppServices,
  request: { cookieHeader: string | null | undefined; clientIp?: string; secure?: boolean },
): Promise<Context> {
  const token = readCookie(request.cookieHeader, SESSION_COOKIE);
  const session = token ? await findSession(services.db, token) : null;
  return {
    ...services,
    viewer: session?.user ?? null,
    sessionId: session?.sessionId ?? null,
    cookies: new ResponseCookies(request.secure ?? services.config.appUrl.startsWith('https://')),
    clientIp: request.clientIp ?? 'unknown',
  };
}
