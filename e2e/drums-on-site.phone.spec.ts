// Tracked drums on phones (docs/tracked-drums.md): the returner opens Drums on site, sees a drum
// whose rent starts in 10 days, ticks it and another and books them, adding a third by scanning
// the QR code on it with the phone's camera (a test picture fed to Chromium as the camera); the
// driver collects them by number, one with minor damage; the returner's Credits show the credit,
// less the rent of a drum without rent-free days, its line named by the drum's number; the admin's
// reports list that drum as overdue and show its site on the map.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { setZXingModuleOverrides, writeBarcode } from 'zxing-wasm/writer';
import { adminApi, apiAs } from './support/helpers';
import { E2E_BASE_URL } from './support/env';
import { png } from './support/images';
import { logIn, openPickupDepartment, openTab, PASSWORD, setUpWorld, toasts } from './support/pickupWorld';

const DAY = 86_400_000;

/** A camera's picture of `text` as a QR code: raw 4:2:0 video frames Chromium plays as its fake camera. */
async function qrVideo(text: string, path: string) {
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm'));
  setZXingModuleOverrides({ wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) });
  const { symbol, error } = await writeBarcode(text, { format: 'QRCode' });
  expect(error).toBe('');
  const [width, height, scale] = [640, 480, 12];
  const left = Math.floor((width - symbol.width * scale) / 2);
  const top = Math.floor((height - symbol.height * scale) / 2);
  const luma = Buffer.alloc(width * height, 255);
  for (let y = 0; y < symbol.height * scale; y++)
    for (let x = 0; x < symbol.width * scale; x++)
      luma[(top + y) * width + left + x] = symbol.data[Math.floor(y / scale) * symbol.width + Math.floor(x / scale)];
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(
    path,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array(10).fill(frame)]),
  );
}

test('a returner books drums on site by number, one scanned, the driver collects them by number, the credit follows', async ({
  playwright,
}, testInfo) => {
  test.setTimeout(180_000);
  const world = await setUpWorld();
  const suffix = world.reference.replace(/\D/g, '');
  const numbers = [`DR-${suffix}-1`, `DR-${suffix}-2`, `DR-${suffix}-3`];
  const renting = `DR-${suffix}-R`;
  const admin = await adminApi();
  /** Drums delivered on `daysAgo`, with the terms their specification has then. */
  const deliver = async (drumNumbers: string[], daysAgo: number, rentFreeDays: number) => {
    // 15% of $50 a month after the rent-free days, charged in full after a year.
    const terms = await admin.patch(`/api/drum-specs/${world.specId}`, {
      data: { rentFreeDays, monthlyRentPercent: 15, forfeitAfterDays: 365 },
    });
    expect(terms.status(), await terms.text()).toBe(200);
    const delivered = await admin.post('/api/drum-deliveries', {
      data: {
        returnerCompanyId: world.ids.returnerCompany,
        deliveryNote: `FB-${suffix}-${daysAgo}`,
        deliveredAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
        address: `Kabelvägen ${suffix}, Stockholm`,
        latitude: world.at.lat,
        longitude: world.at.lng,
        drums: drumNumbers.map((number) => ({ number, drumSpecId: world.specId })),
      },
    });
    expect(delivered.status(), await delivered.text()).toBe(201);
  };
  // One drum without rent-free days, delivered now: its first month's rent is on this month's statement.
  await deliver([renting], 0, 0);
  // Six months rent-free.
  await deliver(numbers, 170, 180);

  // The camera shows the third drum's QR code.
  const video = testInfo.outputPath('drum-qr.y4m');
  await qrVideo(numbers[2], video);
  const { launchOptions, ...phoneUse } = testInfo.project.use as typeof testInfo.project.use & {
    launchOptions: { executablePath: string; args: string[] };
  };
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [
      ...launchOptions.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = phoneUse;
    const onPhone = { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL: E2E_BASE_URL };
    const context = await browser.newContext({ ...onPhone, serviceWorkers: 'block', permissions: ['camera'] });
    const returner = await context.newPage();
    await logIn(returner, world.returner);
    await expect(returner).not.toHaveURL(/\/login/);
    await returner.goto('/returns/drums');
    await expect(returner).toHaveTitle(/Drums on site/);
    const first = returner.getByRole('listitem').filter({ hasText: numbers[0] });
    await expect(first).toContainText('Rent-free for 10 more days');
    await returner.getByRole('checkbox', { name: `Select ${numbers[0]}` }).check();
    await returner.getByRole('checkbox', { name: `Select ${numbers[1]}` }).check();
    await expect(returner.getByText('2 drums selected')).toBeVisible();
    await returner.getByRole('button', { name: 'Book pickup' }).click();

    // The form comes prefilled with the drums' line, their numbers and their site.
    await expect(returner).toHaveURL(/\/pickup-request\?drums=/);
    await expect(returner.getByText('2 drums from Drums on site added, with their site.')).toBeVisible();
    await expect(returner.getByLabel('Address', { exact: true })).toHaveValue(`Kabelvägen ${suffix}, Stockholm`);
    const chips = returner.getByRole('list', { name: /^Drum numbers of / });
    await expect(chips).toContainText(numbers[0]);
    await expect(chips).toContainText(numbers[1]);

    // The third by its QR code, through the camera.
    await returner.getByRole('button', { name: 'Scan', exact: true }).click();
    await expect(returner.getByText('Scan a drum number')).toBeVisible();
    await expect(chips).toContainText(numbers[2], { timeout: 30_000 });
    await expect(returner.getByText('Scan a drum number')).toHaveCount(0);
    // One line of the specification, now three drums.
    await expect(
      returner.getByRole('row').filter({ has: returner.getByRole('cell', { name: '3', exact: true }) }),
    ).toHaveCount(1);

    await returner
      .getByLabel('Upload Photos')
      .setInputFiles([{ name: 'drums.png', mimeType: 'image/png', buffer: png(40, 30, [90, 90, 90]) }]);
    await returner.getByLabel('We have truck loading capability on site').check();
    await returner.getByRole('button', { name: 'Save Pickup Request' }).click();
    await expect(returner).toHaveURL(/\/returns\?scrollTo=\d+$/);
    const requestId = Number(new URL(returner.url()).searchParams.get('scrollTo'));
    const reference = (
      (await (await admin.get(`/api/pickup-requests/${requestId}`)).json()) as {
        pickupRequest: { referenceNumberFormatted: string };
      }
    ).pickupRequest.referenceNumberFormatted;
    await returner
      .getByRole('article', { name: reference })
      .getByRole('button', { name: 'Send Pickup Request' })
      .click();
    await returner
      .getByRole('dialog', { name: 'Submit for Pickup?' })
      .getByRole('button', { name: 'Submit for Pickup' })
      .click();
    await expect(toasts(returner).getByText('Pickup request submitted')).toBeVisible();

    // The booked drums say so on Drums on site.
    await returner.goto('/returns/drums');
    await expect(returner.getByRole('listitem').filter({ hasText: numbers[2] })).toContainText('Booked');

    // Scheduled with the world's haulers and confirmed, over the API.
    const schedule = await admin.patch(`/api/transport/pickup-requests/${requestId}/schedule`, {
      data: {
        scheduledPickupDate: new Date(Date.now() + DAY).toISOString(),
        assignedTransportCompanyId: world.ids.transportCompany,
        assignedContactPersonId: world.ids.contact,
      },
    });
    expect(schedule.status(), await schedule.text()).toBe(200);
    expect((await admin.patch(`/api/transport/pickup-requests/${requestId}/confirm-pickup`)).status()).toBe(200);

    // The driver collects by number: two full, one with minor damage.
    const driver = await (await browser.newContext({ ...onPhone, serviceWorkers: 'block' })).newPage();
    await logIn(driver, world.transporter);
    await expect(driver).toHaveURL(/\/transport-dashboard/);
    await driver.goto('/transport-dashboard?tab=scheduled');
    await driver.getByRole('article', { name: reference }).getByRole('button', { name: 'Mark as Collected' }).click();
    const dialog = driver.getByRole('dialog');
    for (const number of numbers)
      await expect(dialog.getByRole('group', { name: `Condition of ${number}` })).toBeVisible();
    await dialog
      .getByRole('group', { name: `Condition of ${numbers[1]}` })
      .getByRole('radio', { name: 'Minor damage' })
      .check();
    await dialog.getByRole('button', { name: 'Confirm Collection' }).click();
    await expect(toasts(driver).getByText('Pickup marked as collected')).toBeVisible();

    // Returned: the drums left Drums on site, and the credit is 2 x $50 + $40.
    const returnedDrum = await (await apiAs(world.returner, PASSWORD)).get(`/api/tracked-drums/${numbers[1]}`);
    expect(((await returnedDrum.json()) as { drum: { status: string; condition: string } }).drum).toMatchObject({
      status: 'RETURNED',
      condition: 'MINOR_DAMAGE',
    });
    await returner.goto('/credits');
    // The credit is 2 x $50 + $40, less the renting drum's first month: 15% of $50.
    const statements = returner.getByRole('list', { name: 'Statements' });
    await expect(statements).toContainText('Total: $132.50');
    const lines = statements.getByRole('list', { name: 'Lines' }).getByRole('listitem');
    await expect(lines.filter({ hasText: `Rent of drum ${renting}` })).toContainText('-$7.50');
    await returner.goto('/returns/drums');
    await expect(returner.getByText(numbers[0])).toHaveCount(0);

    // The admin's reports: the renting drum is overdue, and its site is on the map of drums waiting.
    const adminPage = await (await browser.newContext({ ...onPhone, serviceWorkers: 'block' })).newPage();
    await openPickupDepartment(adminPage);
    await openTab(adminPage, 'Reports');
    await expect(adminPage.getByRole('table', { name: 'Overdue drums' })).toContainText(renting);
    await expect(adminPage.getByRole('region', { name: 'Map of the sites with drums waiting' })).toBeVisible();
  } finally {
    await admin.dispose();
    await browser.close();
  }
});
