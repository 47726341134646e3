// Errors that go when fixed and come all at once, toasts that stay
// out of the way and do not outlive their cause, inline edits saved with Enter, the support
// contact on Help, and a Home page that says what needs doing.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminApi, apiAs, freshAdmin, linkFrom, uniqueEmail, waitForMail } from './support/helpers';
import { draftRequest, logIn, openTab, PASSWORD, phone, setUpWorld } from './support/pickupWorld';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

async function adminLogIn(page: Page) {
  const admin = await freshAdmin();
  await logIn(page, admin.email, admin.password, '/admin');
  await expect(page.getByRole('group', { name: 'Department' })).toBeVisible();
}

test('the zone editor drops an error as soon as its field is edited, and brings it back on save if still wrong', async ({
  page,
}) => {
  await adminLogIn(page);
  await page.goto('/admin/zones/new/edit');
  const form = page.locator('main form');
  const number = page.getByLabel('Zone Number');
  const name = page.getByLabel('Name', { exact: true });
  await number.fill('0');
  await page.getByRole('button', { name: 'Save Zone' }).click();
  await expect(form.getByText('Zone number must be a positive integer')).toBeVisible();
  await expect(form.getByText('Name is required')).toBeVisible();

  await name.fill('Harbour');
  await expect(form.getByText('Name is required')).toHaveCount(0);
  await expect(form.getByText('Zone number must be a positive integer')).toBeVisible();
  await number.fill('-3');
  await expect(form.getByText('Zone number must be a positive integer')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Zone' }).click();
  await expect(form.getByText('Zone number must be a positive integer')).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
});

test('drum spec forms name every problem at once; a drum type edit saves with Enter', async ({ page }) => {
  await adminLogIn(page);
  await openTab(page, 'Drum Database');
  await page.getByRole('button', { name: 'Add Drum Spec' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Drum Specification' });
  await dialog.getByLabel('Weight (kg)').fill('-5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name/stamp is required')).toBeVisible();
  await expect(dialog.getByText('Weight must be positive')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Inline drum type edit: Enter saves, as the new-type field does.
  const admin = await adminApi();
  const typeName = `crate ${Date.now().toString(36)}`;
  const created = await admin.post('/api/drum-types', { data: { name: typeName } });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();
  await page.reload();
  const types = page.getByRole('region', { name: 'Drum types' });
  await types.getByRole('button', { name: `Edit ${typeName}` }).click();
  const typeField = types.getByLabel('Type name', { exact: true });
  await typeField.fill(`${typeName} renamed`);
  await typeField.press('Enter');
  await expect(toasts(page).getByText('Drum type updated successfully')).toBeVisible();
  await expect(types.getByRole('cell', { name: `${typeName} renamed`, exact: true })).toBeVisible();

  // The legacy page: everything empty names the type and the name, not the type alone.
  await page.goto('/drum-specs');
  await page.getByRole('button', { name: 'Add Specification' }).click();
  const legacy = page.locator('main form');
  await expect(legacy.getByText('Type is required')).toBeVisible();
  await expect(legacy.getByText('Name/stamp is required')).toBeVisible();
});

test('registration says "Email is required" like its other fields, and the message goes once the email is typed', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const form = page.locator('main form');
  await expect(form.getByText('Email is required', { exact: true })).toBeVisible();
  await expect(form.getByText('Name is required', { exact: true })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('someone@e2e.test');
  await expect(form.getByText('Email is required', { exact: true })).toHaveCount(0);
  await expect(form.getByText('Name is required', { exact: true })).toBeVisible();
});

test('an error toast does not outlive its cause: "Passwords do not match" is gone once the reset succeeds', async ({
  page,
}) => {
  const admin = await adminApi();
  const email = uniqueEmail('toasty');
  const created = await admin.post('/api/users', {
    data: { name: 'Toby Toast', email, password: 'old-pass-1', role: 'returner', approved: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  await page.goto(linkFrom(await waitForMail(email, 'Reset'), '/reset-password'));
  await page.getByLabel('New Password', { exact: true }).fill('new-pass-2');
  await page.getByLabel('Confirm New Password').fill('new-pass-3');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toasts(page).getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('new-pass-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful!' })).toBeVisible();
  await expect(toasts(page).getByText('Passwords do not match')).toHaveCount(0);
});

/** The toast's box and another element's box overlap. */
async function overlaps(toast: Locator, other: Locator) {
  const [a, b] = [await toast.boundingBox(), await other.boundingBox()];
  if (!a || !b) throw new Error('not on screen');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('toasts cover neither the header nor the main buttons: on a phone and in the admin panel', async ({ browser }) => {
  const world = await setUpWorld();
  const context = await phone(browser);
  const page = await context.newPage();
  await logIn(page, world.returner);
  await expect(page).toHaveURL(/\/returns$/);
  await page.goto('/pickup-request');
  // Add with no drum type chosen: the 'Select drum type' toast.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const toast = toasts(page).getByRole('alert');
  await expect(toast).toContainText('Select drum type');
  expect(await overlaps(toast, page.getByRole('heading', { name: 'Create Pickup Request' }))).toBe(false);
  await context.close();

  const desktop = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const admin = await desktop.newPage();
  await adminLogIn(admin);
  await openTab(admin, 'Drum Database');
  await admin.getByRole('region', { name: 'Drum types' }).getByRole('button', { name: 'Add Type' }).click();
  const adminToast = toasts(admin).getByRole('alert');
  await expect(adminToast).toContainText('Failed to create drum type');
  expect(await overlaps(adminToast, admin.getByRole('group', { name: 'Department' }))).toBe(false);
  expect(await overlaps(adminToast, admin.getByRole('button', { name: /^User menu for/ }))).toBe(false);
  await desktop.close();
});

test('Help, the Return Guide and the partner page give the support contact from configuration', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@e2e.test' })).toHaveAttribute('href', 'mailto:support@e2e.test');
  await page.getByRole('link', { name: 'Return Guide' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Return Guide' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2. Take the photos' })).toBeVisible();
  await expect(page.getByText('Save Pickup Request keeps a draft: no transport company sees it yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@e2e.test' })).toBeVisible();
  await page.goto('/partner-info');
  await expect(page.getByRole('heading', { name: 'Contact' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@e2e.test' })).toHaveAttribute('href', 'mailto:support@e2e.test');
});

test('the returner Home lists the drafts to finish and the next pickup', async ({ page }) => {
  const world = await setUpWorld();
  const second = await draftRequest(world, 3, { lat: 0.001, lng: 0.001 }, 'Second draft road 2');
  const returner = await apiAs(world.returner, PASSWORD);
  expect((await returner.post(`/api/drums/${world.requestId}/finalize`)).status()).toBe(200);
  // A newer request sent and not scheduled yet: the next pickup is still the dated one.
  const waiting = await draftRequest(world, 2, { lat: 0.002, lng: 0.002 }, 'Waiting road 3');
  expect((await returner.post(`/api/drums/${waiting.id}/finalize`)).status()).toBe(200);
  await returner.dispose();
  const driver = await apiAs(world.transporter, PASSWORD);
  const scheduled = await driver.patch(`/api/transport/pickup-requests/${world.requestId}/schedule`, {
    data: { scheduledPickupDate: '2030-03-14' },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);
  await driver.dispose();

  await logIn(page, world.returner);
  await expect(page).toHaveURL(/\/returns$/);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'A draft to finish' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(second.reference) })).toHaveAttribute(
    'href',
    `/returns?scrollTo=${second.id}`,
  );
  const next = page.getByRole('link', { name: /Next pickup/ });
  await expect(next).toContainText('Mar 14, 2030');
  await expect(next).toContainText(world.reference);
  await expect(page.getByRole('link', { name: 'New Return' })).toBeVisible();
});

test('the Returns Log tab downloads the log for accounting with the chosen filters', async ({ page }) => {
  await adminLogIn(page);
  await page.goto('/admin?department=pickup&tab=returns-log');
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Collected' });
  await page.getByLabel('Created from').fill('2026-01-01');
  const link = page.getByRole('link', { name: 'Export Returns Log' });
  await expect(link).toHaveAttribute(
    'href',
    '/api/pickup-requests/export-excel?status=collected&createdFrom=2026-01-01',
  );
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toMatch(/^returns-log-\d{4}-\d{2}-\d{2}\.xlsx$/);
});

test('Completed Returns shows the newest 50 and older ones on request', async ({ page }) => {
  test.setTimeout(180_000);
  const world = await setUpWorld();
  const admin = await adminApi();
  /** A request of the world's company taken all the way to collected, over the admin API. */
  async function collected(index: number) {
    const created = await admin.post('/api/admin/drums/batch', {
      data: {
        returnerCompanyId: world.ids.returnerCompany,
        userId: world.ids.returnerUser,
        drums: [{ drumSpecId: world.specId, quantity: 1 }],
        address: `Collected road ${index}`,
        latitude: world.at.lat,
        longitude: world.at.lng,
        hasLoadingCapability: true,
        supportsForklift: false,
        requiresCraneTruck: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id: number = (await created.json()).pickupRequest.id;
    const steps: [string, object][] = [
      [
        'schedule',
        {
          scheduledPickupDate: new Date(Date.now() + 86_400_000).toISOString(),
          assignedTransportCompanyId: world.ids.transportCompany,
          assignedContactPersonId: world.ids.contact,
        },
      ],
      ['confirm-pickup', {}],
      ['complete', {}],
    ];
    for (const [step, data] of steps) {
      const answer = await admin.patch(`/api/transport/pickup-requests/${id}/${step}`, { data });
      expect(answer.status(), `${step}: ${await answer.text()}`).toBe(200);
    }
  }
  for (let start = 0; start < 51; start += 10)
    await Promise.all(Array.from({ length: Math.min(10, 51 - start) }, (_, i) => collected(start + i)));
  await admin.dispose();

  await logIn(page, world.returner);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/returns/completed');
  await expect(page.getByRole('article')).toHaveCount(50);
  await page.getByRole('button', { name: 'Show Older Returns' }).click();
  await expect(page.getByRole('article')).toHaveCount(51);
  await expect(page.getByRole('button', { name: 'Show Older Returns' })).toHaveCount(0);
});

test('in the dark theme the map is dark too, and stays under a toast', async ({ page }) => {
  const world = await setUpWorld();
  await logIn(page, world.returner);
  await expect(page).toHaveURL(/\/returns$/);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/pickup-request');
  const map = page.locator('[data-testid="location-map"] .leaflet-container');
  await expect(map.locator('.leaflet-tile-pane')).toHaveCSS('filter', /invert\(1\)/);
  // The map's own stacking stays inside it: nothing of Leaflet's covers a toast shown over it.
  await expect(map).toHaveCSS('isolation', 'isolate');
});
