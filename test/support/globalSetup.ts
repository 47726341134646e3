// Runs once before the vitest suite: one migrated database that every test file's database is
// copied from, instead of each file running initdb (some 5 s inside PGlite's WebAssembly) and
// every migration. Workers find it through the environment (test/support/database.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../db/client';
import { createCluster } from '../../db/pgliteCluster';
import { pgliteExtensions } from '../../db/pgliteExtensions';
import { onServer, PGLITE_IMAGE_ENV, TEMPLATE_DATABASE_ENV } from './database';

export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? templateDatabase(serverUrl) : pgliteImage();
}

/** A migrated PGlite cluster, dumped to a file that each test file's in-memory database loads. */
async function pgliteImage(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'drum-test-image-'));
  const cluster = join(folder, 'pgdata');
  await createCluster(cluster); // the build's template when it fits the migrations
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(cluster, { extensions: await pgliteExtensions() });
  const image = join(folder, 'image.tar');
  writeFileSync(image, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  process.env[PGLITE_IMAGE_ENV] = image;
  return async () => rmSync(folder, { recursive: true, force: true });
}

/** A migrated database on the server, that CREATE DATABASE ... TEMPLATE copies per test file. */
async function templateDatabase(serverUrl: string): Promise<() => Promise<void>> {
  const name = `drum_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  await handle.close();
  process.env[TEMPLATE_DATABASE_ENV] = name;
  return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
