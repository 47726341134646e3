import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_MAIL_URL, E2E_PORT } from './e2e/support/env';

// Debian's Chromium, not Playwright's download (which cannot be fetched here).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-gpu',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './e2e',
  // Per port, so parallel runs (see web/README.md) don't wipe each other's artifacts.
  outputDir: `test-results/e2e-${E2E_PORT}`,
  fullyParallel: true,
  // Three on two cores: a journey mostly waits (on the server, the browser's frames, animations),
  // so two workers left a core half idle (2026-11-29: 80 tests in 8.6 min with two, 6.5 with three).
  workers: 3,
  retries: 0,
  // Room for a slow host: on 2026-11-26 every test here ran 2-3x longer than the day before
  // (the previous commit as well), and the longest (47 s) came near a 60 s limit.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // A failed test's trace keeps its actions, console, network and sources, and the failure's
    // screenshot is kept (below), but not a DOM snapshot before and after every action: taking one
    // walks the whole page, which cost the suite about half its time (the screen sweep 64 s -> 34 s
    // for the returner's two sizes; the Users tab of 3,000 cards 0.9 s a "Show more" -> 0.2 s).
    // E2E_TRACE=full records them, to step through a failure locally.
    trace:
      process.env.E2E_TRACE === 'full'
        ? 'retain-on-failure'
        : { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    // The service worker precaches the whole app at a first visit: a journey about it allows it
    // (e2e/offline-app.phone.spec.ts), the others would each pay for a download they never use.
    serviceWorkers: 'block',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testIgnore: [/\.phone\.spec\.ts$/, /\.seeded\.spec\.ts$/, /\.pool\.spec\.ts$/, /\.late\.spec\.ts$/],
    },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, testMatch: /\.phone\.spec\.ts$/ },
    // Journeys that fill the shared database with hundreds of requests: after the
    // others, whose requests would otherwise fall off their lists' first pages.
    {
      name: 'seeded',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: /\.seeded\.spec\.ts$/,
      dependencies: ['desktop', 'phone'],
    },
    // Thousands of companies and users: after the others too, for the same reason, and beside
    // `seeded` (each finds its own rows by a suffix of its own, so neither moves the other's lists).
    {
      name: 'pool',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: /\.pool\.spec\.ts$/,
      dependencies: ['desktop', 'phone'],
    },
    // Journeys that read only their own rows, run at the end beside `seeded` and `pool`: those two
    // alone left a worker idle for the last minutes of the suite. (Run from the start instead, the
    // ten Swedish sweeps' worlds moved other journeys' companies and tabs: two of them failed.)
    {
      name: 'late',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: /\.late\.spec\.ts$/,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: [
    { command: 'npx tsx e2e/support/mailSink.ts', url: E2E_MAIL_URL, reuseExistingServer: false, timeout: 30_000 },
    {
      command: 'npx tsx e2e/support/startServer.ts',
      url: `${E2E_BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { PORT: String(E2E_PORT) },
    },
  ],
});
