// API answers gzip-compressed when the caller accepts it: GraphQL lists and REST
// JSON shrink to a fraction on a phone's connection. The web app's files are compressed once at
// build time (scripts/compress-web.mjs) and sent by sirv as they are.

/** Below this a compressed answer is hardly smaller, and costs a little time. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|graphql-response\+json)|text\/(plain|html|csv))\b/;

export async function compressed(request: Request, response: Response): Promise<Response> {
  if (!response.body || response.status === 204 || response.status === 304) return response;
  if (response.headers.has('content-encoding')) return response;
  // JSON and text only: server-sent events and files (images, workbooks) pass as they are.
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return response;
  if (!acceptsGzip(request.headers.get('accept-encoding'))) return response;
  // These answers are built in memory (Response.json, GraphQL results): read to see if they are worth it.
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append('vary', 'accept-encoding');
  if (bytes.length < MIN_BYTES) {
    headers.set('content-length', String(bytes.length));
    return new Response(bytes, { status: response.status, statusText: response.statusText, headers });
  }
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  const body = new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** `gzip` listed without `q=0` (RFC 9110 12.5.3). */
function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}
