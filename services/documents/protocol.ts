// What the main thread and a document worker say to each other about one document, over the
// MessagePort that goes with its task. The worker asks for rows a batch at a time (so the main
// thread reads the database in short steps as the document needs them, never all at once), and
// sends the document back in chunks of about CHUNK_BYTES, each acknowledged once the response took
// it: a slow download holds the worker back instead of filling memory.
import type { Locale } from '../../domain/i18n/locales';
import type { BuybackReport } from '../buyback/reports';
import type { StatementHeading } from '../buyback/documentWriters';

/**
 * One document to make. `locale` is the language of whoever downloads it: the worker words the
 * document in it. A master data sheet comes with its name and headers already in words.
 */
export type DocumentJob =
  | { kind: 'statementPdf' | 'statementXlsx'; heading: StatementHeading; currency: string; locale: Locale }
  | { kind: 'reportXlsx'; report: BuybackReport; currency: string; locale: Locale }
  | { kind: 'returnsLog'; currency: string; locale: Locale }
  | { kind: 'sheet'; sheetName: string; columns: readonly string[]; headers: readonly string[] };

/** Main thread to worker: the next batch (null: no more), a chunk taken, or stop now. */
export type ToWorker = { type: 'rows'; rows: readonly unknown[] | null } | { type: 'ack' } | { type: 'cancel' };

/** Worker to main thread: rows wanted, a piece of the document, or the document is complete. */
export type FromWorker = { type: 'rows' } | { type: 'chunk'; bytes: Uint8Array } | { type: 'end' };

export const CHUNK_BYTES = 64 * 1024;
/** Chunks a worker may have sent that the response has not taken yet. */
export const CHUNKS_IN_FLIGHT = 4;
