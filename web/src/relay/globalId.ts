const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The Relay global id the server gives a row: base64 of "Type:id", as the Pothos relay plugin
 * encodes it (the text's UTF-8 bytes, standard alphabet, padded). For where the web app has only
 * a database id (the viewer's company, a stored request's drum spec, a URL's filter) and the
 * server asks for a global id; where a query can select the object's `id`, read that instead.
 * The one place the app builds such ids, so it cannot drift from the server's spelling.
 */
export function toGlobalId(typename: string, databaseId: number | string): string {
  // Encoded here rather than with btoa, which throws on anything past Latin-1 where the server
  // takes UTF-8.
  const bytes = new TextEncoder().encode(`${typename}:${databaseId}`);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const triple = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += BASE64[(triple >> 18) & 63] + BASE64[(triple >> 12) & 63];
    out += b === undefined ? '=' : BASE64[(triple >> 6) & 63];
    out += c === undefined ? '=' : BASE64[triple & 63];
  }
  return out;
}
