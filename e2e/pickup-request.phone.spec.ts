import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { adminApi, apiAs, createReturnerWithDrumSpec } from './support/helpers';
import { png } from './support/images';
import { overlayCovers, raiseToast } from './support/overlays';
import { logIn as logInAs, PASSWORD as WORLD_PASSWORD, setUpWorld } from './support/pickupWorld';

// On a phone, a returner creates a request with two photos and a map location,
// saves the draft, edits it, submits it and finds it under Submitted; leaving the form with
// changes asks 'Unsaved Changes' (Stay keeps the form, Leave goes).

const PASSWORD = 'returner-pass';

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/returns$/);
}

const bottomNav = (page: Page) =>
  page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link', { name: 'My Returns' }) })
    .last();
const toast = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test('a returner creates a request with two photos and a map point, edits the draft and submits it', async ({
  page,
}) => {
  const { email, specName } = await createReturnerWithDrumSpec(PASSWORD);
  await logIn(page, email);

  await page.getByRole('link', { name: 'New Return' }).click();
  await expect(page).toHaveURL(/\/pickup-request$/);
  await expect(page.getByRole('heading', { name: 'Create Pickup Request' })).toBeVisible();
  await expect(page.getByText('Add drums and location details for collection')).toBeVisible();
  await expect(
    page.getByText('No drums added yet. Use the form above to add drums to your pickup request.'),
  ).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Pickup Request' });
  // Greyed out until a photo is added, and the page says so beside it.
  await expect(save).toBeDisabled();
  const why = page.getByText('Please upload at least one photo to save the request.');
  await expect(why).toBeVisible();
  await expect(save).toHaveAccessibleDescription('Please upload at least one photo to save the request.');

  // Leaving with changes asks first; Stay keeps what was typed.
  await page.getByLabel('Address', { exact: true }).fill('Testgatan 1, 111 22 Stockholm');
  await bottomNav(page).getByRole('link', { name: 'My Returns' }).click();
  const unsaved = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await expect(unsaved).toContainText(
    'You have unsaved changes. Are you sure you want to leave? All your changes will be lost.',
  );
  await unsaved.getByRole('button', { name: 'Stay' }).click();
  await expect(unsaved).toHaveCount(0);
  await expect(page).toHaveURL(/\/pickup-request$/);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('Testgatan 1, 111 22 Stockholm');

  // Drum Details: search the list, digits only in the quantity, Add.
  const drumType = page.getByLabel('Drum Type', { exact: true });
  await drumType.click();
  await drumType.fill('no such drum at all');
  await expect(page.getByText('No drums found')).toBeVisible();
  await drumType.fill(specName);
  await page.getByRole('option', { name: new RegExp(specName) }).click();
  const quantity = page.getByLabel('Quantity', { exact: true });
  await quantity.fill('2x');
  await expect(quantity).toHaveValue('2');
  // A character that is not a digit is left out, and the form says so.
  await quantity.fill('');
  await quantity.pressSequentially('2.5');
  await expect(quantity).toHaveValue('25');
  await expect(page.getByRole('status').filter({ hasText: 'Quantity takes whole numbers only' })).toBeVisible();
  await quantity.fill('2');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const drums = page.getByRole('table', { name: 'Added drums' });
  await expect(drums.getByRole('row')).toHaveCount(2);
  await expect(drums).toContainText(specName);
  await expect(drums).toContainText('2');

  // Two photos, with previews.
  await page.getByLabel('Upload Photos').setInputFiles([
    { name: 'drums-front.png', mimeType: 'image/png', buffer: png(40, 30, [200, 120, 40]) },
    // Larger than 2048 px: scaled down in the browser and sent as a JPEG.
    { name: 'drums-side.png', mimeType: 'image/png', buffer: png(3000, 1500, [40, 120, 200]) },
  ]);
  const photos = page.getByRole('list', { name: 'Photos' });
  await expect(photos.getByRole('img')).toHaveCount(2);
  await expect(why).toHaveCount(0);
  await expect(page.getByLabel('Take Photo')).toHaveAttribute('capture', 'environment');

  // Without a site option the form lists what to fix; the error goes as soon as it is fixed
  //, while what is still wrong stays.
  await page.getByLabel('Address', { exact: true }).fill('');
  await save.click();
  const errors = page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
  await expect(errors).toContainText('At least one site information option must be selected');
  await expect(errors).toContainText('Address is required');
  await page.getByLabel('Address', { exact: true }).fill('Testgatan 1, 111 22 Stockholm');
  await expect(errors).not.toContainText('Address is required');
  await expect(errors).toContainText('At least one site information option must be selected');
  // Coordinates that are not numbers are ignored, and the form says so.
  await page.getByLabel('Latitude', { exact: true }).fill('abc');
  await expect(page.getByText('Not a latitude (a number from -90 to 90): it will be ignored')).toBeVisible();

  // A click on the map sets the point (around the default centre, Stockholm).
  await page.locator('[data-testid="location-map"] .leaflet-container').click({ position: { x: 120, y: 90 } });
  await expect(page.getByLabel('Latitude', { exact: true })).toHaveValue(/^59\.\d{6}$/);
  await expect(page.getByLabel('Longitude', { exact: true })).toHaveValue(/^18\.\d{6}$/);
  await page.getByLabel('We have truck loading capability on site').check();
  await expect(errors).toHaveCount(0);
  await page.getByLabel('Additional Information for Transporter').fill('Gate code 1234');

  await save.click();
  await expect(toast(page)).toContainText('Request Saved');
  await expect(toast(page)).toContainText('Your pickup request has been saved successfully.');
  await expect(page).toHaveURL(/\/returns\?scrollTo=\d+$/);
  const requestId = new URL(page.url()).searchParams.get('scrollTo');
  const stored = await page.request.get(`/api/pickup-requests/${requestId}/images`);
  expect(stored.status()).toBe(200);
  const storedImages = (
    (await stored.json()) as { images: { filename: string; contentType: string; width: number; height: number }[] }
  ).images;
  expect(
    storedImages.map(({ filename, contentType, width, height }) => ({ filename, contentType, width, height })),
  ).toEqual([
    { filename: 'drums-front.png', contentType: 'image/png', width: 40, height: 30 },
    { filename: 'drums-side.jpg', contentType: 'image/jpeg', width: 2048, height: 1024 },
  ]);

  const drafts = page.getByRole('region', { name: /^Drafts/ });
  const card = drafts.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('2 drums');
  await expect(card).toContainText('Draft');
  // The saved draft says it is not booked, beside the button that books it.
  await expect(card.getByText('Not booked yet: no transport company sees it until you send it.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send Pickup Request' })).toBeInViewport();
  await expect(card.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(2);

  // Edit the draft: 2 drums become 5.
  await card.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Return' });
  await expect(edit.getByLabel('Address', { exact: true })).toHaveValue('Testgatan 1, 111 22 Stockholm');
  await edit.getByRole('button', { name: `Edit ${specName}` }).click();
  await edit.getByLabel('Quantity', { exact: true }).fill('5');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit.getByRole('table', { name: 'Added drums' })).toContainText('5');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Pickup request updated successfully');
  await expect(edit).toHaveCount(0);
  await expect(card).toContainText('5 drums');

  // Closing the editor with changes asks first.
  await card.getByRole('button', { name: 'Edit', exact: true }).click();
  await edit.getByLabel('Crane truck is needed for pickup').check();
  await edit.getByRole('button', { name: 'Cancel', exact: true }).last().click();
  const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await discard.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(edit.getByLabel('Crane truck is needed for pickup')).toBeChecked();
  await edit.getByRole('button', { name: 'Cancel', exact: true }).last().click();
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(edit).toHaveCount(0);

  // The image viewer shows a photo full size.
  await card.getByRole('list', { name: 'Photos' }).getByRole('button').first().click();
  const viewer = page.getByRole('dialog', { name: /1 of 2/ });
  await expect(viewer.getByRole('img')).toBeVisible();
  await viewer.getByRole('button', { name: 'Next image' }).click();
  await expect(page.getByRole('dialog', { name: /2 of 2/ }).getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Submit it: it moves to Submitted, no longer editable.
  await card.getByRole('button', { name: 'Send Pickup Request' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit for Pickup?' });
  await confirm.getByRole('button', { name: 'Submit for Pickup' }).click();
  await expect(toast(page)).toContainText('Pickup request submitted');
  await expect(drafts.getByRole('article')).toHaveCount(0);
  const submitted = page.getByRole('region', { name: /^Submitted/ }).getByRole('article');
  await expect(submitted).toHaveCount(1);
  await expect(submitted).toContainText('Awaiting Scheduling');
  await expect(submitted.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(submitted.getByRole('button', { name: 'Send Pickup Request' })).toHaveCount(0);
  // Not scheduled yet, so the returner may still withdraw it (docs/specification.md section 6).
  await expect(submitted.getByRole('button', { name: 'Delete' })).toBeVisible();

  // Details are there to read, with the photos full size.
  await submitted.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: /Details$/ });
  await expect(details).toContainText('Testgatan 1, 111 22 Stockholm');
  await expect(details).toContainText(specName);
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toHaveCount(0);

  // The served images load for their owner.
  const thumbnail = submitted.getByRole('img').first();
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // Leave discards a form with changes.
  await page.getByRole('link', { name: 'New Return' }).click();
  await page.getByLabel('Crane truck is needed for pickup').check();
  await bottomNav(page).getByRole('link', { name: 'My Returns' }).click();
  await page.getByRole('dialog', { name: 'Unsaved Changes' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/returns$/);
  await expect(page.getByRole('region', { name: /^Submitted/ }).getByRole('article')).toHaveCount(1);
});

test('drafts show 4 thumbnails and +N, scrollTo, delete; Use My Location; the tab warns on close', async ({
  page,
  context,
}) => {
  const { email, specId } = await createReturnerWithDrumSpec(PASSWORD);
  // Two drafts through the REST call of docs/specification.md section 7, one with five photos.
  const returner = await apiAs(email, PASSWORD);
  const ids: number[] = [];
  const multipart = (fields: [string, string][], images: Buffer[]) => {
    const boundary = `----e2e${Date.now()}`;
    const parts: Buffer[] = fields.map(([name, value]) =>
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
    images.forEach((image, i) => {
      parts.push(
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="images"; filename="photo-${i}.png"\r\ncontent-type: image/png\r\n\r\n`,
        ),
        image,
        Buffer.from('\r\n'),
      );
    });
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return { data: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };
  for (const address of ['Depot road 5', 'Depot road 1']) {
    const created = await returner.post(
      '/api/drums/batch',
      multipart(
        [
          ['drums', JSON.stringify([{ drumSpecId: specId, quantity: 1 }])],
          ['address', address],
          ['hasLoadingCapability', 'true'],
          ['supportsForklift', 'false'],
          ['requiresCraneTruck', 'false'],
        ],
        [png(8, 8, [0, 80, 120])],
      ),
    );
    expect(created.status(), await created.text()).toBe(201);
    ids.push((await created.json()).pickupRequestId);
  }
  // One image per call: the HTTP server keeps only the last of repeated multipart fields
  // (whatwg-node's formData uses set, not append), see the report of this change.
  for (let i = 1; i < 5; i++) {
    const added = await returner.post(
      `/api/pickup-requests/${ids[0]}/images`,
      multipart([], [png(8, 8, [i * 40, 80, 120])]),
    );
    expect(added.status(), await added.text()).toBe(201);
  }
  await returner.dispose();

  // The edit form is loaded on the first Edit, not with My Returns.
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await logIn(page, email);
  const manyPhotos = page.getByRole('article', { name: `PR-${String(ids[0]).padStart(6, '0')}` });
  const photoList = manyPhotos.getByRole('list', { name: 'Photos' });
  await expect(photoList.getByRole('img')).toHaveCount(4);
  await expect(photoList.getByRole('button', { name: '+1 more photos' })).toBeVisible();

  // scrollTo brings the card into view 300 ms after load and marks it.
  await expect(manyPhotos).not.toHaveClass(/ring-2/);
  await page.goto(`/returns?scrollTo=${ids[0]}`);
  await expect(manyPhotos).toHaveClass(/ring-2/);
  await expect(manyPhotos).toBeInViewport();

  // Delete the other draft.
  const other = page.getByRole('article', { name: `PR-${String(ids[1]).padStart(6, '0')}` });
  await other.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete pickup request?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Pickup request deleted');
  await expect(other).toHaveCount(0);
  // The keyboard lands on the section heading, not on the page body.
  await expect(page.getByRole('heading', { name: /^Drafts/ })).toBeFocused();
  let subscribed = false;
  page.on('websocket', (socket) =>
    socket.on('framesent', (frame) => (subscribed ||= String(frame.payload).includes('"subscribe"'))),
  );
  await page.reload();
  await expect(page.getByRole('region', { name: /^Drafts/ }).getByRole('article')).toHaveCount(1);

  // Live, without a reload: a draft made on another device appears, and goes when deleted there.
  await expect.poll(() => subscribed).toBe(true);
  const device = await apiAs(email, PASSWORD);
  // The server registers the subscription a moment after the frame: a draft made before that is
  // not pushed, so it is deleted and made again until one arrives.
  let liveCard = page.getByRole('article', { name: 'none yet' });
  let liveId = 0;
  await expect(async () => {
    const live = await device.post(
      '/api/drums/batch',
      multipart(
        [
          ['drums', JSON.stringify([{ drumSpecId: specId, quantity: 2 }])],
          ['address', 'Live lane 3'],
          ['requiresCraneTruck', 'true'],
        ],
        [png(8, 8, [9, 9, 9])],
      ),
    );
    expect(live.status(), await live.text()).toBe(201);
    liveId = (await live.json()).pickupRequestId;
    liveCard = page.getByRole('article', { name: `PR-${String(liveId).padStart(6, '0')}` });
    try {
      await expect(liveCard).toContainText('Live lane 3', { timeout: 5_000 });
    } catch (missed) {
      await device.delete(`/api/drums/${liveId}`);
      throw missed;
    }
  }).toPass({ timeout: 60_000 });
  expect((await device.delete(`/api/drums/${liveId}`)).status()).toBe(200);
  await expect(liveCard).toHaveCount(0);
  await device.dispose();

  // The address search and the map's reverse lookup ask the configured (Nominatim-style)
  // geocoder; here it answers from the test.
  expect(scripts.filter((url) => /\/(EditReturnDialog|PickupRequestFields)-[\w-]+\.js$/.test(url))).toEqual([]);
  await page.route('https://nominatim.openstreetmap.org/**', (route) => {
    const url = new URL(route.request().url());
    // Offline, or the geocoder down: the search says it is unavailable, not 'No places found'.
    if (url.pathname === '/search' && url.searchParams.get('q') === 'Offline street')
      return route.abort('internetdisconnected');
    if (url.pathname === '/search' && url.searchParams.get('q') === 'Kungsgatan 10') {
      return route.fulfill({
        json: [{ display_name: 'Kungsgatan 10, 111 43 Stockholm, Sverige', lat: '59.336100', lon: '18.062600' }],
      });
    }
    if (url.pathname === '/reverse')
      return route.fulfill({ json: { display_name: `Picked ${url.searchParams.get('lat')?.slice(0, 5)}, Stockholm` } });
    return route.fulfill({ json: [] });
  });
  await page.getByRole('link', { name: 'New Return' }).click();
  await page.getByLabel('Search for a place').fill('Offline street');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Place search is unavailable right now.' })).toBeVisible();
  await expect(page.getByText('No places found')).toHaveCount(0);
  await page.getByLabel('Search for a place').fill('Kungsgatan 10');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('button', { name: 'Kungsgatan 10, 111 43 Stockholm, Sverige' })
    .click();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('Kungsgatan 10, 111 43 Stockholm, Sverige');
  await expect(page.getByLabel('Latitude', { exact: true })).toHaveValue('59.336100');
  await expect(page.getByLabel('Longitude', { exact: true })).toHaveValue('18.062600');
  await page.getByLabel('Address', { exact: true }).fill('');
  await page.locator('[data-testid="location-map"] .leaflet-container').click({ position: { x: 100, y: 60 } });
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(/^Picked 59\.\d\d, Stockholm$/);

  // Use My Location: the device's point, or why there is none.
  await page.getByLabel('Address', { exact: true }).fill('Somewhere 2');
  await context.setGeolocation({ latitude: 59.3293, longitude: 18.0686 });
  await context.grantPermissions(['geolocation']);
  await page.getByRole('button', { name: 'Use My Location' }).click();
  await expect(toast(page)).toContainText('Location found');
  await expect(page.getByLabel('Latitude', { exact: true })).toHaveValue('59.329300');
  await expect(page.getByLabel('Longitude', { exact: true })).toHaveValue('18.068600');
  await context.clearPermissions();
  await page.getByRole('button', { name: 'Use My Location' }).click();
  await expect(toast(page)).toContainText(
    'Location access denied. Please enable location permissions in your browser settings.',
  );

  // Manual coordinates that are not numbers are not a point.
  await page.getByLabel('Latitude', { exact: true }).fill('north');
  await expect(page.locator('[data-testid="location-map"] path.leaflet-interactive')).toHaveCount(0);

  // Closing the tab with changes gets the browser's warning.
  const warning = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await warning).toBe('beforeunload');
});

/** A multipart body with named image files, for the REST calls of docs/specification.md section 7. */
function multipartBody(fields: [string, string][], images: { name: string; buffer: Buffer }[]) {
  const boundary = `----e2e${Date.now()}${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const image of images) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="images"; filename="${image.name}"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      image.buffer,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { data: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

test('a 6-photo draft fits a 360 px phone, a photo is replaced in one save, back asks first; drum rows merge; Enter does not submit', async ({
  page,
}) => {
  const { email, specName, specId } = await createReturnerWithDrumSpec(PASSWORD);
  const returner = await apiAs(email, PASSWORD);
  const created = await returner.post(
    '/api/drums/batch',
    multipartBody(
      [
        ['drums', JSON.stringify([{ drumSpecId: specId, quantity: 1 }])],
        ['address', 'Six photo street 6'],
        ['hasLoadingCapability', 'true'],
      ],
      [{ name: 'old-0.png', buffer: png(8, 8, [10, 80, 120]) }],
    ),
  );
  expect(created.status(), await created.text()).toBe(201);
  const id: number = (await created.json()).pickupRequestId;
  for (let i = 1; i < 6; i++) {
    const added = await returner.post(
      `/api/pickup-requests/${id}/images`,
      multipartBody([], [{ name: `old-${i}.png`, buffer: png(8, 8, [i * 40, 80, 120]) }]),
    );
    expect(added.status(), await added.text()).toBe(201);
  }
  const single = await returner.post(
    '/api/drums/batch',
    multipartBody(
      [
        ['drums', JSON.stringify([{ drumSpecId: specId, quantity: 1 }])],
        ['address', 'One photo street 1'],
        ['hasLoadingCapability', 'true'],
      ],
      [{ name: 'only.png', buffer: png(8, 8, [90, 90, 90]) }],
    ),
  );
  expect(single.status(), await single.text()).toBe(201);
  const singleId: number = (await single.json()).pickupRequestId;
  const storedNames = async (requestId = id) => {
    const response = await returner.get(`/api/pickup-requests/${requestId}/images`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { images: { filename: string }[] }).images.map((image) => image.filename);
  };
  expect(await storedNames()).toHaveLength(6);

  // A 360 px wide phone: 4 thumbnails and +2 fit, the page does not scroll sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await logIn(page, email);
  // An entry of the app's own history to go back to.
  await page.getByRole('link', { name: 'New Return' }).click();
  await expect(page).toHaveURL(/\/pickup-request$/);
  await bottomNav(page).getByRole('link', { name: 'My Returns' }).click();
  await expect(page).toHaveURL(/\/returns$/);
  const card = page.getByRole('article', { name: `PR-${String(id).padStart(6, '0')}` });
  const thumbnails = card.getByRole('list', { name: 'Photos' });
  await expect(thumbnails.getByRole('img')).toHaveCount(4);
  await expect(thumbnails.getByRole('button', { name: '+2 more photos' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  const cardBox = (await card.boundingBox())!;
  const plusBox = (await thumbnails.getByRole('button', { name: '+2 more photos' }).boundingBox())!;
  expect(plusBox.x + plusBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);

  // Edit: remove one photo, and the back button asks before dropping that.
  await card.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Return' });
  await expect(edit.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(6);
  await edit.getByRole('button', { name: 'Remove old-2.png' }).click();
  await expect(edit.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(5);
  await page.evaluate(() => history.back());
  const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await discard.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(discard).toHaveCount(0);
  await expect(page).toHaveURL(/\/returns$/);
  await expect(edit.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(5);

  // ...add one and change the address: one save does all of it.
  await edit
    .getByLabel('Upload Photos')
    .setInputFiles([{ name: 'new-photo.png', mimeType: 'image/png', buffer: png(12, 12, [250, 10, 10]) }]);
  await expect(edit.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(6);
  await edit.getByLabel('Address', { exact: true }).fill('Six photo street 7');
  // Enter in the address must not save (or submit anything).
  await edit.getByLabel('Address', { exact: true }).press('Enter');
  await expect(edit.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Pickup request updated successfully');
  await expect(edit).toHaveCount(0);
  const names = await storedNames();
  expect(names).toHaveLength(6);
  expect(names).toContain('new-photo.png');
  expect(names).not.toContain('old-2.png');
  await expect(card).toContainText('Six photo street 7');
  await expect(thumbnails.getByRole('button', { name: '+2 more photos' })).toBeVisible();

  // Replacing the only photo: the new one goes in first, then the old one goes.
  const singleCard = page.getByRole('article', { name: `PR-${String(singleId).padStart(6, '0')}` });
  await singleCard.getByRole('button', { name: 'Edit', exact: true }).click();
  await edit.getByRole('button', { name: 'Remove only.png' }).click();
  // No photo left: Save Changes is greyed out like the create form's Save, and says why.
  await expect(edit.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expect(edit.getByText('Please upload at least one photo to save the request.')).toBeVisible();
  await edit
    .getByLabel('Upload Photos')
    .setInputFiles([{ name: 'replacement.png', mimeType: 'image/png', buffer: png(10, 10, [10, 250, 10]) }]);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Pickup request updated successfully');
  await expect(edit).toHaveCount(0);
  expect(await storedNames(singleId)).toEqual(['replacement.png']);
  await expect(singleCard.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(1);
  await returner.dispose();

  // Create Pickup Request: Enter in Address, Latitude or Longitude does not submit the form.
  await page.getByRole('link', { name: 'New Return' }).click();
  const errors = page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });
  for (const label of ['Address', 'Latitude', 'Longitude']) {
    await page.getByLabel(label, { exact: true }).fill(label === 'Address' ? 'Enter lane 1' : '59.3');
    await page.getByLabel(label, { exact: true }).press('Enter');
  }
  await expect(page).toHaveURL(/\/pickup-request$/);
  await expect(errors).toHaveCount(0);

  // Editing a drum row into a specification already listed merges the two, as Add does.
  const admin = await adminApi();
  const wood = ((await (await admin.get('/api/drum-types')).json()).drumTypes as { id: number; name: string }[]).find(
    (type) => type.name === 'wood',
  )!;
  const otherName = `${specName} B`;
  const other = await admin.post('/api/drum-specs', {
    data: {
      name: otherName,
      drumTypeId: wood.id,
      weight: 80,
      flangeDiameter: 900,
      widthBetweenFlanges: 500,
      transportVolume: 0.6,
      buybackPrice: 30,
      buybackPrice80: 20,
      scrapHandlingFee: 5,
      availableFor: 'returner',
    },
  });
  expect(other.status(), await other.text()).toBe(201);
  await admin.dispose();
  await page.reload();
  const drumType = page.getByLabel('Drum Type', { exact: true });
  const quantity = page.getByLabel('Quantity', { exact: true });
  const addDrum = async (name: string, count: string) => {
    await drumType.fill(name);
    await page.getByRole('option', { name: `${name} (wood)`, exact: true }).click();
    await quantity.fill(count);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  };
  await addDrum(specName, '2');
  await addDrum(otherName, '3');
  const drums = page.getByRole('table', { name: 'Added drums' });
  await expect(drums.getByRole('row')).toHaveCount(3);
  await drums.getByRole('button', { name: `Edit ${otherName}` }).click();
  await drumType.fill(specName);
  await page.getByRole('option', { name: `${specName} (wood)`, exact: true }).click();
  await quantity.fill('4');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(drums.getByRole('row')).toHaveCount(2);
  await expect(drums.getByRole('row').nth(1)).toContainText(specName);
  await expect(drums.getByRole('row').nth(1)).toContainText('6');
});

test('the pickup request form and My Returns have no axe violations', async ({ page }) => {
  const { email, specName } = await createReturnerWithDrumSpec(PASSWORD);
  await logIn(page, email);
  await page.goto('/pickup-request');
  await expect(page.locator('[data-testid="location-map"] .leaflet-container')).toBeVisible();
  const drumType = page.getByLabel('Drum Type', { exact: true });
  await drumType.fill(specName);
  await page.getByRole('option', { name: new RegExp(specName) }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Added drums' })).toBeVisible();
  // Leaflet's own map controls and attribution are outside this screen's hands.
  const formScan = await new AxeBuilder({ page }).setLegacyMode().exclude('.leaflet-control-container').analyze();
  expect(
    formScan.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
  await page
    .getByLabel('Upload Photos')
    .setInputFiles([{ name: 'a.png', mimeType: 'image/png', buffer: png(10, 10, [1, 2, 3]) }]);
  await page.getByLabel('Address', { exact: true }).fill('Axe street 1');
  await page.getByLabel('We have truck loading capability on site').check();
  await page.getByRole('button', { name: 'Save Pickup Request' }).click();
  await expect(page).toHaveURL(/scrollTo=/);
  await expect(page.getByRole('region', { name: /^Drafts/ }).getByRole('article')).toHaveCount(1);
  // The 'Request Saved' toast is the shell's (its markup is checked there), not this screen's.
  const listScan = await new AxeBuilder({ page })
    .setLegacyMode()
    .exclude('section[aria-label="Notifications (F8)"]')
    .analyze();
  expect(
    listScan.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
});

test('a returner saves a request and sends it without leaving the screen; the toast covers nothing', async ({
  page,
}) => {
  const { email, specName } = await createReturnerWithDrumSpec(PASSWORD);
  await logIn(page, email);
  await page.goto('/pickup-request');
  const drumType = page.getByLabel('Drum Type', { exact: true });
  await drumType.fill(specName);
  await page.getByRole('option', { name: new RegExp(specName) }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page
    .getByLabel('Upload Photos')
    .setInputFiles([{ name: 'site.png', mimeType: 'image/png', buffer: png(12, 12, [90, 40, 20]) }]);
  await page.getByLabel('Address', { exact: true }).fill('Sendgatan 2');
  await page.getByLabel('We have truck loading capability on site').check();
  await page.getByRole('button', { name: 'Save Pickup Request' }).click();

  // It lands on the saved draft, marked, with the note and Send right there.
  await expect(toast(page)).toContainText('Request Saved');
  await expect(page).toHaveURL(/\/returns\?scrollTo=\d+$/);
  const landed = page.url();
  const draft = page.getByRole('region', { name: /^Drafts/ }).getByRole('article');
  await expect(draft.getByText('Not booked yet: no transport company sees it until you send it.')).toBeVisible();
  const send = draft.getByRole('button', { name: 'Send Pickup Request' });
  await expect(send).toBeInViewport();
  expect(await overlayCovers(page)).toEqual([]);

  // A toast while the dialog is open (the save's own may have closed by now: 5 s) stands in the
  // dialog's flow, over none of it.
  await send.click();
  const confirm = page.getByRole('dialog', { name: 'Submit for Pickup?' });
  await expect(confirm.getByRole('heading', { name: 'Submit for Pickup?' })).toBeVisible();
  await raiseToast(page, 'Request Saved', 'Your pickup request has been saved successfully.');
  await expect(confirm.getByRole('region', { name: 'Notifications (F8)' })).toContainText('Request Saved');
  expect(await overlayCovers(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Submit for Pickup' }).click();
  await expect(toast(page)).toContainText('Pickup request submitted');
  expect(await overlayCovers(page)).toEqual([]);

  const sent = page.getByRole('region', { name: /^Submitted/ }).getByRole('article');
  await expect(sent).toContainText('Awaiting Scheduling');
  await expect(sent.getByRole('group', { name: 'Progress' })).toContainText('Step 2 of 5: Sent');
  expect(page.url()).toBe(landed);
});

test('Edit says it is busy while its form loads; with the form open, the list behind it is out of reach', async ({
  page,
}) => {
  const world = await setUpWorld();
  // The form's code held back, as a slow site connection holds it.
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/EditReturnDialog-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await logInAs(page, world.returner, WORLD_PASSWORD);
  await expect(page).toHaveURL(/\/returns$/);
  const card = page.getByRole('region', { name: /^Drafts/ }).getByRole('article');
  const edit = card.getByRole('button', { name: 'Edit', exact: true });
  await edit.click();
  await expect(edit).toHaveAttribute('aria-busy', 'true');
  // A second tap while it loads opens one form.
  await edit.click();
  release();

  const dialog = page.getByRole('dialog', { name: 'Edit Return' });
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  // The page behind the form is hidden from a screen reader and takes no tap.
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await expect(page.getByRole('button', { name: 'View Details' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'View Details' })).toBeVisible();
  await expect(edit).not.toHaveAttribute('aria-busy', 'true');
});
