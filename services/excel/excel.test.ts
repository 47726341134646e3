// Round trip of every entity, a bad row named by its number with
// nothing imported, and refusals of files that are not real .xlsx workbooks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drumSpecs, drumTypes, pickupRequests, returnerCompanies, transportCompanies, users } from '../../db/schema';
import { USER_RULE_MESSAGES } from '../../domain/users';
import { createTestApp, type TestApp, type TestClient, userByEmail } from '../../test/support/harness';
import { linkIn } from '../../test/support/smtpSink';
import { makeZip, WORKBOOK_PARTS } from '../../test/support/zip';
import { readSheet, writeSheet, XLSX_CONTENT_TYPE } from './workbook';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@example.com');
  const db = t.app.services.db;
  const [wood] = await db
    .select()
    .from(drumTypes)
    .where((await import('drizzle-orm')).eq(drumTypes.name, 'wood'));
  await db.insert(drumSpecs).values([
    { name: 'K12', articleNumber: 'A-12', drumTypeId: wood.id, weight: 120.5, buybackPrice: 50, scrapHandlingFee: 10 },
    {
      name: 'K14',
      drumTypeId: wood.id,
      buybackPrice: 70,
      buybackPrice80: 50,
      availableFor: 'admin',
      drumInfo: 'Heavy',
    },
  ]);
  const [company] = await db
    .insert(returnerCompanies)
    .values([
      { name: 'Cable Crew AB', organizationNumber: '556677-8899', email: 'info@cablecrew.se' },
      { name: 'Wire Works AB', organizationNumber: '556677-0000', address: 'Road 1' },
    ])
    .returning();
  const [haulier] = await db
    .insert(transportCompanies)
    .values([{ name: 'Haul AB', organizationNumber: '111111-2222', phone: '08-1' }])
    .returning();
  await t.createUser({
    name: 'Rita',
    returnerCompanyId: company.id,
    companyOrgNumber: '556677-8899',
    company: 'Cable Crew AB',
  });
  await t.createUser({ name: 'Tom', role: 'transporter', transportCompanyId: haulier.id });
  await t.createUser({ name: 'Pat', approved: false });
});
afterAll(() => t?.close());

async function upload(path: string, bytes: Uint8Array, filename = 'sheet.xlsx', client = admin) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], filename, { type: XLSX_CONTENT_TYPE }));
  const response = await client.raw('POST', path, { body: form });
  return { status: response.status, body: await response.json() };
}

async function exported(path: string) {
  const response = await admin.raw('GET', path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.xlsx"$/);
  return new Uint8Array(await response.arrayBuffer());
}

const tables = {
  'drum-types': drumTypes,
  'drum-specs': drumSpecs,
  'returner-companies': returnerCompanies,
  'transport-companies': transportCompanies,
  users,
};
const snapshot = async (entity: keyof typeof tables) => {
  const rows = (await t.app.services.db.select().from(tables[entity] as typeof users)) as Record<string, unknown>[];
  return rows.map(({ updatedAt: _u, ...rest }) => rest).sort((a, b) => Number(a.id) - Number(b.id));
};

describe('Excel round trip', () => {
  it.each(Object.keys(tables) as (keyof typeof tables)[])(
    '%s: export then import of the same file updates every row, adds none, changes nothing',
    async (entity) => {
      const before = await snapshot(entity);
      expect(before.length).toBeGreaterThan(0);
      const file = await exported(`/api/${entity}/export-excel`);
      const result = await upload(`/api/${entity}/import-excel`, file);
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ imported: 0, updated: before.length });
      expect(await snapshot(entity)).toEqual(before);
    },
  );
});

describe('Excel import', () => {
  const companyRow = (n: number) => ({
    name: `Hauler ${n}`,
    organizationNumber: `22222${n}-000${n}`,
    email: `h${n}@example.com`,
  });

  it('names row 7 for a bad organization number and imports nothing', async () => {
    const before = await snapshot('transport-companies');
    const rows = [1, 2, 3, 4, 5, 6].map(companyRow);
    rows[5].organizationNumber = '2222226000'; // sheet row 7: header is row 1
    const file = await writeSheet(
      'Transport companies',
      ['id', 'name', 'organizationNumber', 'contactPerson', 'email', 'phone'],
      rows,
    );
    const result = await upload('/api/transport-companies/import-excel', file);
    expect(result.status).toBe(400);
    expect(result.body.error).toBe('Row 7: Organization number must be in format xxxxxx-xxxx');
    expect(result.body.issues).toEqual([
      { field: 'row 7.organizationNumber', message: 'Row 7: Organization number must be in format xxxxxx-xxxx' },
    ]);
    expect(await snapshot('transport-companies')).toEqual(before);
  });

  // NUL and lone surrogates cannot pass through a workbook's XML (exceljs drops or replaces
  // them); the domain's text rule that refuses them is the one applied to every cell.
  it('refuses a cell past 254 characters by row and field and imports nothing', async () => {
    const before = await snapshot('transport-companies');
    const rows = [1, 2].map(companyRow);
    rows[1].name = 'H'.repeat(300);
    const file = await writeSheet('Transport companies', ['id', 'name', 'organizationNumber', 'email'], rows);
    const result = await upload('/api/transport-companies/import-excel', file);
    expect(result.status).toBe(400);
    expect(result.body.issues).toEqual([{ field: 'row 3.name', message: 'Row 3: Must be 254 characters or less' }]);
    expect(await snapshot('transport-companies')).toEqual(before);
  });

  it('writes the rows that changed in the sheet', async () => {
    const columns = ['id', 'name', 'organizationNumber', 'email', 'address', 'contactPerson'];
    const rows = (await readSheet(await exported('/api/returner-companies/export-excel'), columns)).map(
      (r) => r.values,
    );
    rows[0].contactPerson = 'Changed Person';
    const result = await upload(
      '/api/returner-companies/import-excel',
      await writeSheet('Returner companies', columns, rows),
    );
    expect(result.body).toMatchObject({ imported: 0, updated: rows.length });
    const stored = await t.app.services.db.query.returnerCompanies.findFirst({ where: { id: Number(rows[0].id) } });
    expect(stored?.contactPerson).toBe('Changed Person');
  });

  it('imports through GraphQL as a multipart upload, with row errors as a typed ValidationError', async () => {
    const upload = async (rows: Record<string, unknown>[]) => {
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({
          query:
            'mutation($i: ImportExcelInput!) { importExcel(input: $i) { __typename ... on ImportExcelPayload { imported updated } ... on ValidationError { issues { field message } } } }',
          variables: { i: { entity: 'DRUM_TYPES', file: null } },
        }),
      );
      form.append('map', JSON.stringify({ 0: ['variables.i.file'] }));
      form.append('0', new File([new Uint8Array(await writeSheet('Drum types', ['id', 'name'], rows))], 'types.xlsx'));
      const response = await admin.raw('POST', '/graphql', { body: form, headers: { 'x-graphql-yoga-csrf': '1' } });
      return (await response.json()).data.importExcel;
    };
    expect(await upload([{ name: 'foam' }])).toEqual({ __typename: 'ImportExcelPayload', imported: 1, updated: 0 });
    expect(await upload([{ name: 'cork' }, { id: 99999, name: '' }, { id: 'abc', name: 'x' }])).toEqual({
      __typename: 'ValidationError',
      issues: [
        { field: 'row 3.name', message: 'Row 3: Type name is required' },
        { field: 'row 4.id', message: 'Row 4: id must be a positive whole number or empty' },
      ],
    });
    expect(await t.app.services.db.query.drumTypes.findFirst({ where: { name: 'cork' } })).toBeUndefined();
  });

  it("refuses another entity's sheet instead of reading its ids and names", async () => {
    const before = await snapshot('drum-types');
    const result = await upload('/api/drum-types/import-excel', await exported('/api/users/export-excel'));
    expect(result.status).toBe(400);
    expect(result.body.error).toMatch(
      /^Unknown columns "email", "role", .*: the drum types sheet has the columns id, name$/,
    );
    expect(await snapshot('drum-types')).toEqual(before);
  });

  it("names the sheet and its columns as an export in the importer's language heads them, and words its rows' faults there", async () => {
    const swede = await t.signIn((await t.createUser({ role: 'admin', locale: 'sv' })).email);
    const before = await snapshot('drum-types');
    const colour = await writeSheet('Drum types', ['id', 'name', 'colour'], [{ id: null, name: 'x' }]);
    const english = await upload('/api/drum-types/import-excel', colour);
    expect(english.status).toBe(400);
    expect(english.body.error).toBe('Unknown column "colour": the drum types sheet has the columns id, name');
    const swedish = await upload('/api/drum-types/import-excel', colour, 'sheet.xlsx', swede);
    expect(swedish.status).toBe(400);
    expect(swedish.body.code).toBe(english.body.code);
    expect(swedish.body.error).toBe('Okänd kolumn "colour": bladet trumtyper har kolumnerna id, Namn');
    const users = await exported('/api/users/export-excel');
    expect((await upload('/api/drum-types/import-excel', users, 'sheet.xlsx', swede)).body.error).toMatch(
      /^Okända kolumner "email", "role", .*: bladet trumtyper har kolumnerna id, Namn$/,
    );

    const faults = await writeSheet(
      'Trumtyper',
      ['id', 'name'],
      [
        { id: null, name: 'cork' },
        { id: 99999, name: '' },
        { id: 'abc', name: 'x' },
      ],
      ['id', 'Namn'],
    );
    const rows = await upload('/api/drum-types/import-excel', faults, 'sheet.xlsx', swede);
    expect(rows.status).toBe(400);
    expect(rows.body.issues).toEqual([
      { field: 'row 3.name', message: 'Rad 3: Namn på trumtypen krävs' },
      { field: 'row 4.id', message: 'Rad 4: id måste vara ett positivt heltal eller tomt' },
    ]);
    expect(await snapshot('drum-types')).toEqual(before);
  });

  it('names at most five unknown columns, each cut to 40 characters, in an answer under 2 KB', async () => {
    const before = await snapshot('drum-types');
    const headers = Array.from({ length: 30 }, (_, index) => `${index}${'h'.repeat(30_000)}`);
    const result = await upload(
      '/api/drum-types/import-excel',
      await writeSheet('Drum types', ['id', 'name', ...headers], [{ id: null, name: 'x' }]),
    );
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body).length).toBeLessThan(2048);
    expect(result.body.error).toBe(
      `Unknown columns ${headers
        .slice(0, 5)
        .map((header) => `"${header.slice(0, 40)}…"`)
        .join(', ')}, 25 more: the drum types sheet has the columns id, name`,
    );
    expect(await snapshot('drum-types')).toEqual(before);
  });

  it('adds new rows and reports them as imported', async () => {
    const file = await writeSheet(
      'Transport companies',
      ['id', 'name', 'organizationNumber'],
      [1, 2, 3].map(companyRow),
    );
    const result = await upload('/api/transport-companies/import-excel', file);
    expect(result.body).toMatchObject({ imported: 3, updated: 0 });
    const again = await upload('/api/transport-companies/import-excel', file); // no ids: matched by organization number
    expect(again.body).toMatchObject({ imported: 0, updated: 3 });
  });

  it('gives imported users an unusable password, approval from the sheet; rejects bad rows by number', async () => {
    const columns = ['id', 'name', 'email', 'role', 'approved', 'active', 'companyOrgNumber'];
    const good = await writeSheet('Users', columns, [
      { name: 'Ivan Import', email: 'ivan@example.com', role: 'returner', approved: 'no' },
    ]);
    expect((await upload('/api/users/import-excel', good)).body).toMatchObject({ imported: 1, updated: 0 });
    const ivan = (await userByEmail(t.app, 'ivan@example.com'))!;
    expect(ivan).toMatchObject({ approved: false, reviewed: true, role: 'returner' });
    expect((await t.client().rest('POST', '/api/auth/login', { email: 'ivan@example.com', password: '' })).status).toBe(
      400,
    );
    expect(
      (await t.client().rest('POST', '/api/auth/login', { email: 'ivan@example.com', password: ivan.passwordHash }))
        .status,
    ).toBe(401);
    // The way in: "Forgot password" mails a reset link, which also proves the address.
    await t.client().rest('POST', '/api/auth/forgot-password', { email: 'ivan@example.com' });
    const token = new URL(
      linkIn(await t.mailTo('ivan@example.com', 'Reset'), 'http://localhost:3000/reset-password?token='),
    ).searchParams.get('token');
    expect((await t.client().rest('POST', '/api/auth/reset-password', { token, newPassword: 'chosen1' })).status).toBe(
      200,
    );
    expect(
      (await t.client().rest('POST', '/api/auth/login', { email: 'ivan@example.com', password: 'chosen1' })).status,
    ).toBe(200);

    const bad = await writeSheet('Users', columns, [
      { name: 'A', email: 'a@example.com' },
      { name: 'B', email: 'not-an-email' },
      { name: 'C', email: 'ivan@example.com' },
      { name: 'C2', email: 'ivan@example.com' },
      { name: 'D', email: 'd@example.com', role: 'transporter' },
      { name: 'E', email: 'e@example.com', companyOrgNumber: '12-34' },
    ]);
    const result = await upload('/api/users/import-excel', bad);
    expect(result.status).toBe(400);
    expect(result.body.issues.map((i: { message: string }) => i.message)).toEqual([
      'Row 3: Valid email is required',
      'Row 5: An account with this email already exists',
      'Row 6: A transporter needs a transport company',
      'Row 7: Organization number must be in format xxxxxx-xxxx',
    ]);
    expect(await userByEmail(t.app, 'a@example.com')).toBeUndefined();
  });

  it('reads drum specs that name their type instead of giving its id', async () => {
    const file = await writeSheet(
      'Drum specs',
      ['name', 'drumType', 'buybackPrice'],
      [{ name: 'S9', drumType: 'Steel', buybackPrice: 12 }],
    );
    expect((await upload('/api/drum-specs/import-excel', file)).body).toMatchObject({ imported: 1, updated: 0 });
    const rows = await readSheet(await exported('/api/drum-specs/export-excel'), ['name', 'drumType']);
    expect(rows.map((r) => r.values)).toContainEqual({ name: 'S9', drumType: 'steel' });
  });

  it('refuses a .csv renamed .xlsx (415), a non-workbook zip (415), a zip bomb (413) and a missing file (400)', async () => {
    const before = await snapshot('drum-types');
    const csv = await upload('/api/drum-types/import-excel', Buffer.from('id,name\n,foam\n'), 'types.xlsx');
    expect(csv.status).toBe(415);
    expect(csv.body.error).toBe('The file must be an Excel workbook (.xlsx)');
    expect(
      (await upload('/api/drum-types/import-excel', makeZip([{ name: 'a.txt', data: Buffer.from('x') }]))).status,
    ).toBe(415);
    const bomb = makeZip([
      ...WORKBOOK_PARTS,
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(60 * 1024 * 1024) },
    ]);
    expect((await upload('/api/drum-types/import-excel', bomb)).status).toBe(413);
    const form = new FormData();
    form.append('other', 'x');
    expect((await admin.raw('POST', '/api/drum-types/import-excel', { body: form })).status).toBe(400);
    expect(await snapshot('drum-types')).toEqual(before);
  });

  it('refuses an oversized upload (413) before parsing', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024);
    big.writeUInt32LE(0x04034b50, 0);
    const result = await upload('/api/drum-types/import-excel', big);
    expect(result.status).toBe(413);
  });
});

// A users sheet writes accounts through the same service as an admin's edit.
describe('Excel import of users, through the user service', () => {
  const columns = ['id', 'name', 'email', 'role', 'approved', 'active', 'returnerCompanyId'];

  it('approving a user by sheet mails and notifies them, as approveUser does', async () => {
    const paula = await t.createUser({ name: 'Paula Pending', approved: false });
    const sheet = await writeSheet('Users', columns, [
      { id: paula.id, name: paula.name, email: paula.email, role: 'returner', approved: 'yes', active: 'yes' },
    ]);
    expect((await upload('/api/users/import-excel', sheet)).body).toMatchObject({ imported: 0, updated: 1 });

    expect(await userByEmail(t.app, paula.email)).toMatchObject({ approved: true, reviewed: true });
    const mail = await t.mailTo(paula.email, 'approved');
    expect(mail.subject).toBe('Your Drum Returns account has been approved');
    expect(mail.text).toContain('http://localhost:3000/login');
    const mine = await (await t.signIn(paula.email)).rest('GET', '/api/notifications');
    expect(mine.body.notifications.map((n: { message: string }) => n.message)).toEqual([
      'Your account has been approved. You can now use Drum Returns.',
    ]);
  });

  it("assigning a returner company by sheet moves the user's company-less requests to it", async () => {
    const db = t.app.services.db;
    const [cableCrew, wireWorks] = await db.query.returnerCompanies.findMany({ orderBy: { id: 'asc' } });
    const cora = await t.createUser({ name: 'Cora Companyless' });
    const other = await t.createUser({ name: 'Otto Other' });
    const [own, ownElsewhere, othersOwn] = await db
      .insert(pickupRequests)
      .values([
        { address: 'Cora 1', userId: cora.id },
        { address: 'Cora 2', userId: cora.id, returnerCompanyId: wireWorks.id, status: 'collected' },
        { address: 'Otto 1', userId: other.id },
      ])
      .returning();
    const sheet = await writeSheet('Users', columns, [
      {
        id: cora.id,
        name: cora.name,
        email: cora.email,
        role: 'returner',
        approved: 'yes',
        active: 'yes',
        returnerCompanyId: cableCrew.id,
      },
    ]);
    expect((await upload('/api/users/import-excel', sheet)).body).toMatchObject({ imported: 0, updated: 1 });

    const companyOf = async (id: number) =>
      (await db.query.pickupRequests.findFirst({ where: { id }, columns: { returnerCompanyId: true } }))!
        .returnerCompanyId;
    expect(await companyOf(own.id)).toBe(cableCrew.id);
    expect(await companyOf(ownElsewhere.id)).toBe(wireWorks.id);
    expect(await companyOf(othersOwn.id)).toBeNull();
  });

  it('refuses a sheet that demotes or deactivates the importing admin, with the one "not yourself" message', async () => {
    const self = (await userByEmail(t.app, 'admin@example.com'))!;
    for (const change of [{ role: 'returner' }, { active: 'no' }]) {
      const sheet = await writeSheet('Users', columns, [
        { id: self.id, name: self.name, email: self.email, role: 'admin', approved: 'yes', active: 'yes', ...change },
      ]);
      const result = await upload('/api/users/import-excel', sheet);
      expect(result.status).toBe(400);
      expect(result.body.issues).toEqual([
        { field: 'row 2.role', message: `Row 2: ${USER_RULE_MESSAGES.notYourself}` },
      ]);
    }
    expect(await userByEmail(t.app, 'admin@example.com')).toMatchObject({ role: 'admin', active: true });
  });
});
