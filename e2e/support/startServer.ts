// Starts the app for the browser tests on a fresh embedded database every run.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { E2E_ENV } from './env';

rmSync(E2E_ENV.DATA_DIR, { recursive: true, force: true });
const child = spawn('npx', ['tsx', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, ...E2E_ENV } });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
