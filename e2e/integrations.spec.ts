// Issue 17 as a company's user meets it: the More page gives a private calendar link that a
// calendar app can subscribe to without signing in, and replacing it stops the old one at once.
import { expect, test } from '@playwright/test';
import { adminApi, freshAdmin } from './support/helpers';
import { logIn, openTab, setUpWorld } from './support/pickupWorld';

test('a returner copies its company’s calendar link from More, and replacing it retires the old one', async ({
  page,
  request,
}) => {
  const world = await setUpWorld();
  await logIn(page, world.returner);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/more');
  const card = page.getByRole('region', { name: 'Calendar Feed' });
  const link = card.getByLabel('Calendar link');
  await expect(link).toHaveValue(/\/api\/calendar\/[0-9a-f]{64}\.ics$/);
  const first = await link.inputValue();

  // What a calendar app does: fetch the URL with no cookie at all.
  const feed = await request.get(first, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await card.getByRole('button', { name: 'Replace Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace the calendar link?' });
  await dialog.getByRole('button', { name: 'Replace Link' }).click();
  await expect(page.getByText('The old link no longer works.')).toBeVisible();
  await expect(link).not.toHaveValue(first);
  const second = await link.inputValue();
  expect((await request.get(first, { headers: { cookie: '' } })).status()).toBe(404);
  expect((await request.get(second, { headers: { cookie: '' } })).status()).toBe(200);
});

test('an admin finds any returner company’s calendar link on its card in the admin panel', async ({
  page,
  request,
}) => {
  const api = await adminApi();
  const name = `Calendar Builders ${Date.now().toString(36)}`;
  const created = await api.post('/api/returner-companies', { data: { name, organizationNumber: '556123-4567' } });
  expect(created.status(), await created.text()).toBe(201);
  await api.dispose();

  const admin = await freshAdmin();
  await logIn(page, admin.email, admin.password, '/admin');
  await expect(page.getByRole('group', { name: 'Department' })).toBeVisible();
  await openTab(page, 'Returners');
  await page.getByRole('region', { name }).getByRole('button', { name: 'Calendar Link' }).click();
  const dialog = page.getByRole('dialog', { name: `Calendar link: ${name}` });
  const link = dialog.getByLabel('Calendar link');
  await expect(link).toHaveValue(/\/api\/calendar\/[0-9a-f]{64}\.ics$/);
  expect((await request.get(await link.inputValue(), { headers: { cookie: '' } })).status()).toBe(200);
});
