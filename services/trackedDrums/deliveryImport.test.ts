// The deliveries workbook over REST and GraphQL: rows grouped into deliveries, headers in either
// language, every bad row named by sheet row and column with nothing stored, the 10,000-drum
// limit, hostile cells, and who may import at all.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drumDeliveries, drums, drumStints } from '../../db/schema';
import { createTestApp, setUser, type TestApp, type TestClient, userByEmail } from '../../test/support/harness';
import { setUpHauler, setUpPickupWorld } from '../../test/support/pickups';
import { writeSheet, XLSX_CONTENT_TYPE } from '../excel/workbook';
import { DELIVERY_COLUMNS, importedDay } from './deliveryImport';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let admin: TestClient;
let alice: TestClient;
let driver: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  const hauler = await setUpHauler(t, world);
  [admin, alice, driver] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn(world.alice.email),
    t.signIn(hauler.driver.email),
  ]);
});
afterAll(() => t?.close());

type Row = Partial<Record<(typeof DELIVERY_COLUMNS)[number], string | number | null>>;
const row = (number: string, overrides: Row = {}): Row => ({
  returnerCompany: 'Cable Crew AB',
  deliveryNote: 'DN-100',
  deliveredAt: '2026-10-01',
  address: 'Sveavägen 1, Stockholm',
  latitude: 59.33,
  longitude: 18.07,
  drumNumber: number,
  drumSpec: 'K10 wood',
  ...overrides,
});

const workbook = (rows: Row[], headers: readonly string[] = DELIVERY_COLUMNS) =>
  writeSheet('Deliveries', DELIVERY_COLUMNS, rows as Record<string, unknown>[], headers);

async function upload(client: TestClient, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'deliveries.xlsx', { type: XLSX_CONTENT_TYPE }));
  const response = await client.raw('POST', '/api/drum-deliveries/import-excel', {
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

const stored = async () => {
  const db = t.app.services.db;
  const [[d], [s], [n]] = await Promise.all([
    db.select({ n: count() }).from(drumDeliveries),
    db.select({ n: count() }).from(drumStints),
    db.select({ n: count() }).from(drums),
  ]);
  return { deliveries: d.n, stints: s.n, drums: n.n };
};

describe('importing a deliveries workbook', () => {
  it('groups rows into deliveries by company, note, day and address, and records them all', async () => {
    const before = await stored();
    const rows = [
      row('IMP-1'),
      row('IMP-2'),
      // The same delivery named by organization number, in another case.
      row('imp 3', { returnerCompany: '556677-8899' }),
      row('IMP-4', { deliveryNote: 'DN-101' }),
      row('IMP-5', { returnerCompany: 'Other Wires AB', latitude: null, longitude: null, drumSpec: 'S12 steel' }),
    ];
    const result = await upload(admin, await workbook(rows));
    expect(result).toEqual({ status: 200, body: { imported: 5, deliveries: 3 } });
    const after = await stored();
    expect(after.deliveries - before.deliveries).toBe(3);
    expect(after.stints - before.stints).toBe(5);
    const drum = await t.app.services.db.query.drums.findFirst({ where: { numberKey: 'IMP3' } });
    expect(drum).toMatchObject({ number: 'IMP 3', holderCompanyId: world.firstCompany.id, status: 'on_site' });
  });

  it('reads Swedish headers and answers a Swedish admin in Swedish', async () => {
    const adminUser = await userByEmail(t.app, 'admin@example.com');
    await setUser(t.app, adminUser!.id, { locale: 'sv' });
    const swedish = [
      'Kundföretag',
      'Följesedel',
      'Leveransdatum',
      'Adress',
      'Latitud',
      'Longitud',
      'Trumnummer',
      'Trumspecifikation',
    ];
    const ok = await upload(admin, await workbook([row('SV-1'), row('SV-2')], swedish));
    expect(ok).toEqual({ status: 200, body: { imported: 2, deliveries: 1 } });
    const bad = await upload(admin, await workbook([row('SV-3', { drumSpec: 'Nope' })], swedish));
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      { field: 'row 2.drumSpec', message: 'Rad 2, Trumspecifikation: Ingen trumspecifikation har det här namnet' },
    ]);
    await setUser(t.app, adminUser!.id, { locale: 'en' });
  });

  it('names every bad row by sheet row and column and records nothing', async () => {
    const before = await stored();
    const rows = [
      row('BAD-1'),
      row('BAD-2', { drumSpec: 'No such spec' }),
      row('BAD-3', { returnerCompany: 'Nobody AB' }),
      row('BAD-4', { deliveredAt: 'yesterday' }),
      row('BAD-1'),
      row('B@D', { deliveryNote: 'DN-9' }),
      row('BAD-7', { deliveryNote: 'DN-9', latitude: 58 }),
      row('BAD-8', { deliveredAt: '2099-01-01' }),
    ];
    const result = await upload(admin, await workbook(rows));
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('VALIDATION_ERROR');
    expect(result.body.issues).toEqual([
      { field: 'row 3.drumSpec', message: 'Row 3, Drum specification: No drum specification has this name' },
      {
        field: 'row 4.returnerCompany',
        message: 'Row 4, Returner company: No returner company has this name or organization number',
      },
      { field: 'row 5.deliveredAt', message: 'Row 5, Delivered at: Give the delivery date as a date (YYYY-MM-DD)' },
      { field: 'row 6.drumNumber', message: 'Row 6, Drum number: Drum BAD-1 is listed twice' },
      { field: 'row 8.latitude', message: 'Row 8, Latitude: The rows of one delivery give different positions' },
      expect.objectContaining({ field: 'row 7.drumNumber' }),
      expect.objectContaining({ field: 'row 9.deliveredAt' }),
    ]);
    expect(await stored()).toEqual(before);
  });

  it('refuses a drum still on a site by its row, and records none of the other deliveries', async () => {
    const before = await stored();
    const rows = [row('FRESH-1', { deliveryNote: 'DN-200' }), row('IMP-1', { deliveryNote: 'DN-201' })];
    const result = await upload(admin, await workbook(rows));
    expect(result.status).toBe(400);
    expect(result.body.issues).toEqual([
      { field: 'row 3.drumNumber', message: 'Row 3, Drum number: Drum IMP-1 is still on a site' },
    ]);
    expect(await stored()).toEqual(before);
  });

  it('refuses 10,001 drums and takes 10,000', async () => {
    const many = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, index) => row(`${prefix}${index}`, { deliveryNote: prefix }));
    const before = await stored();
    const refused = await upload(admin, await workbook(many(10_001, 'TOO-')));
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { field: 'file', message: 'A deliveries workbook holds at most 10,000 drums' },
    ]);
    expect(await stored()).toEqual(before);
    const taken = await upload(admin, await workbook(many(10_000, 'MAX-')));
    expect(taken).toEqual({ status: 200, body: { imported: 10_000, deliveries: 1 } });
  }, 120_000);

  it('treats hostile cells as plain values: formulas, long text, control characters, unknown columns', async () => {
    const before = await stored();
    const hostile = await upload(
      admin,
      await workbook([
        row('=HYPERLINK("http://x")'),
        row('X'.repeat(5000), { address: 'A'.repeat(600) }),
        row('OK-9', { deliveryNote: 'N'.repeat(200) }),
        row('OK-10', { latitude: 'north' as never }),
      ]),
    );
    expect(hostile.status).toBe(400);
    const fields = hostile.body.issues.map((issue: { field: string }) => issue.field);
    expect(fields).toEqual(
      expect.arrayContaining(['row 2.drumNumber', 'row 3.drumNumber', 'row 4.deliveryNote', 'row 5.latitude']),
    );
    // No message repeats a long cell whole.
    for (const issue of hostile.body.issues) expect(issue.message.length).toBeLessThan(300);
    const unknown = await writeSheet('x', ['drumNumber', 'secret'], [{ drumNumber: 'A', secret: 'B' }]);
    const columns = await upload(admin, unknown);
    expect(columns.status).toBe(400);
    expect(columns.body.error).toMatch(/^Unknown columns "secret"/);
    const notXlsx = await upload(admin, new TextEncoder().encode('id,name\n1,x'));
    expect(notXlsx.status).toBe(415);
    expect(await stored()).toEqual(before);
  });

  it('refuses a returner and a transporter, over REST and GraphQL', async () => {
    const file = await workbook([row('WHO-1')]);
    for (const client of [alice, driver]) {
      expect((await upload(client, file)).status).toBe(403);
      const result = await client.gql(
        'mutation($input: ImportDrumDeliveriesInput!) { importDrumDeliveries(input: $input) { __typename } }',
        { input: { contentBase64: Buffer.from(file).toString('base64') } },
      );
      expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(await t.app.services.db.query.drums.findFirst({ where: { numberKey: 'WHO-1' } })).toBeUndefined();
  });

  it('imports over GraphQL with the file as base64', async () => {
    const file = await workbook([row('GQL-1', { deliveryNote: 'DN-G' }), row('GQL-2', { deliveryNote: 'DN-G' })]);
    const result = await admin.gql(
      `mutation($input: ImportDrumDeliveriesInput!) { importDrumDeliveries(input: $input) {
        __typename ... on ImportDrumDeliveriesPayload { imported deliveries } ... on ValidationError { issues { field } } } }`,
      { input: { contentBase64: Buffer.from(file).toString('base64') } },
    );
    expect(result.data?.importDrumDeliveries).toEqual({
      __typename: 'ImportDrumDeliveriesPayload',
      imported: 2,
      deliveries: 1,
    });
  });
});

describe('a delivery day in a cell', () => {
  it('reads ISO text, a date cell and Excel day numbers; refuses anything else', () => {
    expect(importedDay('2026-10-01')?.toISOString()).toBe('2026-10-01T00:00:00.000Z');
    expect(importedDay('2026-10-01T08:30:00.000Z')?.toISOString()).toBe('2026-10-01T08:30:00.000Z');
    expect(importedDay(46296)?.toISOString()).toBe('2026-10-01T00:00:00.000Z');
    expect(importedDay('1 Oct')).toBeUndefined();
    expect(importedDay('2026-13-45')).toBeUndefined();
    expect(importedDay(null)).toBeUndefined();
  });
});
