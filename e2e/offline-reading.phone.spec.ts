// Reading the last data the phone had (docs/offline.md): after an online visit of My Returns and a
// request's thread, the app started without coverage shows My Returns, the request's details and
// its thread from what the phone kept, marked "Offline, as of 14:05"; the booking form opens
// without coverage, its drum specification picker filters the kept specifications, and the
// booking goes into the outbox. Back online, the screens read the server again.
import { expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/helpers';
import { png } from './support/images';
import { logIn, PASSWORD, setUpWorld, toasts, type World } from './support/pickupWorld';

test.use({ serviceWorkers: 'allow' });

const AS_OF = /^Offline, as of (\d{2}:\d{2}|\w{3} \d{1,2}, \d{4} \d{2}:\d{2})$/;

/** The world's drum specification by name. */
async function specName(world: World): Promise<string> {
  const api = await apiAs(world.returner, PASSWORD);
  const specs = (await (await api.get('/api/drum-specs')).json()).drumSpecs as { id: number; name: string }[];
  await api.dispose();
  return specs.find((spec) => spec.id === world.specId)!.name;
}

/** What the kept answers on the phone answer: the top-level fields of each one's data. */
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

test('My Returns, a thread and the booking form work from the last data the phone had', async ({ page, context }) => {
  // The details' map asks a tile server elsewhere: this journey stays on this machine.
  await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
  const world = await setUpWorld();
  const spec = await specName(world);
  const api = await apiAs(world.returner, PASSWORD);
  expect((await api.post(`/api/drums/${world.requestId}/finalize`)).status()).toBe(200);
  const message = await api.post(`/api/pickup-requests/${world.requestId}/messages`, {
    multipart: { messageText: 'Drums are behind the site hut' },
  });
  expect(message.status(), await message.text()).toBe(201);
  await api.dispose();

  // The online visit: My Returns and the request's thread; the service worker takes control.
  await logIn(page, world.returner);
  await expect(page).toHaveURL(/\/returns$/);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const card = page.getByRole('article', { name: world.reference });
  await card.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog');
  const thread = dialog.getByRole('region', { name: 'Messages' });
  await expect(thread.getByText('Drums are behind the site hut')).toBeVisible();
  await expect(dialog.getByText(AS_OF)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // The phone has kept who is signed in, the list, the thread and what the booking form needs.
  await expect
    .poll(() => keptFields(page))
    .toEqual(expect.arrayContaining(['config', 'drumSpecs', 'drums', 'me', 'pickupRequest', 'pickupRequests']));

  // Without coverage, the app starts again: My Returns from the last data, marked as such.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Returns', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: AS_OF })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /^Submitted/ }).getByRole('article', { name: world.reference }),
  ).toBeVisible();
  // The card's photo too, as the phone last had it.
  await expect
    .poll(() => card.getByRole('img', { name: 'drums.png' }).evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: AS_OF }).first()).toBeVisible();
  await expect(thread.getByText('Drums are behind the site hut')).toBeVisible();
  await expect(thread.getByRole('status').filter({ hasText: AS_OF })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The booking form opens; the picker lists the kept drum specifications, filtered as one types.
  await page.getByRole('link', { name: 'New Return' }).click();
  await expect(page.getByRole('heading', { name: 'Create Pickup Request' })).toBeVisible();
  const drumType = page.getByLabel('Drum Type', { exact: true });
  await drumType.click();
  await drumType.fill(spec.slice(-6).toUpperCase());
  await page.getByRole('option', { name: new RegExp(spec) }).click();
  await page.getByLabel('Quantity', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Added drums' })).toContainText(spec);
  const address = `Cellar site ${Date.now().toString(36)}, 111 22 Stockholm`;
  await page.getByLabel('Address', { exact: true }).fill(address);
  await page.getByLabel('We have truck loading capability on site').check();
  await page
    .getByLabel('Upload Photos')
    .setInputFiles([{ name: 'cellar.png', mimeType: 'image/png', buffer: png(40, 30, [90, 90, 200]) }]);
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save Pickup Request' }).click();
  await expect(toasts(page)).toContainText('Saved on this phone');
  await expect(page).toHaveURL(/\/returns$/);
  const waiting = page.getByRole('article', { name: `Not sent yet: ${address}` });
  await expect(waiting).toContainText('2 drums');
  await expect(page.getByRole('status').filter({ hasText: AS_OF })).toBeVisible();

  // Back online: the booking is sent and My Returns reads the server again.
  await context.setOffline(false);
  await expect(toasts(page)).toContainText('Request sent');
  await expect(waiting).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: /^Drafts/ })
      .getByRole('article')
      .filter({ hasText: address }),
  ).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: AS_OF })).toHaveCount(0);
});
