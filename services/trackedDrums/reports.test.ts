// The admins' tracked-drum reports over GraphQL and REST on a small known world: drums on site by
// age per company and zone, the median days to return, the return rate by month, the sites, the
// overdue list and its order, the workbook, and who may read none of it.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drums, drumSpecs, drumStints } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { setUpHauler, setUpPickupWorld, STOCKHOLM, UPPSALA } from '../../test/support/pickups';
import { readSheet } from '../excel/workbook';
import { recordDrumDelivery } from './deliveries';
import { daysSince } from './reports';
import { syncDrums } from './stints';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let admin: TestClient;
let alice: TestClient;
let driver: TestClient;

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const monthOf = (date: Date) => date.toISOString().slice(0, 7);

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  const hauler = await setUpHauler(t, world);
  const db = t.app.services.db;
  // KTG-like terms on wood: 180 days rent-free, 15% of 1,000.00 a month, the whole price after 365 days.
  await db
    .update(drumSpecs)
    .set({ buybackPrice: 1000, rentFreeDays: 180, monthlyRentPercent: 15, forfeitAfterDays: 365 })
    .where(eq(drumSpecs.id, world.woodSpec.id));
  const deliver = (company: number, numbers: string[], days: number, position: object, spec = world.woodSpec.id) =>
    recordDrumDelivery(db, null, {
      returnerCompanyId: company,
      deliveryNote: `DN-${numbers[0]}`,
      deliveredAt: daysAgo(days),
      address: `Site of ${numbers[0]}`,
      ...position,
      drums: numbers.map((number) => ({ number, drumSpecId: spec })),
    });
  const none = { latitude: null, longitude: null };
  await deliver(world.firstCompany.id, ['NEW-1', 'NEW-2'], 10, STOCKHOLM);
  await deliver(world.firstCompany.id, ['MID-1'], 200, UPPSALA);
  await deliver(world.secondCompany.id, ['OLD-1'], 400, none);
  await deliver(world.secondCompany.id, ['FREE-1'], 100, STOCKHOLM, world.steelSpec.id);
  const returned = await deliver(world.firstCompany.id, ['RET-1', 'RET-2'], 60, STOCKHOLM);
  // Returned after 10 and 20 days.
  for (const [index, id] of returned.drumIds.entries())
    await db
      .update(drumStints)
      .set({ status: 'returned', returnedAt: new Date(daysAgo(60).getTime() + (index + 1) * 10 * DAY) })
      .where(eq(drumStints.drumId, id));
  await syncDrums(db, returned.drumIds);
  [admin, alice, driver] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn(world.alice.email),
    t.signIn(hauler.driver.email),
  ]);
});
afterAll(() => t?.close());

const REPORT = `query { trackedDrumReport {
  from to onSite medianDaysToReturn
  byCompany { name upTo90 upTo180 upTo365 over365 total }
  byZone { name upTo90 upTo180 upTo365 over365 total }
  months { month delivered returned rate }
  sites { companyName address latitude longitude drums } } }`;
const OVERDUE = `query($first: Int, $offset: Int) { overdueTrackedDrums(first: $first, offset: $offset) {
  totalCount nextOffset items { number specName companyName address forfeited chargeCents } } }`;

describe('the tracked-drum report', () => {
  it('counts the drums on site by age per company and per zone', async () => {
    const result = await admin.gql(REPORT);
    expect(result.errors).toBeUndefined();
    const report = result.data.trackedDrumReport;
    expect(report.onSite).toBe(5);
    expect(report.byCompany).toEqual([
      { name: 'Cable Crew AB', upTo90: 2, upTo180: 0, upTo365: 1, over365: 0, total: 3 },
      { name: 'Other Wires AB', upTo90: 0, upTo180: 1, upTo365: 0, over365: 1, total: 2 },
    ]);
    expect(report.byZone).toEqual([
      { name: 'Stockholm', upTo90: 2, upTo180: 1, upTo365: 0, over365: 0, total: 3 },
      { name: 'No zone', upTo90: 0, upTo180: 0, upTo365: 1, over365: 1, total: 2 },
    ]);
  });

  it('gives the median days to return and the return rate of each month', async () => {
    const report = (await admin.gql(REPORT)).data.trackedDrumReport;
    expect(report.medianDaysToReturn).toBe(15);
    expect(report.months).toHaveLength(12);
    const total = (key: 'delivered' | 'returned') =>
      report.months.reduce((sum: number, month: Record<string, number>) => sum + month[key], 0);
    // OLD-1 was delivered before the twelve months.
    expect(total('delivered')).toBe(6);
    expect(total('returned')).toBe(2);
    const deliveredMonth = report.months.find((month: { month: string }) => month.month === monthOf(daysAgo(60)));
    expect(deliveredMonth.delivered).toBeGreaterThanOrEqual(2);
    for (const month of report.months)
      expect(month.rate).toBe(
        month.delivered === 0 ? null : Math.round((month.returned / month.delivered) * 1000) / 1000,
      );
  });

  it('lists the sites with drums waiting and a position, the fullest first', async () => {
    const report = (await admin.gql(REPORT)).data.trackedDrumReport;
    expect(report.sites).toEqual([
      { companyName: 'Cable Crew AB', address: 'Site of NEW-1', ...STOCKHOLM, drums: 2 },
      expect.objectContaining({ drums: 1 }),
      expect.objectContaining({ drums: 1 }),
    ]);
    expect(report.sites.map((site: { address: string }) => site.address)).not.toContain('Site of OLD-1');
  });

  it('lists the overdue drums most overdue first, in pages of at most 100', async () => {
    const result = await admin.gql(OVERDUE, {});
    expect(result.errors).toBeUndefined();
    const page = result.data.overdueTrackedDrums;
    expect(page.totalCount).toBe(2);
    expect(page.nextOffset).toBeNull();
    expect(page.items.map((item: { number: string }) => item.number)).toEqual(['OLD-1', 'MID-1']);
    expect(page.items[0]).toMatchObject({ forfeited: true, companyName: 'Other Wires AB' });
    expect(page.items[0].chargeCents).toBeGreaterThan(100_000);
    // 200 days on site: the first month of rent after 180 rent-free days, 15% of 1,000.00.
    expect(page.items[1]).toMatchObject({ forfeited: false, chargeCents: 15_000, specName: 'K10 wood' });
    const first = (await admin.gql(OVERDUE, { first: 1 })).data.overdueTrackedDrums;
    expect(first).toMatchObject({ totalCount: 2, nextOffset: 1, items: [{ number: 'OLD-1' }] });
    const second = (await admin.gql(OVERDUE, { first: 1, offset: 1 })).data.overdueTrackedDrums;
    expect(second).toMatchObject({ nextOffset: null, items: [{ number: 'MID-1' }] });
    const tooMany = await admin.gql(OVERDUE, { first: 101 });
    expect(tooMany.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
  });

  it('answers the same over REST, with the workbook', async () => {
    const rest = await admin.rest('GET', '/api/admin/reports/tracked-drums');
    expect(rest.status).toBe(200);
    expect(rest.body.report).toEqual((await admin.gql(REPORT)).data.trackedDrumReport);
    const overdue = await admin.rest('GET', '/api/admin/reports/tracked-drums/overdue?limit=1');
    expect(overdue.body.overdue).toMatchObject({ totalCount: 2, nextOffset: 1 });
    expect((await admin.rest('GET', '/api/admin/reports/tracked-drums/overdue?limit=abc')).status).toBe(400);
    expect((await admin.rest('GET', '/api/admin/reports/tracked-drums?from=2026-13')).status).toBe(400);
    const response = await admin.raw('GET', '/api/admin/reports/tracked-drums/export-excel');
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const rows = await readSheet(bytes, ['Company', 'Total']);
    expect(rows.map((row) => row.values)).toEqual([
      { Company: 'Cable Crew AB', Total: 3 },
      { Company: 'Other Wires AB', Total: 2 },
    ]);
  });

  it('refuses a returner and a transporter', async () => {
    for (const client of [alice, driver]) {
      for (const query of [REPORT, OVERDUE]) {
        const result = await client.gql(query);
        expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        expect(result.data?.trackedDrumReport ?? result.data?.overdueTrackedDrums ?? null).toBeNull();
      }
      for (const path of ['', '/overdue', '/export-excel'])
        expect((await client.rest('GET', `/api/admin/reports/tracked-drums${path}`)).status).toBe(403);
    }
  });

  it('does not count a drum once returned', async () => {
    const db = t.app.services.db;
    const ret = await db
      .select({ id: drums.id })
      .from(drums)
      .where(inArray(drums.numberKey, ['RET-1', 'RET-2']));
    expect(ret).toHaveLength(2);
    const report = (await admin.gql(REPORT)).data.trackedDrumReport;
    expect(report.byCompany[0].total).toBe(3);
  });
});

describe('days on site', () => {
  it('counts whole UTC calendar days, never fewer than none', () => {
    const now = new Date('2026-12-02T23:30:00Z');
    expect(daysSince('2026-12-02', now)).toBe(0);
    expect(daysSince('2026-12-01', now)).toBe(1);
    expect(daysSince('2025-12-02', now)).toBe(365);
    expect(daysSince('2026-12-03', now)).toBe(0);
  });
});
