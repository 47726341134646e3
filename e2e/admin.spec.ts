import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { E2E_ADMIN } from './support/env';
import { adminApi, apiAs, linkFrom, ORG_NUMBER, pick, uniqueEmail, waitForMail } from './support/helpers';

// One admin, one database: the journeys run in order so the users export/import counts are exact.
test.describe.configure({ mode: 'serial' });

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

async function adminLogIn(page: Page, { email, password } = E2E_ADMIN) {
  await page.goto('/admin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('group', { name: 'Department' })).toBeVisible();
}

/** A tab by the start of its name ("New Users" may carry its pending count badge). */
async function openTab(page: Page, label: string) {
  const name = new RegExp(`^${label}`);
  // On a loaded machine the first tap can land while the phone's tab strip is still scrolling the
  // selected tab into view after login; a user taps again, and so does the test.
  await expect(async () => {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name, selected: true })).toBeVisible({ timeout: 6000 });
  }).toPass({ timeout: 40_000 });
}

let admin: APIRequestContext;
test.beforeAll(async () => {
  admin = await adminApi();
});

test('an admin approves a pending returner, who can then log in and reach My Returns', async ({ page, browser }) => {
  const email = uniqueEmail('penny');
  const name = `Penny ${email.slice(6, 14)}`;
  const registered = await admin.post('/api/auth/register', {
    data: {
      name,
      email,
      phoneNumber: '+46 70 123 45 67',
      password: 'penny-pass',
      companyName: 'Penny Cables AB',
      companyOrgNumber: ORG_NUMBER,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const token = new URL(linkFrom(await waitForMail(email, 'Verify'), '/verify-email')).searchParams.get('token');
  expect((await admin.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);

  await adminLogIn(page);
  await expect(page.getByRole('tab', { name: /New Users/ }).getByLabel(/\d+ pending/)).toBeVisible();
  // The registration notified the admins: a dot on New Users, cleared 1.5 s after opening it.
  await expect(page.getByRole('tab', { name: /New Users/ }).getByRole('img', { name: 'New alerts' })).toBeVisible();
  await openTab(page, 'New Users');
  await expect(page.getByRole('tab', { name: /New Users/ }).getByRole('img', { name: 'New alerts' })).toHaveCount(0);
  await expect(toasts(page).getByText('Alerts cleared')).toHaveCount(0);
  const card = page.getByRole('region', { name });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Requested .+ ago$/)).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve User' }).getByRole('button', { name: 'Approve' }).click();
  await expect(toasts(page).getByText('User approved successfully')).toBeVisible();
  await expect(card).toHaveCount(0);

  // The approved returner logs in (own browser context: own session) and lands on My Returns.
  const context = await browser.newContext();
  const returner = await context.newPage();
  await returner.goto('/login');
  await returner.getByLabel('Email', { exact: true }).fill(email);
  await returner.getByLabel('Password', { exact: true }).fill('penny-pass');
  await returner.getByRole('button', { name: 'Log In' }).click();
  await expect(returner).toHaveURL(/\/returns$/);
  await expect(returner.getByRole('heading', { name: 'Account Pending Approval' })).toHaveCount(0);
  await context.close();
});

test('an admin draws a zone with 4 clicks on the map and saves it', async ({ page }) => {
  const name = `North ${Date.now().toString(36)}`;
  await adminLogIn(page);
  await openTab(page, 'Zones');
  await page.getByRole('link', { name: 'Add Zone' }).click();
  await expect(page).toHaveURL(/\/admin\/zones\/new\/edit$/);
  await expect(page).toHaveTitle('New Zone · Drum Returns');
  await page.getByLabel('Zone Number').fill('41');
  await page.getByLabel('Name', { exact: true }).fill(name);

  const map = page.getByTestId('zone-map').locator('.leaflet-container');
  await expect(map).toHaveCSS('height', '400px');
  for (const [x, y] of [
    [150, 100],
    [350, 110],
    [360, 300],
    [160, 290],
  ]) {
    await map.click({ position: { x, y } });
  }
  await expect(page.getByText('Valid zone defined (4 points)')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Zone points' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('list', { name: 'Zone points' }).getByRole('listitem').first()).toHaveText(
    /^1\. \d+\.\d{6}, \d+\.\d{6}$/,
  );
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(4);
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);

  await page.getByRole('button', { name: 'Save Zone' }).click();
  await expect(toasts(page).getByText('Zone created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?/);
  await expect(page.getByRole('heading', { name: `Zone 41 - ${name}` })).toBeVisible();
  await expect(page.getByRole('region', { name: `Zone 41 - ${name}` }).getByText('4 boundary points')).toBeVisible();

  // Editing loads the boundary; dragging a numbered marker moves its point.
  await page
    .getByRole('region', { name: `Zone 41 - ${name}` })
    .getByRole('link', { name: 'Edit' })
    .click();
  await expect(page.getByRole('heading', { name: `Edit Zone 41 - ${name}` })).toBeVisible();
  await expect(page).toHaveTitle(`Edit Zone ${name} · Drum Returns`);
  await expect(page.getByText('Valid zone defined (4 points)')).toBeVisible();
  const points = page.getByRole('list', { name: 'Zone points' }).getByRole('listitem');
  const before = await points.first().textContent();
  const marker = page.getByTestId('zone-map').locator('.leaflet-marker-icon').first();
  const box = (await marker.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, box.y + 60, { steps: 8 });
  await page.mouse.up();
  await expect(points.first()).not.toHaveText(before!);
  await expect(points).toHaveCount(4);
  await page.getByRole('button', { name: 'Save Zone' }).click();
  await expect(toasts(page).getByText('Zone updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Zone 41 - ${name}` })).toBeVisible();
});

test('an admin edits a drum spec inline and the change survives a reload', async ({ page }) => {
  const types = (await (await admin.get('/api/drum-types')).json()).drumTypes as { id: number; name: string }[];
  const specName = `E2E-${Date.now().toString(36)}`;
  const created = await admin.post('/api/drum-specs', {
    data: {
      name: specName,
      drumTypeId: types[0].id,
      weight: 50,
      buybackPrice: 100,
      scrapHandlingFee: 12.5,
      transportVolume: 1.25,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await adminLogIn(page);
  await openTab(page, 'Drum Database');
  const row = page.getByRole('row', { name: specName });
  await expect(row).toContainText('$100.00');
  await expect(row).toContainText('$80.00');
  await expect(row).toContainText('-$12.50');
  await row.getByRole('button', { name: `Edit ${specName}` }).click();
  await row.getByLabel('Weight').fill('123.45');
  await row.getByLabel('Buyback Price 100%').fill('200');
  await expect(row.getByLabel('Buyback Price 80%')).toHaveValue('160');
  await expect(row.getByLabel('Transport Volume')).toHaveAttribute('step', '0.001');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Drum specification updated successfully')).toBeVisible();

  await page.reload();
  const saved = page.getByRole('row', { name: specName });
  await expect(saved).toContainText('123.45');
  await expect(saved).toContainText('$200.00');
  await expect(saved).toContainText('$160.00');
  await expect(saved).toContainText('1.25');
});

test('an admin exports the users and imports the file back: 0 new, all updated', async ({ page }) => {
  await adminLogIn(page);
  await openTab(page, 'Users');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Users' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(toasts(page).getByText('Export successful')).toBeVisible();
  const file = await download.path();
  // Every user in the file (header row aside) comes back as an update; other test files may add
  // users meanwhile, so the count is the file's, not the database's.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
  const userCount = workbook.worksheets[0].actualRowCount - 1;
  expect(userCount).toBeGreaterThan(0);

  await page.getByLabel('Import Users file').setInputFiles(file);
  await expect(toasts(page).getByText('Import successful')).toBeVisible();
  await expect(toasts(page).getByText(`0 new, ${userCount} updated`)).toBeVisible();
});

test('the zone editor stops at 20 points, removes and clears them, and asks before leaving unsaved', async ({
  page,
}) => {
  await adminLogIn(page);
  await page.goto('/admin/zones/new/edit');
  const map = page.getByTestId('zone-map').locator('.leaflet-container');
  await expect(map).toBeVisible();
  // Around a circle, so the boundary never crosses itself (a crossing one is refused).
  for (let i = 0; i < 21; i += 1) {
    const angle = (i / 21) * 2 * Math.PI;
    await map.click({
      position: { x: Math.round(300 + 175 * Math.cos(angle)), y: Math.round(200 + 175 * Math.sin(angle)) },
    });
    // Each point's marker before the next click, as a person sees theirs: on a loaded host one
    // click sent straight after another once landed about 100 px from where it was aimed.
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(Math.min(i + 1, 20));
  }
  await expect(page.getByText('Maximum points reached (20). Remove points to add more.')).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(20);
  await page.getByRole('button', { name: 'Remove Last' }).click();
  await expect(page.getByText('Valid zone defined (19 points)')).toBeVisible();
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(0);

  // A zone of two points (clicks that meant to zoom) is not saved: it would take no request.
  await page.getByLabel('Name').fill(`Two points ${Date.now().toString(36)}`);
  await map.click({ position: { x: 200, y: 200 } });
  await map.click({ position: { x: 260, y: 240 } });
  await expect(page.getByText('2 of at least 4 points: the zone can be saved from 4.')).toBeVisible();
  await page.getByRole('button', { name: 'Save Zone' }).click();
  await expect(toasts(page).getByText('Failed to create zone')).toBeVisible();
  await expect(page.getByText('At least 4 points required for a zone').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/zones\/new\/edit$/);

  await page.getByRole('link', { name: 'Back to Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await expect(dialog.getByText('You have unsaved changes')).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/admin\/zones\/new\/edit$/);
  await page.getByRole('link', { name: 'Back to Admin' }).click();
  await page.getByRole('dialog', { name: 'Unsaved Changes' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\?/);
});

test('the user menu shows the account, switches the theme and changes the password', async ({ page }) => {
  // An admin of its own: changing the password signs out the account's other sessions, and the
  // main admin's are in use by other test files.
  const me = { email: uniqueEmail('menu-admin'), password: 'menu-pass-1' };
  const created = await admin.post('/api/users', { data: { name: 'Mona Menu', ...me, role: 'admin', approved: true } });
  expect(created.status(), await created.text()).toBe(201);
  await adminLogIn(page, me);
  await page.getByRole('button', { name: 'User menu for Mona Menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(me.email)).toBeVisible();
  await expect(menu.getByText('Admin', { exact: true })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'View Account' }).click();
  const account = page.getByRole('dialog', { name: 'Account Information' });
  await expect(account.getByText(me.email)).toBeVisible();
  await account.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Dark Mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Light Mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  // A wrong confirmation is caught before the call; then the right one goes through.
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await change.getByLabel('Current Password', { exact: true }).fill(me.password);
  await change.getByLabel('New Password', { exact: true }).fill('menu-pass-2');
  await change.getByLabel('Confirm New Password', { exact: true }).fill('something-else');
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(change.getByText('Passwords do not match')).toBeVisible();
  await change.getByLabel('Confirm New Password', { exact: true }).fill('menu-pass-2');
  await change.getByRole('button', { name: 'Show New Password' }).click();
  await expect(change.getByLabel('New Password', { exact: true })).toHaveAttribute('type', 'text');
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(toasts(page).getByText('Your password has been changed successfully')).toBeVisible();
  await expect(change).toHaveCount(0);
  // The new password is the one that works now.
  const api = await apiAs(me.email, 'menu-pass-2');
  await api.dispose();
});

test('the transporter portal has the same user menu; the account says who manages the company', async ({ page }) => {
  const companyName = `Menu Haulers ${Date.now().toString(36)}`;
  const company = await admin.post('/api/admin/transport-companies', {
    data: { name: companyName, organizationNumber: ORG_NUMBER },
  });
  expect(company.status(), await company.text()).toBe(201);
  const email = uniqueEmail('tina');
  const user = await admin.post('/api/users', {
    data: {
      name: 'Tina Truck',
      email,
      password: 'tina-pass',
      role: 'transporter',
      approved: true,
      transportCompanyId: (await company.json()).company.id,
    },
  });
  expect(user.status(), await user.text()).toBe(201);

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('tina-pass');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/transport-dashboard$/);
  await page.getByRole('button', { name: 'User menu for Tina Truck' }).click();
  await expect(page.getByRole('menu').getByText(companyName)).toBeVisible();
  await page.getByRole('menuitem', { name: 'View Account' }).click();
  const account = page.getByRole('dialog', { name: 'Account Information' });
  await expect(account.getByText('Transporter company information is managed by system administrators.')).toBeVisible();
  await account.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'User menu for Tina Truck' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an import of a file that is not a workbook fails with the server message', async ({ page }) => {
  await adminLogIn(page);
  await openTab(page, 'Returners');
  await page.getByLabel('Import Returners file').setInputFiles({
    name: 'companies.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('name,organizationNumber\nA,556677-8899\n'),
  });
  await expect(toasts(page).getByText('Import failed')).toBeVisible();
});

test('an admin adds a transport company, then a contact without details', async ({ page }) => {
  const company = `Haul ${Date.now().toString(36)} AB`;
  await adminLogIn(page);
  await openTab(page, 'Transporters');
  await page.getByRole('button', { name: 'Add Transport Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Transport Company' });
  await dialog.getByLabel('Company Name').fill(company);
  await dialog.getByLabel('Organization Number').fill('5566');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // One error per field: the message beside the field, the toast (in the dialog) only names the failure.
  await expect(dialog.getByText('Organization number must be in format xxxxxx-xxxx')).toHaveCount(1);
  await expect(dialog.getByRole('region', { name: 'Notifications (F8)' })).toContainText(
    'Failed to create transport company',
  );
  // Typed without the hyphen, it is formatted as typed.
  await dialog.getByLabel('Organization Number').fill(ORG_NUMBER.replace('-', ''));
  await expect(dialog.getByLabel('Organization Number')).toHaveValue(ORG_NUMBER);
  // The depot is picked on the map: a tap fills both coordinates.
  await dialog
    .getByTestId('depot-map')
    .locator('.leaflet-container')
    .click({ position: { x: 100, y: 80 } });
  await expect(dialog.getByLabel('Depot latitude (optional)')).toHaveValue(/^\d+\.\d{6}$/);
  await expect(dialog.getByLabel('Depot longitude (optional)')).toHaveValue(/^\d+\.\d{6}$/);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Company created successfully')).toBeVisible();

  const card = page.getByRole('region', { name: company });
  await expect(card.getByText('No contacts added yet')).toBeVisible();
  await card.getByRole('button', { name: 'Add Contact' }).click();
  const contact = page.getByRole('dialog', { name: 'Add Contact' });
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact.getByText('Contact name is required')).toBeVisible();
  await contact.getByLabel('Contact Name').fill('Dora Dispatch');
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Contact created successfully')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Edit Dora Dispatch' })).toBeVisible();
  await expect(card.getByText('No additional contact information')).toBeVisible();
});

test('the legacy drum spec page adds a spec with a typed type and lists it', async ({ page }) => {
  const name = `Legacy-${Date.now().toString(36)}`;
  await adminLogIn(page);
  await page.goto('/drum-specs');
  await expect(page.getByText('minor damage')).toBeVisible();
  await expect(page.getByLabel(/Buyback Price 80%/)).toHaveCount(0);
  await page.getByLabel('Name/Stamp').fill(name);
  await page.getByRole('button', { name: 'Add Specification' }).click();
  await expect(page.getByText('Type is required').first()).toBeVisible();
  await page.getByLabel('Type', { exact: true }).fill('Steel');
  await page.getByLabel('Buyback Price ($)').fill('55.5');
  await page.getByRole('button', { name: 'Add Specification' }).click();
  await expect(toasts(page).getByText('Drum specification created successfully')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('steel');
  await expect(row).toContainText('$55.50');
  await page.getByRole('link', { name: 'Back to Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('deleting a zone with a pending pickup is refused with the server message', async ({ page }) => {
  const zoneName = `Busy ${Date.now().toString(36)}`;
  const zone = await admin.post('/api/zones', {
    data: {
      zoneNumber: 77,
      name: zoneName,
      boundary: [
        { lat: 59.2, lng: 17.9 },
        { lat: 59.2, lng: 18.2 },
        { lat: 59.4, lng: 18.2 },
        { lat: 59.4, lng: 17.9 },
      ],
    },
  });
  expect(zone.status(), await zone.text()).toBe(201);
  const types = (await (await admin.get('/api/drum-types')).json()).drumTypes as { id: number }[];
  const spec = await admin.post('/api/drum-specs', {
    data: { name: `Busy-${Date.now().toString(36)}`, drumTypeId: types[0].id },
  });
  expect(spec.status(), await spec.text()).toBe(201);
  const email = uniqueEmail('busy');
  const user = await admin.post('/api/users', {
    data: { name: 'Busy Returner', email, password: 'busy-pass', role: 'returner', approved: true },
  });
  expect(user.status(), await user.text()).toBe(201);

  // A draft inside the zone is a pending pickup.
  const returner = await apiAs(email, 'busy-pass');
  const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 80, b: 120 } } })
    .png()
    .toBuffer();
  const created = await returner.post('/api/drums/batch', {
    multipart: {
      drums: JSON.stringify([{ drumSpecId: (await spec.json()).drumSpec.id, quantity: 2 }]),
      address: 'Depot road 7, Stockholm',
      latitude: '59.3',
      longitude: '18.05',
      hasLoadingCapability: 'true',
      supportsForklift: 'false',
      requiresCraneTruck: 'false',
      images: { name: 'drums.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await returner.dispose();

  await adminLogIn(page);
  await openTab(page, 'Zones');
  await page
    .getByRole('region', { name: `Zone 77 - ${zoneName}` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('dialog', { name: 'Delete Zone' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('Failed to delete zone')).toBeVisible();
  await expect(toasts(page).getByText('Cannot delete a zone with pending pickups')).toBeVisible();
  await expect(page.getByRole('region', { name: `Zone 77 - ${zoneName}` })).toBeVisible();
});

test('an admin adds a returner company, creates a user in it, edits and deletes the user', async ({ page }) => {
  const company = `Cables ${Date.now().toString(36)} AB`;
  const email = uniqueEmail('carl');
  // A name of its own: another run of this journey beside it makes its own Carl.
  const person = `Carl Cable ${Date.now().toString(36)}`;
  await adminLogIn(page);
  await openTab(page, 'Returners');
  await page.getByRole('button', { name: 'Add Returner Company' }).click();
  const companyDialog = page.getByRole('dialog', { name: 'Add Returner Company' });
  await companyDialog.getByLabel('Company Name').fill(company);
  await companyDialog.getByRole('button', { name: 'Save' }).click();
  await expect(companyDialog.getByText('Organization number is required')).toBeVisible();
  // Editing the field takes its error away; a short number is refused as registration refuses it.
  await companyDialog.getByLabel('Organization Number').fill('12');
  await expect(companyDialog.getByText('Organization number is required')).toHaveCount(0);
  await companyDialog.getByRole('button', { name: 'Save' }).click();
  await expect(companyDialog.getByText('Organization number must be in format xxxxxx-xxxx')).toBeVisible();
  await companyDialog.getByLabel('Organization Number').fill(ORG_NUMBER);
  await companyDialog.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Company created successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: company }).getByText('0 users')).toBeVisible();

  await openTab(page, 'Users');
  await page.getByRole('button', { name: 'Create User' }).click();
  const create = page.getByRole('dialog', { name: 'Create User' });
  await create.getByLabel('Name', { exact: true }).fill(person);
  await create.getByLabel('Email', { exact: true }).fill(email);
  await create.getByLabel('Password', { exact: true }).fill('123');
  await pick(create, 'Returner Company', company);
  await expect(create.getByLabel('Auto-approve')).toBeChecked();
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(create.getByText('Password must be at least 6 characters')).toBeVisible();
  await create.getByLabel('Password', { exact: true }).fill('carl-pass');
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(toasts(page).getByText('User created successfully')).toBeVisible();

  const card = page.getByRole('region', { name: person });
  await expect(card.getByText(email)).toBeVisible();
  await expect(card.getByText(company)).toBeVisible();
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByLabel('Division').fill('North');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page).getByText('User updated successfully')).toBeVisible();
  await expect(card.getByText('North')).toBeVisible();

  await openTab(page, 'Returners');
  await expect(page.getByRole('region', { name: company }).getByText('1 user')).toBeVisible();
  await openTab(page, 'Users');
  await page.getByRole('region', { name: person }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete User' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('User deleted successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: person })).toHaveCount(0);
});

test('on a 360x640 phone the Edit Transport Company dialog fits the screen: title on screen, Save reachable', async ({
  page,
}) => {
  const name = `Narrow ${Date.now().toString(36)} AB`;
  const created = await admin.post('/api/admin/transport-companies', {
    data: { name, organizationNumber: ORG_NUMBER },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.setViewportSize({ width: 360, height: 640 });
  await adminLogIn(page);
  await openTab(page, 'Transporters');
  await page.getByRole('region', { name }).getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Transport Company' });
  const title = dialog.getByRole('heading', { name: 'Edit Transport Company' });
  await expect(title).toBeVisible();
  const box = (await title.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(640);
  await page.screenshot({ path: test.info().outputPath('edit-transport-company-360x640.png') });
  // The panel scrolls: the last button comes into view and works.
  const save = dialog.getByRole('button', { name: 'Save' });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('edit-transport-company-360x640-scrolled.png') });
  await save.click();
  await expect(toasts(page).getByText('Company updated successfully')).toBeVisible();
});

test('closing a toast over a form dialog keeps the dialog and what was typed; the failure shows in the dialog', async ({
  page,
}) => {
  await adminLogIn(page);
  await openTab(page, 'Users');
  await page.getByRole('button', { name: 'Create User' }).click();
  const create = page.getByRole('dialog', { name: 'Create User' });
  await create.getByLabel('Name', { exact: true }).fill('Tess Toast');
  await create.getByLabel('Email', { exact: true }).fill(uniqueEmail('tess'));
  await create.getByLabel('Password', { exact: true }).fill('123');
  await create.getByRole('button', { name: 'Create User' }).click();
  // The failure is said once: its message beside the field, the toast (in the dialog's flow)
  // naming what failed.
  await expect(create.getByText('Password must be at least 6 characters')).toHaveCount(1);
  await expect(create.getByRole('region', { name: 'Notifications (F8)' })).toContainText('Failed to create user');
  await expect(create.getByText('Failed to create user')).toHaveCount(1);

  await toasts(page).getByRole('button', { name: 'Close' }).click();
  await expect(toasts(page).getByText('Failed to create user')).toHaveCount(0);
  // (The dialog element itself has no box, its panel is fixed: look at the title.)
  await expect(create.getByRole('heading', { name: 'Create User' })).toBeVisible();
  await expect(create.getByLabel('Name', { exact: true })).toHaveValue('Tess Toast');
  // A click beside the form does not throw it away either; Escape (or Cancel) closes it.
  await page.mouse.click(5, 5);
  await expect(create.getByRole('heading', { name: 'Create User' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(create).toHaveCount(0);
});

test('the New Users badge follows users edited and deleted in the Users tab; after a delete focus goes to the heading', async ({
  page,
}) => {
  // Two registrations waiting for approval: editing one (an admin's edit reviews it) and deleting
  // the other each take one off the count.
  const register = async (name: string) => {
    const email = uniqueEmail(name.split(' ')[0].toLowerCase());
    const registered = await admin.post('/api/auth/register', {
      data: {
        name,
        email,
        phoneNumber: '+46 70 123 45 67',
        password: 'badge-pass',
        companyName: 'Badge Cables AB',
        companyOrgNumber: ORG_NUMBER,
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
  };
  const edited = `Edna ${Date.now().toString(36)}`;
  const deleted = `Dell ${Date.now().toString(36)}`;
  await register(edited);
  await register(deleted);
  const badge = page.getByRole('tab', { name: /New Users/ }).getByLabel(/\d+ pending/);
  const expectBadge = async (count: number) => {
    if (count === 0) await expect(badge).toHaveCount(0);
    else await expect(badge).toHaveAccessibleName(`${count} pending`);
  };

  await adminLogIn(page);
  // Header and main are siblings: the header is the page's banner, and there is one main.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await openTab(page, 'Users');
  // The count the page loaded, not one read beforehand: tests in other workers register users
  // meanwhile, and the badge is not live for registrations (it follows this admin's edits).
  await expect(badge).toBeVisible();
  const before = Number((await badge.getAttribute('aria-label'))?.match(/^(\d+) pending$/)?.[1]);
  expect(before).toBeGreaterThanOrEqual(2);

  await page.getByRole('region', { name: edited }).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByLabel('Division').fill('South');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page).getByText('User updated successfully')).toBeVisible();
  await expectBadge(before - 1);

  await page.getByRole('region', { name: deleted }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete User' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('User deleted successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: deleted })).toHaveCount(0);
  await expectBadge(before - 2);
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeFocused();
});

test('the admin dashboard names what blocks work and links to the fix', async ({ page }) => {
  const name = `Contactless Haul ${Date.now().toString(36)}`;
  const company = await admin.post('/api/admin/transport-companies', {
    data: { name, organizationNumber: ORG_NUMBER },
  });
  expect(company.status(), await company.text()).toBe(201);
  await adminLogIn(page);
  await page.goto('/admin?department=admin&tab=dashboard');
  const warnings = page.getByRole('region', { name: 'Needs attention' });
  const warning = warnings.getByRole('listitem').filter({ hasText: 'no contact person' });
  // Other journeys' companies may be listed first: the count names them all.
  await expect(warning).toContainText(/transport compan(y has|ies have) no contact person/);
  await warning.getByRole('link', { name: 'Add a contact' }).click();
  await expect(page).toHaveURL(/tab=transporters/);
  const id: number = (await company.json()).company.id;
  const contact = await admin.post(`/api/admin/transport-companies/${id}/contacts`, { data: { name: 'Dana Driver' } });
  expect(contact.status(), await contact.text()).toBe(201);
  const after = await admin.get('/api/admin/setup-warnings');
  const listed = ((await after.json()).warnings as { kind: string; items: { name: string }[] }[]).find(
    (item) => item.kind === 'TRANSPORT_COMPANIES_WITHOUT_CONTACTS',
  );
  expect(listed?.items.map((item) => item.name) ?? []).not.toContain(name);
});

test('the Users tab finds a person by name and keeps the search in the address', async ({ page }) => {
  const name = `Findable Fiona ${Date.now().toString(36)}`;
  const created = await admin.post('/api/users', {
    data: { name, email: uniqueEmail('fiona'), password: 'fiona-pass-1', role: 'returner', approved: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  await adminLogIn(page);
  await page.goto('/admin?department=admin&tab=users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(name.toLowerCase());
  await expect(page).toHaveURL(/userSearch=/);
  await expect(page.getByRole('status').filter({ hasText: /users?$/ })).toHaveText('1 user');
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue(name.toLowerCase());
  await expect(page.getByRole('heading', { name })).toBeVisible();
});

test('the admin opening Developers from the user menu keeps the admin header and finds the way back', async ({
  page,
}) => {
  await adminLogIn(page);
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Developers' }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
  // No returner navigation (Home, My Returns, Completed) on the admin's screens.
  await expect(page.getByRole('link', { name: 'My Returns' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page.getByRole('group', { name: 'Department' })).toBeVisible();
});
