import { PassThrough, Readable, type Writable } from 'node:stream';
import { log } from '../../services/log';

/** A stream ended because the client went away (the response's body was cancelled). */
const clientLeft = (error: unknown) =>
  error instanceof Error && (error.name === 'AbortError' || (error as NodeJS.ErrnoException).code === 'ABORT_ERR');

/**
 * A download's body, written by `write` as the client reads it. The headers are sent before the
 * end, so a failure part way breaks the download off (the browser shows it as failed) and is logged
 * once; a client that left before the end is no failure of ours and is not logged.
 */
export function streamedBody(what: string, write: (output: Writable) => Promise<void>): ReadableStream {
  const body = new PassThrough();
  write(body).catch((error: unknown) => {
    if (!clientLeft(error)) log.error({ err: error }, `${what} failed part way`);
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return Readable.toWeb(body) as ReadableStream;
}
