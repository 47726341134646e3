// `npm start`: builds when dist/web or the compiled server is missing, then serves everything from
// one process: dist/server/main.mjs under plain node (no TypeScript loader at run time).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './serverFlags.mjs';

const SERVER = new URL('../dist/server/main.mjs', import.meta.url);
if (!existsSync(new URL('../dist/web/index.html', import.meta.url)) || !existsSync(SERVER)) {
  // Quiet unless it fails: its hundreds of lines would push the first start's box
  // (where to open the app, the admin's password) off the screen.
  console.log('Building the app (first start, about a minute)...');
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    console.error('The build failed: its output is above.');
    process.exit(build.status ?? 1);
  }
  console.log('Built.');
}
// The server runs as a child that hears our signals: SIGTERM to `npm start` stops the server too,
// and we exit with its code. Ctrl-C reaches the whole process group, the server included, so
// SIGINT is not passed on a second time (a second signal means "now" to the server).
// Plain node: the bundle is not minified, so a logged stack names its functions; mapping it to
// the sources (NODE_OPTIONS=--enable-source-maps) costs some 20 MB at idle (docs/operations.md).
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, fileURLToPath(SERVER)], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
process.on('SIGINT', () => {});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
