import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  auditEvents,
  messages,
  pickupRequestDrums,
  pickupRequestImages,
  pickupRequests,
  transportCompanies,
} from '../../db/schema';
import { countQueries as countStatements } from '../../test/support/countQueries';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { setUpPickupWorld, STOCKHOLM } from '../../test/support/pickups';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let few: TestClient; // company with 5 requests
let many: TestClient; // company with 50 requests

const countQueries = <T>(run: () => Promise<T>) => countStatements(t.app.services.db, run);

async function seedRequests(companyId: number, userId: number, count: number) {
  const db = t.app.services.db;
  const rows = await db
    .insert(pickupRequests)
    .values(
      Array.from({ length: count }, (_, i) => ({
        status: (['draft', 'ready_for_pickup', 'pickup_scheduled'] as const)[i % 3],
        address: `Storgatan ${i + 1}`,
        ...STOCKHOLM,
        zoneId: world.zone.id,
        userId,
        returnerCompanyId: companyId,
        hasLoadingCapability: true,
      })),
    )
    .returning({ id: pickupRequests.id });
  await db.insert(pickupRequestDrums).values(
    rows.flatMap((row) => [
      { pickupRequestId: row.id, drumSpecId: world.woodSpec.id, quantity: 2 },
      { pickupRequestId: row.id, drumSpecId: world.steelSpec.id, quantity: 1 },
    ]),
  );
  // Two messages on every request, so each page also counts messages.
  await db
    .insert(messages)
    .values(
      rows.flatMap((row) => [1, 2].map((n) => ({ pickupRequestId: row.id, userId, messageText: `Message ${n}` }))),
    );
  await db.insert(pickupRequestImages).values(
    rows.flatMap((row) =>
      [0, 1].map((position) => ({
        pickupRequestId: row.id,
        storageKey: `pickups/${row.id}-${position}.png`,
        thumbnailKey: `pickups/${row.id}-${position}-thumb.webp`,
        filename: `${position}.png`,
        contentType: 'image/png',
        isPrimary: position === 0,
        position,
      })),
    ),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  await seedRequests(world.firstCompany.id, world.alice.id, 5);
  await seedRequests(world.secondCompany.id, world.eve.id, 50);
  [few, many] = await Promise.all([t.signIn(world.alice.email), t.signIn(world.eve.email)]);
});
afterAll(() => t?.close());

const LIST = `query MyReturns {
  pickupRequests(first: 50) {
    pageInfo { hasNextPage }
    edges { node {
      id referenceNumberFormatted status statusLabel address latitude longitude zoneName totalDrums drumType
      userName returnerCompanyName assignedTransportCompanyName createdByAdminName createdAt confirmedAt scheduledPickupDate collectedAt
      viewerCanEdit viewerCanDelete viewerCanSubmit messageCount
      drums { drumSpecName drumTypeName quantity diameter }
      images { id url thumbnailUrl isPrimary }
    } }
  }
}`;

describe("the returner's list", () => {
  it('renders 5 or 50 requests with the same, fixed number of SQL queries (GraphQL)', async () => {
    const small = await countQueries(() => few.gql(LIST));
    const large = await countQueries(() => many.gql(LIST));
    expect(small.result.errors).toBeUndefined();
    expect(large.result.errors).toBeUndefined();
    expect(small.result.data.pickupRequests.edges).toHaveLength(5);
    expect(large.result.data.pickupRequests.edges).toHaveLength(50);
    const node = large.result.data.pickupRequests.edges[0].node;
    expect(node).toMatchObject({
      messageCount: 2,
      totalDrums: 3,
      drumType: 'wood, steel',
      zoneName: 'Stockholm',
      returnerCompanyName: 'Other Wires AB',
    });
    expect(node.images).toHaveLength(2);
    // The session look-up and one statement for the page with everything in it.
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(3);
  });

  it('renders GET /api/drums with the same number of queries for 5 and 50 requests', async () => {
    const small = await countQueries(() => few.rest('GET', '/api/drums'));
    const large = await countQueries(() => many.rest('GET', '/api/drums'));
    expect(small.result.body.drums).toHaveLength(5);
    expect(large.result.body.drums).toHaveLength(50);
    expect(large.result.body.drums[0]).toMatchObject({
      totalDrums: 3,
      messageCount: 2,
      zoneName: 'Stockholm',
      drums: expect.any(Array),
      images: expect.any(Array),
    });
    expect(typeof large.result.body.drums[0].id).toBe('number');
    expect(large.queries).toBe(small.queries);
  });

  it('lists only the viewer’s company, newest first, filtered by status', async () => {
    const ids = (await few.rest('GET', '/api/drums')).body.drums.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const drafts = await few.gql(`{ pickupRequests(first: 50, statuses: [draft]) { edges { node { status } } } }`);
    expect(drafts.data.pickupRequests.edges.map((edge: { node: { status: string } }) => edge.node.status)).toEqual([
      'draft',
      'draft',
    ]);
  });
});

describe("the transporter's lists and the pickup department's counts", () => {
  let fewHauler: TestClient;
  let manyHauler: TestClient;
  let admin: TestClient;

  beforeAll(async () => {
    const db = t.app.services.db;
    const [five, fifty] = await db
      .insert(transportCompanies)
      .values([
        { name: 'Five Haul AB', organizationNumber: '555555-5555' },
        { name: 'Fifty Haul AB', organizationNumber: '555555-5050' },
      ])
      .returning();
    await db
      .update(pickupRequests)
      .set({ assignedTransportCompanyId: five.id })
      .where(eq(pickupRequests.returnerCompanyId, world.firstCompany.id));
    await db
      .update(pickupRequests)
      .set({ assignedTransportCompanyId: fifty.id })
      .where(eq(pickupRequests.returnerCompanyId, world.secondCompany.id));
    const [fewUser, manyUser] = await Promise.all([
      t.createUser({ role: 'transporter', transportCompanyId: five.id }),
      t.createUser({ role: 'transporter', transportCompanyId: fifty.id }),
    ]);
    [fewHauler, manyHauler, admin] = await Promise.all([
      t.signIn(fewUser.email),
      t.signIn(manyUser.email),
      t.signIn('admin@example.com'),
    ]);
  });

  it('GET /api/transport/pickup-requests answers 5 or 50 requests with the same number of queries, drafts left out', async () => {
    const small = await countQueries(() => fewHauler.rest('GET', '/api/transport/pickup-requests'));
    const large = await countQueries(() => manyHauler.rest('GET', '/api/transport/pickup-requests'));
    type Listed = { pickupRequests: { status: string; drums: unknown[]; images: unknown[] }[] };
    const smallList = (small.result.body as Listed).pickupRequests;
    const largeList = (large.result.body as Listed).pickupRequests;
    // Every third seeded request is a draft, which no transporter list shows.
    expect(smallList).toHaveLength(3);
    expect(largeList).toHaveLength(33);
    expect(largeList.every((request) => request.status !== 'draft' && request.drums.length === 2)).toBe(true);
    expect(large.queries).toBe(small.queries);
  });

  it('stat cards and tab counts, over GraphQL and REST, each in a fixed number of queries', async () => {
    const stats = await countQueries(() => manyHauler.rest('GET', '/api/transport/stats'));
    // 50 seeded: 17 drafts, 17 ready_for_pickup without a date, 16 pickup_scheduled.
    expect(stats.result.body).toEqual({
      totalRequests: 33,
      newRequests: 17,
      scheduledPickups: 16,
      pendingConfirmation: 0,
      activePickups: 16,
      completed: 0,
    });
    const fewStats = await countQueries(() => fewHauler.rest('GET', '/api/transport/stats'));
    expect(fewStats.queries).toBe(stats.queries);
    const counts = await admin.rest('GET', '/api/dashboard/stats');
    expect(counts.body).toEqual({ pending: 19, requests: 19, ongoing: 17, completed: 0, cancelled: 0 });
    const graphql = await admin.gql('{ pickupDepartmentCounts { pending requests ongoing } }');
    expect(graphql.data.pickupDepartmentCounts).toEqual({ pending: 19, requests: 19, ongoing: 17 });
    // Not for returners: the counts are the admin's, the stats the transporter's.
    expect((await few.rest('GET', '/api/dashboard/stats')).status).toBe(403);
    expect((await few.rest('GET', '/api/transport/stats')).status).toBe(403);
    expect((await fewHauler.rest('GET', '/api/dashboard/stats')).status).toBe(403);
  });
});

describe("the admin's lists", () => {
  const LOG = (first: number) => `{
    auditLog(first: ${first}) { edges { node {
      id referenceNumberFormatted status address zoneName totalDrums drumType updatedAt
      images { thumbnailUrl isPrimary } drums { drumSpecName quantity }
      auditEvents { eventType createdAt userName adminEdit eventDetails }
    } } }
  }`;
  const TAB = (first: number) => `{
    pickupRequests(first: ${first}, statuses: [draft, ready_for_pickup, pickup_scheduled]) { edges { node {
      id referenceNumberFormatted status address zoneName totalDrums returnerCompanyName assignedTransportCompanyName
      allowedActions rollbackTargets viewerCanEdit viewerCanDelete images { thumbnailUrl } drums { drumSpecName }
      auditEvents { eventType userName }
    } } }
  }`;

  it('the Returns Log and a pickup tab answer a page of 5 or of 50 with the same number of queries', async () => {
    const db = t.app.services.db;
    const admin = await t.signIn('admin@example.com');
    const requests = await db.select({ id: pickupRequests.id }).from(pickupRequests);
    await db.insert(auditEvents).values(
      requests.flatMap(({ id }) =>
        ['address_changed', 'drums_modified'].map((eventType) => ({
          pickupRequestId: id,
          eventType: eventType as 'address_changed' | 'drums_modified',
          userId: world.alice.id,
          eventDetails: { adminEdit: true },
        })),
      ),
    );
    for (const query of [LOG, TAB]) {
      const small = await countQueries(() => admin.gql(query(5)));
      const large = await countQueries(() => admin.gql(query(50)));
      const edges = (result: { data?: Record<string, { edges: unknown[] }> }) =>
        Object.values(result.data ?? {})[0]?.edges;
      expect(edges(small.result)).toHaveLength(5);
      expect(edges(large.result)).toHaveLength(50);
      expect(large.queries).toBe(small.queries);
    }
  });
});

describe('paging', () => {
  it('puts every request on exactly one page when several were created within one millisecond', async () => {
    const user = await t.createUser({ returnerCompanyId: world.firstCompany.id });
    const db = t.app.services.db;
    // Times a JavaScript Date cannot tell apart; the page cursor carries a Date.
    const rows = await db
      .insert(pickupRequests)
      .values(
        ['123900', '123500', '123100'].map((micros, i) => ({
          status: 'draft' as const,
          address: `Same millisecond ${i}`,
          ...STOCKHOLM,
          zoneId: world.zone.id,
          userId: user.id,
          returnerCompanyId: world.firstCompany.id,
          hasLoadingCapability: true,
          createdAt: sql`${`2031-05-05 10:00:00.${micros}+00`}::timestamptz` as unknown as Date,
        })),
      )
      .returning({ id: pickupRequests.id });
    const client = await t.signIn(user.email);
    const seen: number[] = [];
    let after: string | null = null;
    do {
      const page: any = await client.gql(
        `query Page($after: String) { pickupRequests(first: 1, after: $after) {
          edges { node { databaseId } } pageInfo { endCursor hasNextPage } } }`,
        { after },
      );
      seen.push(...page.data.pickupRequests.edges.map((edge: any) => edge.node.databaseId));
      after = page.data.pickupRequests.pageInfo.hasNextPage ? page.data.pickupRequests.pageInfo.endCursor : null;
    } while (after && seen.length < 20);
    const ours = rows.map((row) => row.id);
    expect(seen.filter((id) => ours.includes(id)).sort()).toEqual([...ours].sort());
    expect(new Set(seen).size).toBe(seen.length);
  });
});
