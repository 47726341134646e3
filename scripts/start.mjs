// `npm start`: builds the web app when dist/web is missing, then serves everything from one process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(new URL('../dist/web/index.html', import.meta.url))) {
  console.log('Building the web app (first start)...');
  run('npm', ['run', 'build']);
}
run('npx', ['tsx', 'server/main.ts']);
