// Buyback settlement through GraphQL and REST: a transporter records what it found,
// the credit lands on the returner company's draft statement of the month, each role sees what
// it may (a transporter no money, another company nothing), the admin approves and marks paid,
// a rollback before and after approval settles the statement, and the statement comes out as a
// PDF and a workbook whose figures are the statement's.
import { encodeGlobalID } from '@pothos/plugin-relay';
import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buybackStatementLines,
  buybackStatements,
  drumSpecs,
  pickupCollectionLines,
  pickupCollections,
  pickupRequestDrums,
  pickupRequests,
  returnerCompanies,
} from '../../db/schema';
import { BUYBACK_MESSAGES, statementMonth } from '../../domain/buyback';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { gqlMultipart, setUpHauler, setUpPickupWorld, STOCKHOLM } from '../../test/support/pickups';
import { asFile, pngBytes } from '../../test/support/images';
import type { MemoryStorage } from '../../services/uploads/storage';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let haulerId: number;
let admin: TestClient;
let driver: TestClient;
let alice: TestClient;
let eve: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  const { hauler, driver: driverUser } = await setUpHauler(t, world);
  haulerId = hauler.id;
  const db = t.app.services.db;
  // Wood: $100 full, no 80% price (80% of full: $80), $15 scrap fee. Steel: $50.50, $40, $5.
  await db
    .update(drumSpecs)
    .set({ buybackPrice: 100, buybackPrice80: null, scrapHandlingFee: 15, weight: 120 })
    .where(eq(drumSpecs.id, world.woodSpec.id));
  await db
    .update(drumSpecs)
    .set({ buybackPrice: 50.5, buybackPrice80: 40, scrapHandlingFee: 5, weight: 80 })
    .where(eq(drumSpecs.id, world.steelSpec.id));
  [admin, driver, alice, eve] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn(driverUser.email),
    t.signIn(world.alice.email),
    t.signIn(world.eve.email),
  ]);
});
afterAll(() => t?.close());

/** A confirmed pickup of Cable Crew AB with 4 wood and 3 steel drums; its id and line ids. */
async function scheduledPickup(companyId = world.firstCompany.id) {
  const db = t.app.services.db;
  const [request] = await db
    .insert(pickupRequests)
    .values({
      status: 'pickup_scheduled',
      address: 'Sveavägen 1, Stockholm',
      ...STOCKHOLM,
      zoneId: world.zone.id,
      userId: companyId === world.firstCompany.id ? world.alice.id : world.eve.id,
      returnerCompanyId: companyId,
      assignedTransportCompanyId: haulerId,
      confirmedAt: new Date(),
      scheduledAt: new Date(),
      scheduledPickupDate: new Date(Date.now() + 3_600_000),
      acknowledgedAt: new Date(),
    })
    .returning();
  const [wood, steel] = await db
    .insert(pickupRequestDrums)
    .values([
      { pickupRequestId: request.id, drumSpecId: world.woodSpec.id, quantity: 4 },
      { pickupRequestId: request.id, drumSpecId: world.steelSpec.id, quantity: 3 },
    ])
    .returning();
  return { id: request.id, gid: encodeGlobalID('PickupRequest', request.id), wood: wood.id, steel: steel.id };
}

const COLLECT = `mutation($input: MarkPickupCollectedInput!) { markPickupCollected(input: $input) {
  __typename
  ... on ValidationError { issues { field message } }
  ... on PickupRequestPayload { pickupRequest { status collection { collectorName creditCents differsFromDeclared
    lines { drumLineId drumSpec { name } declaredQuantity full minorDamage scrap missing extra creditCents } } } } } }`;

const READ = `query($id: ID!) { node(id: $id) { ... on PickupRequest { status collection { collectedAt collectorName
  creditCents lines { drumLineId full minorDamage scrap missing creditCents } } } } }`;

const STATEMENTS = `query($month: String, $status: BuybackStatementStatus, $companyId: ID) {
  buybackStatements(month: $month, status: $status, companyId: $companyId) { edges { node {
    id databaseId month status totalCents paymentReference lineCount returnerCompany { name }
    lines { kind referenceNumber full minorDamage scrap missing amountCents } } } } }`;

type Statement = {
  id: string;
  databaseId: number;
  month: string;
  status: string;
  totalCents: number;
  lineCount: number;
  lines: { kind: string; amountCents: number; full: number; minorDamage: number; scrap: number; missing: number }[];
};

async function statementsOf(client: TestClient, variables: Record<string, unknown> = {}): Promise<Statement[]> {
  const result = await client.gql(STATEMENTS, variables);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data.buybackStatements.edges.map((edge: { node: Statement }) => edge.node);
}

const FIGURES = `{ homeFigures { drumsReturnedThisYear creditThisYearCents pickupsThisWeek openRequests
  overduePickups statementsToApprove } }`;
const figuresOf = async (client: TestClient) => (await client.gql(FIGURES)).data.homeFigures;

const firstCompanyId = () => encodeGlobalID('ReturnerCompany', world.firstCompany.id);
const sum = (lines: { amountCents: number }[]) => lines.reduce((total, line) => total + line.amountCents, 0);

describe('proof of collection and credit', () => {
  let pickup: Awaited<ReturnType<typeof scheduledPickup>>;

  beforeAll(async () => {
    pickup = await scheduledPickup();
  });

  it('records the drums found per condition and credits full, 80% and scrap fee at the prices of the day', async () => {
    const result = await driver.gql(COLLECT, {
      input: {
        id: pickup.gid,
        collectorName: '  Dana Driver ',
        // Wood: 4 declared, 2 full, 1 damaged, 1 scrap. Steel left out: as declared, full.
        lines: [{ drumLineId: pickup.wood, full: 2, minorDamage: 1, scrap: 1 }],
      },
    });
    const request = result.data.markPickupCollected.pickupRequest;
    expect(request.status).toBe('collected');
    expect(request.collection.collectorName).toBe('Dana Driver');
    expect(request.collection.differsFromDeclared).toBe(true);
    // The transporter reads the counts and no money.
    expect(request.collection.creditCents).toBeNull();
    expect(request.collection.lines).toEqual([
      {
        drumLineId: pickup.wood,
        drumSpec: { name: 'K10 wood' },
        declaredQuantity: 4,
        full: 2,
        minorDamage: 1,
        scrap: 1,
        missing: 0,
        extra: 0,
        creditCents: null,
      },
      {
        drumLineId: pickup.steel,
        drumSpec: { name: 'S12 steel' },
        declaredQuantity: 3,
        full: 3,
        minorDamage: 0,
        scrap: 0,
        missing: 0,
        extra: 0,
        creditCents: null,
      },
    ]);

    // The returner sees the credit: 2 x $100 + 1 x $80 - 1 x $15 = $265; 3 x $50.50 = $151.50.
    const seen = (await alice.gql(READ, { id: pickup.gid })).data.node.collection;
    expect(seen.creditCents).toBe(26500 + 15150);
    expect(seen.lines.map((line: { creditCents: number }) => line.creditCents)).toEqual([26500, 15150]);
    // REST reads the same request with its collection (the admin's view).
    const rest = await admin.gql(READ, { id: pickup.gid });
    expect(rest.data.node.collection.creditCents).toBe(41650);
  });

  it("puts the credit on the company's draft statement of the month, whose total is the sum of its lines", async () => {
    const [statement] = await statementsOf(alice);
    expect(statement).toMatchObject({ month: statementMonth(new Date()), status: 'DRAFT', totalCents: 41650 });
    expect(statement.lines).toEqual([
      {
        kind: 'CREDIT',
        referenceNumber: `PR-${String(pickup.id).padStart(6, '0')}`,
        full: 5,
        minorDamage: 1,
        scrap: 1,
        missing: 0,
        amountCents: 41650,
      },
    ]);
    expect(sum(statement.lines)).toBe(statement.totalCents);
  });

  it('keeps a past credit when the prices are edited after collection', async () => {
    await t.app.services.db.update(drumSpecs).set({ buybackPrice: 999 }).where(eq(drumSpecs.id, world.woodSpec.id));
    expect((await alice.gql(READ, { id: pickup.gid })).data.node.collection.creditCents).toBe(41650);
    expect((await statementsOf(alice))[0].totalCents).toBe(41650);
    await t.app.services.db.update(drumSpecs).set({ buybackPrice: 100 }).where(eq(drumSpecs.id, world.woodSpec.id));
  });

  it('shows another company nothing and a transporter no statements, over GraphQL and REST', async () => {
    const [statement] = await statementsOf(admin, { companyId: firstCompanyId() });
    expect(await statementsOf(eve)).toEqual([]);
    expect(await statementsOf(eve, { companyId: firstCompanyId() })).toEqual([]);
    const one = await eve.gql(`query($id: ID!) { buybackStatement(id: $id) { id } }`, { id: statement.id });
    expect(one.data.buybackStatement).toBeNull();
    expect((await eve.rest('GET', `/api/buyback-statements/${statement.databaseId}`)).status).toBe(404);
    expect((await eve.rest('GET', `/api/buyback-statements/${statement.databaseId}/pdf`)).status).toBe(404);
    expect((await eve.rest('GET', `/api/buyback-statements/${statement.databaseId}/export-excel`)).status).toBe(404);
    expect((await eve.rest('GET', '/api/buyback-statements')).body).toEqual({ buybackStatements: [] });

    const refused = await driver.gql(`{ buybackStatements { edges { node { id } } } }`);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await driver.rest('GET', '/api/buyback-statements')).status).toBe(403);
    expect((await driver.rest('GET', `/api/buyback-statements/${statement.databaseId}`)).status).toBe(403);
    expect((await alice.rest('POST', `/api/admin/buyback-statements/${statement.databaseId}/approve`)).status).toBe(
      403,
    );
    // The transporter's REST answer of the collection carries no money either.
    const own = await alice.rest('GET', `/api/buyback-statements/${statement.databaseId}`);
    expect(own.status).toBe(200);
    expect(own.body.buybackStatement).toMatchObject({ status: 'DRAFT', totalCents: 41650, lineCount: 1 });
  });
});

describe('refused counts change nothing', () => {
  let pickup: Awaited<ReturnType<typeof scheduledPickup>>;
  let other: Awaited<ReturnType<typeof scheduledPickup>>;

  beforeAll(async () => {
    pickup = await scheduledPickup();
    other = await scheduledPickup(world.secondCompany.id);
  });

  const line = (overrides: Record<string, unknown>) => ({
    drumLineId: pickup.wood,
    full: 4,
    minorDamage: 0,
    scrap: 0,
    ...overrides,
  });

  it.each([
    ['a count over 10,000', { minorDamage: 10_001 }, 'lines.0.minorDamage', BUYBACK_MESSAGES.countInteger],
    ['a negative count', { full: -1 }, 'lines.0.full', BUYBACK_MESSAGES.countInteger],
    ['missing drums that do not add up', { full: 1, missing: 0 }, 'lines.0.missing', BUYBACK_MESSAGES.missingMismatch],
    ["another request's line", { drumLineId: -1 }, 'lines.0.drumLineId', BUYBACK_MESSAGES.lineNotOnRequest],
  ])('%s, over GraphQL and REST', async (_what, overrides, field, message) => {
    const input = { lines: [line(overrides)] };
    const viaGraphql = await driver.gql(COLLECT, { input: { id: pickup.gid, ...input } });
    expect(viaGraphql.data.markPickupCollected).toMatchObject({
      __typename: 'ValidationError',
      issues: [{ field, message }],
    });
    const viaRest = await driver.rest('PATCH', `/api/transport/pickup-requests/${pickup.id}/complete`, input);
    expect(viaRest.status).toBe(400);
    expect(JSON.stringify(viaRest.body)).toContain(message);
    await expectUncollected(pickup.id);
  });

  it("refuses a line of another company's request, a long name, fractions and huge numbers", async () => {
    const foreign = await driver.rest('PATCH', `/api/transport/pickup-requests/${pickup.id}/complete`, {
      lines: [{ drumLineId: other.wood, full: 1, minorDamage: 0, scrap: 0 }],
    });
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(foreign.body)).toContain(BUYBACK_MESSAGES.lineNotOnRequest);
    const long = await driver.rest('PATCH', `/api/transport/pickup-requests/${pickup.id}/complete`, {
      collectorName: 'x'.repeat(255),
    });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('collectorName');
    for (const full of [1.5, 1e12, '3'])
      expect(
        (
          await driver.rest('PATCH', `/api/transport/pickup-requests/${pickup.id}/complete`, {
            lines: [line({ full })],
          })
        ).status,
      ).toBe(400);
    const wrongShape = await driver.rest('PATCH', `/api/transport/pickup-requests/${pickup.id}/complete`, {
      lines: 'all of them',
    });
    expect(wrongShape.status).toBe(400);
    await expectUncollected(pickup.id);
    await expectUncollected(other.id);
  });

  async function expectUncollected(id: number) {
    const db = t.app.services.db;
    const [row] = await db.select().from(pickupRequests).where(eq(pickupRequests.id, id));
    expect(row.status).toBe('pickup_scheduled');
    expect(await db.$count(pickupCollections, eq(pickupCollections.pickupRequestId, id))).toBe(0);
    expect(await db.$count(buybackStatementLines, eq(buybackStatementLines.pickupRequestId, id))).toBe(0);
  }
});

/** What a statement lets the caller do now, as the web reads it (never from its status). */
async function allows(client: TestClient, id: string) {
  const result = await client.gql(
    `query($id: ID!) { node(id: $id) { ... on BuybackStatement { viewerCanApprove viewerCanMarkPaid } } }`,
    { id },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data.node;
}

describe('the statement lifecycle', () => {
  it('approves once, pays only approved, and refuses an empty statement, changing nothing on refusal', async () => {
    const db = t.app.services.db;
    // An empty draft of the other company.
    const [empty] = await db
      .insert(buybackStatements)
      .values({ returnerCompanyId: world.secondCompany.id, month: '2026-01' })
      .returning();
    const emptyApproval = await admin.rest('POST', `/api/admin/buyback-statements/${empty.id}/approve`);
    expect(emptyApproval.status).toBe(409);
    expect(emptyApproval.body.error).toBe(BUYBACK_MESSAGES.approveEmpty);
    const none = { viewerCanApprove: false, viewerCanMarkPaid: false };
    expect(await allows(admin, encodeGlobalID('BuybackStatement', empty.id))).toEqual(none);

    const [draft] = await statementsOf(admin, { companyId: firstCompanyId(), status: 'DRAFT' });
    expect(await allows(admin, draft.id)).toEqual({ viewerCanApprove: true, viewerCanMarkPaid: false });
    // Its own company reads it, and may do neither.
    expect(await allows(alice, draft.id)).toEqual(none);
    const unapprovedPay = await admin.rest('POST', `/api/admin/buyback-statements/${draft.databaseId}/paid`, {
      paymentReference: 'BANK-1',
    });
    expect(unapprovedPay.status).toBe(409);
    expect(unapprovedPay.body.error).toBe(BUYBACK_MESSAGES.payUnapproved);

    const approved = await admin.rest('POST', `/api/admin/buyback-statements/${draft.databaseId}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.buybackStatement).toMatchObject({
      status: 'APPROVED',
      totalCents: draft.totalCents,
      viewerCanApprove: false,
      viewerCanMarkPaid: true,
    });
    expect(await allows(alice, draft.id)).toEqual(none);
    const twice = await admin.gql(
      `mutation($input: ApproveBuybackStatementInput!) { approveBuybackStatement(input: $input) { __typename } }`,
      { input: { statementId: draft.id } },
    );
    expect(twice.errors?.[0]).toMatchObject({
      message: BUYBACK_MESSAGES.approveTwice,
      extensions: { code: 'CONFLICT' },
    });

    const noReference = await admin.rest('POST', `/api/admin/buyback-statements/${draft.databaseId}/paid`, {
      paymentReference: '   ',
    });
    expect(noReference.status).toBe(400);
    const paid = await admin.gql(
      `mutation($input: MarkBuybackStatementPaidInput!) { markBuybackStatementPaid(input: $input) {
        ... on BuybackStatementPayload { buybackStatement { status paymentReference totalCents } } } }`,
      { input: { statementId: draft.id, paymentReference: 'BANK-2026-11-001' } },
    );
    expect(paid.data.markBuybackStatementPaid.buybackStatement).toEqual({
      status: 'PAID',
      paymentReference: 'BANK-2026-11-001',
      totalCents: draft.totalCents,
    });
    expect(
      (
        await admin.rest('POST', `/api/admin/buyback-statements/${draft.databaseId}/paid`, {
          paymentReference: 'again',
        })
      ).status,
    ).toBe(409);
    const [stored] = await db.select().from(buybackStatements).where(eq(buybackStatements.id, draft.databaseId));
    expect(stored.paymentReference).toBe('BANK-2026-11-001');
    expect(await allows(admin, draft.id)).toEqual(none);
  });

  it('takes a rolled-back credit off a draft, and adjusts the next statement once the first was approved', async () => {
    const rollback = (id: number) =>
      admin.rest('POST', `/api/admin/pickup-requests/${id}/rollback`, { targetStatus: 'pickup_scheduled' });
    // A new collection lands on a new draft: this month's is paid, so the next month's.
    const pickup = await scheduledPickup();
    expect((await driver.rest('PATCH', `/api/transport/pickup-requests/${pickup.id}/complete`, {})).status).toBe(200);
    const drafts = await statementsOf(alice, { status: 'DRAFT' });
    expect(drafts).toHaveLength(1);
    expect(drafts[0].month > statementMonth(new Date())).toBe(true);
    expect(drafts[0].totalCents).toBe(4 * 10000 + 3 * 5050);

    // Before approval: the credit leaves the draft.
    expect((await rollback(pickup.id)).status).toBe(200);
    const [emptied] = await statementsOf(alice, { status: 'DRAFT' });
    expect(emptied).toMatchObject({ totalCents: 0, lineCount: 0 });
    expect((await alice.gql(READ, { id: pickup.gid })).data.node.collection).toBeNull();

    // After approval (and payment): the paid statement keeps its line; the next draft gets it negated.
    const [paid] = await statementsOf(alice, { status: 'PAID' });
    const first = (
      await t.app.services.db
        .select()
        .from(buybackStatementLines)
        .where(eq(buybackStatementLines.statementId, paid.databaseId))
    )[0];
    expect((await rollback(first.pickupRequestId!)).status).toBe(200);
    const [paidAfter] = await statementsOf(alice, { status: 'PAID' });
    expect(paidAfter.totalCents).toBe(paid.totalCents);
    const [next] = await statementsOf(alice, { status: 'DRAFT' });
    expect(next.lines).toEqual([
      {
        kind: 'ADJUSTMENT',
        referenceNumber: expect.any(String),
        full: -5,
        minorDamage: -1,
        scrap: -1,
        missing: 0,
        amountCents: -paid.totalCents,
      },
    ]);
    expect(next.totalCents).toBe(-paid.totalCents);
    for (const statement of await statementsOf(admin)) expect(sum(statement.lines)).toBe(statement.totalCents);
  });

  it('puts collections waiting since the last read onto the drafts once, however many readers come at once', async () => {
    const db = t.app.services.db;
    const eveBefore = await statementsOf(eve);
    const pickups = [await scheduledPickup(), await scheduledPickup(), await scheduledPickup()];
    for (const pickup of pickups)
      expect((await driver.rest('PATCH', `/api/transport/pickup-requests/${pickup.id}/complete`, {})).status).toBe(200);
    const ids = pickups.map((pickup) => pickup.id);
    const waiting = await db.select().from(pickupCollections).where(inArray(pickupCollections.pickupRequestId, ids));
    expect(waiting.map((collection) => collection.creditedAt)).toEqual([null, null, null]);

    await Promise.all([
      statementsOf(admin),
      statementsOf(alice),
      statementsOf(eve),
      figuresOf(alice),
      figuresOf(admin),
    ]);
    const lines = await db
      .select()
      .from(buybackStatementLines)
      .where(inArray(buybackStatementLines.pickupRequestId, ids));
    expect(lines.map((line) => line.collectionId).sort()).toEqual(waiting.map((collection) => collection.id).sort());
    const creditOf = new Map(waiting.map((collection) => [collection.id, collection.creditCents]));
    for (const line of lines) expect(line.amountCents).toBe(creditOf.get(line.collectionId!));
    // The company's month is paid: the three land on the next draft, beside the earlier adjustment.
    const [draft] = await statementsOf(alice, { status: 'DRAFT' });
    expect(draft.month > statementMonth(new Date())).toBe(true);
    expect(draft.lines.map((line) => line.kind).sort()).toEqual(['ADJUSTMENT', 'CREDIT', 'CREDIT', 'CREDIT']);
    expect(await statementsOf(eve)).toEqual(eveBefore);
    for (const statement of await statementsOf(admin)) expect(sum(statement.lines)).toBe(statement.totalCents);
  });
});

describe('documents', () => {
  it('gives the statement as a PDF with the company, organization number, month and total', async () => {
    const [paid] = await statementsOf(admin, { status: 'PAID' });
    // A name beyond WinAnsi (Polish letters), for a while: the PDF's font must have its letters.
    const db = t.app.services.db;
    await db
      .update(returnerCompanies)
      .set({ name: 'Kabel Łódź Sp. z o.o.' })
      .where(eq(returnerCompanies.id, world.firstCompany.id));
    const response = await admin.raw('GET', `/api/buyback-statements/${paid.databaseId}/pdf`);
    await db
      .update(returnerCompanies)
      .set({ name: world.firstCompany.name })
      .where(eq(returnerCompanies.id, world.firstCompany.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = await getDocument({ data: new Uint8Array(await response.arrayBuffer()) }).promise;
    let text = '';
    for (let page = 1; page <= pdf.numPages; page++)
      text += (await (await pdf.getPage(page)).getTextContent()).items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ');
    expect(text).toContain('Kabel Łódź Sp. z o.o.');
    expect(text).toContain('556677-8899');
    expect(text).toContain(paid.month);
    expect(text).toContain('Total: $416.50');
  });

  it('gives the statement as a workbook whose lines and total are the statement’s', async () => {
    const [paid] = await statementsOf(admin, { status: 'PAID' });
    const response = await alice.raw('GET', `/api/buyback-statements/${paid.databaseId}/export-excel`);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Company', 'Cable Crew AB']);
    const total = rows.find((row) => row[0] === 'Total')!;
    expect(total.at(-1)).toBe(paid.totalCents / 100);
    const header = rows.findIndex((row) => row[0] === 'Reference');
    const amounts = rows.slice(header + 1, -1).map((row) => row.at(-1) as number);
    expect(amounts.reduce((a, b) => a + b, 0)).toBeCloseTo(paid.totalCents / 100, 2);
  });
});

describe('reports', () => {
  it("gives admins the month's figures from the proof of collection, and the same numbers as a workbook", async () => {
    const db = t.app.services.db;
    const pickup = await scheduledPickup();
    const lines = [{ drumLineId: pickup.wood, full: 1, minorDamage: 2, scrap: 1 }];
    expect((await driver.rest('PATCH', `/api/transport/pickup-requests/${pickup.id}/complete`, { lines })).status).toBe(
      200,
    );
    const month = statementMonth(new Date());
    const response = await admin.rest('GET', `/api/admin/reports/buyback?from=${month}&to=${month}`);
    expect(response.status).toBe(200);
    const { report } = response.body;
    // Worked out here from the stored lines, not by the report's SQL.
    const stored = await db
      .select({ line: pickupCollectionLines, collection: pickupCollections })
      .from(pickupCollectionLines)
      .innerJoin(pickupCollections, eq(pickupCollections.id, pickupCollectionLines.collectionId));
    const found = stored.reduce((n, { line }) => n + line.full + line.minorDamage + line.scrap, 0);
    const reused = stored.reduce((n, { line }) => n + (line.full + line.minorDamage) * (line.weightKg ?? 0), 0);
    const collections = await db.select().from(pickupCollections);
    expect(found).toBeGreaterThan(0);
    expect(report.months).toEqual([
      {
        month,
        drumsCollected: found,
        pickupsCollected: collections.length,
        medianDaysToCollection: expect.any(Number),
        creditedCents: collections.reduce((n, c) => n + c.creditCents, 0),
        paidCents: (await db.select().from(buybackStatements))
          .filter((statement) => statement.status === 'paid' && statement.month === month)
          .reduce((n, statement) => n + statement.totalCents, 0),
        reusedKg: reused,
      },
    ]);
    const byType = report.byType as { full: number; minorDamage: number; scrap: number }[];
    expect(byType.reduce((n, row) => n + row.full + row.minorDamage + row.scrap, 0)).toBe(found);
    expect(report.byTransportCompany).toEqual([{ month, name: 'Haulers AB', drums: found }]);
    expect(report.byZone).toEqual([{ month, name: 'Stockholm', drums: found }]);

    const file = await admin.raw('GET', `/api/admin/reports/buyback/export-excel?from=${month}&to=${month}`);
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await file.arrayBuffer()) as never);
    const row = (workbook.getWorksheet('Months')!.getRow(2).values as unknown[]).slice(1);
    const figures = report.months[0];
    expect(row).toEqual([
      month,
      figures.drumsCollected,
      figures.pickupsCollected,
      figures.medianDaysToCollection,
      figures.creditedCents / 100,
      figures.paidCents / 100,
      figures.reusedKg,
    ]);
  });

  it('is for admins only, and refuses a bad range', async () => {
    expect((await driver.rest('GET', '/api/admin/reports/buyback')).status).toBe(403);
    expect((await alice.rest('GET', '/api/admin/reports/buyback')).status).toBe(403);
    expect((await alice.gql('{ buybackReport { from } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    for (const query of ['from=2026-13', 'from=2026-05&to=2026-01', 'from=2000-01&to=2026-01'])
      expect((await admin.rest('GET', `/api/admin/reports/buyback?${query}`)).status).toBe(400);
    const defaults = await admin.rest('GET', '/api/admin/reports/buyback');
    expect(defaults.body.report.months).toHaveLength(12);
  });
});

describe('home figures', () => {
  it("gives each role its own: a returner its company's year, a transporter its week, an admin what waits", async () => {
    const db = t.app.services.db;
    const year = `${new Date().getUTCFullYear()}-01`;
    const lines = await db
      .select({ line: pickupCollectionLines, companyId: pickupRequests.returnerCompanyId })
      .from(pickupCollectionLines)
      .innerJoin(pickupCollections, eq(pickupCollections.id, pickupCollectionLines.collectionId))
      .innerJoin(pickupRequests, eq(pickupRequests.id, pickupCollections.pickupRequestId));
    const drums = lines
      .filter((row) => row.companyId === world.firstCompany.id)
      .reduce((n, { line }) => n + line.full + line.minorDamage + line.scrap, 0);
    const figures = await figuresOf(alice);
    // Read after the figures: reading them put every collection so far onto the statements.
    const statements = await db.select().from(buybackStatements);
    const credit = statements
      .filter((s) => s.returnerCompanyId === world.firstCompany.id && s.month >= year)
      .reduce((n, s) => n + s.totalCents, 0);
    expect(drums).toBeGreaterThan(0);
    expect(credit).toBeGreaterThan(0);
    expect(figures).toEqual({
      drumsReturnedThisYear: drums,
      creditThisYearCents: credit,
      pickupsThisWeek: null,
      openRequests: null,
      overduePickups: null,
      statementsToApprove: null,
    });
    expect(await figuresOf(eve)).toMatchObject({ drumsReturnedThisYear: 0, creditThisYearCents: 0 });

    // A transporter's pickups dated this week; an overdue one and a past month's draft for the admin.
    const before = { driver: await figuresOf(driver), admin: await figuresOf(admin) };
    const pickup = await scheduledPickup();
    await db
      .update(pickupRequests)
      .set({ scheduledPickupDate: new Date(Date.now() - 60_000) })
      .where(eq(pickupRequests.id, pickup.id));
    const [draft] = await db
      .insert(buybackStatements)
      .values({ returnerCompanyId: world.secondCompany.id, month: '2025-06' })
      .returning();
    await db.insert(buybackStatementLines).values({
      statementId: draft.id,
      kind: 'credit',
      referenceNumber: 'PR-000999',
      collectedAt: new Date('2025-06-10T10:00:00Z'),
      full: 1,
      minorDamage: 0,
      scrap: 0,
      missing: 0,
      amountCents: 100,
    });
    const after = { driver: await figuresOf(driver), admin: await figuresOf(admin) };
    expect(after.driver.pickupsThisWeek).toBe(before.driver.pickupsThisWeek + 1);
    expect(after.driver.creditThisYearCents).toBeNull();
    expect(after.admin.openRequests).toBe(before.admin.openRequests + 1);
    expect(after.admin.overduePickups).toBe(before.admin.overduePickups + 1);
    expect(after.admin.statementsToApprove).toBe(before.admin.statementsToApprove + 1);
  });
});

describe('photos of damage', () => {
  const files = () =>
    [...(t.app.services.storage as MemoryStorage).files.keys()].filter((key) => key.startsWith('collections/'));
  const PHOTOS = `mutation($input: MarkPickupCollectedInput!) { markPickupCollected(input: $input) {
    __typename ... on ValidationError { issues { field message } }
    ... on PickupRequestPayload { pickupRequest { collection { photos { databaseId url thumbnailUrl filename } } } } } }`;

  it('are stored with the collection, shown to those who read the request, and let go on rollback', async () => {
    const pickup = await scheduledPickup();
    const before = files().length;
    const result = await gqlMultipart(
      driver,
      PHOTOS,
      {
        input: {
          id: pickup.gid,
          lines: [{ drumLineId: pickup.wood, full: 3, minorDamage: 1, scrap: 0 }],
          photos: [null],
        },
      },
      { 'input.photos.0': asFile(await pngBytes(64, 48), 'dent.png', 'image/png') },
    );
    const [photo] = result.data.markPickupCollected.pickupRequest.collection.photos;
    expect(photo).toMatchObject({ filename: 'dent.png', url: `/api/collection-photos/${photo.databaseId}` });
    expect(files().length).toBe(before + 2);
    for (const client of [alice, driver, admin]) {
      const image = await client.raw('GET', photo.url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
      expect((await client.raw('GET', photo.thumbnailUrl)).headers.get('content-type')).toBe('image/webp');
    }
    expect((await eve.raw('GET', photo.url)).status).toBe(404);
    expect(
      (
        await eve.gql(`query($id: ID!) { collectionPhoto(id: $id) { filename } }`, {
          id: encodeGlobalID('CollectionPhoto', photo.databaseId),
        })
      ).data.collectionPhoto,
    ).toBeNull();

    const rollback = await admin.rest('POST', `/api/admin/pickup-requests/${pickup.id}/rollback`, {
      targetStatus: 'pickup_scheduled',
    });
    expect(rollback.status).toBe(200);
    expect(files().length).toBe(before);
    expect((await alice.raw('GET', photo.url)).status).toBe(404);
  });

  it('of a refused collection are not kept, and more than six are refused', async () => {
    const pickup = await scheduledPickup();
    const before = files().length;
    const refused = await gqlMultipart(
      driver,
      PHOTOS,
      {
        input: {
          id: pickup.gid,
          lines: [{ drumLineId: pickup.wood, full: -1, minorDamage: 0, scrap: 0 }],
          photos: [null],
        },
      },
      { 'input.photos.0': asFile(await pngBytes(), 'dent.png', 'image/png') },
    );
    expect(refused.data.markPickupCollected.__typename).toBe('ValidationError');
    expect(files().length).toBe(before);
    const seven = Array.from({ length: 7 }, () => null);
    const tooMany = await gqlMultipart(
      driver,
      PHOTOS,
      { input: { id: pickup.gid, photos: seven } },
      Object.fromEntries(
        await Promise.all(
          seven.map(async (_, i) => [`input.photos.${i}`, asFile(await pngBytes(), `${i}.png`, 'image/png')]),
        ),
      ),
    );
    expect(tooMany.data.markPickupCollected).toMatchObject({
      issues: [{ field: 'photos', message: BUYBACK_MESSAGES.tooManyPhotos }],
    });
    expect(files().length).toBe(before);
    const [row] = await t.app.services.db.select().from(pickupRequests).where(eq(pickupRequests.id, pickup.id));
    expect(row.status).toBe('pickup_scheduled');
  });
});

describe('hostile filters', () => {
  const POISONS = ['bad\u0000byte', 'x'.repeat(1_000_000), '9223372036854775808', '2026-11\u0000'];

  it('answers a 4xx naming the filter to NUL bytes, 1 MB strings and huge ids, over REST and GraphQL', async () => {
    for (const poison of POISONS) {
      const value = encodeURIComponent(poison);
      for (const [path, field] of [
        [`/api/buyback-statements?month=${value}`, 'month'],
        [`/api/buyback-statements?companyId=${value}`, 'companyId'],
        [`/api/buyback-statements?status=${value}`, 'status'],
        [`/api/admin/reports/buyback?from=${value}`, 'from'],
        [`/api/admin/reports/buyback/export-excel?to=${value}`, 'to'],
      ] as const) {
        const response = await admin.rest('GET', path);
        expect(
          response.status,
          `${path.slice(0, 60)}: ${JSON.stringify(response.body).slice(0, 200)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(JSON.stringify(response.body)).toContain(field);
      }
      for (const query of [
        'query($v: String) { buybackStatements(month: $v) { edges { node { id } } } }',
        'query($v: String) { buybackReport(from: $v) { from } }',
      ]) {
        const result = await admin.gql(query, { v: poison });
        expect(result.errors?.[0].extensions?.code).not.toBe('INTERNAL');
        expect(result.errors?.length).toBeGreaterThan(0);
      }
    }
  });
});
