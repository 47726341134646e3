// Tracked drums' money on the monthly statements (docs/tracked-drums.md, "Money"), read as a
// returner and an admin read them over GraphQL and REST: per drum a rent line for each started
// month past the rent-free days and the full charge once, each naming the drum; a forfeited drum
// returned later credited as usual with its full charge reversed; totals the sums of their lines;
// reading again adds nothing; an approved statement never changes.
import { encodeGlobalID } from '@pothos/plugin-relay';
import ExcelJS from 'exceljs';
import { and, eq, isNotNull } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buybackStatementLines, buybackStatements, drumSpecs, pickupRequests } from '../../db/schema';
import { formatMoney, statementMonth } from '../../domain/buyback';
import { chargeBeforeReading } from '../../services/trackedDrums/drumCharges';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import {
  gqlMultipart,
  photo,
  setUpHauler,
  setUpPickupWorld,
  specGlobalId,
  STOCKHOLM,
} from '../../test/support/pickups';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** 10% of 1,000.00 a month after 30 rent-free days; the whole 1,000.00 after 100 days. */
const MONTHLY_RENT = 10_000;
const FORFEIT = 100_000;

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let hauler: Awaited<ReturnType<typeof setUpHauler>>;
let admin: TestClient;
let alice: TestClient;
let eve: TestClient;
let driver: TestClient;
/** When the late drum's full charge fell: two hours before the suite started. */
let lateForfeitsOn: Date;
/** The request that returned LATE-1. */
let requestId: number;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  hauler = await setUpHauler(t, world);
  await t.app.services.db
    .update(drumSpecs)
    .set({ buybackPrice: 1000, rentFreeDays: 30, monthlyRentPercent: 10, forfeitAfterDays: 100 })
    .where(eq(drumSpecs.id, world.woodSpec.id));
  [admin, alice, eve, driver] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn(world.alice.email),
    t.signIn(world.eve.email),
    t.signIn(hauler.driver.email),
  ]);
  const now = Date.now();
  lateForfeitsOn = new Date(now - 2 * HOUR);
  // Rent since 45 days: two started months (the third starts in about 15 days), no full charge yet.
  await deliver('RENT-1', new Date(now - 75 * DAY));
  // Still rent-free for 20 days.
  await deliver('FREE-1', new Date(now - 10 * DAY));
  // Rent since 70 days (three started months), charged in full two hours ago.
  await deliver('LATE-1', new Date(lateForfeitsOn.getTime() - 100 * DAY));
  // Another company's drum: its lines are on its own statements only.
  await deliver('EVE-1', new Date(now - 75 * DAY), world.secondCompany.id);
});
afterAll(() => t?.close());

async function deliver(number: string, deliveredAt: Date, companyId = world.firstCompany.id) {
  const created = await admin.rest('POST', '/api/drum-deliveries', {
    returnerCompanyId: companyId,
    deliveryNote: `DN-${number}`,
    deliveredAt: deliveredAt.toISOString(),
    address: 'Sveavägen 1, Stockholm',
    ...STOCKHOLM,
    drums: [{ number, drumSpecId: world.woodSpec.id }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

type Line = {
  kind: string;
  referenceNumber: string;
  collectedAt: string;
  drumNumber: string | null;
  chargedFor: string | null;
  amountCents: number;
  full: number;
};
type Statement = {
  id: string;
  databaseId: number;
  month: string;
  status: string;
  totalCents: number;
  lineCount: number;
  lines: Line[];
};

const LINE = 'kind referenceNumber collectedAt drumNumber chargedFor amountCents full';
const STATEMENTS = `query($companyId: ID) { buybackStatements(companyId: $companyId) { edges { node {
  id databaseId month status totalCents lineCount lines { ${LINE} } } } } }`;

async function statementsOf(client: TestClient, companyId?: number): Promise<Statement[]> {
  const result = await client.gql(STATEMENTS, {
    companyId: companyId === undefined ? undefined : encodeGlobalID('ReturnerCompany', companyId),
  });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data.buybackStatements.edges.map((edge: { node: Statement }) => edge.node);
}

const linesOf = (statements: Statement[], number: string) =>
  statements
    .flatMap((statement) => statement.lines.map((line) => ({ ...line, statement })))
    .filter((line) => line.drumNumber === number)
    .sort((a, b) => a.collectedAt.localeCompare(b.collectedAt));

const sum = (lines: { amountCents: number }[]) => lines.reduce((total, line) => total + line.amountCents, 0);

/** Every statement's total is the sum of its lines, and its line count theirs. */
function expectConsistent(statements: Statement[]) {
  for (const statement of statements) {
    expect(statement.totalCents, statement.month).toBe(sum(statement.lines));
    expect(statement.lineCount).toBe(statement.lines.length);
  }
}

/** The hauler collects LATE-1 whole on its request. */
async function collectLate() {
  const collected = await driver.rest('PATCH', `/api/transport/pickup-requests/${requestId}/complete`, {
    drums: [{ number: 'LATE-1', condition: 'FULL' }],
  });
  expect(collected.status, JSON.stringify(collected.body)).toBe(200);
}

const drumLineCount = () =>
  t.app.services.db.$count(buybackStatementLines, isNotNull(buybackStatementLines.drumStintId));

describe('a returner’s statements with tracked drums', () => {
  it('carry a rent line per started month past the rent-free days and the full charge once, each naming its drum', async () => {
    const statements = await statementsOf(alice);
    expectConsistent(statements);

    const rent = linesOf(statements, 'RENT-1');
    expect(rent.map((line) => [line.kind, line.amountCents, line.referenceNumber])).toEqual([
      ['RENT', -MONTHLY_RENT, 'RENT-1'],
      ['RENT', -MONTHLY_RENT, 'RENT-1'],
    ]);
    // Each on the statement of its rent month's start, a calendar month apart.
    for (const line of rent) {
      expect(line.chargedFor).toBe(line.collectedAt);
      expect(line.statement.month).toBe(statementMonth(new Date(line.collectedAt)));
      expect(line.statement.status).toBe('DRAFT');
    }
    const [first, second] = rent.map((line) => new Date(line.chargedFor!));
    expect(second.getUTCMonth()).toBe((first.getUTCMonth() + 1) % 12);
    expect(Math.round((Date.now() - first.getTime()) / DAY)).toBe(45);

    const late = linesOf(statements, 'LATE-1');
    expect(late.map((line) => [line.kind, line.amountCents])).toEqual([
      ['RENT', -MONTHLY_RENT],
      ['RENT', -MONTHLY_RENT],
      ['RENT', -MONTHLY_RENT],
      ['FORFEIT', -FORFEIT],
    ]);
    expect(late[3].chargedFor).toBe(lateForfeitsOn.toISOString());
    expect(late[3].statement.month).toBe(statementMonth(lateForfeitsOn));

    expect(linesOf(statements, 'FREE-1')).toEqual([]);
    // Another company's drum is not on this company's statements; it is on its own.
    expect(linesOf(statements, 'EVE-1')).toEqual([]);
    const eves = await statementsOf(eve);
    expectConsistent(eves);
    expect(linesOf(eves, 'EVE-1').map((line) => line.amountCents)).toEqual([-MONTHLY_RENT, -MONTHLY_RENT]);
    expect(
      eves
        .flatMap((statement) => statement.lines)
        .some((line) => line.drumNumber?.endsWith('-1') && line.drumNumber !== 'EVE-1'),
    ).toBe(false);
  });

  it('adds nothing when read again, over GraphQL or REST, by the returner or the admin', async () => {
    const before = await statementsOf(alice);
    const count = await drumLineCount();
    expect(await statementsOf(alice)).toEqual(before);
    expect(await statementsOf(admin, world.firstCompany.id)).toEqual(before);

    const list = await alice.rest('GET', '/api/buyback-statements');
    expect(list.status).toBe(200);
    const listed = list.body.buybackStatements as { id: number; totalCents: number; lineCount: number }[];
    expect(listed.map((statement) => [statement.id, statement.totalCents, statement.lineCount])).toEqual(
      before.map((statement) => [statement.databaseId, statement.totalCents, statement.lineCount]),
    );
    const holding = linesOf(before, 'LATE-1')[3].statement;
    const one = await alice.rest('GET', `/api/buyback-statements/${holding.databaseId}`);
    expect(one.status).toBe(200);
    expect(one.body.buybackStatement.totalCents).toBe(holding.totalCents);
    expect(one.body.buybackStatement.lines).toContainEqual(
      expect.objectContaining({
        kind: 'FORFEIT',
        referenceNumber: 'LATE-1',
        drumNumber: 'LATE-1',
        chargedFor: lateForfeitsOn.toISOString(),
        amountCents: -FORFEIT,
      }),
    );
    expect(sum(one.body.buybackStatement.lines)).toBe(one.body.buybackStatement.totalCents);
    expect(await drumLineCount()).toBe(count);
  });

  it('names each drum in the statement’s workbook, whose lines add up to its total', async () => {
    const statements = await statementsOf(alice);
    const holding = linesOf(statements, 'LATE-1')[3].statement;
    const response = await alice.raw('GET', `/api/buyback-statements/${holding.databaseId}/export-excel`);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows.findIndex((row) => row[0] === 'Reference');
    const lines = rows.slice(header + 1, -1);
    expect(lines).toContainEqual(expect.arrayContaining(['Drum LATE-1', 'Drum charged in full', -FORFEIT / 100]));
    expect(lines.length).toBe(holding.lines.length);
    const amounts = lines.map((row) => row.at(-1) as number);
    expect(amounts.reduce((a, b) => a + b, 0)).toBeCloseTo(holding.totalCents / 100, 2);
    expect(rows.find((row) => row[0] === 'Total')!.at(-1)).toBe(holding.totalCents / 100);
  });

  it('names each drum in the statement’s PDF, with the statement’s total', async () => {
    const statements = await statementsOf(alice);
    const holding = linesOf(statements, 'LATE-1')[3].statement;
    const response = await alice.raw('GET', `/api/buyback-statements/${holding.databaseId}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = await getDocument({ data: new Uint8Array(await response.arrayBuffer()) }).promise;
    let text = '';
    for (let page = 1; page <= pdf.numPages; page++)
      text += (await (await pdf.getPage(page)).getTextContent()).items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ');
    // A cell's words wrap onto lines of their own: read as one text.
    text = text.replace(/\s+/g, ' ');
    expect(text).toContain('Drum LATE-1');
    expect(text).toContain(`Drum charged in full 0 0 0 0 ${formatMoney(-FORFEIT)}`);
    expect(text).toContain(`Total: ${formatMoney(holding.totalCents)}`);
  });

  it('reverses the full charge of a forfeited drum returned later, credits it as usual, and never changes an approved statement', async () => {
    const before = await statementsOf(alice);
    const holding = linesOf(before, 'LATE-1')[3].statement;
    const approved = await admin.rest('POST', `/api/admin/buyback-statements/${holding.databaseId}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.buybackStatement).toMatchObject({ status: 'APPROVED', totalCents: holding.totalCents });

    // The returner books the drum by its number and the hauler collects it whole.
    const booked = await gqlMultipart(
      alice,
      `mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { __typename
        ... on PickupRequestPayload { pickupRequest { databaseId } } } }`,
      {
        input: {
          drums: [{ drumSpecId: specGlobalId(world.woodSpec.id), quantity: 1, drumNumbers: ['LATE-1'] }],
          address: 'Sveavägen 1, Stockholm',
          ...STOCKHOLM,
          hasLoadingCapability: true,
          images: [null],
        },
      },
      { 'input.images.0': await photo() },
    );
    expect(booked.errors, JSON.stringify(booked.errors)).toBeUndefined();
    requestId = booked.data.createPickupRequest.pickupRequest.databaseId as number;
    await t.app.services.db
      .update(pickupRequests)
      .set({
        status: 'pickup_scheduled',
        assignedTransportCompanyId: hauler.hauler.id,
        scheduledPickupDate: new Date(),
        confirmedAt: new Date(),
      })
      .where(eq(pickupRequests.id, requestId));
    await collectLate();

    const after = await statementsOf(alice);
    expectConsistent(after);
    // The approved statement is as it was approved.
    const stillApproved = after.find((statement) => statement.databaseId === holding.databaseId)!;
    expect(stillApproved).toEqual({ ...holding, status: 'APPROVED' });

    const late = linesOf(after, 'LATE-1');
    expect(late.map((line) => [line.kind, line.amountCents])).toEqual([
      ['RENT', -MONTHLY_RENT],
      ['RENT', -MONTHLY_RENT],
      ['RENT', -MONTHLY_RENT],
      ['FORFEIT', -FORFEIT],
      ['FORFEIT_REVERSAL', FORFEIT],
    ]);
    const reversal = late[4];
    expect(reversal.chargedFor).toBe(lateForfeitsOn.toISOString());
    expect(reversal.statement.status).toBe('DRAFT');
    // On the return's month, or the next draft when that month's statement is the approved one.
    expect(reversal.statement.databaseId).not.toBe(holding.databaseId);
    expect(reversal.statement.month >= statementMonth(new Date(reversal.collectedAt))).toBe(true);
    expect(reversal.statement.month > holding.month || statementMonth(new Date()) !== holding.month).toBe(true);
    // Credited as usual: the collection's credit line, on a draft too.
    const credit = after
      .flatMap((statement) => statement.lines.map((line) => ({ ...line, statement })))
      .find((line) => line.kind === 'CREDIT' && line.full === 1);
    expect(credit).toBeDefined();
    expect(credit!.amountCents).toBeGreaterThan(0);
    expect(credit!.statement.status).toBe('DRAFT');

    // Read again: nothing more.
    const count = await drumLineCount();
    expect(await statementsOf(alice)).toEqual(after);
    expect(await drumLineCount()).toBe(count);
  });

  it('charges the forfeit again when the return is rolled back, and reverses it again at the next return', async () => {
    const rolledBack = await admin.rest('POST', `/api/admin/pickup-requests/${requestId}/rollback`, {
      targetStatus: 'pickup_scheduled',
    });
    expect(rolledBack.status, JSON.stringify(rolledBack.body)).toBe(200);
    // The drum is on the company's account again: so is its full charge, once, however often read.
    const back = await statementsOf(alice);
    expectConsistent(back);
    const forfeitLines = (statements: Statement[]) =>
      linesOf(statements, 'LATE-1').filter((line) => line.kind !== 'RENT');
    expect(forfeitLines(back).map((line) => line.amountCents)).toEqual([-FORFEIT, FORFEIT, -FORFEIT]);
    expect(sum(forfeitLines(back))).toBe(-FORFEIT);
    expect(linesOf(back, 'LATE-1').filter((line) => line.kind === 'RENT')).toHaveLength(3);
    expect(await statementsOf(alice)).toEqual(back);
    const [againOne, againTwo] = await Promise.all([statementsOf(alice), statementsOf(admin, world.firstCompany.id)]);
    expect(againOne).toEqual(back);
    expect(againTwo).toEqual(back);

    // Collected again: reversed again, and nothing more.
    await collectLate();
    const returned = await statementsOf(alice);
    expectConsistent(returned);
    expect(forfeitLines(returned).map((line) => line.amountCents)).toEqual([-FORFEIT, FORFEIT, -FORFEIT, FORFEIT]);
    expect(sum(forfeitLines(returned))).toBe(0);
    expect(await statementsOf(alice)).toEqual(returned);
  });

  it('adds the next month’s rent once when it starts, whatever the number of builds', async () => {
    const db = t.app.services.db;
    const scope = { returnerCompanyId: world.firstCompany.id };
    // In 18 days RENT-1's third month has started; FREE-1 is still rent-free, LATE-1 is back.
    const later = new Date(Date.now() + 18 * DAY);
    expect(await chargeBeforeReading(db, scope, later)).toBe(1);
    expect(await chargeBeforeReading(db, scope, later)).toBe(0);
    const [both] = await Promise.all([chargeBeforeReading(db, scope, later), chargeBeforeReading(db, scope, later)]);
    expect(both).toBe(0);
    const lines = await db
      .select({ amountCents: buybackStatementLines.amountCents })
      .from(buybackStatementLines)
      .where(and(eq(buybackStatementLines.drumNumber, 'RENT-1'), eq(buybackStatementLines.kind, 'rent')));
    expect(lines).toHaveLength(3);
    const totals = await db
      .select()
      .from(buybackStatements)
      .where(eq(buybackStatements.returnerCompanyId, world.firstCompany.id));
    for (const statement of totals) {
      const own = await db
        .select({ amountCents: buybackStatementLines.amountCents })
        .from(buybackStatementLines)
        .where(eq(buybackStatementLines.statementId, statement.id));
      expect(Number(statement.totalCents)).toBe(sum(own));
    }
  });

  it('writes each rent month once, at the same moment, whatever the time zone an instance runs in', async () => {
    const db = t.app.services.db;
    const scope = { returnerCompanyId: world.secondCompany.id };
    // Rent from Mar 12 12:00 UTC. Stockholm goes to summer time on Mar 29, New York on Mar 8: an
    // instance counting months in its own zone would put the second month's start an hour off.
    await deliver('TZ-1', new Date('2026-02-10T12:00:00Z'), world.secondCompany.id);
    const zone = process.env.TZ;
    const build = (timeZone: string, now: string) => {
      process.env.TZ = timeZone;
      return chargeBeforeReading(db, scope, new Date(now));
    };
    try {
      expect(await build('Europe/Stockholm', '2026-04-20T00:00:00Z')).toBe(2);
      expect(await build('UTC', '2026-04-20T00:00:00Z')).toBe(0);
      expect(await build('America/New_York', '2026-04-20T00:00:00Z')).toBe(0);
      expect(await build('America/New_York', '2026-05-15T00:00:00Z')).toBe(1);
      expect(await build('Europe/Stockholm', '2026-05-15T00:00:00Z')).toBe(0);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    const rent = await db
      .select({ chargedFor: buybackStatementLines.chargedFor, amountCents: buybackStatementLines.amountCents })
      .from(buybackStatementLines)
      .where(and(eq(buybackStatementLines.drumNumber, 'TZ-1'), eq(buybackStatementLines.kind, 'rent')))
      .orderBy(buybackStatementLines.chargedFor);
    expect(rent.map((line) => [line.chargedFor!.toISOString(), line.amountCents])).toEqual([
      ['2026-03-12T12:00:00.000Z', -MONTHLY_RENT],
      ['2026-04-12T12:00:00.000Z', -MONTHLY_RENT],
      ['2026-05-12T12:00:00.000Z', -MONTHLY_RENT],
    ]);
  });
});
