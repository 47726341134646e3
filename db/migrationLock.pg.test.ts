// Instances started together on one empty database: the migrations run once, under an advisory
// lock, and a migration that fails leaves the database as it was.
import { cpSync, mkdtempSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { onServer } from '../test/support/database';
import { users } from './schema';
import { migrateLocked, migrationsFolder, openDatabase, type DatabaseHandle } from './client';

const serverUrl = process.env.TEST_DATABASE_URL!;
const dropped: string[] = [];
const handles: DatabaseHandle[] = [];
const MIGRATIONS = readdirSync(migrationsFolder).length;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()));
  for (const name of dropped.splice(0)) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

/** A new, empty database on the test server. */
async function emptyDatabase(): Promise<string> {
  const name = `drum_lock_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  dropped.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function rows<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('migrations under a lock', () => {
  it('lets three instances open one empty database at the same moment; each migration runs once', async () => {
    const url = await emptyDatabase();
    const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: '', log: silent })));
    handles.push(...opened);
    for (const handle of opened) expect(await handle.db.$count(users)).toBe(0);
    const applied = await rows<{ count: number }>(
      url,
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    expect(applied[0].count).toBe(MIGRATIONS);
  });

  it('leaves the database as it was when a migration fails', async () => {
    const url = await emptyDatabase();
    handles.push(await openDatabase({ databaseUrl: url, dataDir: '', log: silent }));
    const folder = mkdtempSync(join(tmpdir(), 'drum-migrations-'));
    cpSync(migrationsFolder, folder, { recursive: true });
    mkdirSync(join(folder, '20991231000000_broken'));
    writeFileSync(
      join(folder, '20991231000000_broken', 'migration.sql'),
      'CREATE TABLE half_done (id int);\n--> statement-breakpoint\nSELECT 1 / 0;\n',
    );
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    // pool.end() resolves before its connections have closed: the database dropped after the test
    // may end one still closing, which the pool reports as an error, unheard a crash of the run.
    pool.on('error', () => {});
    try {
      await expect(migrateLocked(pool, 5_000, silent, folder)).rejects.toThrow(/division by zero/);
      const tables = await rows(url, "select 1 from information_schema.tables where table_name = 'half_done'");
      expect(tables).toEqual([]);
      const applied = await rows<{ count: number }>(
        url,
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      expect(applied[0].count).toBe(MIGRATIONS);
      // The lock is free again: another instance can migrate.
      await migrateLocked(pool, 5_000, silent);
    } finally {
      await pool.end();
    }
  });
});
