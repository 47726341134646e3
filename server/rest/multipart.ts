import { randomBytes } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Busboy } from '@fastify/busboy';
import { AppError, ValidationError } from '../../domain/errors';
import { log } from '../../services/log';

/** What a multipart call accepts, and the words of its refusals (each answers with AppError). */
export type MultipartRules = {
  /** Most files accepted; one more still arrives, so the operation can answer with its own words. */
  files: number;
  /** Bytes per file; a file over it is cut off while it arrives (413, `fileTooLarge`). */
  fileSize: number;
  fileTooLarge: string;
  /** Any other limit hit (413). */
  tooLarge: string;
  /**
   * More files than `files` + 1: the count limit, answered as such (400 naming the field), not
   * as a size (eight images answered 413 where seven got the count message).
   */
  tooManyFiles?: { field: string; message: string };
  /** Not a multipart body at all. */
  notMultipart: { code: 'UNSUPPORTED_MEDIA_TYPE' | 'BAD_REQUEST'; message: string };
  /** The whole body's bytes at most (`tooLarge` past it); by default what the other limits allow. */
  maxBytes?: number;
};

const FIELDS = 20;
const FIELD_SIZE = 1024 * 1024;

/**
 * Reads a multipart body as it streams in, stopping at the limits: a body declaring more than
 * the limits allow is refused before it is read, and a chunked one is bounded while it arrives.
 * Written here because the server's Fetch ponyfill keeps only the last of several parts with
 * the same name (we send repeated `images`), and Node's own Request buffers the whole body
 * before any limit applies.
 *
 * Files go to disk as they arrive (six 10 MB photos at once are never held in memory
 * whole): each form File is backed by its temporary file, read when the image is decoded, and
 * the files go when the request is answered (`discardUploads`, called by the router).
 */
export async function readMultipart(request: Request, rules: MultipartRules): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    throw new AppError(rules.notMultipart.code, rules.notMultipart.message);
  const declaredLimit = rules.maxBytes ?? (rules.files + 1) * rules.fileSize + FIELDS * 1024 + FIELD_SIZE;
  if (Number(request.headers.get('content-length') ?? 0) > declaredLimit)
    throw new AppError('PAYLOAD_TOO_LARGE', rules.tooLarge);
  const folder = join(UPLOAD_TEMP, randomBytes(8).toString('hex'));
  uploadFolders.set(request, folder);
  try {
    await mkdir(folder, { recursive: true });
    return await streamForm(request, rules, folder, declaredLimit);
  } catch (error) {
    if (error instanceof AppError || error instanceof ValidationError) throw error;
    // The server adapter cuts a body past its own cap (GraphQL's) by failing the stream.
    if (error instanceof Error && /body too large/i.test(error.message))
      throw new AppError('PAYLOAD_TOO_LARGE', rules.tooLarge);
    throw new AppError(rules.notMultipart.code, rules.notMultipart.message);
  }
}

/** Where multipart files wait while their request is handled (one folder per request, per process). */
export const UPLOAD_TEMP = join(tmpdir(), `drum-returns-uploads-${process.pid}`);
const uploadFolders = new WeakMap<Request, string>();

/** Removes the temporary files of a request's multipart body, once it is answered. */
export async function discardUploads(request: Request): Promise<void> {
  const folder = uploadFolders.get(request);
  if (!folder) return;
  // Retried briefly (a file closing as it goes), and never an error for the answer: a folder
  // left behind is logged.
  await rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 }).catch((error: unknown) =>
    log.warn({ err: error, folder }, 'Could not remove an upload folder'),
  );
}

const closed = (writer: ReturnType<typeof createWriteStream>) =>
  new Promise<void>((resolve) => (writer.closed ? resolve() : writer.once('close', () => resolve())));

async function streamForm(
  request: Request,
  rules: MultipartRules,
  folder: string,
  maxBytes: number,
): Promise<FormData> {
  const form = new FormData();
  const files: { index: number; name: string; file: File }[] = [];
  const writers: ReturnType<typeof createWriteStream>[] = [];
  let failed = false;
  const busboy = new Busboy({
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    limits: {
      fileSize: rules.fileSize + 1,
      files: rules.files + 1,
      fields: FIELDS,
      fieldSize: FIELD_SIZE,
      parts: rules.files + 1 + FIELDS,
    },
  });
  const done = new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      // The files cut off stop being written, and the refusal waits until each is closed: a file
      // still being opened would otherwise appear in the folder while it is being removed.
      for (const writer of writers) writer.destroy();
      void Promise.all(writers.map(closed)).then(() => reject(error));
      busboy.removeAllListeners('finish');
    };
    const tooLarge = () => fail(new AppError('PAYLOAD_TOO_LARGE', rules.tooLarge));
    const pendingFiles: Promise<void>[] = [];
    busboy.on('file', (name, stream, filename, _encoding, mimeType) => {
      // Parts already in the chunk being parsed still arrive after a refusal: they are not kept.
      if (failed) return void stream.resume();
      // Parts of one name keep the order they were sent in, whichever write finishes first.
      const index = pendingFiles.length;
      const path = join(folder, String(index));
      const writer = createWriteStream(path);
      writers.push(writer);
      stream.on('limit', () => fail(new AppError('PAYLOAD_TOO_LARGE', rules.fileTooLarge)));
      pendingFiles.push(
        pipeline(stream, writer).then(
          async () => {
            const onDisk = await openAsBlob(path, { type: mimeType });
            files.push({ index, name, file: new File([onDisk], filename || 'upload', { type: mimeType }) });
          },
          (error: Error) => fail(error),
        ),
      );
    });
    busboy.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) tooLarge();
      else form.append(name, value);
    });
    busboy.on('filesLimit', () =>
      rules.tooManyFiles
        ? fail(new ValidationError([{ field: rules.tooManyFiles.field, message: rules.tooManyFiles.message }]))
        : tooLarge(),
    );
    for (const event of ['fieldsLimit', 'partsLimit'] as const) busboy.on(event, tooLarge);
    busboy.on('error', (error: Error) => fail(error));
    busboy.on('finish', () => void Promise.all(pendingFiles).then(() => resolve()));
  });
  const reader = request.body?.getReader();
  let received = 0;
  try {
    // Stops reading as soon as a limit is hit: the rest of an oversized body is never taken in.
    while (reader && !failed) {
      const { done: finished, value } = await reader.read();
      if (finished) break;
      received += value.byteLength;
      if (received > maxBytes) {
        busboy.emit('error', new AppError('PAYLOAD_TOO_LARGE', rules.tooLarge));
        break;
      }
      if (!busboy.write(value)) await new Promise((resolve) => busboy.once('drain', resolve));
    }
    if (!failed) busboy.end();
  } catch (error) {
    busboy.destroy(error as Error);
  }
  await done;
  await reader?.cancel().catch(() => {});
  for (const { name, file } of files.sort((a, b) => a.index - b.index)) form.append(name, file);
  return form;
}

/** The text of a form field, or undefined when absent (or a file). */
export const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** Every file sent under `name`, in the order sent. */
export const formFiles = (form: FormData, name: string) =>
  form.getAll(name).filter((value): value is File => typeof value !== 'string');

/** A form field holding JSON (e.g. `drums`); undefined when absent or not JSON. */
export function formJson(form: FormData, name: string): unknown {
  const value = formText(form, name);
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
