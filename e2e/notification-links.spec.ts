import { expect, test } from '@playwright/test';
import { apiAs, freshAdmin, uniqueEmail } from './support/helpers';
import type { APIRequestContext, Browser } from '@playwright/test';
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

/** An organization number no other journey uses, so the match is this journey's company alone. */
const orgNumber = () => {
  const digits = String(Date.now() * 1000 + Math.floor(Math.random() * 1000)).slice(-10);
  return `${digits.slice(0, 6)}-${digits.slice(6)}`;
};

async function registerAs(browser: Browser, name: string, companyName: string, companyOrgNumber: string) {
  const email = uniqueEmail('penny');
  const anyone = await browser.newContext();
  const registered = await anyone.request.post('/api/auth/register', {
    data: {
      name,
      email,
      phoneNumber: '+46 70 222 33 44',
      password: 'secret1',
      confirmPassword: 'secret1',
      companyName,
      companyOrgNumber,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await anyone.close();
  return email;
}

async function returnerCompany(api: APIRequestContext, name: string, organizationNumber: string) {
  const created = await api.post('/api/returner-companies', { data: { name, organizationNumber } });
  expect(created.status(), await created.text()).toBe(201);
}

test('an admin lands on the registration, approves it into another company, then one into a new company', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await freshAdmin();
  const api = await apiAs(admin.email, admin.password);
  const suffix = Date.now().toString(36);
  const matchNumber = orgNumber();
  const matching = `Matching Cables ${suffix}`;
  const chosen = `Chosen Wires ${suffix}`;
  await returnerCompany(api, matching, matchNumber);
  await returnerCompany(api, chosen, orgNumber());
  const person = `Penny Match ${suffix}`;
  await registerAs(browser, person, 'Registered Cables AB', matchNumber);
  const newNumber = orgNumber();
  const newCompany = `Fresh Drums ${suffix}`;
  const second = `Penny Fresh ${suffix}`;
  await registerAs(browser, second, newCompany, newNumber);
  // A new organization number makes its company at registration; once that company has another
  // number, nothing matches the registration and approval offers to make its company again.
  const listed = await api.get('/api/returner-companies');
  const made = (await listed.json()).companies.find((c: { name: string }) => c.name === newCompany);
  const renamed = `Renamed Drums ${suffix}`;
  const patched = await api.patch(`/api/returner-companies/${made.id}`, {
    data: { name: renamed, organizationNumber: orgNumber() },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  await api.dispose();

  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, admin.email, admin.password, '/admin');
  await expect(page.getByRole('group', { name: 'Department' })).toBeVisible();
  await page.goto('/notifications');
  const list = page.getByRole('list', { name: 'Notifications list' });
  await list.getByRole('link', { name: new RegExp(`New user registration: ${person}`) }).click();
  await expect(page).toHaveURL(/department=admin&tab=new-users&user=\d+/);
  const card = page.getByRole('region', { name: person });
  await expect(card).toHaveAttribute('aria-current', 'true');
  await expect(card).toBeInViewport();
  await expect(page.getByRole('region', { name: second })).not.toHaveAttribute('aria-current', 'true');

  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve User' });
  await expect(dialog).toContainText('Registered Cables AB');
  await expect(dialog).toContainText(matchNumber);
  const companies = dialog.getByRole('group', { name: 'Returner company' });
  await expect(companies.getByRole('radio', { name: `Link to ${matching} (${matchNumber})` })).toBeChecked();
  await companies.getByRole('radio', { name: 'Link to another company' }).check();
  await dialog.getByRole('combobox', { name: 'Company' }).fill(`wires ${suffix}`);
  await page.getByRole('option', { name: new RegExp(chosen) }).click();
  await expect(dialog.getByRole('combobox', { name: 'Company' })).toHaveValue(new RegExp(chosen));
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('User approved successfully')).toBeVisible();
  await expect(card).toHaveCount(0);

  // With no company of its number, a registration's own company is the one approval offers.
  const fresh = page.getByRole('region', { name: second });
  await fresh.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByRole('radio', { name: `Create company ${newCompany} (${newNumber})` })).toBeChecked();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(fresh).toHaveCount(0);

  await page.goto('/admin?department=admin&tab=returners');
  await expect(page.getByRole('region', { name: chosen })).toContainText('1 user');
  await expect(page.getByRole('region', { name: matching })).toContainText('0 users');
  await expect(page.getByRole('region', { name: newCompany })).toContainText(newNumber);
  await expect(page.getByRole('region', { name: newCompany })).toContainText('1 user');
  await expect(page.getByRole('region', { name: renamed })).toContainText('0 users');
  await context.close();
});
