import type { Config } from '../services/config';

/** Something headers can be set on: a Fetch `Headers` or node's `ServerResponse` (sirv writes there). */
type HeaderTarget = { set(name: string, value: string): unknown } | { setHeader(name: string, value: string): unknown };

/**
 * The browser security headers every response carries, HTML, API, images, /graphql and 404s
 * alike: computed once from the configuration.
 */
export type StyleSources = {
  /** Any inline style (GraphiQL's page only). */
  inlineStyles?: boolean;
  /** The inline <style> elements of the built pages, as 'sha256-...' sources. */
  styleHashes?: readonly string[];
};

export function securityHeaders(
  config: Pick<Config, 'appUrl' | 'mapTileUrl' | 'geocoderUrl'>,
  options: StyleSources = {},
): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(config, options),
    'X-Frame-Options': 'DENY',
    // Reset and verification tokens travel in URLs: never hand them to another site.
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  // HSTS on plain http would be ignored at best and pin a development host at worst.
  if (config.appUrl.startsWith('https://')) headers['Strict-Transport-Security'] = 'max-age=31536000';
  return headers;
}

/**
 * What the built web app loads: its own scripts, styles and fonts; map tiles from the tile
 * host; the geocoder over fetch; graphql-ws on the same host; photo previews as blob:/data:.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'mapTileUrl' | 'geocoderUrl'> & Partial<Pick<Config, 'appUrl'>>,
  { inlineStyles = false, styleHashes = [] }: StyleSources = {},
): string {
  const tiles = sourceOf(config.mapTileUrl);
  const geocoder = sourceOf(config.geocoderUrl);
  const sockets = socketOrigin(config.appUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets the app compile its own WebAssembly (the barcode reader of the Scan
    // button, served from 'self'); it allows no eval() of JavaScript.
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    // GraphiQL's editor (server/graphiql.ts) styles itself with <style> elements: its page only.
    // The built pages carry the app's stylesheet inline (scripts/route-pages.mjs): by its hash.
    'style-src': ["'self'", ...(inlineStyles ? ["'unsafe-inline'"] : styleHashes)],
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    'font-src': ["'self'", 'data:'],
    // 'self' covers ws:/wss: to the same host in current browsers; older ones read 'self' as
    // http(s) only, so the app's own socket origin is named too (never a scheme alone, which
    // let a page open sockets to any host).
    'connect-src': [
      "'self'",
      ...(sockets ? [sockets] : []),
      ...(tiles ? [tiles] : []),
      ...(geocoder ? [geocoder] : []),
    ],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * A URL template's origin as a CSP source: `{s}` subdomains become a wildcard, other
 * placeholders (`{z}`, `{x}`, ...) only sit in the path. Null when it names no http(s) origin.
 */
export function sourceOf(template: string): string | null {
  const withWildcard = template.replace(/\{s\}\./g, 'wildcard-subdomain.').replace(/\{[^}]*\}/g, '0');
  try {
    const url = new URL(withWildcard);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin.replace('wildcard-subdomain.', '*.');
  } catch {
    return null;
  }
}

/** Sets the headers on a Fetch response's headers or on node's response before it is written. */
export function applySecurityHeaders(target: HeaderTarget, headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers)) {
    if ('setHeader' in target) target.setHeader(name, value);
    else target.set(name, value);
  }
}

/** A response with the headers; a response whose headers are immutable is copied first. */
export function withSecurityHeaders(response: Response, headers: Readonly<Record<string, string>>): Response {
  try {
    applySecurityHeaders(response.headers, headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    applySecurityHeaders(copy.headers, headers);
    return copy;
  }
}

/** The WebSocket origin of the app's own URL (ws:// for http, wss:// for https), or null. */
function socketOrigin(appUrl: string | undefined): string | null {
  if (!appUrl) return null;
  try {
    const url = new URL(appUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
  } catch {
    return null;
  }
}
