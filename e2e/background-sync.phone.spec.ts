// Background Sync (docs/offline.md, "Sent with the app closed"): a message written without
// coverage asks the browser for a `sync` event; the app is closed before the connection comes
// back, and the service worker, given the event, sends the message itself: the server has it once,
// with its photo, and the outbox is empty.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/helpers';
import { png } from './support/images';
import { logIn, PASSWORD, setUpWorld, toasts } from './support/pickupWorld';

const TAG = 'drum-returns-outbox';

test.use({ serviceWorkers: 'allow' });

/** Waits until the page's service worker is active and controls it (a reload after the first visit). */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Gives the app's service worker a `sync` event with the outbox's tag, as Chromium does when the
 * connection is back: by DevTools' ServiceWorker domain, from a page of no origin of the app's
 * (about:blank), so no window of the app is open.
 */
async function dispatchSync(context: BrowserContext, origin: string) {
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((candidate) => candidate.scopeURL === `${origin}/` && !candidate.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: TAG, lastChance: false });
  return blank;
}

test('a message written offline is sent by the service worker with the app closed, once', async ({ page, context }) => {
  const world = await setUpWorld();
  const api = await apiAs(world.returner, PASSWORD);
  expect((await api.post(`/api/drums/${world.requestId}/finalize`)).status()).toBe(200);
  const text = `Left at the gate ${Date.now().toString(36)}`;
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
  const origin = new URL(page.url()).origin;
  await page.getByRole('article', { name: world.reference }).getByRole('button', { name: 'View Details' }).click();
  const thread = page.getByRole('dialog').getByRole('region', { name: 'Messages' });
  await expect(thread.getByText('No messages yet.')).toBeVisible();

  await context.setOffline(true);
  const box = thread.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await thread
    .locator('input[type=file]')
    .setInputFiles([{ name: 'gate.png', mimeType: 'image/png', buffer: png(60, 40, [30, 160, 90]) }]);
  await expect(thread.getByRole('list', { name: 'Photos to send' }).getByRole('img')).toHaveCount(1);
  await box.press('Enter');
  await expect(toasts(page)).toContainText('Saved on this phone');
  await expect(thread.getByRole('list', { name: 'Not sent yet' })).toContainText(text);
  // The page asked the browser for a `sync` event with the outbox's tag.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> };
        };
        return registration.sync.getTags();
      }),
    )
    .toContain(TAG);

  // The app is closed; the connection comes back; only the worker is left to send it.
  await page.close();
  await context.setOffline(false);
  expect(await messages()).toEqual([]);
  const [worker] = context.serviceWorkers();
  const blank = await dispatchSync(context, origin);

  await expect.poll(messages).toHaveLength(1);
  expect(await messages()).toEqual([
    expect.objectContaining({ attachments: [expect.objectContaining({ filename: 'gate.png' })] }),
  ]);
  // Sent, it left the outbox (read in the worker: no page of the app is open to send it again).
  await expect
    .poll(() =>
      worker.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('drum-returns-outbox');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const count = open.result.transaction('messages').objectStore('messages').count();
              count.onsuccess = () => {
                open.result.close();
                resolve(count.result);
              };
            };
          }),
      ),
    )
    .toBe(0);
  expect(context.pages()).toEqual([blank]);
  expect(await messages()).toHaveLength(1);
  await api.dispose();
});
