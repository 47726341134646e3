// Lighthouse, mobile with simulated throttling (its default), on the compiled server in production
// mode: /login signed out, My Returns as a returner and the admin's pickup list,
// each its performance score, LCP, TBT and CLS; a full run reports the median of three runs per
// page. Targets: score >= 95, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.05. No baseline: the targets
// are absolute. Debian's Chromium runs the pages. Needs `npm run build`. The signed-in pages
// get the session cookie as a request header.
// Run: npx tsx bench/lighthouse.ts [pages]   (pages: how many of the three; a quick run takes 1)
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { summaryRow } from './report';

const PAGES = Number(process.argv[2] ?? 3);
/**
 * Runs per page: a full run reports each page's median run (Lighthouse's own choice of median,
 * by FCP and TTI), as Lighthouse advises for a score that varies from run to run.
 * BENCH_LIGHTHOUSE_RUNS=<n> takes more, to see how far the runs spread.
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? (PAGES === 3 ? 3 : 1));
const SERVER = new URL('../dist/server/main.mjs', import.meta.url).pathname;
if (!existsSync(SERVER)) {
  console.log('bench/lighthouse.ts: run `npm run build` first (dist/server/main.mjs is missing)');
  process.exit(1);
}
const PORT = 3497;
const base = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'admin@bench.example', password: 'bench-password-1' };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      APP_URL: base,
      SMTP_URL: 'smtp://127.0.0.1:9',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await pause(50)) {
    if (
      await fetch(`${base}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return child;
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
  }
  throw new Error('the server did not answer /healthz within 60 s');
}

/** One run's score, FCP, LCP and TBT, for the log: the runs of one page spread widely. */
function runFigures(lhr: Result) {
  // A run Lighthouse could not measure (filterToValidRuns leaves it out of the median) says why.
  if (lhr.runtimeError) return `not measured: ${lhr.runtimeError.code} (${lhr.runtimeError.message})`;
  const ms = (audit: string) => `${Math.round(lhr.audits[audit]?.numericValue ?? NaN)} ms`;
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  return `${score}, FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}`;
}

async function call(path: string, body: unknown, cookie = ''): Promise<{ cookie: string; body: any }> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  const set = response.headers.getSetCookie()[0]?.split(';')[0] ?? cookie;
  return { cookie: set, body: await response.json() };
}

const dataDir = mkdtempSync(join(tmpdir(), 'drum-lighthouse-'));
const server = await startServer(dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-gpu'],
});
try {
  const admin = await call('/api/auth/login', ADMIN);
  const returnerEmail = 'returner@bench.example';
  await call(
    '/api/users',
    { name: 'Rita Returner', email: returnerEmail, password: ADMIN.password, role: 'returner', approved: true },
    admin.cookie,
  );
  const returner = await call('/api/auth/login', { email: returnerEmail, password: ADMIN.password });
  const pages = [
    { name: '/login', path: '/login', cookie: '' },
    { name: 'My Returns', path: '/returns', cookie: returner.cookie },
    { name: 'admin pickup list', path: '/admin?department=pickup&tab=requests', cookie: admin.cookie },
  ].slice(0, PAGES);

  for (const page of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${base}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: page.cookie ? { cookie: page.cookie } : undefined,
      });
      if (result) runs.push(result.lhr);
      if (result) console.log(`${page.name}, run ${run + 1}: ${runFigures(result.lhr)}`);
    }
    const valid = filterToValidRuns(runs);
    if (!valid.length) throw new Error(`Lighthouse measured no valid run of ${page.path}`);
    const lhr = computeMedianRun(valid);
    // BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each page's median report, for a look at its audits.
    if (process.env.BENCH_LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.BENCH_LIGHTHOUSE_REPORTS, { recursive: true });
      const file = `${page.name.replace(/\W+/g, '-')}.json`;
      writeFileSync(join(process.env.BENCH_LIGHTHOUSE_REPORTS, file), JSON.stringify(lhr));
    }
    // A signed-in page that sent us to /login measured the wrong page.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(page.path, base).pathname)
      throw new Error(`${page.path} ended at ${lhr.finalDisplayedUrl}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const lcp = audit('largest-contentful-paint');
    const tbt = audit('total-blocking-time');
    const cls = audit('cumulative-layout-shift');
    const met = score >= 95 && lcp <= 2500 && tbt <= 200 && cls <= 0.05;
    // Simulated throttling scales what this host measured: its CPU index (Lighthouse's
    // benchmarkIndex, higher is faster) tells two runs' hosts apart when their scores differ.
    const host = `host index ${Math.round(lhr.environment.benchmarkIndex)}`;
    console.log(
      `${page.name}: ${score}, LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)} (${host})`,
    );
    summaryRow({
      figure: `Lighthouse mobile, ${page.name}: score, LCP, TBT, CLS`,
      ours: `${score}, ${(lcp / 1000).toFixed(1)} s, ${Math.round(tbt)} ms, ${cls.toFixed(3)} (${host})`,
      baseline: '-',
      ratio: '-',
      target: '>= 95, <= 2.5 s, <= 200 ms, <= 0.05',
      met,
    });
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}
