import { expect, test } from '@playwright/test';

test('the bottom nav on a phone moves between pages and highlights the current one', async ({ page }) => {
  await page.goto('/more');
  const nav = page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link', { name: 'My Returns' }) })
    .last();
  await expect(nav).toBeVisible();
  // Polled: the nav settles into place as the screen renders.
  const viewport = page.viewportSize()!;
  await expect
    .poll(async () => {
      const box = await nav.boundingBox();
      return box ? box.y + box.height : null;
    })
    .toBeGreaterThan(viewport.height - 5);
  for (const name of ['Home', 'My Returns', 'Log In', 'Completed', 'More'])
    await expect(nav.getByRole('link', { name })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'More' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/register');
  await expect(nav.getByRole('link', { name: 'Log In' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'My Returns' }).click();
  await expect(page).toHaveURL(/\/returns$/);
  await expect(nav.getByRole('link', { name: 'My Returns' })).toHaveAttribute('aria-current', 'page');
});

test('the theme survives a reload', async ({ page }) => {
  await page.goto('/more');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('switch', { name: 'Dark Mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('switch', { name: 'Dark Mode' })).toBeChecked();
});

test('the partner page leads to login and registration', async ({ page }) => {
  await page.goto('/partner-info');
  await page.getByRole('button', { name: 'Register as User' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.goto('/partner-info');
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
