// Date fields speak the app's language, not the browser's (docs/languages.md, "Dates"): an
// English admin on a Swedish browser writes 03/07/2026, a Swedish admin on an English browser
// 2026-03-07; either types the day in their order or chooses it in a calendar in their language,
// and the filter takes the day as YYYY-MM-DD.
import { expect, type Page, test } from '@playwright/test';
import { en } from '../domain/i18n/en';
import { sv } from '../domain/i18n/sv';
import { apiAs, freshAdmin } from './support/helpers';

/** Signs in on the sign-in page, which speaks the browser's language (`words`) to a visitor. */
async function logIn(page: Page, email: string, password: string, words: typeof sv) {
  await page.goto('/login');
  await page.getByLabel(words.fields.email, { exact: true }).fill(email);
  await page.getByLabel(words.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: words.login.submit }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A fresh admin whose account speaks `locale`, signed in on the Returns Log. */
async function admin(page: Page, locale: 'en' | 'sv', browserWords: typeof sv) {
  const { email, password } = await freshAdmin();
  const api = await apiAs(email, password);
  expect((await api.patch('/api/profile', { data: { locale } })).status()).toBe(200);
  await api.dispose();
  await logIn(page, email, password, browserWords);
  await page.goto('/admin?department=pickup&tab=returns-log');
}

const exportHref = (page: Page, name: string) => page.getByRole('link', { name }).getAttribute('href');

test.describe('on a Swedish browser', () => {
  test.use({ locale: 'sv-SE' });

  test('an English admin writes and chooses days in English order', async ({ page }) => {
    await admin(page, 'en', sv);
    const from = page.getByLabel('Created from');
    await expect(from).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await from.fill('3/7/2026');
    await from.press('Tab');
    await expect(from).toHaveValue('03/07/2026');
    await expect.poll(() => exportHref(page, 'Export Returns Log')).toContain('createdFrom=2026-03-07');

    await from.fill('13/45/2026');
    await from.press('Tab');
    await expect(page.getByText('Write the date as MM/DD/YYYY')).toBeVisible();
    await expect.poll(() => exportHref(page, 'Export Returns Log')).not.toContain('createdFrom');

    // Chosen in the calendar: the field of "Created to" is the second.
    await from.fill('03/01/2026');
    await page.getByRole('button', { name: 'Choose a date' }).nth(1).click();
    const calendar = page.getByRole('grid');
    await expect(calendar).toBeVisible();
    await calendar.getByRole('button', { name: /15th/ }).click();
    await expect(calendar).toBeHidden();
    const to = page.getByLabel('Created to');
    await expect(to).toHaveValue(/^\d{2}\/15\/\d{4}$/);
    await expect.poll(() => exportHref(page, 'Export Returns Log')).toMatch(/createdTo=\d{4}-\d{2}-15/);
  });
});

test.describe('on an English browser', () => {
  test.use({ locale: 'en-US' });

  test('a Swedish admin writes and chooses days in Swedish order', async ({ page }) => {
    await admin(page, 'sv', en as typeof sv);
    const from = page.getByLabel(sv.operations.filters.createdFrom);
    await expect(from).toHaveAttribute('placeholder', 'ÅÅÅÅ-MM-DD');
    await from.fill('2026-3-7');
    await from.press('Tab');
    await expect(from).toHaveValue('2026-03-07');
    await expect.poll(() => exportHref(page, sv.operations.export.link)).toContain('createdFrom=2026-03-07');

    await from.fill('07/03/2026');
    await from.press('Tab');
    await expect(page.getByText('Skriv datumet som ÅÅÅÅ-MM-DD')).toBeVisible();

    await page.getByRole('button', { name: sv.common.date.choose }).first().click();
    const calendar = page.getByRole('grid');
    // The calendar's words are Swedish.
    await expect(page.getByRole('button', { name: 'Gå till föregående månad' })).toBeVisible();
    await calendar.getByRole('button', { name: /^(Idag, )?\S+dag 15 / }).click();
    await expect(from).toHaveValue(/^\d{4}-\d{2}-15$/);
    await expect.poll(() => exportHref(page, sv.operations.export.link)).toMatch(/createdFrom=\d{4}-\d{2}-15/);
  });
});
