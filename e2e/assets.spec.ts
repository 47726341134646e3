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

// A screen's page loads the app the standard way: Vite's module entry, with the screen's own chunks
// preloaded beside it (scripts/route-pages.mjs), so the screen's code is not fetched only after
// the entry has run and asked for it.
test("a screen's page fetches its chunks beside the entry, each once", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/[^/]+\.js$/.test(pathname)) scripts.push(pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(preloaded).toContainEqual(expect.stringMatching(/^\/assets\/LoginRoute-/));
  expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/index-/));
  expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/LoginRoute-/));
  expect(new Set(scripts).size).toBe(scripts.length);
});
