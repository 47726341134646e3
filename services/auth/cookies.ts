import { parse, serialize } from 'cookie';

export const SESSION_COOKIE = 'dr_session';
export const SESSION_DAYS = 30;

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return parse(header)[name];
}

/** Collects Set-Cookie lines during a request; the HTTP layer writes them onto the response. */
export class ResponseCookies {
  readonly lines: string[] = [];
  constructor(private readonly secure: boolean) {}

  setSession(token: string): void {
    this.lines.push(
      serialize(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.secure,
        path: '/',
        maxAge: SESSION_DAYS * 24 * 3600,
      }),
    );
  }

  clearSession(): void {
    this.lines.push(
      serialize(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/', maxAge: 0 }),
    );
  }
}
