// A booking's photos on one bar (docs/offline.md, "Progress per photo", "A connection that
// hangs"): on a slow upload the waiting card tells which photo is on its way and how much of it,
// and the request arrives once with its photos; a send on which nothing comes back (no answer, no
// error) is given up after the stall time, shows as waiting, and goes again with the same key to
// make one request, whether the outbox sent it or the form's own Save did.
import { expect, type Page, type Route, test } from '@playwright/test';
import { apiAs } from './support/helpers';
import { noisePng, png } from './support/images';
import { logIn, PASSWORD, setUpWorld, toasts, type World } from './support/pickupWorld';

const WAITING = 'Waiting for connection: it will be sent automatically';
/** The stall time of web/src/relay/upload.ts, and a little more. */
const PAST_STALL = 31_000;

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

/** The booking form filled in: the drums picked online, then the site, an option and `photos`. */
async function fillBooking(
  page: Page,
  spec: string,
  address: string,
  photos: { name: string; mimeType: string; buffer: Buffer }[],
  beforeTheRest: () => Promise<void> = async () => {},
) {
  await page.getByRole('link', { name: 'New Return' }).click();
  await expect(page.getByRole('heading', { name: 'Create Pickup Request' })).toBeVisible();
  const drumType = page.getByLabel('Drum Type', { exact: true });
  await drumType.click();
  await drumType.fill(spec);
  await page.getByRole('option', { name: new RegExp(spec) }).click();
  await page.getByLabel('Quantity', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Added drums' })).toContainText(spec);
  await beforeTheRest();
  await page.getByLabel('Address', { exact: true }).fill(address);
  await page.getByLabel('We have truck loading capability on site').check();
  await page.getByLabel('Upload Photos').setInputFiles(photos);
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(photos.length);
}

/** The key of a createPickupRequest the page sends, else undefined (another operation). */
const bookingKey = (route: Route) => {
  const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
  if (!body.includes('CreatePickupRequestMutation')) return undefined;
  return /"clientRequestId":"([^"]+)"/.exec(body)?.[1] ?? '';
};

test('on a slow upload the waiting card tells which photo is on its way, and the request arrives once with both', async ({
  page,
  context,
}) => {
  const world = await setUpWorld();
  const spec = await specName(world);
  const address = `Slow site ${Date.now().toString(36)}, 111 22 Stockholm`;
  await logIn(page, world.returner);
  await expect(page).toHaveURL(/\/returns$/);
  await fillBooking(
    page,
    spec,
    address,
    [
      { name: 'slow-front.png', mimeType: 'image/png', buffer: noisePng(200) },
      { name: 'slow-side.png', mimeType: 'image/png', buffer: noisePng(200) },
    ],
    () => context.setOffline(true),
  );
  await page.getByRole('button', { name: 'Save Pickup Request' }).click();
  const card = page.getByRole('article', { name: `Not sent yet: ${address}` });
  await expect(card).toContainText(WAITING);

  // One bar: about 120 kB a photo at 40 kB/s.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: 200_000,
    uploadThroughput: 40_000,
  });
  await context.setOffline(false);
  const status = card.getByRole('status');
  await expect(status).toContainText(/Sending photo 1 of 2: \d+%/);
  await expect(card.getByRole('progressbar', { name: 'Progress of photo 1 of 2' })).toBeVisible();
  await expect(status).toContainText(/Sending photo 2 of 2: \d+%/);
  await expect(toasts(page)).toContainText('Request sent', { timeout: 30_000 });
  await expect(card).toHaveCount(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  expect(await requestsAt(world, address)).toEqual([
    { id: expect.any(Number), photos: ['slow-front.png', 'slow-side.png'] },
  ]);
});

test('an outbox send on which nothing comes back shows as waiting and goes again with the same key', async ({
  page,
  context,
}) => {
  const world = await setUpWorld();
  const spec = await specName(world);
  const address = `Hanging site ${Date.now().toString(36)}, 111 22 Stockholm`;
  await page.clock.install();
  await logIn(page, world.returner);
  await expect(page).toHaveURL(/\/returns$/);
  await fillBooking(
    page,
    spec,
    address,
    [{ name: 'hang-front.png', mimeType: 'image/png', buffer: png(40, 30, [200, 120, 40]) }],
    () => context.setOffline(true),
  );
  await page.getByRole('button', { name: 'Save Pickup Request' }).click();
  const card = page.getByRole('article', { name: `Not sent yet: ${address}` });
  await expect(card).toContainText(WAITING);

  // The first send reaches nothing that answers; the next goes through.
  const keys: string[] = [];
  await page.route('/graphql', async (route) => {
    const key = bookingKey(route);
    if (key === undefined) return route.continue();
    keys.push(key);
    if (keys.length > 1) return route.continue();
    // Never fulfilled: the page gives up on it.
  });
  await context.setOffline(false);
  await expect.poll(() => keys.length).toBe(1);
  await expect(card.getByRole('status')).toContainText(/Sending|Sent, waiting for the answer/);
  // Past the stall time the send counts as no answer; the card says it waits again, Edit is gone.
  await page.clock.fastForward(PAST_STALL);
  await expect(card.getByRole('status')).toHaveText(WAITING);
  await expect(card.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  // The retry after the backoff's first wait (2 s).
  await page.clock.fastForward(3_000);
  await expect(toasts(page)).toContainText('Request sent');
  await expect(card).toHaveCount(0);
  expect(keys).toHaveLength(2);
  expect(new Set(keys).size).toBe(1);
  expect(await requestsAt(world, address)).toEqual([{ id: expect.any(Number), photos: ['hang-front.png'] }]);
});

test('the form’s own Save on a connection that hangs keeps the booking for the outbox, which sends it once', async ({
  page,
}) => {
  const world = await setUpWorld();
  const spec = await specName(world);
  const address = `Stalled site ${Date.now().toString(36)}, 111 22 Stockholm`;
  await page.clock.install();
  await logIn(page, world.returner);
  await expect(page).toHaveURL(/\/returns$/);
  await fillBooking(page, spec, address, [
    { name: 'stall-front.png', mimeType: 'image/png', buffer: png(40, 30, [40, 120, 200]) },
  ]);
  const keys: string[] = [];
  await page.route('/graphql', async (route) => {
    const key = bookingKey(route);
    if (key === undefined) return route.continue();
    keys.push(key);
    if (keys.length > 1) return route.continue();
  });
  await page.getByRole('button', { name: 'Save Pickup Request' }).click();
  await expect.poll(() => keys.length).toBe(1);
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  // Nothing comes back: past the stall time the form keeps the booking on the phone.
  await page.clock.fastForward(PAST_STALL);
  await expect(toasts(page)).toContainText('Saved on this phone');
  await expect(page).toHaveURL(/\/returns$/);
  // My Returns sends it (it was sent once without an answer: the first retry waits 2 s).
  await page.clock.fastForward(3_000);
  await expect(toasts(page)).toContainText('Request sent');
  await expect(page.getByRole('article', { name: `Not sent yet: ${address}` })).toHaveCount(0);
  expect(keys).toHaveLength(2);
  expect(new Set(keys).size).toBe(1);
  expect(await requestsAt(world, address)).toEqual([{ id: expect.any(Number), photos: ['stall-front.png'] }]);
});

test('the form’s own Save on a slow upload tells which photo is on its way', async ({ page, context }) => {
  const world = await setUpWorld();
  const spec = await specName(world);
  const address = `Slow form site ${Date.now().toString(36)}, 111 22 Stockholm`;
  await logIn(page, world.returner);
  await expect(page).toHaveURL(/\/returns$/);
  await fillBooking(page, spec, address, [
    { name: 'form-front.png', mimeType: 'image/png', buffer: noisePng(200) },
    { name: 'form-side.png', mimeType: 'image/png', buffer: noisePng(200) },
  ]);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: 200_000,
    uploadThroughput: 40_000,
  });
  await page.getByRole('button', { name: 'Save Pickup Request' }).click();
  const status = page.getByRole('status').filter({ hasText: /Sending photo/ });
  await expect(status).toContainText(/Sending photo 1 of 2: \d+%/);
  await expect(status).toContainText(/Sending photo 2 of 2: \d+%/);
  await expect(toasts(page)).toContainText('Request Saved', { timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  expect(await requestsAt(world, address)).toEqual([
    { id: expect.any(Number), photos: ['form-front.png', 'form-side.png'] },
  ]);
});
