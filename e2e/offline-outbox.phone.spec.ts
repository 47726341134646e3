// The outbox beyond bookings (docs/offline.md): a message written in a thread and a collection
// recorded by the driver without coverage wait on the phone, show as waiting, and arrive once when
// the connection is back, photos and all. Logging out on a shared phone names what is unsent
// before deleting it, and leaves the next person nothing of the first: no waiting booking, no
// cache but the app's own, nothing in the outbox.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { adminApi, apiAs } from './support/helpers';
import { png } from './support/images';
import { logIn, PASSWORD, phone, setUpWorld, toasts, type World } from './support/pickupWorld';

const WAITING = 'Waiting for connection: it will be sent automatically';
const DAY = 86_400_000;

test.use({ serviceWorkers: 'allow' });

/** Waits until the page's service worker is active and controls it (a reload after the first visit). */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** How many writes of each kind the outbox in this page's IndexedDB holds, whoever's they are. */
function outboxCounts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('drum-returns-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = [...db.objectStoreNames];
          const counts: Record<string, number> = {};
          if (!names.length) return resolve(counts);
          const transaction = db.transaction(names);
          for (const name of names) {
            const count = transaction.objectStore(name).count();
            count.onsuccess = () => (counts[name] = count.result);
          }
          transaction.oncomplete = () => {
            db.close();
            resolve(counts);
          };
        };
      }),
  );
}

test('a message written offline waits in the thread and arrives once when the connection is back', async ({
  page,
  context,
}) => {
  const world = await setUpWorld();
  const api = await apiAs(world.returner, PASSWORD);
  expect((await api.post(`/api/drums/${world.requestId}/finalize`)).status()).toBe(200);
  const text = `Gate code ${Date.now().toString(36)}`;
  const messages = async () =>
    (
      (await (await api.get(`/api/pickup-requests/${world.requestId}/messages`)).json()).messages as {
        messageText: string;
        attachments: { filename: string }[];
      }[]
    ).filter((message) => message.messageText === text);

  await logIn(page, world.returner);
  await expect(page).toHaveURL(/\/returns$/);
  await workerInControl(page);
  await page.getByRole('article', { name: world.reference }).getByRole('button', { name: 'View Details' }).click();
  const thread = page.getByRole('dialog').getByRole('region', { name: 'Messages' });
  await expect(thread.getByText('No messages yet.')).toBeVisible();

  await context.setOffline(true);
  const box = thread.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await thread
    .locator('input[type=file]')
    .setInputFiles([{ name: 'gate.png', mimeType: 'image/png', buffer: png(60, 40, [200, 80, 40]) }]);
  await expect(thread.getByRole('list', { name: 'Photos to send' }).getByRole('img')).toHaveCount(1);
  await box.press('Enter');
  await expect(toasts(page)).toContainText('Saved on this phone');
  const waiting = thread.getByRole('list', { name: 'Not sent yet' });
  await expect(waiting).toContainText(text);
  await expect(waiting).toContainText(WAITING);
  await expect(waiting).toContainText('1 photo');
  await expect(box).toHaveValue('');
  expect(await outboxCounts(page)).toMatchObject({ messages: 1 });
  expect(await messages()).toEqual([]);

  // Back online, the `online` event sends it: it shows in the thread, no longer waiting.
  await context.setOffline(false);
  await expect(thread.getByRole('list', { name: 'Message thread' }).getByText(text)).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(
    thread.getByRole('list', { name: 'Message thread' }).getByRole('img', { name: 'gate.png' }),
  ).toBeVisible();
  expect(await outboxCounts(page)).toMatchObject({ messages: 0 });
  expect(await messages()).toEqual([
    expect.objectContaining({ attachments: [expect.objectContaining({ filename: 'gate.png' })] }),
  ]);
  await api.dispose();
});

test('a collection by drum numbers with a photo, recorded offline, waits on the card and arrives once', async ({
  page,
  context,
  browser,
}) => {
  const world = await setUpWorld();
  const suffix = `${Date.now().toString(36)}${world.requestId}`;
  const numbers = [`OB-${suffix}-1`, `OB-${suffix}-2`];
  const admin = await adminApi();
  const delivered = await admin.post('/api/drum-deliveries', {
    data: {
      returnerCompanyId: world.ids.returnerCompany,
      deliveryNote: `FB-${suffix}`,
      deliveredAt: new Date(Date.now() - 20 * DAY).toISOString(),
      address: `Kabelvägen ${suffix}, Stockholm`,
      latitude: world.at.lat,
      longitude: world.at.lng,
      drums: numbers.map((number) => ({ number, drumSpecId: world.specId })),
    },
  });
  expect(delivered.status(), await delivered.text()).toBe(201);
  const returner = await apiAs(world.returner, PASSWORD);
  const booked = await returner.post('/api/drums/batch', {
    multipart: {
      drums: JSON.stringify([{ drumSpecId: world.specId, quantity: 2, drumNumbers: numbers }]),
      address: `Kabelvägen ${suffix}, Stockholm`,
      latitude: String(world.at.lat),
      longitude: String(world.at.lng),
      hasLoadingCapability: 'true',
      supportsForklift: 'false',
      requiresCraneTruck: 'false',
      images: { name: 'drums.png', mimeType: 'image/png', buffer: png(40, 30, [40, 120, 200]) },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { pickupRequestId: id, pickupRequest } = await booked.json();
  const reference: string = pickupRequest.referenceNumberFormatted;
  expect((await returner.post(`/api/drums/${id}/finalize`)).status()).toBe(200);
  const schedule = await admin.patch(`/api/transport/pickup-requests/${id}/schedule`, {
    data: {
      scheduledPickupDate: new Date(Date.now() + DAY).toISOString(),
      assignedTransportCompanyId: world.ids.transportCompany,
      assignedContactPersonId: world.ids.contact,
    },
  });
  expect(schedule.status(), await schedule.text()).toBe(200);
  expect((await admin.patch(`/api/transport/pickup-requests/${id}/confirm-pickup`)).status()).toBe(200);
  const status = async () =>
    (await (await admin.get(`/api/pickup-requests/${id}`)).json()).pickupRequest.status as string;
  const scheduledStatus = await status();

  await logIn(page, world.transporter);
  await expect(page).toHaveURL(/\/transport-dashboard/);
  await workerInControl(page);
  await page.goto('/transport-dashboard?tab=scheduled');
  const card = page.getByRole('article', { name: reference });
  await card.getByRole('button', { name: 'Mark as Collected' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('group', { name: `Condition of ${numbers[1]}` })).toBeVisible();

  // The yard has no coverage: the driver records the collection all the same.
  await context.setOffline(true);
  await dialog
    .getByRole('group', { name: `Condition of ${numbers[1]}` })
    .getByRole('radio', { name: 'Minor damage' })
    .check();
  await dialog
    .getByLabel('Upload Photos')
    .setInputFiles([{ name: 'dent.png', mimeType: 'image/png', buffer: png(50, 40, [120, 40, 40]) }]);
  await expect(dialog.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Confirm Collection' }).click();
  await expect(toasts(page)).toContainText('Saved on this phone');
  await expect(dialog).toHaveCount(0);
  const note = card.getByRole('region', { name: 'Collection not sent yet' });
  await expect(note).toContainText(WAITING);
  await expect(card.getByRole('button', { name: 'Mark as Collected' })).toHaveCount(0);
  expect(await outboxCounts(page)).toMatchObject({ collections: 1 });
  expect(await status()).toBe(scheduledStatus);

  // Back online it goes with its key, its drums by number and its photo.
  await context.setOffline(false);
  await expect(toasts(page)).toContainText('Collection sent');
  await expect.poll(status).toBe('collected');
  expect(await outboxCounts(page)).toMatchObject({ collections: 0 });
  const drum = async (number: string) =>
    (
      (await (await returner.get(`/api/tracked-drums/${number}`)).json()) as {
        drum: { status: string; condition: string };
      }
    ).drum;
  expect(await drum(numbers[0])).toMatchObject({ status: 'RETURNED', condition: 'FULL' });
  expect(await drum(numbers[1])).toMatchObject({ status: 'RETURNED', condition: 'MINOR_DAMAGE' });

  // The returner's proof of collection has the one photo, once.
  const returnerPage = await (await phone(browser)).newPage();
  await logIn(returnerPage, world.returner);
  await expect(returnerPage).not.toHaveURL(/\/login/);
  await returnerPage.goto('/returns/completed');
  await returnerPage.getByRole('article', { name: reference }).getByRole('button', { name: 'View Details' }).click();
  const proof = returnerPage.getByRole('region', { name: 'Proof of collection' });
  await expect(proof).toContainText('1 full, 1 minor damage');
  await expect(proof.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(1);
  await expect(proof.getByRole('img', { name: 'dent.png' })).toBeVisible();
  await returnerPage.context().close();
  await admin.dispose();
  await returner.dispose();
});

test('logging out names the unsent booking, deletes it, and the next person finds nothing of the first', async ({
  page,
  context,
}) => {
  const first = await setUpWorld();
  const next = await setUpWorld();
  const address = `Shared phone site ${Date.now().toString(36)}, 111 22 Stockholm`;
  // The server is out of reach for bookings: the one made here stays unsent whatever the network,
  // from the page or from its service worker (Background Sync).
  await context.route('/graphql', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    if (body.includes('CreatePickupRequestMutation')) return route.abort('connectionrefused');
    return route.continue();
  });

  await logIn(page, first.returner);
  await expect(page).toHaveURL(/\/returns$/);
  await workerInControl(page);
  // A cache of what this person read (as a screen's data would be kept).
  await page.evaluate(async () => {
    const cache = await caches.open('drum-returns-personal-test');
    await cache.put('/api/pickup-requests', new Response('{"address":"secret"}'));
  });

  // The drums are picked online (the picker asks the server as one types), the rest without coverage.
  const spec = await specName(first);
  await page.getByRole('link', { name: 'New Return' }).click();
  await expect(page.getByRole('heading', { name: 'Create Pickup Request' })).toBeVisible();
  const drumType = page.getByLabel('Drum Type', { exact: true });
  await drumType.click();
  await drumType.fill(spec);
  await page.getByRole('option', { name: new RegExp(spec) }).click();
  await page.getByLabel('Quantity', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await context.setOffline(true);
  await page.getByLabel('Address', { exact: true }).fill(address);
  await page.getByLabel('We have truck loading capability on site').check();
  await page
    .getByLabel('Upload Photos')
    .setInputFiles([{ name: 'site.png', mimeType: 'image/png', buffer: png(40, 30, [200, 120, 40]) }]);
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save Pickup Request' }).click();
  await expect(toasts(page)).toContainText('Saved on this phone');
  await expect(page.getByRole('article', { name: `Not sent yet: ${address}` })).toContainText(WAITING);
  await context.setOffline(false);

  await page.goto('/account');
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  const question = page.getByRole('dialog', { name: 'Log out with unsent work?' });
  await expect(question).toContainText('1 booking is not sent yet. Logging out deletes it from this phone.');
  await question.getByRole('button', { name: 'Log Out and Delete' }).click();
  await expect(page).not.toHaveURL(/\/account/);
  await expect.poll(() => outboxCounts(page)).toEqual({ bookings: 0, messages: 0, collections: 0 });
  const cacheNames = await page.evaluate(() => caches.keys());
  expect(cacheNames.filter((name) => !name.startsWith('workbox-precache-'))).toEqual([]);
  expect(cacheNames.some((name) => name.startsWith('workbox-precache-'))).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('signed-in'))).toBeNull();

  // The next person on the same page: nothing waits, nothing of the first shows.
  await logIn(page, next.returner);
  await expect(page).toHaveURL(/\/returns$/);
  await expect(page.getByRole('article', { name: next.reference })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting to be sent' })).toHaveCount(0);
  await expect(page.getByText(address)).toHaveCount(0);
  await expect(page.getByRole('article', { name: first.reference })).toHaveCount(0);

  // With nothing unsent, logging out asks nothing.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page).not.toHaveURL(/\/account/);
  await expect(page.getByRole('dialog', { name: 'Log out with unsent work?' })).toHaveCount(0);
});

test('a booking kept on the phone by the outbox’s first version is still there after the update, and is sent once', async ({
  page,
}) => {
  const world = await setUpWorld();
  const address = `Kept site ${Date.now().toString(36)}, 111 22 Stockholm`;
  const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
  const spec = await specName(world);
  // Signed out, the app has not opened the outbox: the phone holds what version 1 wrote.
  await page.goto('/login');
  await page.evaluate(
    ({ booking }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('drum-returns-outbox', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('bookings', { keyPath: 'clientRequestId' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('bookings', 'readwrite');
          const photo = new Blob([new Uint8Array(booking.photo)], { type: 'image/png' });
          transaction.objectStore('bookings').put({
            ...booking.record,
            photos: [{ name: 'kept.png', type: 'image/png', blob: photo }],
          });
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
    {
      booking: {
        photo: [...png(40, 30, [90, 160, 90])],
        record: {
          clientRequestId: `kept-${Date.now().toString(36)}`,
          owner: globalId('User', world.ids.returnerUser),
          savedAt: new Date(Date.now() - 60_000).toISOString(),
          input: {
            drums: [{ drumSpecId: globalId('DrumSpec', world.specId), quantity: 2, drumNumbers: [] }],
            address,
            latitude: null,
            longitude: null,
            hasLoadingCapability: true,
            supportsForklift: false,
            requiresCraneTruck: false,
            transporterComments: null,
          },
          values: { drums: [{ quantity: 2, specName: spec }], address },
          attempts: 0,
        },
      },
    },
  );

  // The outbox sends as soon as the person is signed in, while My Returns loads. The race made
  // sure: the server reads the list first, the booking arrives, and only then does the list
  // reach the page, older than the booking. The page must still show it.
  const listRead = signal();
  const bookingSent = signal();
  let listsHeld = 0;
  await page.context().route('**/graphql', async (route) => {
    const request = route.request();
    if ((await request.headerValue('content-type'))?.startsWith('multipart/form-data')) {
      await listRead.promise;
      const response = await route.fetch();
      await route.fulfill({ response });
      bookingSent.resolve();
      return;
    }
    if (!request.postData()?.includes(RETURNS_LIST) || listsHeld++ > 0) return route.continue();
    const response = await route.fetch();
    listRead.resolve();
    await bookingSent.promise;
    // The page may have given up on this answer by now, to read the list again.
    await route.fulfill({ response }).catch(() => undefined);
  });
  await logIn(page, world.returner);
  await expect(page).toHaveURL(/\/returns$/);
  const drafts = page.getByRole('region', { name: /^Drafts/ });
  await expect(drafts.getByRole('article').filter({ hasText: address })).toHaveCount(1);
  await expect(toasts(page)).toContainText('Request sent');
  expect(listsHeld).toBeGreaterThan(1);
  await expect.poll(() => outboxCounts(page)).toEqual({ bookings: 0, messages: 0, collections: 0 });
  const api = await apiAs(world.returner, PASSWORD);
  const found = (
    (await (await api.get(`/api/drums?search=${encodeURIComponent(address)}`)).json()).drums as {
      address: string;
    }[]
  ).filter((request) => request.address === address);
  expect(found).toHaveLength(1);
  await api.dispose();
});

/** A promise and what settles it. */
function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** The persisted id of My Returns' list query, as the page sends it (relay-compiler's). */
const RETURNS_LIST = Object.entries(
  JSON.parse(readFileSync(new URL('../web/persisted-documents.json', import.meta.url), 'utf8')) as Record<
    string,
    string
  >,
).find(([, text]) => /query ReturnsRouteQuery\b/.test(text))![0];

/** The world's drum specification by name, as the form's picker lists it. */
async function specName(world: World): Promise<string> {
  const api = await apiAs(world.returner, PASSWORD);
  const specs = (await (await api.get('/api/drum-specs')).json()).drumSpecs as { id: number; name: string }[];
  await api.dispose();
  return specs.find((spec) => spec.id === world.specId)!.name;
}
