// Buyback settlement on phones: the driver records a pickup with one damaged and one
// scrap drum on the collection screen's steppers; the returner, watching Completed Returns, sees
// the credit arrive by itself; the admin approves the month's statement and downloads its PDF,
// whose text names the company, its organization number, the month and the total.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { adminApi, apiAs, ORG_NUMBER, pick } from './support/helpers';
import { png } from './support/images';
import {
  draftRequest,
  logIn,
  openPickupDepartment,
  openTab,
  PASSWORD,
  phone,
  setUpWorld,
  toasts,
} from './support/pickupWorld';

test('a driver records damage and scrap, the returner sees the credit live, the admin approves and downloads the PDF', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const world = await setUpWorld();
  // Sent, scheduled with the world's company and confirmed, over the API.
  const admin = await adminApi();
  const id = world.requestId;
  const returnerApi = await apiAs(world.returner, PASSWORD);
  expect((await returnerApi.post(`/api/drums/${id}/finalize`)).status()).toBe(200);
  await returnerApi.dispose();
  const schedule = await admin.patch(`/api/transport/pickup-requests/${id}/schedule`, {
    data: {
      scheduledPickupDate: new Date(Date.now() + 86_400_000).toISOString(),
      assignedTransportCompanyId: world.ids.transportCompany,
      assignedContactPersonId: world.ids.contact,
    },
  });
  expect(schedule.status(), await schedule.text()).toBe(200);
  expect((await admin.patch(`/api/transport/pickup-requests/${id}/confirm-pickup`)).status()).toBe(200);
  const companies = (await (await admin.get('/api/returner-companies')).json()).companies as {
    id: number;
    name: string;
  }[];
  const companyName = companies.find((company) => company.id === world.ids.returnerCompany)!.name;
  await admin.dispose();

  const returner = await (await phone(browser)).newPage();
  await logIn(returner, world.returner);
  await expect(returner).not.toHaveURL(/\/login/);
  await returner.goto('/returns/completed');
  await expect(returner.getByRole('heading', { name: 'Completed Returns' })).toBeVisible();
  // And the Credits page in another tab, before anything was collected.
  const credits = await returner.context().newPage();
  await credits.goto('/credits');
  await expect(credits.getByText('No credits yet.', { exact: false })).toBeVisible();

  // The driver: 4 declared at $50 full, $40 minor damage, $10 scrap fee: 2 full, 1 damaged, 1 scrap.
  const driver = await (await phone(browser)).newPage();
  await logIn(driver, world.transporter);
  // Signed in once the portal opens: a goto before would cut the login's answer (and cookie) off.
  await expect(driver).toHaveURL(/\/transport-dashboard/);
  await driver.goto('/transport-dashboard?tab=scheduled');
  const card = driver.getByRole('article', { name: world.reference });
  await card.getByRole('button', { name: 'Mark as Collected' }).click();
  const dialog = driver.getByRole('dialog');
  const spec = /Journey Spool/;
  await expect(dialog.getByRole('status', { name: /^Full, Journey Spool/ })).toHaveText('4');
  // One tap each: the drums come from Full, the declared four stay four.
  await dialog.getByRole('button', { name: new RegExp(`^One more minor damage, ${spec.source}`) }).click();
  await dialog.getByRole('button', { name: new RegExp(`^One more scrap, ${spec.source}`) }).click();
  await expect(dialog.getByRole('status', { name: /^Full, Journey Spool/ })).toHaveText('2');
  await expect(dialog.getByText('Declared 4 · Found 4')).toBeVisible();
  await expect(dialog.getByText('All declared drums found', { exact: false })).toBeVisible();
  // The photo picker shows the chosen photo as a thumbnail, which can be removed and chosen again.
  const dent = { name: 'dent.png', mimeType: 'image/png', buffer: png(60, 40, [200, 60, 40]) };
  await dialog.getByLabel('Upload Photos').setInputFiles(dent);
  const chosen = dialog.getByRole('list', { name: 'Photos' });
  await expect(chosen.getByRole('img', { name: 'dent.png' })).toBeVisible();
  await chosen.getByRole('button', { name: 'Remove dent.png' }).click();
  await expect(dialog.getByRole('list', { name: 'Photos' })).toHaveCount(0);
  await dialog.getByLabel('Upload Photos').setInputFiles(dent);
  await expect(chosen.getByRole('img', { name: 'dent.png' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm Collection' }).click();
  await expect(toasts(driver).getByText('Pickup marked as collected')).toBeVisible();

  // The returner's Completed Returns gains the request, with its credit: 2 x 50 + 40 - 10.
  const collected = returner.getByRole('article', { name: world.reference });
  await expect(collected).toContainText('Credit: $130.00');
  await expect(collected).toContainText('differs from what was declared');
  // The Credits page, open meanwhile, shows the month's statement with it.
  await expect(credits.getByRole('list', { name: 'Statements' })).toContainText('Total: $130.00');
  await collected.getByRole('button', { name: 'View Details' }).click();
  const proof = returner.getByRole('region', { name: 'Proof of collection' });
  await expect(proof).toContainText('2 full, 1 minor damage, 1 scrap');
  await expect(proof).toContainText('Dana Driver');
  const damage = proof.getByRole('list', { name: 'Photos of damage' }).getByRole('img', { name: 'dent.png' });
  await expect(damage).toBeVisible();
  await expect
    .poll(() => damage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  // The admin approves the month's statement and downloads its PDF.
  const adminPage = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await openPickupDepartment(adminPage);
  await openTab(adminPage, 'Statements');
  await pick(adminPage, 'Company', companyName);
  const statement = adminPage.getByRole('article', { name: new RegExp(`: ${companyName}$`) });
  await expect(statement).toContainText('Total: $130.00');
  await statement.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(toasts(adminPage).getByText('Approved: 1 statement')).toBeVisible();
  await expect(statement.getByText('Approved', { exact: true })).toBeVisible();
  const [download] = await Promise.all([
    adminPage.waitForEvent('download'),
    statement.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  const text = await pdfText(await readFile((await download.path())!));
  expect(text).toContain(companyName);
  expect(text).toContain(ORG_NUMBER);
  expect(text).toContain(new Date().toISOString().slice(0, 7));
  expect(text).toContain('Total: $130.00');

  // The reports page shows the month's figures, the same as its workbook. Other journeys collect
  // beside this one: the page and the file are compared until both were read without a change between.
  await openTab(adminPage, 'Reports');
  const month = new Date().toISOString().slice(0, 7);
  await expect(async () => {
    await adminPage.reload();
    const row = adminPage
      .getByRole('table', { name: 'Figures per month' })
      .getByRole('row', { name: new RegExp(`^${month}`) });
    // allTextContents does not wait: the row first, as the reloaded tab shows it.
    await expect(row).toBeVisible();
    const cells = await row.getByRole('cell').allTextContents();
    const [file] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage.getByRole('link', { name: 'Download Excel' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await file.path())!);
    const sheet = workbook.getWorksheet('Months')!;
    let figures: unknown[] = [];
    sheet.eachRow((sheetRow) => {
      const values = (sheetRow.values as unknown[]).slice(1);
      if (values[0] === month) figures = values;
    });
    // Drums collected, pickups, credited: the page's words for the file's numbers.
    expect(Number(cells[0])).toBe(figures[1]);
    expect(Number(cells[1])).toBe(figures[2]);
    expect(cells[3]).toBe(`$${(figures[4] as number).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(Number(cells[0])).toBeGreaterThanOrEqual(4);
  }).toPass({ timeout: 60_000 });

  // The returner's Credits page shows the same statement, approved.
  await returner.goto('/credits');
  await expect(returner.getByRole('heading', { name: 'Credits' })).toBeVisible();
  await expect(returner.getByRole('list', { name: 'Statements' })).toContainText('Total: $130.00');
  await expect(returner.getByRole('list', { name: 'Statements' })).toContainText('Approved');
});

test('one damaged drum of three takes one tap and the credit is of exactly three drums', async ({ browser }) => {
  const world = await setUpWorld();
  const three = await draftRequest(world, 3, { lat: 0.002, lng: 0.002 }, `Three drums road ${Date.now()}`);
  const returnerApi = await apiAs(world.returner, PASSWORD);
  expect((await returnerApi.post(`/api/drums/${three.id}/finalize`)).status()).toBe(200);
  await returnerApi.dispose();
  const admin = await adminApi();
  const schedule = await admin.patch(`/api/transport/pickup-requests/${three.id}/schedule`, {
    data: {
      scheduledPickupDate: new Date(Date.now() + 86_400_000).toISOString(),
      assignedTransportCompanyId: world.ids.transportCompany,
      assignedContactPersonId: world.ids.contact,
    },
  });
  expect(schedule.status(), await schedule.text()).toBe(200);
  expect((await admin.patch(`/api/transport/pickup-requests/${three.id}/confirm-pickup`)).status()).toBe(200);
  await admin.dispose();

  const driver = await (await phone(browser)).newPage();
  await logIn(driver, world.transporter);
  await expect(driver).toHaveURL(/\/transport-dashboard/);
  await driver.goto('/transport-dashboard?tab=scheduled');
  await driver
    .getByRole('article', { name: three.reference })
    .getByRole('button', { name: 'Mark as Collected' })
    .click();
  const dialog = driver.getByRole('dialog');
  await dialog.getByRole('button', { name: /^One more minor damage, Journey Spool/ }).click();
  await expect(dialog.getByText('Declared 3 · Found 3')).toBeVisible();
  await expect(dialog.getByText('more than declared', { exact: false })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Confirm Collection' }).click();
  await expect(toasts(driver).getByText('Pickup marked as collected')).toBeVisible();

  // $50 full, $40 minor damage: 2 x 50 + 40, three drums and no more.
  const returner = await (await phone(browser)).newPage();
  await logIn(returner, world.returner);
  await expect(returner).not.toHaveURL(/\/login/);
  await returner.goto('/returns/completed');
  const card = returner.getByRole('article', { name: three.reference });
  await expect(card).toContainText('Credit: $140.00');
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(returner.getByRole('region', { name: 'Proof of collection' })).toContainText('2 full, 1 minor damage');
});

test('a drum beyond the declaration waits for the admin, who sees the blocked statement and accepts it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const world = await setUpWorld();
  const id = world.requestId;
  const returnerApi = await apiAs(world.returner, PASSWORD);
  expect((await returnerApi.post(`/api/drums/${id}/finalize`)).status()).toBe(200);
  await returnerApi.dispose();
  const admin = await adminApi();
  const schedule = await admin.patch(`/api/transport/pickup-requests/${id}/schedule`, {
    data: {
      scheduledPickupDate: new Date(Date.now() + 86_400_000).toISOString(),
      assignedTransportCompanyId: world.ids.transportCompany,
      assignedContactPersonId: world.ids.contact,
    },
  });
  expect(schedule.status(), await schedule.text()).toBe(200);
  expect((await admin.patch(`/api/transport/pickup-requests/${id}/confirm-pickup`)).status()).toBe(200);
  const companies = (await (await admin.get('/api/returner-companies')).json()).companies as {
    id: number;
    name: string;
  }[];
  const companyName = companies.find((company) => company.id === world.ids.returnerCompany)!.name;
  await admin.dispose();
  // The driver sends five full drums for the four declared, on purpose, over the API.
  const driverApi = await apiAs(world.transporter, PASSWORD);
  const request = (await (await driverApi.get(`/api/pickup-requests/${id}`)).json()).pickupRequest;
  const complete = await driverApi.patch(`/api/transport/pickup-requests/${id}/complete`, {
    data: { lines: [{ drumLineId: request.drums[0].id, full: 5, minorDamage: 0, scrap: 0 }] },
  });
  expect(complete.status(), await complete.text()).toBe(200);
  await driverApi.dispose();

  const page = await (await browser.newContext()).newPage();
  await openPickupDepartment(page);
  await openTab(page, 'Statements');
  await pick(page, 'Company', companyName);
  const statement = page.getByRole('article', { name: new RegExp(`: ${companyName}$`) });
  // Four drums at $50 credited; the fifth waits.
  await expect(statement).toContainText('Total: $200.00');
  await expect(statement).toContainText(
    `Cannot be approved yet: drums beyond the declared quantity wait for review on ${world.reference}`,
  );
  // The server says it cannot be approved yet (viewerCanApprove), so there is nothing to press.
  await expect(statement.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

  await openTab(page, 'Completed');
  const completed = page.getByRole('region', { name: 'Completed' });
  // A table on wide screens, cards on narrow ones: whichever this context shows.
  const entry = completed
    .getByRole('row', { name: world.reference })
    .or(completed.getByRole('article', { name: world.reference }));
  await entry.getByRole('button', { name: 'View Details' }).click();
  const proof = page.getByRole('dialog').getByRole('region', { name: 'Proof of collection' });
  await expect(proof).toContainText("1 drum beyond the declared quantity wait for an admin's review");
  await expect(proof).toContainText('Credit: $200.00');
  await proof.getByRole('button', { name: 'Accept extra drums' }).click();
  await expect(toasts(page).getByText('Extra drums accepted')).toBeVisible();
  await expect(proof).toContainText('1 drum beyond the declared quantity: accepted and credited');
  await expect(proof).toContainText('Credit: $250.00');
});

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${process.cwd()}/node_modules/pdfjs-dist/standard_fonts/`,
  }).promise;
  let text = '';
  for (let page = 1; page <= pdf.numPages; page++)
    text += (await (await pdf.getPage(page)).getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ');
  return text;
}
