import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgAsyncDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { relations } from './relations';

export type Relations = typeof relations;
export type Database = PgAsyncDatabase<PgQueryResultHKT, Relations>;
/** The transaction handle drizzle passes to `db.transaction(tx => ...)`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Tx;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir`
 * (`memory://` keeps it in memory, for tests). Migrations are applied before it is returned.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  await migrateDatabase(handle);
  return handle;
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(inMemory ? dataDir : `${dataDir}/pgdata`);
  const db = drizzle({ client, relations }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, failover, a dropped test database) is reported
  // on the pool; unheard, it would crash the process. The pool opens a new one when next needed.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  const db = drizzle({ client: pool, relations }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
}
