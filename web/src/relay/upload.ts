// How a write with files goes to the server: a GraphQL multipart request built here, so the byte
// offsets of each file's part are known (a FormData's layout is the browser's); sent with
// XMLHttpRequest in the page, whose upload progress fetch lacks, and given up on when nothing has
// moved for a while (docs/offline.md, "A connection that hangs").

/** A file of a multipart request: `path` is the variable it fills, e.g. `variables.input.images.0`. */
export type Upload = { path: string; blob: Blob; filename: string };

/** A multipart body, with where each file's part starts and ends in it (bytes, `end` exclusive). */
export type MultipartBody = { body: Blob; contentType: string; parts: readonly { start: number; end: number }[] };

/** How far the files of a request have come: file `photo` of `photos` (from 1), `fraction` of it gone (0 to 1). */
export type UploadProgress = { photo: number; photos: number; fraction: number };

/** How long a request may go without upload progress or an answer before it counts as no answer. */
export const STALL_MS = 30_000;

/**
 * The GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec): the
 * operation with null at each upload's path, the map, then the files as fields "0", "1", ... in
 * the order given.
 */
export function multipartBody(operation: unknown, uploads: readonly Upload[]): MultipartBody {
  const boundary = `----DrumReturns${Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')}`;
  const map = Object.fromEntries(uploads.map((upload, index) => [String(index), [upload.path]]));
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const pieces: BlobPart[] = [field('operations', JSON.stringify(operation)), field('map', JSON.stringify(map))];
  let offset = new Blob(pieces).size;
  const parts = uploads.map((upload, index) => {
    const head = new Blob([
      `--${boundary}\r\nContent-Disposition: form-data; name="${index}"; filename="${escapeName(upload.filename)}"\r\n` +
        `Content-Type: ${upload.blob.type || 'application/octet-stream'}\r\n\r\n`,
    ]);
    pieces.push(head, upload.blob, '\r\n');
    const start = offset;
    offset += head.size + upload.blob.size + 2;
    return { start, end: offset };
  });
  pieces.push(`--${boundary}--\r\n`);
  return { body: new Blob(pieces), contentType: `multipart/form-data; boundary=${boundary}`, parts };
}

/** A file name in a part's header, escaped as browsers escape it (the HTML standard's form data). */
const escapeName = (name: string) => name.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');

/**
 * Which file is on its way once `loaded` bytes of the body have gone: its index and how much of
 * it has gone (0 to 1). Before the first file's part, the first at 0; after the last, the last at 1.
 * Undefined without files.
 */
export function fileInFlight(
  parts: MultipartBody['parts'],
  loaded: number,
): { index: number; fraction: number } | undefined {
  if (!parts.length) return undefined;
  const index = parts.findIndex((part) => loaded < part.end);
  if (index === -1) return { index: parts.length - 1, fraction: 1 };
  const { start, end } = parts[index];
  return { index, fraction: Math.min(1, Math.max(0, (loaded - start) / (end - start))) };
}

/** No answer came: the network failed, or nothing moved for the stall time. */
export class NoAnswer extends Error {
  constructor(readonly stalled = false) {
    super(stalled ? 'No progress and no answer' : 'No answer');
    this.name = 'NoAnswer';
  }
}

export type PostOptions = {
  /** Sends with this fetch instead (unit tests, a service worker): no upload progress then. */
  fetchImpl?: typeof fetch;
  /** Bytes of the body gone so far, and the body's size. */
  onProgress?: (loaded: number, total: number) => void;
  /**
   * Gives up after this long without upload progress or an answer (STALL_MS when the page sends
   * with XMLHttpRequest; with `fetchImpl`, only when given: a fetch tells no progress).
   */
  stallMs?: number;
};

/**
 * POSTs `body` to /graphql with the session cookie and answers the response, its body read in
 * full; rejects with NoAnswer when no answer comes (the network failed, or nothing moved for the
 * stall time). Without a `fetchImpl`, the page sends with XMLHttpRequest (upload progress); where
 * there is none (a service worker), with fetch.
 */
export function postGraphQL(
  body: Blob | string,
  headers: Record<string, string>,
  options: PostOptions = {},
): Promise<Response> {
  const fetchImpl = options.fetchImpl ?? (typeof XMLHttpRequest === 'undefined' ? fetch : undefined);
  if (fetchImpl) return postWithFetch(fetchImpl, body, headers, options.stallMs);
  return postWithXhr(body, headers, options.onProgress, options.stallMs ?? STALL_MS);
}

async function postWithFetch(
  fetchImpl: typeof fetch,
  body: Blob | string,
  headers: Record<string, string>,
  stallMs: number | undefined,
): Promise<Response> {
  const controller = new AbortController();
  let stalled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Until the answer is there, and again at each piece of it that comes: a long answer on a slow
  // line is no stall.
  const moved = () => {
    if (stallMs === undefined) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = true;
      controller.abort();
    }, stallMs);
  };
  try {
    moved();
    const response = await fetchImpl('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body,
      signal: controller.signal,
    });
    const chunks: BlobPart[] = [];
    const reader = response.body?.getReader();
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      moved();
      chunks.push(chunk.value);
    }
    const text = await new Blob(chunks).text();
    return new Response(text || null, { status: response.status, statusText: response.statusText });
  } catch {
    throw new NoAnswer(stalled);
  } finally {
    clearTimeout(timer);
  }
}

function postWithXhr(
  body: Blob | string,
  headers: Record<string, string>,
  onProgress: PostOptions['onProgress'],
  stallMs: number,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Every sign of life (bytes gone, the answer coming) starts the stall time again.
    const moved = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        xhr.abort();
        reject(new NoAnswer(true));
      }, stallMs);
    };
    xhr.open('POST', '/graphql');
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      moved();
      onProgress?.(event.loaded, event.total);
    };
    xhr.onprogress = moved;
    xhr.onreadystatechange = moved;
    xhr.onload = () => {
      clearTimeout(timer);
      // Status 0 is no answer; Response takes 200 to 599.
      if (xhr.status < 200) return reject(new NoAnswer());
      resolve(new Response(xhr.responseText || null, { status: xhr.status, statusText: xhr.statusText }));
    };
    xhr.onerror = xhr.ontimeout = () => {
      clearTimeout(timer);
      reject(new NoAnswer());
    };
    moved();
    xhr.send(body);
  });
}
