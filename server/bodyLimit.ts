import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AppError } from '../domain/errors';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_REQUEST } from '../domain/validation/pickupRequest';
import { discardUploads, type MultipartRules, readMultipart } from './rest/multipart';

/** The largest JSON (or other non-multipart) request body the server reads: 1 MB. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** The largest graphql-ws message; ws would otherwise take 100 MiB. */
export const MAX_WS_MESSAGE_BYTES = 1024 * 1024;

const payloadTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large (at most 1 MB)');

/**
 * The request's body, refused with PAYLOAD_TOO_LARGE as soon as more than `limit` bytes have
 * arrived: a declared Content-Length over the limit is refused before reading, and a chunked
 * body (which declares none) is counted as it streams, so an oversized body is never held whole.
 */
async function readBodyWithin(request: Request, limit = MAX_JSON_BODY_BYTES): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  // The unread rest is not cancelled: over node:http that would reset the connection before the
  // answer is written. The server adapter discards what still arrives, without keeping it.
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge();
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.releaseLock();
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The body as text, within the limit. */
export async function readTextWithin(request: Request, limit = MAX_JSON_BODY_BYTES): Promise<string> {
  return new TextDecoder().decode(await readBodyWithin(request, limit));
}

/**
 * GraphQL POST bodies other than multipart uploads (which busboy caps as they stream) are read
 * within the limit before yoga's own parser sees them; too large answers 413 PAYLOAD_TOO_LARGE.
 */
export function limitGraphqlBodies(limit = MAX_JSON_BODY_BYTES, multipartLimit = limit): Plugin {
  return {
    // The parser may be handed another Request object than the hooks see: the uploads are filed
    // under the one read (`uploadsOf`).
    onResponse: ({ request }) => discardUploads(uploadsOf.get(request) ?? request),
    onRequestParse({ request, requestParser, setRequestParser }) {
      if (request.method !== 'POST' || !requestParser) return;
      if (request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
        // yoga counts multipart bytes as they stream (maxRequestBodySize) but reports the cut
        // as a 400 "invalid multipart data"; it is a body too large, and answers so.
        const declared = Number(request.headers.get('content-length'));
        if (Number.isFinite(declared) && declared > multipartLimit) throw tooLargeForGraphql(multipartLimit);
        setRequestParser(async (original) => {
          uploadsOf.set(request, original);
          // The form is read by our busboy reader, files straight to disk (rest/multipart.ts),
          // and yoga builds the operation from it: a request's six 10 MB photos are never held
          // in memory whole. Their temporary files go once the response is made (`onResponse`).
          let refusal: AppError | undefined;
          const readForm = () =>
            readMultipart(original, graphqlUploadRules(multipartLimit)).catch((error: unknown) => {
              if (error instanceof AppError) refusal = error;
              throw error;
            });
          const onDisk = new Proxy(original, {
            get(target, property) {
              if (property === 'formData') return readForm;
              const value: unknown = Reflect.get(target, property, target);
              return typeof value === 'function' ? value.bind(target) : value;
            },
          });
          try {
            return await requestParser(onDisk);
          } catch (error) {
            if (refusal) throw asGraphqlError(refusal);
            if (error instanceof Error && /request body too large/i.test(error.message))
              throw tooLargeForGraphql(multipartLimit);
            throw error;
          }
        });
        return;
      }
      setRequestParser(async (original) => {
        let body: Uint8Array<ArrayBuffer>;
        try {
          body = await readBodyWithin(original, limit);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          throw asGraphqlError(error);
        }
        return requestParser(withBodyRead(original, new TextDecoder().decode(body)));
      });
    },
  };
}

const uploadsOf = new WeakMap<Request, Request>();

/**
 * The request as yoga's JSON and text parsers read it (they call `json()` or `text()` alone), its
 * body already read within the limit: no second Request and stream for a body in memory.
 */
const withBodyRead = (request: Request, text: string): Request =>
  ({
    method: request.method,
    url: request.url,
    headers: request.headers,
    text: () => Promise.resolve(text),
    json: () => Promise.resolve().then(() => JSON.parse(text) as unknown),
  }) as Partial<Request> as Request;

/** A GraphQL upload: up to a request's six photos (or a message's, or an Excel file), 10 MB each. */
const graphqlUploadRules = (limit: number): MultipartRules => ({
  files: MAX_IMAGES_PER_REQUEST,
  fileSize: MAX_IMAGE_BYTES,
  // Not only photos come this way (Excel imports too): the cut names no kind of file. A file of
  // one byte over 10 MB still reaches its resolver, which answers in its own words.
  fileTooLarge: `File size limit exceeded: at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB per file`,
  tooLarge: tooLargeForGraphql(limit).message,
  notMultipart: { code: 'BAD_REQUEST', message: 'POST body sent invalid multipart data' },
  maxBytes: limit,
});

const asGraphqlError = (error: AppError) =>
  new GraphQLError(error.message, { extensions: { code: error.code, http: { status: error.status } } });

const tooLargeForGraphql = (limit: number) =>
  asGraphqlError(
    new AppError('PAYLOAD_TOO_LARGE', `Request body is too large (at most ${Math.round(limit / 1024 / 1024)} MB)`),
  );
