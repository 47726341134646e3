// Swedish beside English (docs/languages.md): a Swedish phone opens the app in Swedish, a
// visitor switches in More (kept in this browser), a person's account language follows them to
// any browser and is changed in My Account.
import { expect, test } from '@playwright/test';
import { sv } from '../domain/i18n/sv';
import { adminApi, apiAs, ORG_NUMBER, uniqueEmail } from './support/helpers';
import { PASSWORD, toasts } from './support/pickupWorld';

test.describe('on a Swedish phone', () => {
  test.use({ locale: 'sv-SE' });

  test('the login page and More are Swedish, a form check speaks Swedish, and a visitor can choose English', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: sv.login.title, level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    const main = page.getByRole('navigation', { name: sv.nav.label });
    await expect(main.getByRole('link', { name: sv.nav.myReturns })).toBeVisible();

    // The form's own check, before anything is sent, in the language on screen.
    await expect(page.getByLabel(sv.login.password, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: sv.login.submit }).click();
    await expect(page.getByText(sv.errors.account.loginRequired).first()).toBeVisible();
    await expect(page.getByLabel(sv.fields.email, { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await main.getByRole('link', { name: sv.nav.more }).click();
    await expect(page.getByRole('heading', { name: sv.more.title, level: 1 })).toBeVisible();
    const language = page.getByRole('combobox', { name: sv.language.label });
    await expect(language).toHaveValue('sv');
    await language.selectOption('en');
    await expect(page.getByRole('heading', { name: 'More', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Kept in this browser, like the theme.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'More', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Returns' }),
    ).toBeVisible();
  });
});

test("a person's Swedish account reads Swedish in an English browser, and My Account switches it back", async ({
  page,
}) => {
  const admin = await adminApi();
  const company = await admin.post('/api/returner-companies', {
    data: { name: `Språk El ${Date.now().toString(36)}`, organizationNumber: ORG_NUMBER },
  });
  expect(company.status(), await company.text()).toBe(201);
  const email = uniqueEmail('sprak');
  const created = await admin.post('/api/users', {
    data: {
      name: 'Sara Svensson',
      email,
      password: PASSWORD,
      role: 'returner',
      approved: true,
      returnerCompanyId: (await company.json()).company.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();
  const own = await apiAs(email, PASSWORD);
  expect((await own.patch('/api/profile', { data: { locale: 'sv' } })).status()).toBe(200);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log In', level: 1 })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  const main = page.getByRole('navigation', { name: sv.nav.label });
  await expect(main.getByRole('link', { name: sv.nav.myAccount })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');

  await main.getByRole('link', { name: sv.nav.myAccount }).click();
  const language = page.getByRole('combobox', { name: sv.language.label });
  await expect(language).toHaveValue('sv');
  await language.selectOption('en');
  await expect(toasts(page).getByText('Language saved')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' })).toBeVisible();
  expect((await (await own.get('/api/auth/me')).json()).user.locale).toBe('en');
  await own.dispose();
});
