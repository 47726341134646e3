import type { Database } from '../db/client';
import type { Config } from './config';
import type { DocumentPool } from './documents/pool';
import type { OutboxWorker } from './mail/worker';
import type { PubSub } from './pubsub';
import type { FileStorage } from './uploads/storage';

/** What lives as long as the process: shared by every request's context. */
export type AppServices = {
  db: Database;
  config: Config;
  pubsub: PubSub;
  outbox: OutboxWorker;
  /** Uploaded images (server/uploads). */
  storage: FileStorage;
  /** The worker threads that make PDFs and workbooks off the event loop. */
  documents: DocumentPool;
};
