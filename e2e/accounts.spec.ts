import { expect, test } from '@playwright/test';
import { adminApi, linkFrom, ORG_NUMBER, uniqueEmail, waitForMail } from './support/helpers';

test('a returner registers, verifies by the mailed link, is approved and lands on My Returns', async ({ page }) => {
  const email = uniqueEmail('rita');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Rita Returner');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone Number').fill('+46 70 111 22 33');
  await page.getByLabel('Password', { exact: true }).fill('rita-pass');
  await page.getByLabel('Confirm Password').fill('rita-pass');
  await page.getByLabel('Company Name').fill('Rita Cables AB');
  // Typed without the hyphen, it is formatted as typed.
  await page.getByLabel('Organization Number').pressSequentially(ORG_NUMBER.replace('-', ''));
  await expect(page.getByLabel('Organization Number')).toHaveValue(ORG_NUMBER);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const mail = await waitForMail(email, 'Verify');
  await page.goto(linkFrom(mail, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expect(page.getByText(/An administrator approves new accounts/)).toBeVisible();
  await page.getByRole('button', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Not yet approved: signed in, but kept out.
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('rita-pass');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Account Pending Approval' })).toBeVisible();
  await expect(page.getByText('Please wait for admin approval to access the dashboard.')).toBeVisible();
  await expect(page.getByText('You get an email as soon as yours is approved.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();

  const admin = await adminApi();
  const pending = await (await admin.get('/api/users/pending')).json();
  const user = pending.users.find((u: { email: string }) => u.email === email);
  expect(user).toBeTruthy();
  expect((await admin.post(`/api/users/${user.id}/approve`)).status()).toBe(200);

  await page.reload();
  await expect(page).toHaveURL(/\/returns$/);
  await expect(page.getByRole('heading', { name: 'Account Pending Approval' })).toHaveCount(0);

  // The approval notice greets her once, then lives in the notifications list.
  const approval = 'Your account has been approved. You can now use Drum Returns.';
  const banner = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(banner.getByText(approval)).toBeVisible();
  await page.getByRole('link', { name: 'New Return' }).first().click();
  await expect(page).toHaveURL(/\/pickup-request$/);
  await expect(page.getByRole('heading', { name: 'Create Pickup Request' })).toBeVisible();
  await page.goto('/notifications');
  const list = page.getByRole('list', { name: 'Notifications list' });
  await expect(list.getByText(approval)).toBeVisible();
  await expect(list.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect(banner).toHaveCount(0);
});

test('the verification page shows the error state for a bad link and offers a new one', async ({ page }) => {
  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Login' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('forgot and reset password through the mailed link', async ({ page }) => {
  const admin = await adminApi();
  const email = uniqueEmail('forgetful');
  const created = await admin.post('/api/users', {
    data: { name: 'Fiona Forgetful', email, password: 'old-pass-1', role: 'returner', approved: true },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: /Forgot password/ }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  const mail = await waitForMail(email, 'Reset');
  await page.goto(linkFrom(mail, '/reset-password'));
  await page.getByLabel('New Password', { exact: true }).fill('new-pass-2');
  await page.getByLabel('Confirm New Password').fill('new-pass-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful!' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('new-pass-2');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/returns$/);
});

test('a reset page without a token says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  await page.getByRole('button', { name: 'Request New Reset Link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a wrong password shows Login failed and keeps the user on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('nobody@e2e.test');
  await page.getByLabel('Password', { exact: true }).fill('wrong-pass');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
