// Documents (statement PDFs and workbooks, the reports' and the Returns Log's workbooks, the master
// data sheets) are made in worker threads: a 10,000-line PDF takes seconds of CPU, which on the
// event loop held every other answer (health checks included) for as long. The main thread only
// reads the rows, a batch as the worker asks, and passes the document's chunks on to the response.
import { availableParallelism } from 'node:os';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { MessageChannel } from 'node:worker_threads';
import Piscina from 'piscina';
import { AppError } from '../../domain/errors';
import { en } from '../../domain/i18n/en';
import type { DocumentJob, FromWorker, ToWorker } from './protocol';

export type DocumentPool = {
  /**
   * Makes the document in a worker and writes it to `output`, which it ends; `rows` are read as
   * the worker asks for them. Resolves once the last byte is handed over; rejects with the
   * output's error when it is destroyed first (the client left), the worker then stops.
   */
  write(job: DocumentJob, output: Writable, rows?: AsyncIterable<readonly unknown[]>): Promise<void>;
  /** The same, as one buffer (the master data sheets, which GraphQL answers whole). */
  bytes(job: DocumentJob, rows?: AsyncIterable<readonly unknown[]>): Promise<Buffer>;
  /** Ends every worker at once; documents still being made fail. */
  close(): Promise<void>;
};

/** Documents waiting for a worker, past which another answers 503 (its rows are not read yet). */
const DOCUMENT_QUEUE_LIMIT = 50;
const DOCUMENTS_BUSY = en.errors.rates.documentsBusy;

/** One worker a core, keeping one core for the event loop; at least one, at most four. */
export const defaultDocumentWorkers = () => Math.max(1, Math.min(4, availableParallelism() - 1));

// From source (tsx, vitest) the worker is TypeScript and needs tsx's loader; the built server has
// it compiled beside itself (scripts/build-server.mjs), and this module is inside main.mjs there.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_FILE = new URL(FROM_SOURCE ? './worker.ts' : './document-worker.mjs', import.meta.url);

export function createDocumentPool(workers: number): DocumentPool {
  const pool = new Piscina({
    filename: WORKER_FILE.href,
    // No thread until the first document, none kept long after: an instance that makes no
    // documents never pays for the threads, pdfkit or exceljs (idle RSS).
    minThreads: 0,
    maxThreads: workers,
    idleTimeout: 30_000,
    maxQueue: DOCUMENT_QUEUE_LIMIT,
    // A worker waits for its port's messages during a task; it must never block on Atomics.
    atomics: 'disabled',
    ...(FROM_SOURCE ? { execArgv: ['--import', 'tsx'] } : {}),
  });

  const write: DocumentPool['write'] = (job, output, rows) => {
    if (pool.queueSize >= DOCUMENT_QUEUE_LIMIT) return Promise.reject(new AppError('UNAVAILABLE', DOCUMENTS_BUSY));
    const { port1: ours, port2: theirs } = new MessageChannel();
    const batches = rows?.[Symbol.asyncIterator]();
    // Takes the task out of the queue when the client leaves before a worker took it.
    const queued = new AbortController();
    let started = false;
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const settle = (error?: unknown) => {
        if (settled) return;
        settled = true;
        // Closing the port stops the worker if it is still at work (it hears 'close').
        ours.close();
        if (error === undefined) return resolve();
        if (!started) queued.abort();
        void batches?.return?.();
        reject(error);
      };
      const post = (message: ToWorker) => {
        if (!settled) ours.postMessage(message);
      };
      finished(output, { readable: false }).then(() => settle(), settle);

      ours.on('message', (message: FromWorker) => {
        started = true;
        if (message.type === 'rows') {
          if (!batches) return post({ type: 'rows', rows: null });
          batches.next().then((next) => post({ type: 'rows', rows: next.done ? null : next.value }), settle);
        } else if (message.type === 'chunk') {
          const { buffer, byteOffset, byteLength } = message.bytes;
          if (output.write(Buffer.from(buffer, byteOffset, byteLength))) post({ type: 'ack' });
          else output.once('drain', () => post({ type: 'ack' }));
        } else output.end();
      });
      pool
        .run({ job, port: theirs }, { transferList: [theirs], signal: queued.signal })
        // Done is the output finished ('end', then the response took the last chunk), not this.
        .catch(settle);
    });
  };

  return {
    write,
    async bytes(job, rows) {
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
      });
      await write(job, sink, rows);
      return Buffer.concat(chunks);
    },
    close: () => pool.destroy(),
  };
}

/** A list that is in memory already, as batches of `size` (the worker takes them as it goes). */
export async function* inBatches<T>(items: readonly T[], size = 1000): AsyncIterable<readonly T[]> {
  for (let at = 0; at < items.length; at += size) yield items.slice(at, at + size);
}
