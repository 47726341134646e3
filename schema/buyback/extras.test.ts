// Drums recorded beyond the declared quantity (README "Collection extras") through GraphQL and
// REST: kept and shown, credited only once an admin accepts them, a statement holding them
// refused approval (409 naming the requests) until they are reviewed; the admin's home figures
// agree with the statements; and a photo upload refused for want of the right to collect
// decodes and stores nothing.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buybackStatements, drumSpecs, pickupRequestDrums, pickupRequests } from '../../db/schema';
import { extrasWaitMessage } from '../../domain/buyback';
import { formatReferenceNumber } from '../../domain/referenceNumber';
import type { MemoryStorage } from '../../services/uploads/storage';
import { asFile, decompressionBomb } from '../../test/support/images';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { gqlMultipart, setUpHauler, setUpPickupWorld, STOCKHOLM } from '../../test/support/pickups';

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
  // Wood: $100 full, $80 minor damage, $15 scrap fee.
  await t.app.services.db
    .update(drumSpecs)
    .set({ buybackPrice: 100, buybackPrice80: 80, scrapHandlingFee: 15 })
    .where(eq(drumSpecs.id, world.woodSpec.id));
  [admin, driver, alice, eve] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn(driverUser.email),
    t.signIn(world.alice.email),
    t.signIn(world.eve.email),
  ]);
});
afterAll(() => t?.close());

/** A confirmed pickup of the first company with `quantity` wood drums declared. */
async function scheduledPickup(quantity: number, status: 'pickup_scheduled' | 'ready_for_pickup' = 'pickup_scheduled') {
  const db = t.app.services.db;
  const [request] = await db
    .insert(pickupRequests)
    .values({
      status,
      address: 'Sveavägen 1, Stockholm',
      ...STOCKHOLM,
      zoneId: world.zone.id,
      userId: world.alice.id,
      returnerCompanyId: world.firstCompany.id,
      assignedTransportCompanyId: haulerId,
      confirmedAt: new Date(),
      scheduledAt: new Date(),
      scheduledPickupDate: new Date(Date.now() + 3_600_000),
      acknowledgedAt: new Date(),
    })
    .returning();
  const [line] = await db
    .insert(pickupRequestDrums)
    .values({ pickupRequestId: request.id, drumSpecId: world.woodSpec.id, quantity })
    .returning();
  return { id: request.id, gid: encodeGlobalID('PickupRequest', request.id), line: line.id };
}

const COLLECT = `mutation($input: MarkPickupCollectedInput!) { markPickupCollected(input: $input) { __typename } }`;

const REVIEW = `mutation($input: ReviewCollectionExtrasInput!) { reviewCollectionExtras(input: $input) { __typename
  ... on PickupRequestPayload { pickupRequest { collection { creditCents extrasToReview extrasReview } } } } }`;

const STATEMENTS = `{ buybackStatements { edges { node { id databaseId month status totalCents lineCount
  extrasWaitingOn waitsForApproval lines { referenceNumber full amountCents } } } } }`;

type Statement = {
  id: string;
  databaseId: number;
  month: string;
  status: string;
  totalCents: number;
  lineCount: number;
  extrasWaitingOn: string[];
  waitsForApproval: boolean;
  lines: { referenceNumber: string; full: number; amountCents: number }[];
};

async function statements(client: TestClient): Promise<Statement[]> {
  const result = await client.gql(STATEMENTS);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data.buybackStatements.edges.map((edge: { node: Statement }) => edge.node);
}

const lineOf = async (referenceNumber: string) =>
  (await statements(admin))
    .flatMap((s) => s.lines.map((line) => ({ ...line, statement: s })))
    .find((line) => line.referenceNumber === referenceNumber)!;

const sum = (lines: { amountCents: number }[]) => lines.reduce((total, line) => total + line.amountCents, 0);

/** The driver records `full` drums; answers the collection as the admin reads it (a transporter sees no money). */
async function collect(pickup: { gid: string; line: number }, full: number) {
  const result = await driver.gql(COLLECT, {
    input: { id: pickup.gid, lines: [{ drumLineId: pickup.line, full, minorDamage: 0, scrap: 0 }] },
  });
  expect(result.data.markPickupCollected.__typename, JSON.stringify(result)).toBe('PickupRequestPayload');
  const read = await admin.gql(
    `query($id: ID!) { node(id: $id) { ... on PickupRequest { collection {
    creditCents extraDrums extrasToReview extrasReview lines { full extra creditCents } } } } }`,
    { id: pickup.gid },
  );
  return read.data.node.collection;
}

describe('drums beyond the declared quantity', () => {
  it('are kept and shown, but credited for the declared drums only until reviewed; accepted over GraphQL', async () => {
    const pickup = await scheduledPickup(2);
    // The audit's case: 10,000 drums recorded on a line declared as 2.
    expect(await collect(pickup, 10_000)).toEqual({
      creditCents: 20_000,
      extraDrums: 9_998,
      extrasToReview: 9_998,
      extrasReview: 'PENDING',
      lines: [{ full: 10_000, extra: 9_998, creditCents: 100_000_000 }],
    });
    const reference = formatReferenceNumber(pickup.id);
    const pending = await lineOf(reference);
    expect(pending).toMatchObject({ full: 2, amountCents: 20_000 });
    expect(pending.statement.extrasWaitingOn).toEqual([reference]);
    expect(pending.statement.totalCents).toBe(sum(pending.statement.lines));
    expect((await admin.gql(`{ homeFigures { collectionsToReview } }`)).data.homeFigures.collectionsToReview).toBe(1);

    // Only an admin reviews.
    for (const client of [driver, alice]) {
      const refused = await client.gql(REVIEW, { input: { pickupRequestId: pickup.gid, accept: true } });
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const accepted = await admin.gql(REVIEW, { input: { pickupRequestId: pickup.gid, accept: true } });
    expect(accepted.data.reviewCollectionExtras.pickupRequest.collection).toEqual({
      creditCents: 1_000_000 * 100,
      extrasToReview: 0,
      extrasReview: 'ACCEPTED',
    });
    const credited = await lineOf(reference);
    expect(credited).toMatchObject({ full: 10_000, amountCents: 100_000_000 });
    expect(credited.statement.extrasWaitingOn).toEqual([]);
    expect(credited.statement.totalCents).toBe(sum(credited.statement.lines));
    expect((await admin.gql(`{ homeFigures { collectionsToReview } }`)).data.homeFigures.collectionsToReview).toBe(0);

    // Reviewed once: a second review is a conflict and changes nothing.
    const again = await admin.gql(REVIEW, { input: { pickupRequestId: pickup.gid, accept: false } });
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await lineOf(reference)).amountCents).toBe(100_000_000);
  });

  it('refused over REST before the statement was read: the declared drums only are ever credited', async () => {
    const pickup = await scheduledPickup(3);
    await collect(pickup, 4);
    const path = `/api/admin/pickup-requests/${pickup.id}/collection-extras`;
    expect((await driver.rest('POST', path, { accept: false })).status).toBe(403);
    for (const body of [{ accept: 5 }, {}, { accept: true, pickupRequestId: 1 }])
      expect((await admin.rest('POST', path, body)).status).toBe(400);
    const refused = await admin.rest('POST', path, { accept: false });
    expect(refused.status).toBe(200);
    expect(refused.body.collection).toMatchObject({
      creditCents: 30_000,
      extraDrums: 1,
      extrasToReview: 0,
      extrasReview: 'REFUSED',
    });
    const line = await lineOf(formatReferenceNumber(pickup.id));
    expect(line).toMatchObject({ full: 3, amountCents: 30_000 });
    expect(line.statement.totalCents).toBe(sum(line.statement.lines));
    expect((await admin.rest('POST', path, { accept: true })).status).toBe(409);
    expect(
      (await admin.rest('POST', `/api/admin/pickup-requests/${2 ** 40}/collection-extras`, { accept: true })).status,
    ).toBe(404);
  });

  it('block the approval of their statement (409 naming the requests) until reviewed', async () => {
    const first = await scheduledPickup(1);
    const second = await scheduledPickup(1);
    await collect(first, 2);
    await collect(second, 3);
    const waiting = [formatReferenceNumber(first.id), formatReferenceNumber(second.id)];
    const statement = (await lineOf(waiting[0])).statement;
    expect(statement.extrasWaitingOn).toEqual(waiting);

    const viaGraphql = await admin.gql(
      `mutation($input: ApproveBuybackStatementInput!) { approveBuybackStatement(input: $input) { __typename } }`,
      { input: { statementId: statement.id } },
    );
    expect(viaGraphql.errors?.[0]).toMatchObject({
      message: extrasWaitMessage(waiting),
      extensions: { code: 'CONFLICT' },
    });
    const viaRest = await admin.rest('POST', `/api/admin/buyback-statements/${statement.databaseId}/approve`);
    expect(viaRest.status).toBe(409);
    expect(JSON.stringify(viaRest.body)).toContain(waiting.join(', '));
    const [row] = await t.app.services.db
      .select()
      .from(buybackStatements)
      .where(eq(buybackStatements.id, statement.databaseId));
    expect(row.status).toBe('draft');

    await admin.rest('POST', `/api/admin/pickup-requests/${first.id}/collection-extras`, { accept: true });
    await admin.rest('POST', `/api/admin/pickup-requests/${second.id}/collection-extras`, { accept: false });
    const approved = await admin.rest('POST', `/api/admin/buyback-statements/${statement.databaseId}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.buybackStatement.totalCents).toBe(sum(approved.body.buybackStatement.lines));
  });
});

describe('home figures', () => {
  it('count the statements to approve as the statements say they wait, and the collections to review', async () => {
    const db = t.app.services.db;
    // A past month's draft with a line: last month's, waiting.
    const pickup = await scheduledPickup(2);
    await collect(pickup, 2);
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 15));
    const [moved] = await db
      .update(buybackStatements)
      .set({ month: lastMonth.toISOString().slice(0, 7) })
      .where(eq(buybackStatements.id, (await lineOf(formatReferenceNumber(pickup.id))).statement.databaseId))
      .returning();
    expect(moved.status).toBe('draft');
    const extra = await scheduledPickup(1);
    await collect(extra, 2);

    const figures = (await admin.gql(`{ homeFigures { statementsToApprove collectionsToReview } }`)).data.homeFigures;
    const all = await statements(admin);
    expect(figures.statementsToApprove).toBe(all.filter((s) => s.waitsForApproval).length);
    expect(figures.statementsToApprove).toBeGreaterThan(0);
    expect(all.filter((s) => s.waitsForApproval).every((s) => s.status === 'DRAFT' && s.lineCount > 0)).toBe(true);
    expect(figures.collectionsToReview).toBe(1);
    expect(
      (await admin.rest('GET', '/api/buyback-statements')).body.buybackStatements.filter(
        (s: { waitsForApproval: boolean }) => s.waitsForApproval,
      ).length,
    ).toBe(figures.statementsToApprove);
  });
});

describe('a photo upload refused for want of the right to collect', () => {
  const stored = () => [...(t.app.services.storage as MemoryStorage).files.keys()];
  // Bytes that fail decoding: were they decoded first, the answer would be 413 or 415.
  const undecodable = () => asFile(new TextEncoder().encode('not an image at all'), 'dent.png', 'image/png');

  it('decodes nothing and stores nothing: the refusal comes first', async () => {
    const pickup = await scheduledPickup(2);
    const notYet = await scheduledPickup(2, 'ready_for_pickup');
    const before = stored();
    const cases: [TestClient, string, string][] = [
      [alice, pickup.gid, 'FORBIDDEN'], // the returner may read it, not collect it
      [eve, pickup.gid, 'NOT_FOUND'], // another company's request
      [driver, notYet.gid, 'CONFLICT'], // not scheduled yet
      [driver, encodeGlobalID('PickupRequest', 2 ** 40), 'NOT_FOUND'],
    ];
    for (const [client, id, code] of cases) {
      for (const file of [undecodable(), asFile(await decompressionBomb(), 'bomb.png', 'image/png')]) {
        const result = await gqlMultipart(
          client,
          `mutation($input: MarkPickupCollectedInput!) { markPickupCollected(input: $input) { __typename } }`,
          { input: { id, photos: [null] } },
          { 'input.photos.0': file },
        );
        expect(result.errors?.[0].extensions?.code, `${code} ${JSON.stringify(result.errors)}`).toBe(code);
      }
    }
    expect(stored()).toEqual(before);
    const [row] = await t.app.services.db.select().from(pickupRequests).where(eq(pickupRequests.id, pickup.id));
    expect(row.status).toBe('pickup_scheduled');
    // The driver who may collect it meets the image check.
    const decoded = await gqlMultipart(
      driver,
      `mutation($input: MarkPickupCollectedInput!) { markPickupCollected(input: $input) { __typename } }`,
      { input: { id: pickup.gid, photos: [null] } },
      { 'input.photos.0': undecodable() },
    );
    expect(decoded.errors?.[0].extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
