// A fresh embedded database (PGlite) for a first start. initdb inside PGlite's WebAssembly is the
// slow part of a first start (some 5 s on 2 cores) and grows its memory to some 800 MB that a
// WASM memory never gives back. So `npm run build` makes one migrated cluster,
// dist/pglite-template, and a first start copies it (a fraction of a second) when it was made
// from the same migrations; otherwise (no build, or migrations changed since) the cluster is
// created and migrated in a child process, whose memory goes when it exits.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { migrationsFolder, PROJECT_ROOT } from './paths';
import { PGLITE_EXTENSIONS_SOURCE } from './pgliteExtensions';

export const PGLITE_TEMPLATE = join(PROJECT_ROOT, 'dist', 'pglite-template');
const dataOf = (template: string) => join(template, 'pgdata');
const digestOf = (template: string) => join(template, 'migrations.sha256');

/** A fresh, migrated cluster at `path` (a folder that does not hold one yet). */
export async function createCluster(path: string, template = PGLITE_TEMPLATE): Promise<void> {
  if (copyTemplate(path, template)) return;
  await createClusterInChild(path);
}

/** Makes the template (dist/pglite-template) from the migrations as they are now (`npm run build`). */
export async function buildPgliteTemplate(template = PGLITE_TEMPLATE): Promise<void> {
  rmSync(template, { recursive: true, force: true });
  mkdirSync(dataOf(template), { recursive: true });
  await createClusterInChild(dataOf(template));
  writeFileSync(digestOf(template), migrationsDigest());
}

/**
 * Copies the template when it matches the migrations: into a folder beside `path` first and
 * then renamed, so a start cut short leaves no half a cluster that would pass for a whole one.
 */
export function copyTemplate(path: string, template: string): boolean {
  const digest = digestOf(template);
  if (!existsSync(digest) || readFileSync(digest, 'utf8') !== migrationsDigest()) return false;
  const staging = `${path}.copying-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(dataOf(template), staging, { recursive: true });
  rmSync(path, { recursive: true, force: true });
  mkdirSync(dirname(path), { recursive: true });
  renameSync(staging, path);
  return true;
}

/** A digest of every migration file (names and contents): the template fits only the same set. */
export function migrationsDigest(): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(relative(migrationsFolder, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex');
}

/**
 * Creates and migrates a fresh PGlite cluster at `path` in a child process, whose memory goes
 * when it exits (initdb and the first migrations grow PGlite's WASM memory to some 800 MB, which
 * a WASM memory never gives back, and a worker thread's heap stayed with the process).
 */
async function createClusterInChild(path: string): Promise<void> {
  const job = { path, migrationsFolder };
  // The packages resolve from the working directory, the project (import.meta.resolve is not
  // there under vitest's module runner).
  const script = `const job = JSON.parse(process.argv[1]);
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    ${PGLITE_EXTENSIONS_SOURCE}
    const client = new PGlite(job.path, { extensions });
    await migrate(drizzle({ client }), { migrationsFolder: job.migrationsFolder });
    await client.close();`;
  await new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', script, JSON.stringify(job)],
      { cwd: PROJECT_ROOT },
      (error, _stdout, stderr) =>
        error ? reject(new Error(`PGlite could not create ${path}: ${stderr || error.message}`)) : resolve(),
    );
  });
}
