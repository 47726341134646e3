import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support/env';

// The built pages carry the app's stylesheet inline (scripts/route-pages.mjs). Most lazy chunks
// list it among what they need; Vite's preload helper, seeing no <link> to it, would fetch it
// again, restyle the whole page and hold the chunk's import until the file arrived.
test('the app stylesheet comes inline with the page: lazily loaded screens do not fetch it again', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'stylesheet' || pathname.endsWith('.css')) stylesheets.push(pathname);
  });

  await page.goto('/admin');
  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('group', { name: 'Department' })).toBeVisible();
  // The admin panel, its tabs and its dialogs are lazy chunks of their own.
  await page.getByRole('button', { name: 'Admin Department' }).click();
  await page.getByRole('tab', { name: /^Zones/ }).click();
  await expect(page.getByRole('tab', { name: /^Zones/, selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pickup Department' }).click();
  await page.getByRole('tab', { name: /^Requests/ }).click();
  await expect(page.getByRole('tab', { name: /^Requests/, selected: true })).toBeVisible();

  // Styled all the same: the main column keeps its width limit (max-w-6xl).
  await expect(page.locator('main#main')).toHaveCSS('max-width', '1152px');
  expect(stylesheets).toEqual([]);
});

// Every page paints before it fetches the app's scripts (web/src/paintFirst.ts): scripts that
// arrived first would run first and hold back the splash or the prerendered screen.
test('pages paint first, then fetch the app, which then runs as ever', async ({ page }) => {
  for (const path of ['/login', '/returns']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    expect(timing.firstPaint, path).not.toBeNull();
    const app = timing.scripts.filter(({ name }) => !/\/paintFirst-/.test(name));
    expect(
      app.map(({ name }) => name),
      path,
    ).toContainEqual(expect.stringMatching(/^\/assets\/index-/));
    expect(
      app.filter(({ startTime }) => startTime < timing.firstPaint!),
      path,
    ).toEqual([]);
  }
});

// A tab opened in the background paints nothing until shown, and a browser without paint timing
// never says it painted: the page loads the app at once. Should a paint never be reported, the
// app loads after 3 s all the same. (Here the page's paint observer never hears of a paint, so a
// page that waited for one would start the app only at the fallback.)
const silencePaintObserver = () => {
  PerformanceObserver.prototype.observe = () => {};
};
const cases = [
  {
    what: 'in a hidden tab the page loads the app at once',
    pretend: () => Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' }),
    startsBefore: 2500,
  },
  {
    what: 'in a browser without paint timing the page loads the app at once',
    pretend: () => Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => [] }),
    startsBefore: 2500,
  },
  { what: 'a page whose paint is never reported loads the app after 3 s', pretend: () => {}, startsAfter: 3000 },
];
for (const { what, pretend, startsBefore, startsAfter } of cases) {
  test(what, async ({ page }) => {
    await page.addInitScript(silencePaintObserver);
    await page.addInitScript(pretend);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled({ timeout: 10_000 });
    const entryStarted = await page.evaluate(
      () =>
        performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))
          ?.startTime ?? null,
    );
    expect(entryStarted).not.toBeNull();
    if (startsBefore) expect(entryStarted).toBeLessThan(startsBefore);
    if (startsAfter) expect(entryStarted).toBeGreaterThanOrEqual(startsAfter);
  });
}

// A signed-in page's startup queries (who is signed in, the screen's data) go out with the page,
// before the app has loaded, on every visit after the first (web/src/relay/earlyQueries.ts): the
// app takes their answers rather than asking again. Signing out forgets them.
test('a signed-in page asks its startup queries before the app loads; the app takes the answers', async ({ page }) => {
  const panel = page.getByRole('group', { name: 'Department' });
  await page.goto('/admin');
  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(panel).toBeVisible();

  // A first signed-in load of /admin: the app remembers what it asked in its first seconds.
  await page.reload();
  await expect(panel).toBeVisible();
  const remembered = await page.waitForFunction(
    () =>
      (JSON.parse(localStorage.getItem('drum-returns:early-queries') ?? '{}') as Record<string, string[]>)['/admin'],
    undefined,
    { timeout: 10_000 },
  );
  const bodies = (await remembered.jsonValue()) as string[];
  expect(bodies.map((body) => JSON.parse(body).operationName)).toEqual(
    expect.arrayContaining(['ViewerProviderQuery', 'PendingCountQuery']),
  );

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') sent.push(request.postData()!);
  });
  await page.reload();
  await expect(panel).toBeVisible();
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource');
    return {
      entry: resources.find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime ?? null,
      queries: resources.filter((entry) => new URL(entry.name).pathname === '/graphql').map((entry) => entry.startTime),
    };
  });
  expect(timing.entry).not.toBeNull();
  // Each was asked before the app's entry script was even requested...
  expect(timing.queries.filter((start) => start < timing.entry!).length).toBeGreaterThanOrEqual(bodies.length);
  // ...and once: the app took the answer instead of asking again.
  for (const body of bodies) expect(sent.filter((request) => request === body)).toHaveLength(1);

  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/(login)?$/);
  expect(await page.evaluate(() => localStorage.getItem('drum-returns:early-queries'))).toBeNull();
});
