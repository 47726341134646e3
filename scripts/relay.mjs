// Runs relay-compiler on the project config (relay.config.json), without watchman, passing
// extra arguments through: `npm run relay -- --validate` checks that the artifacts are fresh.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = createRequire(import.meta.url).resolve('relay-compiler/cli.js');
const result = spawnSync(
  process.execPath,
  [cli, '--noWatchman', '--output', 'quiet-with-errors', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (result.error) throw result.error;
process.exit(result.status ?? 1);
