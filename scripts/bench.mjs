// `npm run bench`: every benchmark under bench/, one after the other, each measuring its own
// baseline in the same run. `npm run bench -- --quick` runs each briefly (small sizes, few rounds)
// so CI proves they still run; the figures of a quick run mean nothing.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const quick = process.argv.includes('--quick');
/** The arguments of a quick run, per benchmark (see each file's header for what they mean). */
const QUICK_ARGS = {
  'graphql-dos.ts': ['3'],
  'import-users.ts': ['300'],
  'lists.ts': ['2'],
  'reliability.ts': ['1'],
  'returns-log-export.ts': ['500'],
  'startup.ts': ['20'],
  'subscriptions.ts': ['40', '2'],
  'uploads.ts': ['2', '2'],
};

let failed = 0;
for (const file of readdirSync(new URL('../bench', import.meta.url))
  .filter((name) => name.endsWith('.ts'))
  .sort()) {
  const args = quick ? (QUICK_ARGS[file] ?? []) : [];
  console.log(`\n== bench/${file} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', `bench/${file}`, ...args], {
    stdio: 'inherit',
  });
  console.log(`== bench/${file}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
