// The documents speak their reader's language (docs/languages.md): the statement PDF and
// workbook, the report's and the Returns Log's workbooks, the master data sheets and the calendar
// feeds are Swedish for a Swedish reader, and for an English one (or one who asks for no
// language) the very words they had before there were languages.
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buybackStatementLines, buybackStatements, pickupRequestDrums, pickupRequests } from '../db/schema';
import { formatMoney } from '../domain/buyback';
import { formatReferenceNumber } from '../domain/referenceNumber';
import { XLSX_CONTENT_TYPE } from '../services/excel/workbook';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestClient } from '../test/support/harness';
import { setUpPickupWorld } from '../test/support/pickups';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
/** Alice reads English (her account's language); Sven, of the same company, Swedish. */
let alice: TestClient;
let sven: TestClient;
let admin: TestClient;
let svenskAdmin: TestClient;
let statementId: number;
let scheduledId: number;

beforeAll(async () => {
  // SEK: Swedish money reads '1 234,50 kr'.
  t = await createTestApp({ CURRENCY: 'SEK' });
  world = await setUpPickupWorld(t);
  const db = t.app.services.db;
  const svenUser = await t.createUser({ name: 'Sven', returnerCompanyId: world.firstCompany.id, locale: 'sv' });
  const adminUser = await t.createUser({ name: 'Agneta Admin', role: 'admin', locale: 'sv' });
  [alice, sven, admin, svenskAdmin] = await Promise.all([
    t.signIn(world.alice.email),
    t.signIn(svenUser.email),
    t.signIn('admin@example.com'),
    t.signIn(adminUser.email),
  ]);

  const [statement] = await db
    .insert(buybackStatements)
    .values({
      returnerCompanyId: world.firstCompany.id,
      month: '2026-11',
      status: 'paid',
      totalCents: 123_450,
      paymentReference: 'OCR 4711',
    })
    .returning();
  statementId = statement.id;
  await db.insert(buybackStatementLines).values([
    {
      statementId,
      kind: 'credit',
      referenceNumber: 'PR-000901',
      collectedAt: new Date('2026-11-23T12:00:00Z'),
      full: 2,
      minorDamage: 1,
      scrap: 0,
      missing: 0,
      amountCents: 128_450,
    },
    {
      statementId,
      kind: 'adjustment',
      referenceNumber: 'PR-000902',
      collectedAt: new Date('2026-11-24T12:00:00Z'),
      full: -1,
      minorDamage: 0,
      scrap: 0,
      missing: 0,
      amountCents: -5_000,
    },
  ]);

  const [scheduled] = await db
    .insert(pickupRequests)
    .values({
      status: 'pickup_scheduled',
      address: 'Kungsgatan 5 Stockholm',
      userId: world.alice.id,
      returnerCompanyId: world.firstCompany.id,
      zoneId: world.zone.id,
      scheduledPickupDate: new Date('2099-03-04T07:00:00Z'),
      hasLoadingCapability: true,
      requiresCraneTruck: true,
      transporterComments: 'Ring först',
      confirmedAt: new Date(),
    })
    .returning();
  scheduledId = scheduled.id;
  await db
    .insert(pickupRequestDrums)
    .values({ pickupRequestId: scheduledId, drumSpecId: world.woodSpec.id, quantity: 3 });
});
afterAll(() => t?.close());

async function pdfText(client: TestClient, path: string): Promise<string> {
  const response = await client.raw('GET', path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const pdf = await getDocument({ data: new Uint8Array(await response.arrayBuffer()) }).promise;
  const lines: string[] = [];
  for (let page = 1; page <= pdf.numPages; page++)
    for (const item of (await (await pdf.getPage(page)).getTextContent()).items)
      if ('str' in item && item.str.trim()) lines.push(item.str);
  return lines.join('\n');
}

/** Money as the PDF's text gives it back: Intl's no-break spaces read as plain ones. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function workbook(client: TestClient, path: string): Promise<ExcelJS.Workbook> {
  const response = await client.raw('GET', path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
  return book;
}

const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

/** The row whose first cell is `first`. */
const rowOf = (sheet: ExcelJS.Worksheet, first: string) => {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === first) found = row;
  });
  expect(found, first).toBeDefined();
  return found!;
};

const headerOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);

describe('the statement PDF', () => {
  it('is the English it always was for an English reader, whatever the browser asks for', async () => {
    const swedishBrowser = (await t.signIn(world.alice.email)).withLanguage('sv-SE,sv;q=0.9');
    for (const client of [alice, admin, swedishBrowser]) {
      const text = await pdfText(client, `/api/buyback-statements/${statementId}/pdf`);
      expect(text.split('\n')).toEqual([
        'Buyback statement',
        'Company: Cable Crew AB',
        'Organization number: 556677-8899',
        'Period: November 2026 (2026-11)',
        'Status: Paid',
        'Payment reference: OCR 4711',
        ...['Reference', 'Collected', 'Line', 'Full', 'Minor', 'Scrap', 'Missing', 'Amount'],
        ...['PR-000901', 'Nov 23, 2026', 'Collected', '2', '1', '0', '0', 'SEK 1,284.50'],
        // The narrow Line column breaks the adjustment's words in two, as it always did.
        ...['PR-000902', 'Nov 24, 2026', 'Adjustment', '(rolled back)', '-1', '0', '0', '0', '-SEK 50.00'],
        'Total: SEK 1,234.50',
      ]);
    }
  });

  it('is Swedish for a Swedish reader: words, dates in a table as 2026-11-23, money as 1 234,50 kr', async () => {
    const text = await pdfText(sven, `/api/buyback-statements/${statementId}/pdf`);
    const kr = (cents: number) => plainSpaces(formatMoney(cents, 'SEK', 'sv-SE'));
    expect(kr(123_450)).toBe('1 234,50 kr');
    expect(plainSpaces(text).split('\n')).toEqual([
      'Återköpsavräkning',
      'Företag: Cable Crew AB',
      'Organisationsnummer: 556677-8899',
      'Period: november 2026 (2026-11)',
      'Status: Betald',
      'Betalningsreferens: OCR 4711',
      ...['Referens', 'Hämtad', 'Rad', 'Fullt', 'Skada', 'Skrot', 'Saknas', 'Belopp'],
      ...['PR-000901', '2026-11-23', 'Hämtad', '2', '1', '0', '0', kr(128_450)],
      ...['PR-000902', '2026-11-24', 'Justering', '(återställd)', '-1', '0', '0', '0', kr(-5_000)],
      `Totalt: ${kr(123_450)}`,
    ]);
  });
});

describe('the statement workbook', () => {
  const path = () => `/api/buyback-statements/${statementId}/export-excel`;

  it('has the English labels, headers and sheet name it always had for an English reader', async () => {
    const book = await workbook(alice, path());
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('Statement 2026-11');
    const rows = rowsOf(sheet);
    expect(rows.slice(0, 5)).toEqual([
      ['Company', 'Cable Crew AB'],
      ['Organization number', '556677-8899'],
      ['Period', '2026-11'],
      ['Status', 'Paid'],
      ['Payment reference', 'OCR 4711'],
    ]);
    expect(rows[5]).toEqual(['Reference', 'Collected', 'Line', 'Full', 'Minor damage', 'Scrap', 'Missing', 'Amount']);
    expect(rows[6][2]).toBe('Collected');
    expect(rows[7][2]).toBe('Adjustment (rolled back)');
    expect(rows[8][0]).toBe('Total');
    // Row 7 is the header, row 6 empty: the first line is row 8.
    expect(sheet.getRow(8).getCell(8).numFmt).toBe('[$SEK] #,##0.00;-[$SEK] #,##0.00');
  });

  it('is Swedish for a Swedish reader, its amounts still numbers', async () => {
    const book = await workbook(sven, path());
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('Avräkning 2026-11');
    const rows = rowsOf(sheet);
    expect(rows.slice(0, 5)).toEqual([
      ['Företag', 'Cable Crew AB'],
      ['Organisationsnummer', '556677-8899'],
      ['Period', '2026-11'],
      ['Status', 'Betald'],
      ['Betalningsreferens', 'OCR 4711'],
    ]);
    expect(rows[5]).toEqual([
      'Referens',
      'Hämtad',
      'Rad',
      'Fullt återköp',
      'Mindre skada',
      'Skrot',
      'Saknas',
      'Belopp',
    ]);
    expect(rows[6][2]).toBe('Hämtad');
    expect(rows[7][2]).toBe('Justering (återställd)');
    expect(rows[8]).toEqual(['Totalt', ...Array(6).fill(undefined), 1234.5]);
    expect(sheet.getRow(8).getCell(8).numFmt).toBe('#,##0.00 "kr";-#,##0.00 "kr"');
  });
});

describe('the report workbook', () => {
  const path = '/api/admin/reports/buyback/export-excel?from=2026-11&to=2026-11';

  it('names its sheets and headers in English for an English admin, in Swedish for a Swedish one', async () => {
    const english = await workbook(admin, path);
    expect(english.worksheets.map((sheet) => sheet.name)).toEqual([
      'Months',
      'By drum type',
      'By zone',
      'By transport company',
    ]);
    expect(headerOf(english.getWorksheet('Months')!)).toEqual([
      'Month',
      'Drums collected',
      'Pickups collected',
      'Median days to collection',
      'Credited',
      'Paid',
      'Reused (kg)',
    ]);
    const swedish = await workbook(svenskAdmin, path);
    expect(swedish.worksheets.map((sheet) => sheet.name)).toEqual([
      'Månader',
      'Per trumtyp',
      'Per zon',
      'Per transportföretag',
    ]);
    expect(headerOf(swedish.worksheets[0])).toEqual([
      'Månad',
      'Hämtade trummor',
      'Hämtade upphämtningar',
      'Mediantid till hämtning (dagar)',
      'Krediterat',
      'Betalt',
      'Återanvänt (kg)',
    ]);
    expect(headerOf(swedish.worksheets[1])).toEqual([
      'Månad',
      'Trumtyp',
      'Fullt återköp',
      'Mindre skada',
      'Skrot',
      'Saknas',
    ]);
  });
});

describe('the Returns Log workbook', () => {
  const path = '/api/pickup-requests/export-excel';

  it('is the English log for an English admin: its sheet, headers and status words', async () => {
    const sheet = (await workbook(admin, path)).worksheets[0];
    expect(sheet.name).toBe('Returns Log');
    expect(headerOf(sheet)).toEqual([
      'Reference',
      'Status',
      'Returner Company',
      'Zone',
      'Transport Company',
      'Address',
      'Drums',
      'Total Drums',
      'Buyback Value',
      'Created',
      'Submitted',
      'Scheduled Pickup',
      'Collected',
      'Cancelled',
    ]);
    const row = rowOf(sheet, formatReferenceNumber(scheduledId));
    expect(row.getCell(2).value).toBe('Pickup Scheduled');
    expect(row.getCell(9).numFmt).toBe('"$"#,##0.00');
  });

  it('is Swedish for a Swedish admin: headers, status words and the currency’s sign', async () => {
    const sheet = (await workbook(svenskAdmin, path)).worksheets[0];
    expect(sheet.name).toBe('Returlogg');
    expect(headerOf(sheet)).toEqual([
      'Referens',
      'Status',
      'Kundföretag',
      'Zon',
      'Transportföretag',
      'Adress',
      'Trummor',
      'Antal trummor',
      'Återköpsvärde',
      'Skapad',
      'Skickad',
      'Planerad upphämtning',
      'Hämtad',
      'Avbruten',
    ]);
    const row = rowOf(sheet, formatReferenceNumber(scheduledId));
    expect(row.getCell(2).value).toBe('Upphämtning planerad');
    expect(row.getCell(3).value).toBe('Cable Crew AB');
    expect(row.getCell(9).numFmt).toBe('#,##0.00 "kr";-#,##0.00 "kr"');
  });
});

describe('the master data sheets', () => {
  it('keep their English sheet names and column keys for an English admin', async () => {
    const book = await workbook(admin, '/api/drum-specs/export-excel');
    expect(book.worksheets[0].name).toBe('Drum specifications');
    expect(headerOf(book.worksheets[0])).toEqual([
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
      'rentFreeDays',
      'monthlyRentPercent',
      'forfeitAfterDays',
      'drumInfo',
      'availableFor',
    ]);
  });

  it('are Swedish for a Swedish admin, and a Swedish sheet imports for anyone, as an English one does', async () => {
    const response = await svenskAdmin.raw('GET', '/api/drum-types/export-excel');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(bytes) as never);
    expect(book.worksheets[0].name).toBe('Trumtyper');
    expect(headerOf(book.worksheets[0])).toEqual(['id', 'Namn']);
    const drumTypes = await t.app.services.db.query.drumTypes.findMany();
    expect(rowsOf(book.worksheets[0]).length).toBe(drumTypes.length + 1);

    for (const importer of [admin, svenskAdmin]) {
      const form = new FormData();
      form.append('file', new File([bytes], 'trumtyper.xlsx', { type: XLSX_CONTENT_TYPE }));
      const imported = await importer.raw('POST', '/api/drum-types/import-excel', { body: form });
      expect(imported.status).toBe(200);
      expect(await imported.json()).toMatchObject({ imported: 0, updated: drumTypes.length });
    }
    expect(await t.app.services.db.query.drumTypes.findMany()).toEqual(drumTypes);
  });

  it('read a users sheet by its Swedish headers', async () => {
    const response = await svenskAdmin.raw('GET', '/api/users/export-excel');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('Användare');
    expect(headerOf(sheet).slice(0, 6)).toEqual(['id', 'Namn', 'E-post', 'Roll', 'Godkänd', 'Aktiv']);
    // Sven's name changed in the Swedish sheet: the import finds the name column by 'Namn'.
    const svenRow = rowsOf(sheet).findIndex((values) => values[1] === 'Sven');
    sheet.getRow(svenRow + 1).getCell(2).value = 'Sven Svensson';
    const form = new FormData();
    const changed = new Uint8Array(await book.xlsx.writeBuffer());
    form.append('file', new File([changed], 'anvandare.xlsx', { type: XLSX_CONTENT_TYPE }));
    const imported = await admin.raw('POST', '/api/users/import-excel', { body: form });
    expect(imported.status).toBe(200);
    expect(await t.app.services.db.query.users.findFirst({ where: { name: 'Sven Svensson' } })).toBeDefined();
  });
});

describe('the calendar feed', () => {
  const FEED_URL = `query Feed($id: ID!) { node(id: $id) { ... on ReturnerCompany { calendarFeedUrl } } }`;
  const feedUrlOf = async (client: TestClient) => {
    const { encodeGlobalID } = await import('@pothos/plugin-relay');
    const result = await client.gql<{ node: { calendarFeedUrl: string } }>(FEED_URL, {
      id: encodeGlobalID('ReturnerCompany', world.firstCompany.id),
    });
    return result.data!.node.calendarFeedUrl;
  };
  /** The feed as a calendar app gets it (no session, no useful language), lines unfolded. */
  const feed = async (url: string) => {
    const response = await t.client().raw('GET', url.slice(TEST_ORIGIN.length));
    expect(response.status).toBe(200);
    return (await response.text()).replace(/\r\n[ \t]/g, '');
  };
  const reference = () => formatReferenceNumber(scheduledId);

  it('gives an English viewer the URL it always had, and its feed the English it always had', async () => {
    const url = await feedUrlOf(alice);
    expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/api/calendar/[0-9a-f]{64}\\.ics$`));
    const text = await feed(url);
    expect(text).toContain('X-WR-CALNAME:Drum Returns: Cable Crew AB\r\n');
    expect(text).toContain(`SUMMARY:Drum pickup ${reference()}: 3 drums\r\n`);
    expect(text).toContain(
      `DESCRIPTION:3 drums at Kungsgatan 5 Stockholm\\nSite: Loading capability\\, Crane truck required\\nComments: Ring först\\n${TEST_ORIGIN}/returns?scrollTo=${scheduledId}\r\n`,
    );
  });

  it('gives a Swedish viewer a URL with ?lang=sv, whose feed is Swedish', async () => {
    const url = await feedUrlOf(sven);
    expect(url).toBe(`${await feedUrlOf(alice)}?lang=sv`);
    const text = await feed(url);
    expect(text).toContain('X-WR-CALNAME:Drum Returns: Cable Crew AB\r\n');
    expect(text).toContain(`SUMMARY:Upphämtning ${reference()}: 3 trummor\r\n`);
    expect(text).toContain(
      `DESCRIPTION:3 trummor på Kungsgatan 5 Stockholm\\nPlatsinformation: Lastmöjlighet med lastbil\\, Kranbil behövs\\nKommentarer: Ring först\\n${TEST_ORIGIN}/returns?scrollTo=${scheduledId}\r\n`,
    );
  });

  it('is English without the parameter or with a language we do not speak; the case of sv does not matter', async () => {
    const english = await feedUrlOf(alice);
    for (const url of [english, `${english}?lang=de`, `${english}?lang=`, `${english}?lang=${'x'.repeat(500)}`])
      expect(await feed(url)).toContain(`SUMMARY:Drum pickup ${reference()}: 3 drums\r\n`);
    expect(await feed(`${english}?lang=SV`)).toContain(`SUMMARY:Upphämtning ${reference()}: 3 trummor\r\n`);
  });

  it('rotates to a new URL that keeps the viewer’s language', async () => {
    const { encodeGlobalID } = await import('@pothos/plugin-relay');
    const rotated = await sven.gql<{ rotateCalendarFeed: { calendarFeedUrl: string } }>(
      `mutation($input: RotateCalendarFeedInput!) { rotateCalendarFeed(input: $input) { calendarFeedUrl } }`,
      { input: { companyId: encodeGlobalID('ReturnerCompany', world.firstCompany.id) } },
    );
    const url = rotated.data!.rotateCalendarFeed.calendarFeedUrl;
    expect(url).toMatch(/\.ics\?lang=sv$/);
    expect(url).toBe(await feedUrlOf(sven));
    expect(await feed(url)).toContain(`SUMMARY:Upphämtning ${reference()}: 3 trummor\r\n`);
  });
});
