import { expect, test } from '@playwright/test';
import { apiAs, freshAdmin, uniqueEmail } from './support/helpers';
import { logIn, PASSWORD, setUpWorld } from './support/pickupWorld';

// An admin's notifications lead to what they are about: a request sent for pickup opens its
// details, a registration opens New Users. The banner keeps to two one-line notifications and
// folds away for the session.

test('an admin opens a notification and lands on its request or user; the banner folds away', async ({ browser }) => {
  test.setTimeout(120_000);
  // An admin of its own: other journeys' notifications do not reach it.
  const admin = await freshAdmin();
  const world = await setUpWorld();
  const returner = await apiAs(world.returner, PASSWORD);
  expect((await returner.post(`/api/drums/${world.requestId}/finalize`)).status()).toBe(200);
  await returner.dispose();
  const email = uniqueEmail('penny');
  const anyone = await browser.newContext();
  const registered = await anyone.request.post('/api/auth/register', {
    data: {
      name: 'Penny Linked',
      email,
      phoneNumber: '+46 70 222 33 44',
      password: 'secret1',
      confirmPassword: 'secret1',
      companyName: 'Linked Cables AB',
      companyOrgNumber: '556321-0987',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await anyone.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, admin.email, admin.password, '/admin');
  await expect(page).toHaveURL(/\/admin/);
  const banner = page.getByRole('region', { name: 'Notifications', exact: true });
  const notes = banner.getByRole('status');
  await expect(notes.first()).toBeVisible();
  expect(await notes.count()).toBeLessThanOrEqual(2);
  // Each on one line: no taller than a single row of text (with its 44 px targets).
  for (const box of await notes.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().height)))
    expect(box).toBeLessThan(60);

  await banner.getByRole('button', { name: 'Hide notifications' }).click();
  await expect(notes).toHaveCount(0);
  await page.reload();
  await expect(banner.getByRole('button', { name: /Show notifications/ })).toBeVisible();
  await expect(notes).toHaveCount(0);
  await banner.getByRole('button', { name: /Show notifications/ }).click();
  await expect(notes.first()).toBeVisible();

  await page.goto('/notifications');
  const list = page.getByRole('list', { name: 'Notifications list' });
  await list.getByRole('link', { name: `Pickup request ${world.reference} was sent for pickup` }).click();
  await expect(page).toHaveURL(/department=pickup&tab=requests&request=/);
  const details = page.getByRole('dialog', { name: `${world.reference} Complete Details` });
  // Who acts next, in the admin's words, beside the steps.
  await expect(details).toContainText('Next: the transport company proposes a pickup date (or you schedule it).');

  await page.goto('/notifications');
  await list.getByRole('link', { name: /New user registration: Penny Linked/ }).click();
  await expect(page).toHaveURL(/department=admin&tab=new-users&user=\d+/);
  await expect(page.getByText(email)).toBeVisible();
  await context.close();
});
