// Cold start and idle memory of the compiled server (dist/server/main.mjs under plain node, as
// `npm start` runs it): the time from spawning it to the first 200 from /healthz, and its RSS
// once idle, on PostgreSQL and on a fresh PGlite folder; then the RSS each idle graphql-ws
// socket adds (200 sockets). Targets: ready under 2 s on PostgreSQL and 5 s on a fresh
// PGlite folder; idle under 150 MB on PostgreSQL and 400 MB on PGlite; at most 50 KB per socket.
// No baseline: the targets are absolute. Needs `npm run build` first.
// Run: npx tsx bench/startup.ts [sockets]   (TEST_DATABASE_URL names the PostgreSQL server)
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { summaryRow } from './report';
import { SERVER_NODE_FLAGS } from '../scripts/serverFlags.mjs';

const SOCKETS = Number(process.argv[2] ?? 200);
const SERVER = new URL('../dist/server/main.mjs', import.meta.url).pathname;
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!existsSync(SERVER)) {
  console.log('bench/startup.ts: run `npm run build` first (dist/server/main.mjs is missing)');
  process.exit(1);
}

const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Started = { child: ChildProcess; readyMs: number; url: string };
async function startServer(port: number, env: Record<string, string>): Promise<Started> {
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await pause(20)) {
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return { child, readyMs: performance.now() - started, url };
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
  }
  throw new Error('the server did not answer /healthz within 60 s');
}
const stop = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve).kill('SIGTERM')));

const rows: string[][] = [];
let failed = false;
function report(figure: string, value: number, unit: string, target: number) {
  const met = value <= target;
  rows.push([
    figure,
    `${value.toFixed(unit === 'KB' ? 1 : 0)} ${unit}`,
    `<= ${target} ${unit}`,
    met ? 'met' : 'NOT MET',
  ]);
  summaryRow({ figure, ours: rows.at(-1)![1], baseline: '-', ratio: '-', target: rows.at(-1)![2], met });
  if (!met) failed = true;
}

const common = {
  SMTP_URL: 'smtp://127.0.0.1:9',
  ADMIN_EMAIL: 'admin@bench.example',
  ADMIN_PASSWORD: 'bench-password-1',
};

// PostgreSQL: a fresh database, migrated by the first start; the second start is the one timed.
const databaseName = `drum_start_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${databaseName}`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
const pgDir = mkdtempSync(join(tmpdir(), 'drum-start-pg-'));
const pgliteDir = mkdtempSync(join(tmpdir(), 'drum-start-pglite-'));
try {
  const env = { ...common, DATABASE_URL: databaseUrl, DATA_DIR: pgDir, APP_URL: 'http://127.0.0.1:3495' };
  await stop((await startServer(3495, env)).child);
  const onPostgres = await startServer(3495, env);
  report('ready after start, PostgreSQL', onPostgres.readyMs, 'ms', 2000);
  await pause(3000);
  report('idle RSS, PostgreSQL', rssOf(onPostgres.child.pid!), 'MB', 150);

  // Idle graphql-ws sockets (connection_init and ack, no subscription), signed out.
  const before = rssOf(onPostgres.child.pid!);
  const sockets = await Promise.all(
    Array.from(
      { length: SOCKETS },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(`${onPostgres.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
            headers: { origin: onPostgres.url },
          });
          socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
          socket.on('message', () => resolve(socket));
          socket.on('error', reject);
        }),
    ),
  );
  await pause(2000);
  report(
    `RSS per idle graphql-ws socket (${SOCKETS})`,
    ((rssOf(onPostgres.child.pid!) - before) * 1024) / SOCKETS,
    'KB',
    50,
  );
  for (const socket of sockets) socket.close();
  await stop(onPostgres.child);

  // A fresh PGlite folder: the first start creates and migrates the database.
  const onPglite = await startServer(3496, { ...common, DATA_DIR: pgliteDir, APP_URL: 'http://127.0.0.1:3496' });
  report('ready after start, fresh PGlite folder', onPglite.readyMs, 'ms', 5000);
  await pause(3000);
  report('idle RSS, PGlite (fresh folder)', rssOf(onPglite.child.pid!), 'MB', 400);
  await stop(onPglite.child);
  const again = await startServer(3496, { ...common, DATA_DIR: pgliteDir, APP_URL: 'http://127.0.0.1:3496' });
  report('ready after start, PGlite folder in use', again.readyMs, 'ms', 5000);
  await pause(3000);
  report('idle RSS, PGlite (folder in use)', rssOf(again.child.pid!), 'MB', 400);
  await stop(again.child);
} finally {
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
  rmSync(pgDir, { recursive: true, force: true });
  rmSync(pgliteDir, { recursive: true, force: true });
}

const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join(' | '));
process.exit(failed && SOCKETS >= 200 ? 1 : 0);
