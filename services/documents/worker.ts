// A document worker's task (piscina, services/documents/pool.ts): makes one document from the job
// and the rows the main thread sends, and streams it back. The writers are the same functions a
// test could call with a stream of its own; here their output goes through the task's port.
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { MessagePort } from 'node:worker_threads';
import { type LineBatches, writeReportXlsx, writeStatementPdf, writeStatementXlsx } from '../buyback/documentWriters';
import { writeReturnsLogSheet, type ReturnsLogRow } from '../excel/returnsLogSheet';
import { writeSheet } from '../excel/workbook';
import { CHUNK_BYTES, CHUNKS_IN_FLIGHT, type DocumentJob, type FromWorker, type ToWorker } from './protocol';

export default async function makeDocument({ job, port }: { job: DocumentJob; port: MessagePort }): Promise<void> {
  const channel = portChannel(port);
  // Listening from the start: a cancel destroys the output with an error while the writer works.
  const ended = finished(channel.output, { readable: false });
  ended.catch(() => undefined);
  await write(job, channel.rows(), channel.output);
  await ended;
}

function write(job: DocumentJob, rows: AsyncIterable<readonly unknown[]>, output: Writable): Promise<void> {
  switch (job.kind) {
    case 'statementPdf':
      return writeStatementPdf(job.heading, rows as LineBatches, job.currency, job.locale, output);
    case 'statementXlsx':
      return writeStatementXlsx(job.heading, rows as LineBatches, job.currency, job.locale, output);
    case 'reportXlsx':
      return writeReportXlsx(job.report, job.currency, job.locale, output);
    case 'returnsLog':
      return writeReturnsLogSheet(rows as AsyncIterable<readonly ReturnsLogRow[]>, job.currency, job.locale, output);
    case 'sheet':
      return writeWholeSheet(job, rows as AsyncIterable<readonly Record<string, unknown>[]>, output);
  }
}

/** The master data sheets are made whole (frozen header, column widths) and sent as one piece. */
async function writeWholeSheet(
  job: Extract<DocumentJob, { kind: 'sheet' }>,
  rows: AsyncIterable<readonly Record<string, unknown>[]>,
  output: Writable,
) {
  const records: Record<string, unknown>[] = [];
  for await (const batch of rows) records.push(...batch);
  output.end(await writeSheet(job.sheetName, job.columns, records, job.headers));
}

const cancelled = () => Object.assign(new Error('The document was cancelled'), { name: 'AbortError' });

/** The rows coming in and the document going out over one port; a cancel (or the port closing) stops both. */
function portChannel(port: MessagePort) {
  let rowsWanted: { resolve: (rows: readonly unknown[] | null) => void; reject: (error: Error) => void } | null = null;
  let ackWanted: { resolve: () => void; reject: (error: Error) => void } | null = null;
  let inFlight = 0;
  let stopped: Error | null = null;
  const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

  const stop = () => {
    if (stopped) return;
    stopped = cancelled();
    rowsWanted?.reject(stopped);
    ackWanted?.reject(stopped);
    output.destroy(stopped);
  };
  port.on('message', (message: ToWorker) => {
    if (message.type === 'rows') {
      rowsWanted?.resolve(message.rows);
      rowsWanted = null;
    } else if (message.type === 'ack') {
      inFlight -= 1;
      ackWanted?.resolve();
      ackWanted = null;
    } else stop();
  });
  port.on('close', stop);

  const ask = () =>
    new Promise<readonly unknown[] | null>((resolve, reject) => {
      if (stopped) return reject(stopped);
      rowsWanted = { resolve, reject };
      send({ type: 'rows' });
    });

  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** Sends what is pending; resolves at once, or once the main thread took enough to let more go. */
  const flush = (): Promise<void> => {
    if (stopped) return Promise.reject(stopped);
    // A copy of its own: a small Buffer may sit in Node's shared pool, which cannot be transferred.
    const bytes = new Uint8Array(pendingBytes);
    let at = 0;
    for (const piece of pending) {
      bytes.set(piece, at);
      at += piece.length;
    }
    pending = [];
    pendingBytes = 0;
    send({ type: 'chunk', bytes }, [bytes.buffer]);
    inFlight += 1;
    if (inFlight < CHUNKS_IN_FLIGHT) return Promise.resolve();
    return new Promise((resolve, reject) => (ackWanted = { resolve, reject }));
  };

  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes < CHUNK_BYTES) return callback();
      flush().then(() => callback(), callback);
    },
    final(callback) {
      (pendingBytes ? flush() : Promise.resolve()).then(() => {
        send({ type: 'end' });
        callback();
      }, callback);
    },
  });

  return {
    output,
    /** Batches as the writer reads them; the next is asked for while this one is written. */
    async *rows(): AsyncIterable<readonly unknown[]> {
      // Asked ahead, so a cancel may reject it while the writer is busy: awaited on the next turn.
      const ahead = () => {
        const asked = ask();
        asked.catch(() => undefined);
        return asked;
      };
      let next = ahead();
      for (;;) {
        const batch = await next;
        if (batch === null) return;
        next = ahead();
        yield batch;
      }
    },
  };
}
