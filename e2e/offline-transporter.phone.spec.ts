// The transporter's board without coverage (docs/offline.md): a driver who opened the portal online
// starts the app again in a yard without coverage, finds the portal and its lists of requests to
// collect from the last data the phone had, marked "Offline, as of 14:05", opens a request's
// details and records its collection, which waits on the phone and arrives once when the
// connection is back. A queued collection whose request left the driver's lists meanwhile is
// refused by the server: the refusal shows above the board, where it is discarded.
import { expect, type Page, test } from '@playwright/test';
import { adminApi, apiAs } from './support/helpers';
import { png } from './support/images';
import { logIn, openTab, PASSWORD, setUpWorld, toasts, type World } from './support/pickupWorld';

test.use({ serviceWorkers: 'allow' });

const AS_OF = /^Offline, as of (\d{2}:\d{2}|\w{3} \d{1,2}, \d{4} \d{2}:\d{2})$/;
const WAITING = 'Waiting for connection: it will be sent automatically';
const DAY = 86_400_000;

/** The world's draft sent, scheduled for tomorrow with the world's transport company and confirmed. */
async function readyToCollect(world: World): Promise<{ status: () => Promise<string> }> {
  const returner = await apiAs(world.returner, PASSWORD);
  expect((await returner.post(`/api/drums/${world.requestId}/finalize`)).status()).toBe(200);
  await returner.dispose();
  const admin = await adminApi();
  const schedule = await admin.patch(`/api/transport/pickup-requests/${world.requestId}/schedule`, {
    data: {
      scheduledPickupDate: new Date(Date.now() + DAY).toISOString(),
      assignedTransportCompanyId: world.ids.transportCompany,
      assignedContactPersonId: world.ids.contact,
    },
  });
  expect(schedule.status(), await schedule.text()).toBe(200);
  expect((await admin.patch(`/api/transport/pickup-requests/${world.requestId}/confirm-pickup`)).status()).toBe(200);
  await admin.dispose();
  return {
    status: async () => {
      const api = await adminApi();
      const body = await (await api.get(`/api/pickup-requests/${world.requestId}`)).json();
      await api.dispose();
      return body.pickupRequest.status as string;
    },
  };
}

/** Waits until the page's service worker is active and controls it (a reload after the first visit). */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The top-level fields of every answer the phone keeps, one entry per answer. */
function keptFields(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('drum-returns-answers');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('answers')) return resolve([]);
          const all = open.result.transaction('answers').objectStore('answers').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { response: { data: Record<string, unknown> } }[])
                .flatMap((answer) => Object.keys(answer.response.data))
                .sort(),
            );
        };
      }),
  );
}

/** How many collections wait in the page's outbox. */
function queuedCollections(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('drum-returns-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('collections')) return resolve(0);
          const count = db.transaction('collections').objectStore('collections').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      }),
  );
}

test('the board opens without coverage from the last data, and a collection recorded there arrives once', async ({
  page,
  context,
}) => {
  // The map asks a tile server elsewhere: this journey stays on this machine.
  await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
  const world = await setUpWorld();
  const { status } = await readyToCollect(world);

  // Online, the driver opens the portal on its first tab only: the lists to collect come in passing.
  await logIn(page, world.transporter);
  await expect(page).toHaveURL(/\/transport-dashboard/);
  await workerInControl(page);
  await expect(page.getByRole('list', { name: 'Statistics' })).toBeVisible();
  await expect(page.getByText(AS_OF)).toHaveCount(0);
  await expect.poll(async () => (await keptFields(page)).filter((field) => field === 'pickupRequests').length).toBe(2);
  await expect.poll(() => keptFields(page)).toEqual(expect.arrayContaining(['me', 'transportStats', 'openStops']));

  // In the yard without coverage, the app starts again: the portal, from the last data.
  await context.setOffline(true);
  await page.goto('/');
  await expect(page).toHaveURL(/\/transport-dashboard/);
  await expect(page.getByRole('heading', { name: 'Transporter Portal', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: AS_OF })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Statistics' })).toBeVisible();
  await openTab(page, 'Pick Up Request');
  const scheduled = page.getByRole('region', { name: 'Scheduled Pickups' });
  await expect(scheduled.getByRole('status').filter({ hasText: AS_OF })).toBeVisible();
  const card = scheduled.getByRole('article', { name: world.reference });
  await expect(card).toBeVisible();

  // The request's details, marked as the last data too.
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('status').filter({ hasText: AS_OF }).first()).toBeVisible();
  await expect(details.getByRole('cell', { name: '4', exact: true })).toBeVisible();
  // Its thread was never read on this phone: the dialog says so, and stays.
  await expect(details.getByRole('region', { name: 'Messages' }).getByRole('alert')).toHaveText(
    'Messages cannot be read without a connection: they show again when it is back.',
  );
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);

  // The collection: one drum with minor damage, a photo of it.
  await card.getByRole('button', { name: 'Mark as Collected' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^One more minor damage/ }).click();
  await dialog
    .getByLabel('Upload Photos')
    .setInputFiles([{ name: 'dent.png', mimeType: 'image/png', buffer: png(50, 40, [120, 40, 40]) }]);
  await expect(dialog.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Confirm Collection' }).click();
  await expect(toasts(page)).toContainText('Saved on this phone');
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole('region', { name: 'Collection not sent yet' })).toContainText(WAITING);
  await expect(card.getByRole('button', { name: 'Mark as Collected' })).toHaveCount(0);
  // It is on its card: nothing above the board.
  await expect(page.getByRole('heading', { name: 'Collections recorded on this phone' })).toHaveCount(0);
  expect(await queuedCollections(page)).toBe(1);
  expect(await status()).not.toBe('collected');

  // Back online it goes; the board reads the server again.
  await context.setOffline(false);
  await expect(toasts(page)).toContainText('Collection sent');
  await expect.poll(status).toBe('collected');
  expect(await queuedCollections(page)).toBe(0);
  await expect(page.getByRole('status').filter({ hasText: AS_OF })).toHaveCount(0);

  // Once: the proof of collection has the one photo.
  await openTab(page, 'Completed');
  await page.getByRole('article', { name: world.reference }).getByRole('button', { name: 'View Details' }).click();
  const proof = page.getByRole('dialog').getByRole('region', { name: 'Proof of collection' });
  await expect(proof).toContainText('3 full, 1 minor damage');
  await expect(proof.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(1);
});

test('a queued collection whose request left the lists meanwhile shows its refusal above the board, to discard', async ({
  page,
  context,
}) => {
  await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
  const world = await setUpWorld();
  const { status } = await readyToCollect(world);

  await logIn(page, world.transporter);
  await expect(page).toHaveURL(/\/transport-dashboard/);
  await workerInControl(page);
  await page.goto('/transport-dashboard?tab=pickup-request');
  const card = page.getByRole('region', { name: 'Scheduled Pickups' }).getByRole('article', { name: world.reference });
  await card.getByRole('button', { name: 'Mark as Collected' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Confirm Collection' })).toBeVisible();

  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Confirm Collection' }).click();
  await expect(toasts(page)).toContainText('Saved on this phone');
  await expect(card.getByRole('region', { name: 'Collection not sent yet' })).toContainText(WAITING);

  // Meanwhile an admin cancels the request: it leaves the driver's lists.
  const admin = await adminApi();
  const cancelled = await admin.patch(`/api/admin/pickup-requests/${world.requestId}/cancel`);
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await admin.dispose();

  // Back online the server refuses the collection; the card is gone, the refusal is above the board.
  await context.setOffline(false);
  await expect(card).toHaveCount(0);
  const unlisted = page.getByRole('region', { name: 'Collections recorded on this phone' });
  const refused = unlisted.getByRole('article', { name: world.reference });
  await expect(refused.getByRole('alert')).toContainText('Not accepted by the server:');
  await expect(refused).toContainText('Discard it, or open the request to see where it stands.');
  await expect(refused.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(refused.getByRole('link', { name: `Open ${world.reference}` })).toHaveAttribute('href', /request=/);
  expect(await queuedCollections(page)).toBe(1);
  expect(await status()).toBe('cancelled');

  // Discarded after the question, it is gone from the phone and from the board.
  await refused.getByRole('button', { name: 'Discard' }).click();
  const question = page.getByRole('dialog', { name: 'Discard this collection?' });
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(unlisted).toHaveCount(0);
  await expect.poll(() => queuedCollections(page)).toBe(0);
  expect(await status()).toBe('cancelled');
});
