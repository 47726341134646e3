// The installable app (docs/offline.md): a web app manifest with its icons, a service worker that
// precaches the app at the first visit, and after that one online visit a visitor's app starts
// without coverage; after a logout the phone starts as a visitor's.
import { expect, type Page, test } from '@playwright/test';
import { logIn, setUpWorld } from './support/pickupWorld';

test.use({ serviceWorkers: 'allow' });

/** Waits until the page's service worker is active and controls it (a reload after the first visit). */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the app installs, and starts without coverage after one online visit', async ({ page, context, request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const app = await manifest.json();
  expect(app).toMatchObject({ name: 'Drum Returns', display: 'standalone', start_url: '/' });
  const sizes = app.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of app.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await workerInControl(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  // Another page, never visited: the shell stands in for it.
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
});

test('logging out leaves nothing that says who was signed in', async ({ page, context }) => {
  const world = await setUpWorld();
  await logIn(page, world.returner);
  await expect(page).not.toHaveURL(/\/login/);
  await workerInControl(page);
  expect(await page.evaluate(() => localStorage.getItem('signed-in'))).toBe('1');
  await page.goto('/account');
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page).not.toHaveURL(/\/account/);
  expect(await page.evaluate(() => localStorage.getItem('signed-in'))).toBeNull();
  // Offline now, the phone starts as a visitor's.
  await context.setOffline(true);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});
