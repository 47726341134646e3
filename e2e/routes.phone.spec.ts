import { expect, test } from '@playwright/test';
import { apiAs } from './support/helpers';
import {
  draftRequest,
  logIn,
  openPickupDepartment,
  openTab,
  PASSWORD,
  setUpWorld,
  toasts,
} from './support/pickupWorld';

// Two submitted requests cross the company's threshold; the transporter, on a
// phone, opens the route proposal, sees the stops numbered on the map and schedules them all;
// the admin confirms both and finds them under Ongoing.

test('a transporter schedules a whole route from its proposal; the admin confirms it into Ongoing', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const world = await setUpWorld({ threshold: 8 });
  const second = await draftRequest(world, 5, { lat: 0.004, lng: 0.004 });
  const api = await apiAs(world.returner, PASSWORD);
  for (const id of [world.requestId, second.id])
    expect((await api.post(`/api/drums/${id}/finalize`)).status()).toBe(200);
  await api.dispose();

  await logIn(page, world.transporter);
  await expect(page).toHaveURL(/\/transport-dashboard/);
  await expect(page).toHaveTitle('Dashboard · Transporter Portal · Drum Returns');
  await openTab(page, 'Routes');
  const route = page.getByRole('region', { name: /^Route Zone \d+ - Journey/ });
  await expect(route).toBeVisible();
  await expect(route.getByText(/9 drums · 2 of 2 stops waiting/)).toBeVisible();
  await expect(route.locator('.leaflet-marker-icon')).toHaveText(['1', '2']);
  const stops = route.getByRole('list', { name: 'Stops' }).getByRole('listitem');
  await expect(stops).toHaveCount(2);
  await expect(route.getByRole('link', { name: 'Open the route in a map' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/[-\d.,]+\/[-\d.,]+$/,
  );

  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
  const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  await route.getByLabel('Pickup date').fill(day);
  await route.getByRole('button', { name: 'Schedule All 2 Stops' }).click();
  await expect(toasts(page).getByText('Route scheduled')).toBeVisible();
  await expect(page.getByText(/No route proposals/)).toBeVisible();

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await adminContext.newPage();
  await openPickupDepartment(admin);
  await openTab(admin, 'Requests');
  for (const reference of [world.reference, second.reference]) {
    const card = admin.getByRole('region', { name: 'Requests' }).getByRole('row', { name: reference });
    await card.getByRole('button', { name: 'Confirm Pick Up' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm Pick Up' }).click();
    await expect(toasts(admin).getByText('Pickup confirmed').first()).toBeVisible();
    await expect(card).toHaveCount(0);
  }
  await openTab(admin, 'Ongoing');
  const ongoing = admin.getByRole('region', { name: 'Ongoing' });
  for (const reference of [world.reference, second.reference])
    await expect(ongoing.getByRole('row', { name: reference })).toBeVisible();
  await adminContext.close();
});
