import { expect, test } from '@playwright/test';

// A signed-out page of a screen that needs no data carries the screen itself (scripts/route-pages.mjs,
// web/src/prerender.tsx): a phone paints the login form before the JavaScript arrives, and the app
// that then renders over it keeps what was typed meanwhile (web/src/prerendered.ts).

test('the login form shows before the JavaScript runs, and what was typed meanwhile logs in', async ({ page }) => {
  let release = () => {};
  const entryHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });

  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await expect(page.getByText('Sign in to book and follow your drum returns')).toBeVisible();
  // Until the app runs the button is disabled: a native submit would put the password in the address.
  const logIn = page.getByRole('button', { name: 'Log In' });
  await expect(logIn).toBeDisabled();
  await page.getByLabel('Email', { exact: true }).fill('nobody@e2e.test');
  await page.getByLabel('Password', { exact: true }).fill('wrong-pass');
  await page.getByLabel('Password', { exact: true }).press('End');
  expect(page.url()).toMatch(/\/login$/);

  release();
  await expect(logIn).toBeEnabled();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('nobody@e2e.test');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('wrong-pass');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  // The form's own state has both values: the server answers, no field is reported empty.
  await logIn.click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Email required')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-out page of a screen without data arrives with the screen, a session gets the splash', async ({
  page,
  request,
}) => {
  const signedOut = await (await request.get('/register', { headers: { cookie: '' } })).text();
  expect(signedOut).toContain('data-viewer="signed-out"');
  expect(signedOut).toContain('data-prerendered=""');
  expect(signedOut).toContain('>Create Account</h1>');
  expect(signedOut).not.toContain('aria-label="Loading"');

  const withSession = await (await request.get('/register', { headers: { cookie: 'dr_session=someone' } })).text();
  expect(withSession).not.toContain('data-prerendered');
  expect(withSession).toContain('aria-label="Loading"');

  // The app takes the page over: the register form works as ever.
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
});
