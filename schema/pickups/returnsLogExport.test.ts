// The Returns Log export: GET /api/pickup-requests/export-excel streams one row per
// request with its companies, zone, drums, dates and buyback value; filters by status and by
// creation day; admins only, over REST and GraphQL; bad filters are refused by name.
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drumSpecs, pickupRequestDrums, pickupRequests } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { setUpPickupWorld, STOCKHOLM } from '../../test/support/pickups';

let t: TestApp;
let admin: TestClient;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@example.com');
  world = await setUpPickupWorld(t);
  const db = t.app.services.db;
  await db.update(drumSpecs).set({ buybackPrice: 50.25 }).where(eq(drumSpecs.id, world.woodSpec.id));
  await db.update(drumSpecs).set({ buybackPrice: 10 }).where(eq(drumSpecs.id, world.steelSpec.id));
  const rows = await db
    .insert(pickupRequests)
    .values(
      (
        [
          {
            status: 'collected',
            createdAt: new Date('2026-03-05T10:00:00Z'),
            collectedAt: new Date('2026-03-09T12:00:00Z'),
          },
          { status: 'cancelled', createdAt: new Date('2026-04-01T23:30:00Z') },
          { status: 'draft', createdAt: new Date('2026-05-20T08:00:00Z') },
        ] as { status: 'collected' | 'cancelled' | 'draft'; createdAt: Date; collectedAt?: Date }[]
      ).map((row) => ({
        ...row,
        address: `Storgatan ${row.status}`,
        ...STOCKHOLM,
        zoneId: world.zone.id,
        userId: world.alice.id,
        returnerCompanyId: world.firstCompany.id,
      })),
    )
    .returning({ id: pickupRequests.id });
  ids.push(...rows.map((row) => row.id));
  await db.insert(pickupRequestDrums).values([
    { pickupRequestId: ids[0], drumSpecId: world.woodSpec.id, quantity: 2 },
    { pickupRequestId: ids[0], drumSpecId: world.steelSpec.id, quantity: 3 },
    { pickupRequestId: ids[1], drumSpecId: world.steelSpec.id, quantity: 1 },
  ]);
});
afterAll(() => t?.close());

/** The workbook's rows as header-keyed objects. */
async function rowsOf(response: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
  const sheet = workbook.worksheets[0];
  const headers = (sheet.getRow(1).values as string[]).slice(1);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headers.map((header, i) => [header, values[i] ?? null])));
  });
  return { sheetName: sheet.name, rows };
}

describe('GET /api/pickup-requests/export-excel', () => {
  it('streams one row per request with companies, zone, drums, dates and buyback value', async () => {
    const response = await admin.raw('GET', '/api/pickup-requests/export-excel');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="returns-log-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(response.headers.get('x-total-count')).toBe('3');
    const { sheetName, rows } = await rowsOf(response);
    expect(sheetName).toBe('Returns Log');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      Reference: `PR-${String(ids[0]).padStart(6, '0')}`,
      Status: 'Collected',
      'Returner Company': 'Cable Crew AB',
      Zone: 'Stockholm',
      Drums: '2 x K10 wood (wood); 3 x S12 steel (steel)',
      'Total Drums': 5,
      // 2 x 50.25 + 3 x 10
      'Buyback Value': 130.5,
    });
    expect((rows[0].Collected as Date).toISOString()).toBe('2026-03-09T12:00:00.000Z');
    expect(rows[2]).toMatchObject({ 'Total Drums': 0, 'Buyback Value': 0, Drums: null });
  });

  it('filters by status (repeated or comma-separated) and by creation day, both ends included', async () => {
    const both = await rowsOf(await admin.raw('GET', '/api/pickup-requests/export-excel?status=collected,cancelled'));
    expect(both.rows.map((row) => row.Status)).toEqual(['Collected', 'Cancelled']);
    const repeated = await admin.raw('GET', '/api/pickup-requests/export-excel?status=draft&status=cancelled');
    expect(repeated.headers.get('x-total-count')).toBe('2');
    const april = await rowsOf(
      await admin.raw('GET', '/api/pickup-requests/export-excel?createdFrom=2026-04-01&createdTo=2026-04-01'),
    );
    expect(april.rows.map((row) => row.Status)).toEqual(['Cancelled']);
  });

  it.each([
    ['status=shipped', 'statuses.0', 'Status must be one of'],
    ['createdFrom=2026-13-01', 'createdFrom', 'Date must be a day as YYYY-MM-DD'],
    ['createdTo=yesterday', 'createdTo', 'Date must be a day as YYYY-MM-DD'],
    ['createdFrom=2026-05-01&createdTo=2026-04-01', 'createdFrom', 'createdFrom must not be after createdTo'],
    [`createdFrom=${'9'.repeat(10_000)}`, 'createdFrom', 'Date must be a day as YYYY-MM-DD'],
    ['status=%00', 'statuses.0', 'Contains a character that is not allowed'],
  ])('refuses %# with 400 naming the field', async (query, field, message) => {
    const response = await admin.rest('GET', `/api/pickup-requests/export-excel?${query}`);
    expect(response.status).toBe(400);
    // A rule of the filter lists its issues; a character refused on the way in names its field.
    const issue = response.body.issues?.[0] ?? { field: response.body.field, message: response.body.error };
    expect(issue.field).toBe(field);
    expect(issue.message).toContain(message);
  });

  it('is for admins only: a returner is refused over REST and GraphQL, signed out is asked to log in', async () => {
    const returner = await t.signIn(world.alice.email);
    expect((await returner.rest('GET', '/api/pickup-requests/export-excel')).status).toBe(403);
    const gql = await returner.gql('{ returnsLogExport { __typename } }');
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.client().rest('GET', '/api/pickup-requests/export-excel')).status).toBe(401);
  });

  it('tells over GraphQL how many rows a filter takes and where to download them', async () => {
    const result = await admin.gql(
      `{ returnsLogExport(statuses: ["collected"], createdFrom: "2026-03-01") { __typename ... on ReturnsLogExport { count path filename } } }`,
    );
    expect(result.data.returnsLogExport).toMatchObject({
      count: 1,
      path: '/api/pickup-requests/export-excel?status=collected&createdFrom=2026-03-01',
    });
    const refused = await admin.gql(
      `{ returnsLogExport(createdTo: "31/12/2026") { __typename ... on ValidationError { issues { field message } } } }`,
    );
    expect(refused.data.returnsLogExport.issues).toEqual([
      { field: 'createdTo', message: 'Date must be a day as YYYY-MM-DD' },
    ]);
  });
});
