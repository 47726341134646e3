// Starts the app for the browser tests on a fresh database every run: a new database on the
// PostgreSQL server when TEST_DATABASE_URL names one (as in CI: PGlite serves one query at a time,
// which the parallel journeys queue behind), else the embedded one.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { onServer } from '../../test/support/database';
import { E2E_ENV, E2E_PORT } from './env';

async function freshDatabaseUrl(serverUrl: string | undefined): Promise<string> {
  if (!serverUrl) return '';
  const name = `drum_e2e_${E2E_PORT}`;
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

rmSync(E2E_ENV.DATA_DIR, { recursive: true, force: true });
const DATABASE_URL = await freshDatabaseUrl(process.env.TEST_DATABASE_URL);
const child = spawn('npx', ['tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, ...E2E_ENV, DATABASE_URL },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
