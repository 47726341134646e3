// Every list's statements have an index to use: with sequential scans priced out, no
// plan of the returner's, transporter's or admin's lists, REST or GraphQL, still scans
// pickup_requests from end to end. A missing index shows here by the list and the statement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupRequestDrums, pickupRequests, transportCompanies } from '../../db/schema';
import { countQueries } from '../../test/support/countQueries';
import { planWithoutSeqScans } from '../../test/support/explain';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { setUpPickupWorld, STOCKHOLM } from '../../test/support/pickups';

let t: TestApp;
let haulerId: number;
const clients: Record<'returner' | 'transporter' | 'admin', TestClient> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  const world = await setUpPickupWorld(t);
  const db = t.app.services.db;
  const [hauler] = await db
    .insert(transportCompanies)
    .values({ name: 'Plan Haul AB', organizationNumber: '555555-1111' })
    .returning();
  haulerId = hauler.id;
  for (const [companyId, userId] of [
    [world.firstCompany.id, world.alice.id],
    [world.secondCompany.id, world.eve.id],
  ]) {
    const rows = await db
      .insert(pickupRequests)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          status: (['draft', 'ready_for_pickup', 'pickup_scheduled', 'collected'] as const)[i % 4],
          address: `Planvägen ${i}`,
          ...STOCKHOLM,
          zoneId: world.zone.id,
          userId,
          returnerCompanyId: companyId,
          assignedTransportCompanyId: i % 2 ? hauler.id : null,
        })),
      )
      .returning({ id: pickupRequests.id });
    await db
      .insert(pickupRequestDrums)
      .values(rows.map((row) => ({ pickupRequestId: row.id, drumSpecId: world.woodSpec.id, quantity: 1 })));
  }
  await db.execute('ANALYZE' as never);
  const transporter = await t.createUser({ role: 'transporter', transportCompanyId: hauler.id });
  clients.returner = await t.signIn(world.eve.email);
  clients.transporter = await t.signIn(transporter.email);
  clients.admin = await t.signIn('admin@example.com');
});
afterAll(() => t?.close());

const NODE =
  'id referenceNumberFormatted status address totalDrums drums { drumSpecName quantity } images { thumbnailUrl }';
const LISTS: [string, keyof typeof clients, (client: TestClient) => Promise<unknown>][] = [
  ['My Returns (GraphQL)', 'returner', (c) => c.gql(`{ pickupRequests(first: 50) { edges { node { ${NODE} } } } }`)],
  ['GET /api/drums', 'returner', (c) => c.rest('GET', '/api/drums')],
  [
    'transporter list (GraphQL)',
    'transporter',
    (c) =>
      c.gql(
        `{ pickupRequests(first: 50, statuses: [ready_for_pickup, pickup_scheduled]) { edges { node { ${NODE} } } } }`,
      ),
  ],
  ['GET /api/transport/pickup-requests', 'transporter', (c) => c.rest('GET', '/api/transport/pickup-requests')],
  [
    'admin pickup tab (GraphQL)',
    'admin',
    (c) => c.gql(`{ pickupRequests(first: 50, statuses: [ready_for_pickup]) { edges { node { ${NODE} } } } }`),
  ],
  [
    'admin list of every status (GraphQL)',
    'admin',
    (c) => c.gql(`{ pickupRequests(first: 50) { edges { node { ${NODE} } } } }`),
  ],
  ['admin Returns Log (GraphQL)', 'admin', (c) => c.gql(`{ auditLog(first: 50) { edges { node { ${NODE} } } } }`)],
  // A search (trigram indexes) and the filters, with the total they count.
  [
    'admin search by street and company (GraphQL)',
    'admin',
    (c) =>
      c.gql(`{ pickupRequests(first: 50, search: "planvägen 17 cable") { totalCount edges { node { ${NODE} } } } }`),
  ],
  ['admin search by reference (REST)', 'admin', (c) => c.rest('GET', '/api/drums?search=PR-000017&limit=50')],
  [
    'admin list by transport company and days, by address (REST)',
    'admin',
    (c) =>
      c.rest('GET', `/api/drums?transportCompanyId=${haulerId}&createdFrom=2026-01-01&orderBy=ADDRESS_ASC&limit=50`),
  ],
];

describe('list query plans', () => {
  it.each(LISTS)('%s: no sequential scan of pickup_requests', async (_name, who, call) => {
    const { statements } = await countQueries(t.app.services.db, () => call(clients[who]));
    const lists = statements.filter((statement) => /from "pickup_requests"/i.test(statement.text));
    expect(lists.length).toBeGreaterThan(0);
    for (const statement of lists) {
      const nodes = await planWithoutSeqScans(t.app.services.db, statement);
      const scans = nodes.filter(
        (node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'pickup_requests',
      );
      expect(scans, statement.text.slice(0, 400)).toEqual([]);
    }
  });
});
