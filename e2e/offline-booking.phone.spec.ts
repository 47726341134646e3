// Booking without coverage (docs/offline.md): the returner saves the booking form offline, My
// Returns shows it waiting at once, it survives a reload without coverage, and back online the
// outbox sends it once, photos and all. A send whose answer is cut on the way back is sent again
// with the same key and still makes one request. A refusal by the server shows on the card, and
// Edit brings the booking back into the form.
import { expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/helpers';
import { png } from './support/images';
import { logIn, PASSWORD, setUpWorld, toasts, type World } from './support/pickupWorld';

const WAITING = 'Waiting for connection: it will be sent automatically';

/** The world's drum specification by name, as the form's picker lists it. */
async function specName(world: World): Promise<string> {
  const api = await apiAs(world.returner, PASSWORD);
  const specs = (await (await api.get('/api/drum-specs')).json()).drumSpecs as { id: number; name: string }[];
  await api.dispose();
  return specs.find((spec) => spec.id === world.specId)!.name;
}

/** The returner's requests at `address`, with their photos' names. */
async function requestsAt(world: World, address: string) {
  const api = await apiAs(world.returner, PASSWORD);
  const list = await api.get(`/api/drums?search=${encodeURIComponent(address)}`);
  expect(list.status(), await list.text()).toBe(200);
  const found = ((await list.json()).drums as { id: number; address: string }[]).filter(
    (request) => request.address === address,
  );
  const withPhotos = [];
  for (const request of found) {
    const images = (await (await api.get(`/api/pickup-requests/${request.id}/images`)).json()).images as {
      filename: string;
    }[];
    withPhotos.push({ id: request.id, photos: images.map((image) => image.filename) });
  }
  await api.dispose();
  return withPhotos;
}

/** Opens the booking form and picks the drums while online (the picker asks the server as one types). */
async function startBooking(page: Page, spec: string) {
  await page.getByRole('link', { name: 'New Return' }).click();
  await expect(page.getByRole('heading', { name: 'Create Pickup Request' })).toBeVisible();
  const drumType = page.getByLabel('Drum Type', { exact: true });
  await drumType.click();
  await drumType.fill(spec);
  await page.getByRole('option', { name: new RegExp(spec) }).click();
  await page.getByLabel('Quantity', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Added drums' })).toContainText(spec);
}

/** The rest of the form, which needs no server: the site, an option and two photos. */
async function finishBooking(page: Page, address: string) {
  await page.getByLabel('Address', { exact: true }).fill(address);
  await page.getByLabel('We have truck loading capability on site').check();
  await page.getByLabel('Upload Photos').setInputFiles([
    { name: 'offline-front.png', mimeType: 'image/png', buffer: png(40, 30, [200, 120, 40]) },
    { name: 'offline-side.png', mimeType: 'image/png', buffer: png(50, 30, [40, 120, 200]) },
  ]);
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(2);
}

test.describe('with the app installed', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a booking saved offline waits on My Returns, survives a reload offline and arrives once', async ({
    page,
    context,
  }) => {
    const world = await setUpWorld();
    const spec = await specName(world);
    const address = `Tunnel site ${Date.now().toString(36)}, 111 22 Stockholm`;
    await logIn(page, world.returner);
    await expect(page).toHaveURL(/\/returns$/);
    // The service worker controls the page (it precached the app at this first visit).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await startBooking(page, spec);
    await context.setOffline(true);
    await finishBooking(page, address);
    await page.getByRole('button', { name: 'Save Pickup Request' }).click();
    await expect(toasts(page)).toContainText('Saved on this phone');
    await expect(page).toHaveURL(/\/returns$/);
    const card = page.getByRole('article', { name: `Not sent yet: ${address}` });
    await expect(card).toContainText(WAITING);
    await expect(card).toContainText('3 drums');
    await expect(card).toContainText('2 photos');
    await expect(card.getByRole('button', { name: 'Discard' })).toBeVisible();

    // A reload without coverage: the booking is still on the phone.
    await page.reload();
    const kept = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('drum-returns-outbox');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('bookings').objectStore('bookings').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(kept).toBe(1);
    expect(await requestsAt(world, address)).toEqual([]);

    // Back online: it is sent once, the card goes and the request shows as a draft. Chromium fires
    // a Background Sync as the connection comes back, so the service worker may send it before the
    // page's start does (and the page it tells is the one going away): no toast is sure to show.
    await context.setOffline(false);
    await page.goto('/returns');
    await expect(card).toHaveCount(0);
    const drafts = page.getByRole('region', { name: /^Drafts/ });
    await expect(drafts.getByRole('article').filter({ hasText: address })).toHaveCount(1);
    await expect
      .poll(() => requestsAt(world, address))
      .toEqual([{ id: expect.any(Number), photos: ['offline-front.png', 'offline-side.png'] }]);
  });
});

test('a send whose answer is cut on the way back is sent again and makes one request', async ({ page }) => {
  const world = await setUpWorld();
  const spec = await specName(world);
  const address = `Basement site ${Date.now().toString(36)}, 111 22 Stockholm`;
  let cut = 0;
  const keys: string[] = [];
  await page.route('/graphql', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    if (!body.includes('CreatePickupRequestMutation')) return route.continue();
    keys.push(/"clientRequestId":"([^"]+)"/.exec(body)?.[1] ?? '');
    const response = await route.fetch();
    if (cut++ === 0) {
      // The server made the request; its answer never reaches the phone.
      expect(response.status()).toBe(200);
      return route.abort('connectionreset');
    }
    return route.fulfill({ response });
  });
  await logIn(page, world.returner);
  await expect(page).toHaveURL(/\/returns$/);
  await startBooking(page, spec);
  await finishBooking(page, address);
  await page.getByRole('button', { name: 'Save Pickup Request' }).click();
  await expect(page).toHaveURL(/\/returns/);
  await expect(toasts(page)).toContainText('Request sent', { timeout: 15_000 });
  await expect(page.getByRole('article', { name: `Not sent yet: ${address}` })).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: /^Drafts/ })
      .getByRole('article')
      .filter({ hasText: address }),
  ).toHaveCount(1);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  expect(await requestsAt(world, address)).toEqual([
    { id: expect.any(Number), photos: ['offline-front.png', 'offline-side.png'] },
  ]);
});

test('a booking the server refuses shows why on its card, and Edit sends it again', async ({ page, context }) => {
  const world = await setUpWorld();
  const spec = await specName(world);
  const address = `Yard site ${Date.now().toString(36)}, 111 22 Stockholm`;
  await logIn(page, world.returner);
  await expect(page).toHaveURL(/\/returns$/);
  await startBooking(page, spec);
  await context.setOffline(true);
  await finishBooking(page, address);
  await page.getByRole('button', { name: 'Save Pickup Request' }).click();
  const card = page.getByRole('article', { name: `Not sent yet: ${address}` });
  await expect(card).toContainText(WAITING);

  // The server refuses the first send (as it would a drum specification removed meanwhile).
  const refusal = 'The drum specification is no longer available';
  let refused = false;
  await page.route('/graphql', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    if (refused || !body.includes('CreatePickupRequestMutation')) return route.continue();
    refused = true;
    return route.fulfill({
      json: {
        data: {
          createPickupRequest: {
            __typename: 'ValidationError',
            message: 'Validation failed',
            issues: [{ field: 'drums', message: refusal }],
          },
        },
      },
    });
  });
  // Back online, the `online` event sends it from where the returner is.
  await context.setOffline(false);
  await expect(card.getByRole('alert')).toContainText('Not accepted by the server:');
  await expect(card.getByRole('alert')).toContainText(refusal);
  await expect(card).not.toContainText(WAITING);

  // Edit brings the fields and the photos back into the form; saved, it goes and the card with it.
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(address);
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(2);
  await page.getByRole('button', { name: 'Save Pickup Request' }).click();
  await expect(toasts(page)).toContainText('Request Saved');
  await expect(page).toHaveURL(/\/returns\?scrollTo=\d+$/);
  await expect(card).toHaveCount(0);
  expect(await requestsAt(world, address)).toEqual([
    { id: expect.any(Number), photos: ['offline-front.png', 'offline-side.png'] },
  ]);
});
