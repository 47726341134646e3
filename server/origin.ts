/**
 * Unsafe calls with a session cookie must come from our own pages. A request without an
 * Origin header (curl, integrations) carries no browser's ambient cookie risk and passes.
 */
export function isAllowedOrigin(
  origin: string | null | undefined,
  host: string | null | undefined,
  appUrl: string,
): boolean {
  if (!origin) return true;
  if (origin === 'null') return false;
  try {
    const parsed = new URL(origin);
    if (parsed.origin === new URL(appUrl).origin) return true;
    return !!host && parsed.host === host;
  } catch {
    return false;
  }
}
