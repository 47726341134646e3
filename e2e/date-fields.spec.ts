// Date fields speak the app's language, not the browser's (docs/languages.md, "Dates"): an
// English admin on a Swedish browser writes 03/07/2026, a Swedish admin on an English browser
// 2026-03-07; either types the day in their order or chooses it in a calendar in their language,
// and the filter takes the day as YYYY-MM-DD. Time fields count the hours as the app's language
// does, not the browser: 2:05 PM for an English transporter on a Swedish browser, 14:05 for a
// Swedish one on an English browser, and the schedule keeps the time that was meant.
import { expect, type Page, test } from '@playwright/test';
import { en } from '../domain/i18n/en';
import { sv } from '../domain/i18n/sv';
import { apiAs, freshAdmin } from './support/helpers';
import { openTab, PASSWORD, setUpWorld } from './support/pickupWorld';

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

/**
 * A transporter whose account speaks `locale`, signed in on a browser of `browserWords`, with the
 * Schedule Pickup dialog open on a request just sent; the request's id and the dialog's words.
 */
async function scheduling(page: Page, locale: 'en' | 'sv', browserWords: typeof sv) {
  const world = await setUpWorld();
  const returner = await apiAs(world.returner, PASSWORD);
  expect((await returner.post(`/api/drums/${world.requestId}/finalize`)).status()).toBe(200);
  await returner.dispose();
  const driver = await apiAs(world.transporter, PASSWORD);
  expect((await driver.patch('/api/profile', { data: { locale } })).status()).toBe(200);
  await driver.dispose();
  const words = (locale === 'sv' ? sv : en) as typeof sv;
  await logIn(page, world.transporter, PASSWORD, browserWords);
  await openTab(page, words.operations.transport.tabs.pickupRequest);
  await page
    .getByRole('region', { name: words.operations.transport.newRequests })
    .getByRole('article', { name: world.reference })
    .getByRole('button', { name: words.operations.actions.schedule, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: words.operations.schedule.title });
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
  await dialog.getByLabel(words.operations.schedule.date).fill(tomorrow);
  return { dialog, words, requestId: world.requestId, tomorrow, transporter: world.transporter };
}

/** The pickup time the server keeps for the request, as the transporter reads it over the API. */
async function scheduledAt(transporter: string, requestId: number) {
  const api = await apiAs(transporter, PASSWORD);
  const response = await api.get(`/api/pickup-requests/${requestId}`);
  expect(response.status()).toBe(200);
  const { scheduledPickupDate } = (await response.json()).pickupRequest as { scheduledPickupDate: string | null };
  await api.dispose();
  return scheduledPickupDate;
}

const exportHref = (page: Page, name: string) => page.getByRole('link', { name }).getAttribute('href');

// The times typed below are the browser's zone's; UTC lets the stored instant be read back plainly.
test.use({ timezoneId: 'UTC' });

test.describe('on a Swedish browser', () => {
  test.use({ locale: 'sv-SE' });

  test('an English transporter writes a pickup time in 12 hours with AM and PM', async ({ page }) => {
    const { dialog, words, requestId, tomorrow, transporter } = await scheduling(page, 'en', sv);
    const time = dialog.getByLabel(words.operations.schedule.time);
    await expect(time).toHaveAttribute('placeholder', '2:05 PM');
    await expect(time).toHaveValue(/^\d{1,2}:\d{2} [AP]M$/);

    await time.fill('14:30');
    await time.press('Tab');
    await expect(time).toHaveValue('2:30 PM');
    await time.fill('noon');
    await time.press('Tab');
    await expect(dialog.getByText('Write the time as 2:05 PM')).toBeVisible();

    await time.fill('9:05 am');
    await time.press('Tab');
    await expect(time).toHaveValue('9:05 AM');
    await dialog.getByRole('button', { name: words.operations.schedule.save }).click();
    await expect(dialog).toHaveCount(0);
    expect(await scheduledAt(transporter, requestId)).toBe(`${tomorrow}T09:05:00.000Z`);
  });

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

  test('a Swedish transporter writes a pickup time in 24 hours', async ({ page }) => {
    const { dialog, words, requestId, tomorrow, transporter } = await scheduling(page, 'sv', en as typeof sv);
    const time = dialog.getByLabel(words.operations.schedule.time);
    await expect(time).toHaveAttribute('placeholder', '14:05');
    await expect(time).toHaveValue(/^\d{2}:\d{2}$/);

    await time.fill('2:30 pm');
    await time.press('Tab');
    await expect(time).toHaveValue('14:30');
    await time.fill('25:00');
    await time.press('Tab');
    await expect(dialog.getByText('Skriv tiden som 14:05')).toBeVisible();

    await time.fill('16.45');
    await time.press('Tab');
    await expect(time).toHaveValue('16:45');
    await dialog.getByRole('button', { name: words.operations.schedule.save }).click();
    await expect(dialog).toHaveCount(0);
    expect(await scheduledAt(transporter, requestId)).toBe(`${tomorrow}T16:45:00.000Z`);
  });

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
