import { expect, type Page, test } from '@playwright/test';
import { adminApi, apiAs, pick } from './support/helpers';
import { png } from './support/images';
import { logIn, openPickupDepartment, openTab, PASSWORD, phone, setUpWorld, toasts } from './support/pickupWorld';

// The whole journey in three browsers, returner and transporter on phones. A
// returner submits, the transporter schedules, the admin confirms, the transporter marks it
// collected, the returner finds it under Completed and the admin under Completed; the admin rolls
// it back and the returner's lists follow without a reload.

async function act(page: Page, card: ReturnType<Page['getByRole']>, button: string, done: string) {
  await card.getByRole('button', { name: button }).click();
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
  await expect(toasts(page).getByText(done)).toBeVisible();
}

test('submit, schedule, confirm, collect, complete and roll back, live in three browsers', async ({ browser }) => {
  test.setTimeout(180_000);
  const world = await setUpWorld();
  const card = (page: Page) => page.getByRole('article', { name: world.reference });

  const returnerContext = await phone(browser);
  const transporterContext = await phone(browser);
  const adminContext = await browser.newContext();
  const returner = await returnerContext.newPage();
  const driver = await transporterContext.newPage();
  const admin = await adminContext.newPage();

  // The driver waits on the portal before anything is submitted: the request arrives by itself.
  await logIn(driver, world.transporter);
  await expect(driver).toHaveURL(/\/transport-dashboard/);
  await openTab(driver, 'Pick Up Request');
  const newRequests = driver.getByRole('region', { name: 'New Requests' });
  await expect(newRequests.getByText('No new requests')).toBeVisible();

  await logIn(returner, world.returner);
  await expect(returner).toHaveURL(/\/returns$/);
  await card(returner).getByRole('button', { name: 'Send Pickup Request' }).click();
  await returner.getByRole('dialog').getByRole('button', { name: 'Submit for Pickup' }).click();
  await expect(card(returner).getByText('Awaiting Scheduling')).toBeVisible();

  // Transporter: the new request appears without a reload, with its site information; schedule it.
  const driverCard = newRequests.getByRole('article', { name: world.reference });
  await expect(driverCard).toBeVisible();
  await expect(driverCard.getByText('Loading capability, Forklift')).toBeVisible();
  await driverCard.getByRole('button', { name: 'Schedule', exact: true }).click();
  const dialog = driver.getByRole('dialog', { name: 'Schedule Pickup' });
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
  const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  await dialog.getByLabel('Pickup date').fill(day);
  await dialog.getByLabel('Time').fill('09:30');
  await expect(dialog.getByLabel('Transport company')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(toasts(driver).getByText('Pickup scheduled successfully')).toBeVisible();
  // Read, then closed as a driver would: it stands over the cards, and the pointer resting on it keeps it open.
  await toasts(driver).getByRole('button', { name: 'Close' }).click();
  await expect(toasts(driver).getByText('Pickup scheduled successfully')).toHaveCount(0);
  const scheduled = driver.getByRole('region', { name: 'Scheduled Pickups' });
  await expect(scheduled.getByRole('article', { name: world.reference })).toBeVisible();
  await expect(newRequests.getByText('No new requests')).toBeVisible();

  // The returner's card shows the date and a label that agrees with it, without a reload.
  await expect(card(returner).getByText('Pending Confirmation')).toBeVisible();
  await expect(card(returner).getByText(/09:30/)).toBeVisible();
  // One status language: the driver reads the same words, and both see step 3 of 5.
  const driverBooked = scheduled.getByRole('article', { name: world.reference });
  await expect(driverBooked.getByText('Pending Confirmation')).toBeVisible();
  await expect(driverBooked.getByRole('group', { name: 'Progress' })).toContainText('Step 3 of 5: Date proposed');
  await expect(card(returner).getByRole('group', { name: 'Progress' })).toContainText('Step 3 of 5: Date proposed');

  // Admin: the request is under Requests with its count; confirm it.
  await openPickupDepartment(admin);
  await openTab(admin, 'Requests');
  const adminCard = admin.getByRole('region', { name: 'Requests' }).getByRole('row', { name: world.reference });
  await act(admin, adminCard, 'Confirm Pick Up', 'Pickup confirmed');
  await openTab(admin, 'Ongoing');
  await expect(
    admin.getByRole('region', { name: 'Ongoing' }).getByRole('row', { name: world.reference }),
  ).toBeVisible();
  await expect(card(returner).getByText('Pickup Scheduled')).toBeVisible();

  // Transporter: Mark as Collected appears once confirmed.
  const driverScheduled = scheduled.getByRole('article', { name: world.reference });
  // The proof of collection is prefilled as declared: a pickup that matches takes one tap.
  await driverScheduled.getByRole('button', { name: 'Mark as Collected' }).click();
  await driver.getByRole('dialog').getByRole('button', { name: 'Confirm Collection' }).click();
  await expect(toasts(driver).getByText('Pickup marked as collected')).toBeVisible();

  // The returner finds it under Completed; the admin under Completed, with its details.
  await expect(card(returner)).toHaveCount(0);
  await returner.goto('/returns/completed');
  await expect(card(returner)).toBeVisible();
  await openTab(admin, 'Completed');
  const completed = admin.getByRole('region', { name: 'Completed' }).getByRole('row', { name: world.reference });
  await completed.getByRole('button', { name: 'View Details' }).click();
  const details = admin.getByRole('dialog', { name: `${world.reference} Complete Details` });
  await expect(details).toContainText(`Journey road`);
  await expect(details.getByRole('region', { name: 'Location' }).locator('.leaflet-container')).toBeVisible();
  const history = details.getByRole('list', { name: 'Complete Event History' });
  await expect(history.getByRole('listitem')).toHaveCount(4);
  // Told in words, in order, never 'X → X'.
  await expect(history.getByRole('listitem').nth(0)).toContainText(/Sent for pickup by \S/);
  await expect(history.getByRole('listitem').nth(1)).toContainText(/Pickup proposed for \w{3} \d{1,2} 09:30 by \S/);
  await expect(history.getByRole('listitem').nth(2)).toContainText(/Pickup confirmed by \S/);
  await expect(history.getByRole('listitem').nth(3)).toContainText(/Drums collected, marked by \S/);
  await expect(history).not.toContainText('→');
  await expect(details.getByRole('list', { name: 'Timeline' })).toContainText('Collected');
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toHaveCount(0);

  // The admin rolls it back to Pickup Scheduled: it leaves the returner's Completed list by itself.
  await completed.getByRole('button', { name: 'Rollback' }).click();
  const rollback = admin.getByRole('dialog', { name: 'Rollback Status' });
  await rollback.getByLabel('Pickup Scheduled').check();
  await rollback.getByRole('button', { name: 'Rollback' }).click();
  await expect(toasts(admin).getByText('Status rolled back successfully')).toBeVisible();
  await expect(card(returner)).toHaveCount(0);
  await returner.goto('/returns');
  await expect(card(returner).getByText('Pickup Scheduled')).toBeVisible();

  // The Returns Log shows it with its timeline.
  await openTab(admin, 'Returns Log');
  const logged = admin.getByRole('region', { name: 'Returns Log' }).getByRole('article', { name: world.reference });
  await expect(logged.getByRole('list', { name: 'Status timeline' })).toContainText('Confirmed & Ready');

  await Promise.all([returnerContext.close(), transporterContext.close(), adminContext.close()]);
});

test('an admin creates a request on behalf of a returner; the returner finds it submitted', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const world = await setUpWorld();
  const road = `Admin Road ${world.requestId}`;
  const admin = await adminApi();
  const companies = (await (await admin.get('/api/admin/returner-companies-with-users')).json()).companies as {
    name: string;
    users: { email: string }[];
  }[];
  const company = companies.find((candidate) => candidate.users.some((user) => user.email === world.returner))!;
  const specs = (await (await admin.get('/api/drum-specs')).json()).drumSpecs as { name: string }[];
  const specName = specs.find((spec) => spec.name.startsWith('Journey Spool'))!.name;
  await admin.dispose();

  await openPickupDepartment(page);
  await page.getByRole('button', { name: 'Create Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Pickup Request' });
  await expect(dialog.getByLabel('User')).toBeDisabled();
  await pick(dialog, 'Returner company', company.name);
  await dialog.getByLabel('User').selectOption({ label: 'Journey Returner' });
  const drumType = dialog.getByLabel('Drum Type', { exact: true });
  await drumType.click();
  await drumType.fill(specName);
  await page.getByRole('option', { name: new RegExp(specName) }).click();
  await dialog.getByLabel('Quantity', { exact: true }).fill('6');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog
    .getByLabel('Upload Photos')
    .setInputFiles([{ name: 'site.png', mimeType: 'image/png', buffer: png(40, 30, [90, 90, 90]) }]);
  await dialog.getByLabel('Address', { exact: true }).fill(`${road} A`);
  await dialog.getByLabel('We have truck loading capability on site').check();
  await dialog.getByRole('button', { name: 'Create Request' }).click();
  await expect(toasts(page).getByText(/^Pickup request PR-\d{6} created$/)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Admin Edit: the change is in the event history with its tag and diff.
  const active = page.getByRole('region', { name: 'Active requests' });
  const createdCard = active.getByRole('article').filter({ hasText: `${road} A` });
  await createdCard.getByRole('button', { name: 'Edit', exact: true }).click();
  const editDialog = page.getByRole('dialog', { name: /^Edit PR-/ });
  await expect(editDialog.getByLabel('Transport company')).toHaveCount(0);
  await editDialog.getByLabel('Address', { exact: true }).fill(`${road} B`);
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page).getByText('Pickup request updated')).toBeVisible();
  const editedCard = active.getByRole('article').filter({ hasText: `${road} B` });
  await editedCard.getByRole('button', { name: 'View Details' }).click();
  const history = page.getByRole('list', { name: 'Complete Event History' });
  await expect(history).toContainText('Address changed');
  await expect(history).toContainText('Admin Edit');
  await expect(history).toContainText(`${road} A`);
  await expect(history).toContainText(`${road} B`);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

  const returnerContext = await phone(browser);
  const returner = await returnerContext.newPage();
  await logIn(returner, world.returner);
  const created = returner.getByRole('article').filter({ hasText: `${road} B` });
  await expect(created.getByText('Awaiting Scheduling')).toBeVisible();
  await expect(created).toContainText('6 drums');
  await returnerContext.close();
});

test('an admin selects two requests and cancels both in one action', async ({ page }) => {
  const worlds = [await setUpWorld(), await setUpWorld()];
  for (const world of worlds) {
    const api = await apiAs(world.returner, PASSWORD);
    const submitted = await api.post(`/api/drums/${world.requestId}/finalize`);
    expect(submitted.status(), await submitted.text()).toBe(200);
    await api.dispose();
  }
  await openPickupDepartment(page);
  await openTab(page, 'Requests');
  const requests = page.getByRole('region', { name: 'Requests' });
  for (const world of worlds) await requests.getByLabel(`Select ${world.reference}`).check();
  const toolbar = page.getByRole('toolbar', { name: 'Selected requests' });
  await expect(toolbar).toContainText('2 selected');
  // Only what both allow, with the count: neither is scheduled, so no Confirm or Abort.
  await expect(toolbar.getByRole('button', { name: /^(Confirm|Abort)/ })).toHaveCount(0);
  await toolbar.getByRole('button', { name: 'Cancel 2 requests' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel 2 requests?' })
    .getByRole('button', { name: 'Cancel 2 requests' })
    .click();
  await expect(toasts(page).getByText('2 requests cancelled')).toBeVisible();
  for (const world of worlds) await expect(requests.getByRole('row', { name: world.reference })).toHaveCount(0);
  await openTab(page, 'Cancelled');
  const cancelled = page.getByRole('region', { name: 'Cancelled' });
  for (const world of worlds) await expect(cancelled.getByRole('row', { name: world.reference })).toBeVisible();
});
