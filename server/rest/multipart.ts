import { Busboy } from '@fastify/busboy';

export type MultipartLimits = { fileSize: number; files: number; fields: number; fieldSize: number };

export class MultipartLimitError extends Error {
  constructor(readonly kind: 'fileSize' | 'count') {
    super(kind === 'fileSize' ? 'File size limit exceeded' : 'Part count limit exceeded');
  }
}

/**
 * Reads a multipart body as it streams in, stopping at the limits. Written here because the
 * server's Fetch ponyfill keeps only the last of several parts with the same name (we send
 * repeated `images`), and Node's own Request buffers the whole body before any limit applies.
 */
export async function readMultipartForm(request: Request, limits: MultipartLimits): Promise<FormData> {
  const form = new FormData();
  let failed = false;
  const busboy = new Busboy({
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    limits: {
      fileSize: limits.fileSize,
      files: limits.files,
      fields: limits.fields,
      fieldSize: limits.fieldSize,
      parts: limits.files + limits.fields,
    },
  });
  const done = new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      failed = true;
      reject(error);
      busboy.removeAllListeners('finish');
    };
    const pendingFiles: Promise<void>[] = [];
    busboy.on('file', (name, stream, filename, _encoding, mimeType) => {
      const chunks: Buffer[] = [];
      pendingFiles.push(
        new Promise<void>((fileDone) => {
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('limit', () => fail(new MultipartLimitError('fileSize')));
          stream.on('end', () => {
            form.append(name, new File(chunks as unknown as BlobPart[], filename || 'upload', { type: mimeType }));
            fileDone();
          });
        }),
      );
    });
    busboy.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) fail(new MultipartLimitError('count'));
      else form.append(name, value);
    });
    for (const event of ['filesLimit', 'fieldsLimit', 'partsLimit'] as const)
      busboy.on(event, () => fail(new MultipartLimitError('count')));
    busboy.on('error', (error: Error) => fail(error));
    busboy.on('finish', () => void Promise.all(pendingFiles).then(() => resolve()));
  });
  const reader = request.body?.getReader();
  try {
    // Stops reading as soon as a limit is hit: the rest of an oversized body is never taken in.
    while (reader && !failed) {
      const { done: finished, value } = await reader.read();
      if (finished) break;
      if (!busboy.write(value)) await new Promise((resolve) => busboy.once('drain', resolve));
    }
    if (!failed) busboy.end();
  } catch (error) {
    busboy.destroy(error as Error);
  }
  await done;
  await reader?.cancel().catch(() => {});
  return form;
}
