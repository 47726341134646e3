// `npm run bench`: every benchmark under bench/, one after the other, each measuring its own
// baseline in the same run; then one table of every figure (figure, ours, baseline, ratio,
// target, met), gathered from the rows each benchmark prints (bench/report.ts).
// `npm run bench -- --quick` runs each briefly (small sizes, few rounds) so CI proves they still
// run; the figures of a quick run mean nothing, so two run at a time (each on its own ports and
// database), their lines marked with the benchmark's name.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createInterface } from 'node:readline';

const SUMMARY_PREFIX = 'BENCH-SUMMARY ';
const quick = process.argv.includes('--quick');
/** The arguments of a quick run, per benchmark (see each file's header for what they mean). */
const QUICK_ARGS = {
  'answer-timing.ts': ['3'],
  'buyback.ts': ['200', '200'],
  'document-load.ts': ['500', '2'],
  'graphql-dos.ts': ['3'],
  'import-users.ts': ['300'],
  'lighthouse.ts': ['1'],
  'lists.ts': ['2'],
  'reliability.ts': ['1'],
  'returns-log-export.ts': ['500'],
  'search.ts': ['2000', '2'],
  'start.ts': ['1'],
  'startup.ts': ['20'],
  'subscriptions.ts': ['40', '2'],
  'tracked-drums.ts': ['5000', '100', '2'],
  'uploads.ts': ['2', '2'],
};

/** Runs one benchmark, passing its output through (each line after `mark`) and keeping its summary rows. */
function runBenchmark(file, args, rows, mark) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', `bench/${file}`, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(SUMMARY_PREFIX))
        rows.push({ benchmark: file, ...JSON.parse(line.slice(SUMMARY_PREFIX.length)) });
      else console.log(`${mark}${line}`);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const rows = [];
const failedToRun = [];
const files = readdirSync(new URL('../bench', import.meta.url))
  .filter((name) => name.endsWith('.ts') && name !== 'report.ts')
  .sort();
async function runNext() {
  for (let file = files.shift(); file; file = files.shift()) {
    const args = quick ? (QUICK_ARGS[file] ?? []) : [];
    console.log(`\n== bench/${file} ${args.join(' ')}`);
    const started = Date.now();
    const code = await runBenchmark(file, args, rows, quick ? `[${file}] ` : '');
    console.log(`== bench/${file}: exit ${code} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (code !== 0) failedToRun.push(`bench/${file} (exit ${code})`);
  }
}
await Promise.all(quick ? [runNext(), runNext()] : [runNext()]);

const columns = ['benchmark', 'figure', 'ours', 'baseline', 'ratio', 'target', 'met'];
const cells = rows.map((row) =>
  columns.map((column) => (column === 'met' ? (row.met ? 'met' : 'NOT MET') : String(row[column]))),
);
const widths = columns.map((column, index) => Math.max(column.length, ...cells.map((line) => line[index].length)));
const line = (values) => `| ${values.map((value, index) => value.padEnd(widths[index])).join(' | ')} |`;
console.log(`\nSummary${quick ? ' (quick run: the figures mean nothing)' : ''}\n`);
console.log(line(columns));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const values of cells) console.log(line(values));
console.log(`\n${rows.filter((row) => row.met).length} of ${rows.length} targets met`);
if (failedToRun.length) console.log(`Failed to run: ${failedToRun.join(', ')}`);
process.exit(failedToRun.length ? 1 : 0);
