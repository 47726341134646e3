// Background Sync (docs/offline.md, "Sent with the app closed"): a message written without
// coverage asks the browser for a `sync` event; the app is closed before the connection comes
// back, and the service worker, given the event, sends the message itself: the server has it once,
// with its photo, and the outbox is empty.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/helpers';
import { png } from './support/images';
import { logIn, PASSWORD, setUpWorld, toasts, type World } from './support/pickupWorld';

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

/** The outbox's queued messages as the service worker reads them (no page of the app open). */
function queuedInWorker(context: BrowserContext) {
  const [worker] = context.serviceWorkers();
  return worker.evaluate(
    () =>
      new Promise<{ messageText: string; refused?: { message: string } }[]>((resolve, reject) => {
        const open = indexedDB.open('drum-returns-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('messages').objectStore('messages').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result);
          };
        };
      }),
  );
}

/** Signed in with the worker in control, the request's thread open, a message with a photo saved without coverage. */
async function messageSavedOffline(page: Page, context: BrowserContext, world: World, text: string) {
  await logIn(page, world.returner);
  await expect(page).toHaveURL(/\/returns$/);
  await workerInControl(page);
  const thread = await openThread(page, world);
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
  return new URL(page.url()).origin;
}

async function openThread(page: Page, world: World) {
  await page.getByRole('article', { name: world.reference }).getByRole('button', { name: 'View Details' }).click();
  return page.getByRole('dialog').getByRole('region', { name: 'Messages' });
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

  const origin = await messageSavedOffline(page, context, world, text);
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

  // The app is closed; the connection comes back; only the worker is left to send it (Chromium may
  // fire the sync itself as the connection comes back, before the one sent here: either is the
  // worker's, and the message must arrive once).
  await page.close();
  await context.setOffline(false);
  const blank = await dispatchSync(context, origin);

  await expect.poll(messages).toHaveLength(1);
  expect(await messages()).toEqual([
    expect.objectContaining({ attachments: [expect.objectContaining({ filename: 'gate.png' })] }),
  ]);
  // Sent, it left the outbox (read in the worker: no page of the app is open to send it again).
  await expect.poll(() => queuedInWorker(context)).toEqual([]);
  expect(context.pages()).toEqual([blank]);
  expect(await messages()).toHaveLength(1);
  await api.dispose();
});

test('a message the server refuses while the app is closed shows the refusal when the app opens again', async ({
  page,
  context,
}) => {
  const world = await setUpWorld();
  const api = await apiAs(world.returner, PASSWORD);
  expect((await api.post(`/api/drums/${world.requestId}/finalize`)).status()).toBe(200);
  const text = `Ring the bell ${Date.now().toString(36)}`;
  const refusal = 'The request takes no more messages';
  // The server refuses the message (the context's route: the worker's requests too).
  let refusedSends = 0;
  await context.route('/graphql', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    if (!body.includes('SendMessageMutation')) return route.continue();
    refusedSends += 1;
    return route.fulfill({
      json: { data: { sendMessage: { __typename: 'ValidationError', message: refusal, issues: [] } } },
    });
  });

  const origin = await messageSavedOffline(page, context, world, text);
  await page.close();
  await context.setOffline(false);
  await dispatchSync(context, origin);

  // Refused, it stays in the outbox with the server's words, and is not sent again.
  await expect
    .poll(() => queuedInWorker(context))
    .toEqual([expect.objectContaining({ messageText: text, refused: expect.objectContaining({ message: refusal }) })]);
  expect(refusedSends).toBe(1);

  // The app opens again: the thread shows the refusal in the message's place.
  const again = await context.newPage();
  await again.goto('/returns');
  const thread = await openThread(again, world);
  const waiting = thread.getByRole('list', { name: 'Not sent yet' });
  await expect(waiting).toContainText(text);
  await expect(waiting.getByRole('alert')).toContainText('Not accepted by the server:');
  await expect(waiting.getByRole('alert')).toContainText(refusal);
  expect(refusedSends).toBe(1);
  await api.dispose();
});

test('with the app open, the page and the worker both sending when the connection is back make one message', async ({
  page,
  context,
}) => {
  const world = await setUpWorld();
  const api = await apiAs(world.returner, PASSWORD);
  expect((await api.post(`/api/drums/${world.requestId}/finalize`)).status()).toBe(200);
  const text = `Both at once ${Date.now().toString(36)}`;
  const sends: string[] = [];
  await context.route('/graphql', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    if (body.includes('SendMessageMutation')) sends.push(/"clientRequestId":"([^"]+)"/.exec(body)?.[1] ?? '');
    return route.continue();
  });
  const origin = await messageSavedOffline(page, context, world, text);

  // Back online: the page's `online` event and the worker's `sync` event both start a round.
  await context.setOffline(false);
  await dispatchSync(context, origin);
  const thread = page.getByRole('dialog').getByRole('region', { name: 'Messages' });
  await expect(thread.getByRole('list', { name: 'Message thread' }).getByText(text)).toBeVisible();
  await expect(thread.getByRole('list', { name: 'Not sent yet' })).toHaveCount(0);
  await expect.poll(() => queuedInWorker(context)).toEqual([]);
  // One round sent it; the other found the outbox empty.
  expect(sends).toHaveLength(1);
  const messages = (await (await api.get(`/api/pickup-requests/${world.requestId}/messages`)).json()).messages as {
    messageText: string;
  }[];
  expect(messages.filter((message) => message.messageText === text)).toHaveLength(1);
  await api.dispose();
});
