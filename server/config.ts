import { z } from 'zod';
import { isCurrencyCode } from '../domain/buyback';
import type { Config } from '../services/config';
import { DEFAULT_API_TOKEN_RATE_LIMIT } from '../domain/apiTokens';
import { DEFAULT_WEBHOOK_RETRY_DELAYS, parseRetryDelays } from '../domain/webhooks';
import { defaultDocumentWorkers } from '../services/documents/pool';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.some((p) => value.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    })
    .optional();

const EnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().min(3).default('Drum Returns <no-reply@localhost>'),
  APP_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters').optional(),
  UPLOAD_DIR: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_ENDPOINT: optionalUrl(['http://', 'https://']),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).optional(),
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  GEOCODER_URL: z.string().url().default('https://nominatim.openstreetmap.org'),
  ROUTING_URL: optionalUrl(['http://', 'https://']),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  SUPPORT_EMAIL: z.string().email().optional(),
  SUPPORT_PHONE: z
    .string()
    .regex(/^[0-9+()\-. ]{3,40}$/, 'must be a phone number (digits, spaces, + - ( ) .)')
    .optional(),
  CURRENCY: z
    .string()
    .refine(isCurrencyCode, 'must be an ISO 4217 currency code in capitals (e.g. USD, EUR, SEK)')
    .default('USD'),
  SEED_DEMO: z.enum(['0', '1', '']).optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^\d{1,2}$/, 'must be the number of proxy hops in front of the server (0 to 99)')
    .default('0')
    .transform(Number),
  IMAGE_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  DOCUMENT_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  DOCUMENTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  WEBHOOK_RETRY_DELAYS: z
    .string()
    .refine((value) => parseRetryDelays(value) !== undefined, 'must be seconds, comma-separated (e.g. 5,300,1800)')
    .optional(),
  WEBHOOK_ALLOW_PRIVATE: z.enum(['0', '1']).optional(),
  TRUSTED_DOCUMENTS: z.enum(['on', 'off']).optional(),
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_API_TOKEN_RATE_LIMIT),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
  DB_START_WAIT_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  DRUM_REMINDER_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  DRUM_REMINDER_INTERVAL_S: z.coerce.number().int().min(10).max(86_400).default(3600),
});

export type { Config };

/** Reads the environment once at start; a bad value stops the server with a message naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    // Without SMTP nobody could verify an email or reset a password, and the dev mailbox is off.
    throw new Error('Invalid configuration:\n  SMTP_URL: required when NODE_ENV=production');
  }
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    uploadDir: e.UPLOAD_DIR ?? `${e.DATA_DIR}/uploads`,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
        }
      : undefined,
    mapTileUrl: e.MAP_TILE_URL,
    geocoderUrl: e.GEOCODER_URL,
    routingUrl: e.ROUTING_URL?.replace(/\/$/, ''),
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    // Without a support address, the first administrator is who to ask.
    supportEmail: e.SUPPORT_EMAIL ?? e.ADMIN_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    currency: e.CURRENCY,
    seedDemo: e.SEED_DEMO === '1',
    trustProxy: e.TRUST_PROXY,
    logRefusals: e.NODE_ENV !== 'test',
    imageUploadsPerMinute: e.IMAGE_UPLOADS_PER_MINUTE,
    documentWorkers: e.DOCUMENT_WORKERS ?? defaultDocumentWorkers(),
    documentsPerMinute: e.DOCUMENTS_PER_MINUTE,
    apiTokenRateLimit: e.API_TOKEN_RATE_LIMIT,
    webhookRetryDelays: parseRetryDelays(e.WEBHOOK_RETRY_DELAYS) ?? [...DEFAULT_WEBHOOK_RETRY_DELAYS],
    // Loopback and private targets are refused in production (SSRF) unless explicitly allowed.
    trustedDocuments: (e.TRUSTED_DOCUMENTS ?? (e.NODE_ENV === 'production' ? 'on' : 'off')) === 'on',
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === '1',
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    drumReminderDays: e.DRUM_REMINDER_DAYS,
    drumReminderIntervalS: e.DRUM_REMINDER_INTERVAL_S,
    databaseTimeouts: {
      ...(e.DB_CONNECT_TIMEOUT_MS ? { connectMs: e.DB_CONNECT_TIMEOUT_MS } : {}),
      ...(e.DB_STATEMENT_TIMEOUT_MS ? { statementMs: e.DB_STATEMENT_TIMEOUT_MS } : {}),
      ...(e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS ? { idleInTransactionMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS } : {}),
      ...(e.DB_START_WAIT_MS !== undefined ? { startWaitMs: e.DB_START_WAIT_MS } : {}),
    },
  };
}
