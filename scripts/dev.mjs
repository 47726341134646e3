// `npm run dev`: the API server on PORT 3000 (restarted by tsx on server changes) and the Vite
// dev server with hot reload, which proxies /graphql (with WebSockets), /api and /dev to it.
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.VITE_PORT ?? '5173';
const env = {
  ...process.env,
  PORT: apiPort,
  // Mailed links must open the dev server, which serves the app with hot reload.
  APP_URL: process.env.APP_URL ?? `http://localhost:${webPort}`,
  API_URL: `http://localhost:${apiPort}`,
};

const run = (args) => spawnSync('npm', ['run', '--silent', ...args], { cwd: root, stdio: 'inherit', env });
if (run(['schema:print']).status !== 0 || run(['relay']).status !== 0) process.exit(1);

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { cwd: root, stdio: 'inherit', env }),
  spawn('npx', ['vite', '--port', webPort, '--strictPort'], { cwd: root, stdio: 'inherit', env }),
];
// relay-compiler's own watch mode needs watchman; a debounced recompile on web/src changes does.
let relayTimer;
watch(join(root, 'web/src'), { recursive: true }, (_event, file) => {
  if (!file || file.includes('__generated__') || !/\.tsx?$/.test(file)) return;
  clearTimeout(relayTimer);
  relayTimer = setTimeout(() => spawn('node', ['scripts/relay.mjs'], { cwd: root, stdio: 'inherit' }), 300);
});

console.log(
  `Dev server: http://localhost:${webPort} (API on port ${apiPort}). Run \`npm run relay\` after changing a graphql tag.`,
);

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
