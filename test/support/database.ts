import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** Set by test/support/globalSetup.ts: the file of a migrated PGlite cluster. */
export const PGLITE_IMAGE_ENV = 'TEST_PGLITE_IMAGE';
/** Set by test/support/globalSetup.ts: a migrated database on the TEST_DATABASE_URL server. */
export const TEMPLATE_DATABASE_ENV = 'TEST_TEMPLATE_DATABASE';

/**
 * Where a test's database lives: in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the API suite both ways). Both start as
 * copies of the suite's migrated template when there is one (under vitest), so opening them
 * runs no migration.
 */
export async function provisionTestDatabase(): Promise<{
  databaseUrl?: string;
  dataDir: string;
  pgliteImage?: Blob;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { dataDir: 'memory://', pgliteImage: pgliteImage(), drop: async () => {} };
  const name = `drum_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[TEMPLATE_DATABASE_ENV];
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir: 'memory://',
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

let image: Blob | undefined;
function pgliteImage(): Blob | undefined {
  const file = process.env[PGLITE_IMAGE_ENV];
  if (!file || !existsSync(file)) return undefined;
  image ??= new Blob([readFileSync(file)]);
  return image;
}

export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
