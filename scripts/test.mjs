// `npm test`: every test, browser tests included.
//  1. makes sure Debian's Chromium is there (installs it when run as root),
//  2. builds the web app the browser tests load,
//  3. checks the formatting (Prettier), type-checks, runs the API and unit suite on PGlite (its files in turn on PostgreSQL when TEST_DATABASE_URL is set),
//  4. runs the Playwright journeys,
// then names the failing tests, if any, and prints one closing line "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readPlaywrightReport, readVitestReport } from './test-reports.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = { passed: 0, failed: 0, skipped: 0 };
/** Names of the failing tests, repeated before the closing line: a CI log is often read from its tail. */
const failures = [];
let exitCode = 0;

function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** `run` without waiting: resolves to the exit code. */
function runAsync(command, args) {
  console.log(`\n$ ${[command, ...args].join(' ')} (in parallel)`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian...');
  if (
    run('apt-get', ['update', '-qq']) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' }) !== 0
  ) {
    console.error('Could not install Chromium.');
    process.exit(1);
  }
}

/** Adds a report's counts and failures to the run's; false when the report is missing. */
function count(report) {
  if (!report) return false;
  results.passed += report.passed;
  results.failed += report.failed;
  results.skipped += report.skipped;
  failures.push(...report.failures);
  return true;
}

/** A run that failed without a failing test (it could not start, or its report is stale) counts as one failure. */
function failedRun(label, failedBefore) {
  exitCode = 1;
  if (results.failed === failedBefore) {
    results.failed += 1;
    console.error(`${label} failed without reporting a failing test: see its output above.`);
    failures.push(`${label}: failed without reporting a failing test`);
  }
}

function vitest(label, env, extraArgs = []) {
  const out = `test-results/vitest-${label}.json`;
  const failedBefore = results.failed;
  rmSync(out, { force: true }); // an earlier run's report must not stand in for this one
  const code = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...extraArgs],
    env,
  );
  if (!count(readVitestReport(out, `vitest (${label})`)) || code !== 0) failedRun(`vitest (${label})`, failedBefore);
}

/** The API and unit test files vitest.config.ts includes, by path, sorted. */
function testFiles() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === '__generated__') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name)) found.push(path);
    }
  };
  for (const dir of ['schema', 'domain', 'services', 'server', 'db', 'scripts', 'web']) walk(dir);
  return found.sort();
}

mkdirSync('test-results', { recursive: true });
ensureChromium();
if (run('npm', ['run', 'build']) !== 0) {
  console.error('Build failed.');
  process.exit(1);
}

// The formatting and the lint, then beside the type check: each runs on one core.
const [[prettierCode, lintCode], tscCode] = await Promise.all([
  (async () => [
    await runAsync('npx', ['prettier', '--check', '--log-level', 'warn', '.']),
    await runAsync('npm', ['run', 'lint', '--silent']),
  ])(),
  runAsync('npx', ['tsc', '--noEmit', '-p', '.']),
]);
if (lintCode !== 0) {
  console.error('Lint found problems (ESLint or knip): run `npm run lint`.');
  failures.push('Lint: ESLint or knip found problems (npm run lint)');
  exitCode = 1;
  results.failed += 1;
}
if (prettierCode !== 0) {
  console.error('Formatting differs from Prettier: run `npm run format`.');
  failures.push('Prettier: formatting differs (npm run format)');
  exitCode = 1;
  results.failed += 1;
}
if (tscCode !== 0) {
  console.error('Type check failed.');
  failures.push('tsc: type check failed');
  exitCode = 1;
  results.failed += 1;
}

// The document load test bounds /healthz's answer while worker threads make PDFs: alone, so that
// the bound measures our event loop and not another test file's work on the same two cores.
const DOCUMENT_LOAD = 'server/documentLoad.test.ts';
if (process.env.TEST_DATABASE_URL) {
  // Both databases, each test file once: the files in turn (sorted by path) on PGlite, the
  // embedded default, and on the PostgreSQL server, so both run tests of every area. The whole
  // suite twice took a third of CI's fifteen minutes; the tests that only the server can run
  // (*.pg.test.ts) go to it.
  const files = testFiles().filter((file) => file !== DOCUMENT_LOAD);
  const embedded = [];
  const server = [];
  for (const file of files.filter((f) => !f.endsWith('.pg.test.ts')))
    (embedded.length <= server.length ? embedded : server).push(file);
  server.push(...files.filter((f) => f.endsWith('.pg.test.ts')));
  vitest('pglite', { TEST_DATABASE_URL: '' }, embedded);
  vitest('documents', { TEST_DATABASE_URL: '' }, [DOCUMENT_LOAD]);
  // Three workers: the queries run in the PostgreSQL server, so two workers left a core half
  // idle (2026-11-29: 116 s with two, 101 s with three; on PGlite, in-process, three gained nothing).
  vitest('postgres', { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }, ['--maxWorkers=3', ...server]);
} else {
  vitest('pglite', { TEST_DATABASE_URL: '' }, ['--exclude', DOCUMENT_LOAD]);
  vitest('documents', { TEST_DATABASE_URL: '' }, [DOCUMENT_LOAD]);
}

// The benchmarks are not run here: their quick run took three minutes of a CI that must stay
// under fifteen, and proved only that they start. The type check covers their code;
// `npm run bench -- --quick` runs each briefly before a change to them lands (bench/README.md).

const e2eFailedBefore = results.failed;
rmSync('test-results/e2e.json', { force: true });
const e2eCode = run('npx', ['playwright', 'test'], { CI: process.env.CI ?? 'true' });
if (!count(readPlaywrightReport('test-results/e2e.json')) || e2eCode !== 0) failedRun('Playwright', e2eFailedBefore);

if (failures.length) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
const skipped = results.skipped ? `, ${results.skipped} skipped` : '';
console.log(`\n${results.passed} passed, ${results.failed} failed${skipped}`);
process.exit(exitCode || (results.failed ? 1 : 0));
