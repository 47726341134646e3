// The admin on a phone (Pixel 7, 412 px wide): every tab of every portal's tab bar in view
// without a sideways swipe, the chosen one too; the Reports' table readable and its month
// fields naming months; a search that finds nothing in one tab says which tab has it and goes there.
import { expect, type Page, test } from '@playwright/test';
import { formatReferenceNumber } from '../domain/referenceNumber';
import { adminApi, freshAdmin } from './support/helpers';
import { logIn, setUpWorld } from './support/pickupWorld';

/** Nothing on the page reaches past the right edge (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The element lies wholly inside the viewport's width, and on screen after scrolling to it vertically. */
async function expectInViewWidth(page: Page, name: string, box: { x: number; width: number } | null) {
  const width = await page.evaluate(() => window.innerWidth);
  expect(box, name).not.toBeNull();
  expect(box!.x, name).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
}

/** Taps each tab of the tab bar in turn: each is within the width before and after, and chosen. */
async function walkTabs(page: Page, bar: string) {
  const tabs = page.getByRole('tablist', { name: bar }).getByRole('tab');
  // Counted once the bar has rendered (the page may still be loading its code).
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index++) {
    const tab = tabs.nth(index);
    const name = (await tab.textContent()) ?? `tab ${index}`;
    await expectInViewWidth(page, name, await tab.boundingBox());
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeInViewport();
    await expectInViewWidth(page, name, await tab.boundingBox());
    await expectNoSidewaysScroll(page);
  }
}

test("every tab of the admin's and the transporter's tab bars is in view, and the chosen one", async ({ page }) => {
  test.setTimeout(120_000);
  const world = await setUpWorld();
  const admin = await freshAdmin();
  await logIn(page, admin.email, admin.password, '/admin');
  await expect(page.getByRole('group', { name: 'Department' })).toBeVisible();
  await page.goto('/admin?department=pickup');
  await walkTabs(page, 'Pickup department');
  // Opened by a link on the last tab: in view from the start, no scrolling to find it.
  await page.goto('/admin?department=pickup&tab=reports');
  await expect(page.getByRole('tab', { name: 'Reports', selected: true })).toBeInViewport();
  await page.goto('/admin?department=admin');
  await walkTabs(page, 'Admin department');

  await page.context().clearCookies();
  await logIn(page, world.transporter);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/transport-dashboard');
  await expect(page.getByRole('tablist', { name: 'Transporter portal' })).toBeVisible();
  await walkTabs(page, 'Transporter portal');
});

test("the Reports' month fields name months and its table fits the phone", async ({ page }) => {
  const admin = await freshAdmin();
  await logIn(page, admin.email, admin.password, '/admin');
  await expect(page.getByRole('group', { name: 'Department' })).toBeVisible();
  await page.goto('/admin?department=pickup&tab=reports');
  const from = page.getByLabel('From month');
  const to = page.getByLabel('To month');
  // The last twelve months, chosen from the start: a month each, never '--------- ----'.
  const now = new Date();
  const thisMonth = now.toISOString().slice(0, 7);
  const yearAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString().slice(0, 7);
  await expect(to).toHaveValue(thisMonth);
  await expect(from).toHaveValue(yearAgo);
  for (const field of [from, to]) {
    const shown = await field.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
    expect(shown).toMatch(/^[A-Z][a-z]+ \d{4}$/);
  }
  const table = page.getByRole('table', { name: 'Figures per month' });
  await expect(table.getByRole('row', { name: new RegExp(`^${thisMonth}`) })).toBeVisible();
  // Every figure of every month within the width, the table itself not wider than the page.
  const width = await page.evaluate(() => window.innerWidth);
  const rightEdges = await table
    .locator('tbody th, tbody td')
    .evaluateAll((cells) =>
      cells.filter((cell) => cell.getClientRects().length > 0).map((cell) => cell.getBoundingClientRect().right),
    );
  expect(rightEdges.length).toBeGreaterThan(6);
  expect(Math.max(...rightEdges)).toBeLessThanOrEqual(width);
  const region = await table.evaluate((element) => {
    const scroller = element.parentElement!;
    return { scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth };
  });
  expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  await expectNoSidewaysScroll(page);
  // A range backwards is said at the field, and no report is asked for it.
  await from.selectOption(thisMonth);
  await to.selectOption(yearAgo);
  await expect(page.getByText('The last month cannot be before the first')).toBeVisible();
  await expect(table).toHaveCount(0);
});

test('a search in Requests for a collected request says it is in Completed, and goes there', async ({ page }) => {
  test.setTimeout(120_000);
  const world = await setUpWorld();
  const api = await adminApi();
  const created = await api.post('/api/admin/drums/batch', {
    data: {
      returnerCompanyId: world.ids.returnerCompany,
      userId: world.ids.returnerUser,
      drums: [{ drumSpecId: world.specId, quantity: 2 }],
      address: 'Sveavägen 10, 111 57 Stockholm',
      latitude: world.at.lat,
      longitude: world.at.lng,
      hasLoadingCapability: true,
      supportsForklift: false,
      requiresCraneTruck: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id: number = (await created.json()).pickupRequest.id;
  const steps: [string, object][] = [
    [
      'schedule',
      {
        scheduledPickupDate: new Date(Date.now() + 86_400_000).toISOString(),
        assignedTransportCompanyId: world.ids.transportCompany,
        assignedContactPersonId: world.ids.contact,
      },
    ],
    ['confirm-pickup', {}],
    ['complete', {}],
  ];
  for (const [step, data] of steps) {
    const answer = await api.patch(`/api/transport/pickup-requests/${id}/${step}`, { data });
    expect(answer.status(), `${step}: ${await answer.text()}`).toBe(200);
  }
  await api.dispose();
  const reference = formatReferenceNumber(id);

  const admin = await freshAdmin();
  await logIn(page, admin.email, admin.password, '/admin');
  await expect(page.getByRole('group', { name: 'Department' })).toBeVisible();
  await page.goto('/admin?department=pickup&tab=requests');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(reference);
  await search.press('Enter');
  await expect(page.getByText('No requests match')).toBeVisible();
  const elsewhere = page.getByRole('link', { name: '1 in Completed' });
  await expect(elsewhere).toBeVisible();
  await expect(page.getByRole('link', { name: /in Returns Log/ })).toHaveCount(0);
  await elsewhere.click();
  await expect(page.getByRole('tab', { name: /^Completed/, selected: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`tab=completed.*search=${reference}`));
  await expect(search).toHaveValue(reference);
  const list = page.getByRole('list', { name: 'Completed requests' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(reference);
  // The card's address whole, on as many lines as it takes.
  await expect(list.getByText('Sveavägen 10, 111 57 Stockholm', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
