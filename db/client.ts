import { existsSync, mkdirSync } from 'node:fs';
import { createCluster } from './pgliteCluster';
import { pgliteExtensions } from './pgliteExtensions';
import { migrationsFolder } from './paths';
import type { PgAsyncDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { relations } from './relations';
import { nameLongStatements } from './preparedStatements';

export type Relations = typeof relations;
export type Database = PgAsyncDatabase<PgQueryResultHKT, Relations>;
/** The transaction handle drizzle passes to `db.transaction(tx => ...)`. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Tx;

/** The rows of a raw `execute` (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PostgreSQL's migration, under the lock that lets instances start together. */
  migrate?: () => Promise<void>;
};

export { migrationsFolder };

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir`
 * (`memory://` keeps it in memory, for tests). Migrations are applied before it is returned.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  timeouts?: Partial<DatabaseTimeouts>;
  /** Where connection events go (the app's logger; layers below services take it as a parameter). */
  log?: DatabaseLog;
  /** A migrated cluster (PGlite's dumpDataDir) that an in-memory database starts from instead of initdb. */
  pgliteImage?: Blob;
}): Promise<DatabaseHandle> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, timeouts, options.log ?? console)
    : await openPglite(options.dataDir, options.pgliteImage);
  await migrateDatabase(handle);
  return handle;
}

/** Bounds on every wait for PostgreSQL, so a stalled link fails fast instead of hanging. */
export type DatabaseTimeouts = {
  /** Opening a connection. */
  connectMs: number;
  /** One statement, enforced by the server and, for a link that stopped answering, by the client. */
  statementMs: number;
  /** A transaction left idle (its client gone quiet) is ended by the server, releasing its locks. */
  idleInTransactionMs: number;
  /** How long start-up waits for the database before giving up. */
  startWaitMs: number;
};

const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  idleInTransactionMs: 30_000,
  startWaitMs: 120_000,
};

/**
 * PGlite's shared buffers at 32 MB rather than PostgreSQL's 128 MB (idle RSS on PGlite
 * under 400 MB). PGlite is the embedded default for one small installation; its buffers live in
 * its WASM memory, which never shrinks, and the files it reads stay in the OS page cache beside
 * them. Measured on a migrated folder: 248 MB of RSS after opening and one query, 157 MB with 32 MB.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

async function openPglite(dataDir: string, image?: Blob): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = dataDir.startsWith('memory://');
  const path = inMemory ? dataDir : `${dataDir}/pgdata`;
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // The instance we keep then starts on a migrated cluster, small (idle RSS was
  // 876 MB after a first start).
  if (!inMemory && !existsSync(`${path}/PG_VERSION`)) await createCluster(path);
  const client = new PGlite(path, {
    extensions: await pgliteExtensions(),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    loadDataDir: inMemory ? image : undefined,
  });
  const db = drizzle({ client, relations }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

export type DatabaseLog = Pick<Console, 'info' | 'warn' | 'error'>;

async function openPostgres(url: string, timeouts: DatabaseTimeouts, log: DatabaseLog): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    // The client gives up a little after the server would have: a frozen link answers nothing.
    query_timeout: timeouts.statementMs + 2_000,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // Half-open connections (a peer gone without a FIN) are found by TCP keepalive.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle connection the server ends (restart, failover, a dropped test database) is reported
  // on the pool; unheard, it would crash the process. The pool opens a new one when next needed.
  pool.on('error', (error) => log.error(`PostgreSQL connection lost: ${error.message}`));
  await waitForPostgres(pool, url, timeouts.startWaitMs, log);
  nameLongStatements(pool);
  const db = drizzle({ client: pool, relations }) as unknown as Database;
  const migrate = () => migrateLocked(pool, timeouts.startWaitMs, log);
  return { db, kind: 'postgres', close: () => pool.end(), migrate };
}

/** Start-up waits for PostgreSQL with backoff (it may start after us, or restart), saying so. */
async function waitForPostgres(
  pool: { query: (sql: string) => Promise<unknown> },
  url: string,
  maxWaitMs: number,
  log: DatabaseLog,
) {
  const { hostname, port } = new URL(url);
  const deadline = Date.now() + maxWaitMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await pool.query('select 1');
      if (attempt > 1) log.info(`PostgreSQL at ${hostname}:${port || 5432} is reachable`);
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      log.warn(
        `waiting for PostgreSQL at ${hostname}:${port || 5432}, attempt ${attempt}: ${(error as Error).message}`,
      );
      await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 250 * 2 ** Math.min(attempt, 5))));
    }
  }
}

async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    await handle.migrate!();
  }
}

/** The advisory lock key of the migrations: any fixed number that nothing else locks. */
const MIGRATION_LOCK = 4_817_205_553;

/**
 * Migrates under a session-level advisory lock, so instances started together on an empty or old
 * database take turns: the first migrates, the others wait for the lock and find nothing left to
 * do. Drizzle applies the pending migrations in one transaction, so a failure leaves the database
 * as it was. The wait polls pg_try_advisory_lock, as a blocking lock would meet statement_timeout.
 */
export async function migrateLocked(
  pool: Pool,
  maxWaitMs: number,
  log: DatabaseLog,
  folder = migrationsFolder,
): Promise<void> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = await pool.connect();
  try {
    const deadline = Date.now() + maxWaitMs;
    for (let waited = false; ; waited = true) {
      const { rows } = await client.query('select pg_try_advisory_lock($1) as locked', [MIGRATION_LOCK]);
      if (rows[0].locked) break;
      if (!waited) log.info('another instance is migrating the database: waiting for it');
      if (Date.now() >= deadline) throw new Error(`the migration lock was not free within ${maxWaitMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    try {
      await migrate(drizzle({ client }), { migrationsFolder: folder });
    } catch (error) {
      // Drizzle names the statement; the reason is in its cause.
      const reason = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
      throw new Error(`a migration failed and was rolled back, the database is as it was: ${reason}`);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
