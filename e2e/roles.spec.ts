import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from './support/env';
import { adminApi, ORG_NUMBER, uniqueEmail } from './support/helpers';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function createUser(role: 'returner' | 'transporter', extra: Record<string, unknown> = {}) {
  const admin = await adminApi();
  const email = uniqueEmail(role);
  let transportCompanyId: number | undefined;
  if (role === 'transporter') {
    const company = await admin.post('/api/admin/transport-companies', {
      data: { name: `Haulers ${email}`, organizationNumber: ORG_NUMBER },
    });
    expect(company.status(), await company.text()).toBe(201);
    transportCompanyId = (await company.json()).company.id;
  }
  const response = await admin.post('/api/users', {
    data: { name: `Test ${role}`, email, password: 'role-pass', role, approved: true, transportCompanyId, ...extra },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

test.describe('signed out', () => {
  test('returner pages send to /login, admin pages to the admin login', async ({ page }) => {
    await page.goto('/pickup-request');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/change-password');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/transport-dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/drum-specs');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  });

  test('/dashboard redirects to /returns, which asks to log in', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/returns$/);
    await expect(page.getByText('Log in to see your returns')).toBeVisible();
  });

  test('an unknown path shows Page Not Found', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Page Not Found')).toBeVisible();
  });

  test('the admin reset page links back to the admin login', async ({ page }) => {
    await page.goto('/admin/forgot-password');
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test('an admin lands on /admin and is sent there from returner and transporter pages', async ({ page }) => {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  for (const path of ['/', '/returns', '/pickup-request', '/transport-dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin$/);
  }
  await page.goto('/drum-specs');
  await expect(page).toHaveURL(/\/drum-specs$/);
});

test('a transporter lands on /transport-dashboard and is kept off returner and admin pages', async ({ page }) => {
  const email = await createUser('transporter');
  await logIn(page, email, 'role-pass');
  await expect(page).toHaveURL(/\/transport-dashboard$/);
  for (const path of ['/', '/returns', '/pickup-request', '/drum-specs']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/transport-dashboard$/);
  }
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/transport-dashboard$/);
});

test('a returner lands on /returns and is kept off admin and transporter pages', async ({ page }) => {
  const email = await createUser('returner');
  await logIn(page, email, 'role-pass');
  await expect(page).toHaveURL(/\/returns$/);
  await page.goto('/drum-specs');
  await expect(page).toHaveURL(/\/returns$/);
  await page.goto('/transport-dashboard');
  await expect(page).toHaveURL(/\/returns$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$|\/returns$/);
});

test('My Account edits phone and division, Cancel restores, Log Out signs out', async ({ page }) => {
  const email = await createUser('returner', { phoneNumber: '070-000', division: 'North' });
  await logIn(page, email, 'role-pass');
  await expect(page).toHaveURL(/\/returns$/);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Division').fill('Discarded');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('North')).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Phone Number').fill('070-999');
  await page.getByLabel('Division').fill('South');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByText('South')).toBeVisible();
  await expect(page.getByText('070-999')).toBeVisible();

  // Log Out goes to /, a returner page, which sends a signed-out visitor on to /login.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
});

test('Change Password changes it and returns to My Account', async ({ page }) => {
  const email = await createUser('returner');
  await logIn(page, email, 'role-pass');
  await expect(page).toHaveURL(/\/returns$/);
  await page.goto('/change-password');
  await page.getByLabel('Current Password').fill('role-pass');
  await page.getByLabel('New Password', { exact: true }).fill('changed-pass');
  await page.getByLabel('Confirm New Password').fill('changed-pass');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
});
