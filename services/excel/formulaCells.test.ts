// Every exported workbook writes text that a spreadsheet would take for a formula with a leading
// apostrophe (OWASP, CSV injection), so editing the cell keeps it text; our import reads it back
// as it was. One test per family of writers: master data sheets (with the users' round trip),
// statement and report workbooks, the Returns Log.
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buybackStatementLines, buybackStatements, pickupRequests, returnerCompanies, users } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { setUpPickupWorld, STOCKHOLM } from '../../test/support/pickups';
import { XLSX_CONTENT_TYPE } from './workbook';

const FORMULA = '=HYPERLINK("http://attacker.example","Click")';

let t: TestApp;
let admin: TestClient;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  admin = await t.signIn('admin@example.com');
});
afterAll(() => t?.close());

async function workbookAt(path: string) {
  const response = await admin.raw('GET', path);
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
  return { workbook, bytes: await workbook.xlsx.writeBuffer() };
}

/** Every text cell of the first sheet. */
function texts(workbook: ExcelJS.Workbook): string[] {
  const found: string[] = [];
  workbook.worksheets[0].eachRow((row) =>
    row.eachCell((cell) => {
      if (typeof cell.value === 'string') found.push(cell.value);
    }),
  );
  return found;
}

describe('formulas in exported text', () => {
  it('users export: guarded with an apostrophe, and the import reads the person back unchanged', async () => {
    const user = await t.createUser({ name: FORMULA, phoneNumber: '+46 70 123 45 67', division: '@Sales' });
    const { workbook } = await workbookAt('/api/users/export-excel');
    expect(texts(workbook)).toEqual(expect.arrayContaining([`'${FORMULA}`, "'+46 70 123 45 67", "'@Sales"]));
    expect(texts(workbook)).not.toContain(FORMULA);

    const exported = await admin.raw('GET', '/api/users/export-excel');
    const form = new FormData();
    form.append('file', new File([await exported.arrayBuffer()], 'users.xlsx', { type: XLSX_CONTENT_TYPE }));
    const imported = await admin.raw('POST', '/api/users/import-excel', { body: form });
    expect(imported.status).toBe(200);
    expect(await imported.json()).toMatchObject({ imported: 0 });
    const after = await t.app.services.db.query.users.findFirst({ where: { id: user.id } });
    expect(after).toMatchObject({ name: FORMULA, phoneNumber: '+46 70 123 45 67', division: '@Sales' });
    await t.app.services.db.delete(users).where(eq(users.id, user.id));
  });

  it('statement workbook: the company name is guarded', async () => {
    const db = t.app.services.db;
    const [company] = await db
      .insert(returnerCompanies)
      .values({ name: '-2+3', organizationNumber: '556677-1234' })
      .returning();
    const [statement] = await db
      .insert(buybackStatements)
      .values({ returnerCompanyId: company.id, month: '2026-11', status: 'paid', totalCents: 500 })
      .returning();
    await db.insert(buybackStatementLines).values({
      statementId: statement.id,
      kind: 'credit',
      referenceNumber: 'PR-000001',
      collectedAt: new Date('2026-11-02T10:00:00Z'),
      full: 1,
      minorDamage: 0,
      scrap: 0,
      missing: 0,
      amountCents: 500,
    });
    const { workbook } = await workbookAt(`/api/buyback-statements/${statement.id}/export-excel`);
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Company', "'-2+3"]);
    expect(rows.find((row) => row[0] === 'PR-000001')?.at(-1)).toBe(5);
  });

  it('Returns Log: an address that starts a formula is guarded', async () => {
    await t.app.services.db.insert(pickupRequests).values({
      status: 'pending_confirmation',
      address: '@SUM(1,2) Storgatan 1',
      ...STOCKHOLM,
      zoneId: world.zone.id,
      userId: world.alice.id,
      returnerCompanyId: world.firstCompany.id,
      confirmedAt: new Date(),
    });
    const { workbook } = await workbookAt('/api/pickup-requests/export-excel');
    expect(texts(workbook)).toContain("'@SUM(1,2) Storgatan 1");
    expect(texts(workbook)).not.toContain('@SUM(1,2) Storgatan 1');
  });
});
