import type { S3Settings } from './uploads/s3Storage';
import type { DatabaseTimeouts } from '../db/client';
/** The settings the app runs with; server/config.ts reads them from the environment. */
export type Config = {
  production: boolean;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  appUrl: string;
  adminEmail?: string;
  adminPassword?: string;
  uploadDir: string;
  /** Object storage for uploads (S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE); the upload folder when unset. */
  s3?: S3Settings;
  mapTileUrl: string;
  geocoderUrl: string;
  /** An OSRM-compatible service for road distances between route stops (ROUTING_URL); great-circle without. */
  routingUrl?: string;
  googleMapsApiKey?: string;
  /** Shown on Help; unset hides that line. */
  supportEmail?: string;
  supportPhone?: string;
  /** The currency money is shown in (CURRENCY, an ISO 4217 code; USD when unset). */
  currency?: string;
  seedDemo: boolean;
  /** Proxy hops in front of the server whose X-Forwarded-For entries are trusted (TRUST_PROXY). */
  trustProxy: number;
  /** One log line per refused call (off under NODE_ENV=test, where refusals are what tests do). */
  logRefusals: boolean;
  /** Images one user may upload per minute (IMAGE_UPLOADS_PER_MINUTE): decoding costs CPU. */
  imageUploadsPerMinute: number;
  /** Worker threads making documents (DOCUMENT_WORKERS): at most this many are made at once per instance. */
  documentWorkers: number;
  /** Documents (statements, reports, exports) one user may download per minute (DOCUMENTS_PER_MINUTE), then 429. */
  documentsPerMinute: number;
  /** Requests one API token may make per minute (API_TOKEN_RATE_LIMIT), then 429. */
  apiTokenRateLimit: number;
  /** Cookie sessions may run only the web app's persisted operations (TRUSTED_DOCUMENTS; on in production). */
  trustedDocuments: boolean;
  /** Seconds between webhook delivery attempts (WEBHOOK_RETRY_DELAYS; Standard Webhooks' schedule). */
  webhookRetryDelays: number[];
  /** Whether webhooks may target loopback and private addresses (only with WEBHOOK_ALLOW_PRIVATE=1, in any environment). */
  webhookAllowPrivate: boolean;
  /** PostgreSQL timeouts (DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, DB_START_WAIT_MS). */
  databaseTimeouts: Partial<DatabaseTimeouts>;
  /** After SIGTERM, how long answers on open connections say `Connection: close` before the listener closes (SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs: number;
  /** Days before a tracked drum's rent starts, and before it is charged in full, that its company is reminded (DRUM_REMINDER_DAYS). */
  drumReminderDays: number;
  /** Seconds between the drum reminder job's looks (DRUM_REMINDER_INTERVAL_S). */
  drumReminderIntervalS: number;
};
