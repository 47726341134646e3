// A pool at the size of a real one: 2,500 returner companies, 2,500 transport companies, 3,000
// users and 600 drum specifications, brought in as an admin does, through the Excel imports. The
// admin books for the 2,400th company and schedules it with the 2,400th transport company, both
// found by typing; the Users tab pages to its last user; a returner picks the 590th
// specification; on a phone the admin's Requests tab shows a request on its first screen.
// Its own Playwright project (playwright.config.ts), run last: thousands of companies and users
// would push other journeys' rows off their lists' first pages.
import ExcelJS from 'exceljs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminApi, pick, uniqueEmail } from './support/helpers';
import { logIn, openPickupDepartment, openTab, phone, PASSWORD, toasts } from './support/pickupWorld';
import { png } from './support/images';

const COMPANIES = 2_500;
const USERS = 3_000;
const SPECS = 600;

/** A sheet as the app's own export writes it: the entity's sheet, its columns, one row each. */
async function workbook(sheet: string, columns: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const worksheet = book.addWorksheet(sheet);
  worksheet.addRow(columns);
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function importSheet(admin: APIRequestContext, path: string, file: Buffer, count: number) {
  const response = await admin.post(`/api/${path}/import-excel`, {
    multipart: {
      file: {
        name: `${path}.xlsx`,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: file,
      },
    },
    timeout: 120_000,
  });
  expect(response.status(), await response.text()).toBe(200);
  expect((await response.json()).imported).toBe(count);
}

/** The n-th (1-based) of a kind, by a name that sorts and searches as itself. */
const nth = (n: number) => String(n).padStart(4, '0');
/** Organization numbers of their own per kind: xxxxxx-xxxx. */
const orgNumber = (kind: number, n: number) =>
  `${kind}${String(n).padStart(5, '0')}-${String(n % 10_000).padStart(4, '0')}`;

type Pool = { suffix: string; returner: string; returnerCompanyName: string; specName: string };

async function seedPool(): Promise<Pool> {
  const admin = await adminApi();
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const returnerName = (n: number) => `Pool Builders ${nth(n)} ${suffix}`;
  await importSheet(
    admin,
    'returner-companies',
    await workbook(
      'Returner companies',
      ['id', 'name', 'organizationNumber', 'email', 'address', 'contactPerson'],
      Array.from({ length: COMPANIES }, (_, i) => [null, returnerName(i + 1), orgNumber(7, i + 1), null, null, null]),
    ),
    COMPANIES,
  );
  await importSheet(
    admin,
    'transport-companies',
    await workbook(
      'Transport companies',
      ['id', 'name', 'organizationNumber', 'contactPerson', 'email', 'phone'],
      Array.from({ length: COMPANIES }, (_, i) => [
        null,
        `Pool Haulage ${nth(i + 1)} ${suffix}`,
        orgNumber(8, i + 1),
        null,
        null,
        null,
      ]),
    ),
    COMPANIES,
  );
  const types = (await (await admin.get('/api/drum-types')).json()).drumTypes as { id: number; name: string }[];
  const wood = types.find((type) => type.name === 'wood')!;
  await importSheet(
    admin,
    'drum-specs',
    await workbook(
      'Drum specifications',
      [
        'id',
        'name',
        'articleNumber',
        'drumTypeId',
        'drumType',
        'weight',
        'flangeDiameter',
        'widthBetweenFlanges',
        'transportVolume',
        'buybackPrice',
        'buybackPrice80',
        'scrapHandlingFee',
        'drumInfo',
        'availableFor',
      ],
      Array.from({ length: SPECS }, (_, i) => [
        null,
        `Pool Spool ${nth(i + 1)} ${suffix}`,
        null,
        wood.id,
        null,
        100 + i,
        1000,
        600,
        1,
        50,
        null,
        10,
        null,
        'returner',
      ]),
    ),
    SPECS,
  );
  // The companies' ids, by name: user n works for company n (and the last 500 for none).
  const listed = await admin.get(`/api/returner-companies?search=${encodeURIComponent(suffix)}`, { timeout: 60_000 });
  expect(listed.status(), await listed.text()).toBe(200);
  const companies = new Map(
    ((await listed.json()).companies as { id: number; name: string }[]).map((company) => [company.name, company.id]),
  );
  expect(companies.size).toBe(COMPANIES);
  await importSheet(
    admin,
    'users',
    await workbook(
      'Users',
      ['id', 'name', 'email', 'role', 'approved', 'active', 'returnerCompanyId'],
      Array.from({ length: USERS }, (_, i) => [
        null,
        `Pool Person ${nth(i + 1)} ${suffix}`,
        `pool-${i + 1}-${suffix}@e2e.test`,
        'returner',
        true,
        true,
        i < COMPANIES ? companies.get(returnerName(i + 1))! : null,
      ]),
    ),
    USERS,
  );
  // One person of the 2,400th company with a password, to book as a returner.
  const returner = uniqueEmail('pool-returner');
  const created = await admin.post('/api/users', {
    data: {
      name: `Pool Booker ${suffix}`,
      email: returner,
      password: PASSWORD,
      role: 'returner',
      approved: true,
      returnerCompanyId: companies.get(returnerName(2_400)),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();
  return { suffix, returner, returnerCompanyName: returnerName(2_400), specName: `Pool Spool ${nth(590)} ${suffix}` };
}

// One journey, so the pool is seeded once (each test of a file may run in a worker of its own).
test('a pool of 2,500 companies, 3,000 users and 600 specifications: found by typing, paged to the end', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  const pool = await test.step('seed the pool through the Excel imports', seedPool);
  const { suffix } = pool;

  await test.step('the admin books for the 2,400th company and schedules with the 2,400th transport company', async () => {
    await openPickupDepartment(page);
    await page.getByRole('button', { name: 'Create Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Pickup Request' });
    await pick(dialog, 'Returner company', `Pool Builders 2400 ${suffix}`);
    await dialog.getByLabel('User').selectOption({ label: `Pool Person 2400 ${suffix}` });
    const drumType = dialog.getByLabel('Drum Type', { exact: true });
    await drumType.click();
    await drumType.fill(`Pool Spool 0590 ${suffix}`);
    await page.getByRole('option', { name: new RegExp(`Pool Spool 0590 ${suffix}`) }).click();
    await dialog.getByLabel('Quantity', { exact: true }).fill('4');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog
      .getByLabel('Upload Photos')
      .setInputFiles([{ name: 'site.png', mimeType: 'image/png', buffer: png(40, 30, [90, 90, 90]) }]);
    await dialog.getByLabel('Address', { exact: true }).fill(`Poolvägen 2400 ${suffix}`);
    await dialog.getByLabel('We have truck loading capability on site').check();
    await dialog.getByRole('button', { name: 'Create Request' }).click();
    // The new request's card, found by its company (the pool's own). Not the "created" toast: it
    // closes after 5 s, which on a loaded host may pass before the check comes to read it.
    const card = page
      .getByRole('region', { name: 'Active requests' })
      .getByRole('article')
      .filter({ hasText: `Pool Builders 2400 ${suffix}` });
    // A refusal shows in the dialog: name it, rather than only miss the card.
    const refused = dialog.getByRole('alert');
    await expect(card.or(refused).first()).toBeVisible();
    expect(await refused.allInnerTexts()).toEqual([]);
    await expect(dialog).toHaveCount(0);
    const reference = /PR-\d{6}/.exec((await card.textContent())!)![0];
    await card.getByRole('button', { name: 'Schedule', exact: true }).click();
    const schedule = page.getByRole('dialog', { name: 'Schedule Pickup' });
    const tomorrow = new Date(Date.now() + 86_400_000);
    const day = [tomorrow.getFullYear(), tomorrow.getMonth() + 1, tomorrow.getDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
    await schedule.getByLabel('Pickup date').fill(day);
    await pick(schedule, 'Transport company', `Pool Haulage 2400 ${suffix}`);
    await schedule.getByRole('button', { name: 'Save Schedule' }).click();
    await expect(toasts(page).getByText('Pickup scheduled successfully')).toBeVisible();
    await expect(page.getByRole('article', { name: reference }).first()).toContainText(`Pool Haulage 2400 ${suffix}`);
  });

  await test.step('a returner picks the 590th drum specification by typing', async () => {
    const context = await browser.newContext();
    const returner = await context.newPage();
    await logIn(returner, pool.returner);
    await expect(returner).toHaveURL(/\/returns/);
    await returner.getByRole('link', { name: 'New Return' }).click();
    const drumType = returner.getByLabel('Drum Type', { exact: true });
    await drumType.click();
    await drumType.fill(`0590 ${suffix}`);
    await returner.getByRole('option', { name: new RegExp(pool.specName) }).click();
    await returner.getByLabel('Quantity', { exact: true }).fill('3');
    await returner.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(returner.getByRole('table', { name: 'Added drums' })).toContainText(pool.specName);
    await context.close();
  });

  await test.step("on a phone the admin's Requests tab shows a request on its first screen", async () => {
    const context = await phone(browser);
    const admin: Page = await context.newPage();
    await openPickupDepartment(admin);
    await openTab(admin, 'Requests');
    await expect(admin.getByRole('button', { name: /^Filters/ })).toBeVisible();
    const first = admin.getByRole('region', { name: 'Requests' }).getByRole('article').first();
    await expect(first).toBeInViewport();
    await context.close();
  });

  await test.step('the Users tab pages to its last user', async () => {
    const department = page.getByRole('button', { name: 'Admin Department' });
    await expect(async () => {
      await department.click();
      await expect(department).toHaveAttribute('aria-pressed', 'true', { timeout: 6000 });
    }).toPass({ timeout: 40_000 });
    await openTab(page, 'Users');
    // The pool's own users, found by its suffix: the journey of hundreds of requests runs beside
    // this one and adds users of its own, which would move the unfiltered list's total mid-paging.
    await page.getByLabel('Search users').fill(suffix);
    await expect(page).toHaveURL(new RegExp(`userSearch=${suffix}`));
    // Found by CSS and text, not by role: asking every element of thousands of cards for its role
    // and name at each step costs Playwright seconds (the page itself adds a page in about 50 ms).
    const tab = page.locator('[role=tabpanel]');
    const count = tab.locator('p[role=status]');
    // The 3,000 imported and the one who books.
    const total = USERS + 1;
    const formatted = (n: number) => n.toLocaleString('en-US');
    await expect(count).toHaveText(`Showing 50 of ${formatted(total)} users`);
    const more = tab.locator('button').filter({ hasText: /^Show more$/ });
    for (let shown = 50; shown + 50 < total; shown += 50) {
      await more.click();
      await expect(count).toHaveText(`Showing ${formatted(shown + 50)} of ${formatted(total)} users`);
    }
    await more.click();
    await expect(count).toHaveText(`${formatted(total)} users`);
    await expect(more).toHaveCount(0);
    const cards = tab.locator('h3');
    await expect(cards).toHaveCount(total);
    // Newest first: the last is the first row of the imported sheet.
    await expect(tab.locator('section').last()).toContainText(`Pool Person ${nth(1)} ${suffix}`);
  });
});
