// An admin finds requests among hundreds. 500 requests over 20 returner companies and
// 5 zones; the admin finds one by reference, by street and by company + zone + week, sorts by
// date, pages to the end, opens a bookmarked filtered view and exports exactly its rows.
// Its own Playwright project (playwright.config.ts), run after the others: 500 new requests
// would push other journeys' requests off their lists' first pages.
import ExcelJS from 'exceljs';
import { expect, type Page, test } from '@playwright/test';
import { adminApi, apiAs, createDrumSpec, freshAdmin, ORG_NUMBER, pick, uniqueEmail } from './support/helpers';
import { logIn, PASSWORD } from './support/pickupWorld';

const COMPANIES = 20;
const ZONES = 5;
const REQUESTS = 500;

type Seeded = {
  suffix: string;
  companies: { id: number; name: string }[];
  zones: { id: number; name: string; zoneNumber: number }[];
  requests: { id: number; reference: string; company: number; zone: number }[];
};

/** Request i belongs to company i % 20 and lies in zone floor(i / 100). */
async function seed(): Promise<Seeded> {
  const admin = await adminApi();
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  // Zones in a band of their own (other journeys' zones lie at latitudes 20 to 50).
  const base = { lat: -30 - Math.random() * 10, lng: 100 + Math.random() * 20 };
  const zones: Seeded['zones'] = [];
  for (let zone = 0; zone < ZONES; zone++) {
    const lng = base.lng + zone * 0.1;
    const name = `Seed zone ${zone} ${suffix}`;
    const zoneNumber = 20_000 + Math.floor(Math.random() * 70_000);
    const created = await admin.post('/api/zones', {
      data: {
        zoneNumber,
        name,
        zoneDefinition: {
          type: 'polygon',
          coordinates: [
            { lat: base.lat - 0.02, lng: lng - 0.02 },
            { lat: base.lat - 0.02, lng: lng + 0.02 },
            { lat: base.lat + 0.02, lng: lng + 0.02 },
            { lat: base.lat + 0.02, lng: lng - 0.02 },
          ],
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    zones.push({ id: (await created.json()).zone.id, name, zoneNumber });
  }
  const companies: (Seeded['companies'][number] & { userId: number })[] = [];
  for (let company = 0; company < COMPANIES; company++) {
    const name = `Seed Builders ${String(company).padStart(2, '0')} ${suffix}`;
    const created = await admin.post('/api/returner-companies', { data: { name, organizationNumber: ORG_NUMBER } });
    expect(created.status(), await created.text()).toBe(201);
    const id: number = (await created.json()).company.id;
    const user = await admin.post('/api/users', {
      data: {
        name: `Seed Person ${company}`,
        email: uniqueEmail(`seed${company}`),
        password: PASSWORD,
        role: 'returner',
        approved: true,
        returnerCompanyId: id,
      },
    });
    expect(user.status(), await user.text()).toBe(201);
    companies.push({ id, name, userId: (await user.json()).user.id });
  }
  const specId = await createDrumSpec(admin, `Seed Spool ${suffix}`);
  const requests: Seeded['requests'] = new Array(REQUESTS);
  const create = async (i: number) => {
    const company = i % COMPANIES;
    const zone = Math.floor(i / (REQUESTS / ZONES));
    const response = await admin.post('/api/admin/drums/batch', {
      data: {
        address: i === 321 ? `Quiet Lane 7 ${suffix}` : `Seedgatan ${i} ${suffix}`,
        latitude: base.lat,
        longitude: base.lng + zone * 0.1,
        drums: [{ drumSpecId: specId, quantity: 1 + (i % 3) }],
        hasLoadingCapability: true,
        returnerCompanyId: companies[company].id,
        userId: companies[company].userId,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { pickupRequest } = await response.json();
    requests[i] = { id: pickupRequest.id, reference: pickupRequest.referenceNumberFormatted, company, zone };
  };
  // In order, a few at a time: the references then rise with i.
  for (let i = 0; i < REQUESTS; i += 5) await Promise.all([0, 1, 2, 3, 4].map((k) => create(i + k)));
  await admin.dispose();
  return { suffix, companies, zones, requests };
}

const rows = (page: Page) => page.getByRole('region', { name: 'Requests requests' }).getByRole('row');
const shown = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing|^No requests match/ });

test('the admin finds requests among 500 and exports exactly what the filters show', async ({ page }) => {
  test.setTimeout(300_000);
  const world = await seed();
  const admin = await freshAdmin();
  await logIn(page, admin.email, admin.password, '/admin');
  await expect(page.getByRole('group', { name: 'Department' })).toBeVisible();
  await page.goto('/admin?department=pickup&tab=requests');
  const search = page.getByRole('searchbox', { name: 'Search' });

  // By reference.
  const wanted = world.requests[123];
  await search.fill(wanted.reference);
  await expect(shown(page)).toHaveText('Showing 1 of 1 request');
  await expect(rows(page).filter({ hasText: wanted.reference })).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`search=${wanted.reference}`));

  // By a street name.
  await search.fill(`quiet lane 7 ${world.suffix}`);
  await expect(page).toHaveURL(/search=quiet/);
  await expect(shown(page)).toHaveText('Showing 1 of 1 request');
  await expect(rows(page).filter({ hasText: world.requests[321].reference })).toHaveCount(1);

  // By company + zone + this week.
  await search.fill('');
  await expect(page).not.toHaveURL(/search=/);
  const company = world.companies[7];
  const zone = world.zones[2];
  const expected = world.requests.filter((request) => request.company === 7 && request.zone === 2);
  expect(expected).toHaveLength(5);
  await pick(page, 'Returner company', company.name);
  await pick(page, 'Zone', zone.name, `${zone.zoneNumber} · ${zone.name}`);
  const today = new Date();
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  await page.getByLabel('Created from').fill(monday.toISOString().slice(0, 10));
  await page.getByLabel('Created to').fill(sunday.toISOString().slice(0, 10));
  await expect(shown(page)).toHaveText('Showing 5 of 5 requests');
  // Newest first, then by date the other way round through the column's header.
  const references = (list: typeof expected) => list.map((request) => request.reference);
  await expect(rows(page).filter({ hasText: 'PR-' })).toHaveText(
    references(expected)
      .reverse()
      .map((r) => new RegExp(r)),
  );
  await page.getByRole('button', { name: 'Created' }).click();
  await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).filter({ hasText: 'PR-' })).toHaveText(references(expected).map((r) => new RegExp(r)));
  const bookmark = page.url();
  expect(bookmark).toContain('orderBy=CREATED_AT_ASC');

  // Every request of the seed, paged to the end.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await search.fill(world.suffix);
  // The search runs once typing rests: the address bar says when (the list before it has 500 too).
  await expect(page).toHaveURL(new RegExp(`search=${world.suffix}`));
  await expect(shown(page)).toHaveText(`Showing 50 of ${REQUESTS} requests`);
  const more = page.getByRole('button', { name: /^Show (More|Older) Requests$/ });
  for (let listed = 100; listed <= REQUESTS; listed += 50) {
    await more.click();
    await expect(shown(page)).toHaveText(`Showing ${listed} of ${REQUESTS} requests`);
  }
  await expect(shown(page)).toHaveText(`Showing ${REQUESTS} of ${REQUESTS} requests`);
  await expect(more).toHaveCount(0);
  await expect(rows(page).filter({ hasText: 'PR-' })).toHaveCount(REQUESTS);

  // The bookmarked view, opened afresh.
  await page.goto(bookmark);
  await expect(shown(page)).toHaveText('Showing 5 of 5 requests');
  await expect(page.getByRole('combobox', { name: 'Returner company' })).toHaveValue(company.name);
  await expect(rows(page).filter({ hasText: 'PR-' }).first()).toContainText(expected[0].reference);

  // The Returns Log with the same filters exports exactly those rows.
  await page.getByRole('tab', { name: /^Returns Log/ }).click();
  const link = page.getByRole('link', { name: 'Export Returns Log' });
  await expect(link).toHaveAttribute('href', /returnerCompanyId=/);
  const api = await apiAs(admin.email, admin.password);
  const file = await api.get((await link.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await file.body()) as never);
  const exported: string[] = [];
  workbook.getWorksheet('Returns Log')!.eachRow((row, number) => {
    if (number > 1) exported.push(String(row.getCell(1).value));
  });
  expect(exported.sort()).toEqual(references(expected).sort());
  await api.dispose();
});
