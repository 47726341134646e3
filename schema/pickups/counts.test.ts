// `pickupRequestCounts`: a search's matches per status, the same requests the list would show the
// caller (what it may read, narrowed by the filters), so the admin's tabs can say where they are.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupRequests, zones } from '../../db/schema';
import { PICKUP_LIST_MESSAGES } from '../../domain/pickupListFilter';
import { formatReferenceNumber } from '../../domain/referenceNumber';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { setUpHauler, setUpPickupWorld, STOCKHOLM } from '../../test/support/pickups';

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let driver: TestClient;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@example.com');
  world = await setUpPickupWorld(t);
  const hauler = await setUpHauler(t, world);
  alice = await t.signIn(world.alice.email);
  driver = await t.signIn(hauler.driver.email);
  const db = t.app.services.db;
  const [far] = await db.insert(zones).values({ zoneNumber: 9, name: 'Far', boundary: [] }).returning();
  const rows: [string, Partial<typeof pickupRequests.$inferInsert>][] = [
    ['collectedHauled', { status: 'collected', assignedTransportCompanyId: hauler.hauler.id }],
    ['collectedOther', { status: 'collected', zoneId: far.id }],
    ['cancelled', { status: 'cancelled' }],
    ['ready', { status: 'ready_for_pickup', address: 'Kungsgatan 5, Stockholm' }],
    ['otherCompany', { status: 'collected', returnerCompanyId: world.secondCompany.id, userId: world.eve.id }],
  ];
  for (const [name, fields] of rows) {
    const [row] = await db
      .insert(pickupRequests)
      .values({
        ...STOCKHOLM,
        address: 'Sveavägen 10, 111 57 Stockholm',
        zoneId: world.zone.id,
        userId: world.alice.id,
        returnerCompanyId: world.firstCompany.id,
        ...fields,
      } as typeof pickupRequests.$inferInsert)
      .returning({ id: pickupRequests.id });
    ids[name] = row.id;
  }
});
afterAll(() => t?.close());

const COUNTS = `query Counts($search: String, $zoneId: ID, $returnerCompanyId: ID) {
  pickupRequestCounts(search: $search, zoneId: $zoneId, returnerCompanyId: $returnerCompanyId) { status count } }`;

async function counts(client: TestClient, variables: Record<string, unknown>) {
  const result = await client.gql(COUNTS, variables);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  // In the order of the statuses' declaration; sorted here so the assertions read by name.
  return [...(result.data.pickupRequestCounts as { status: string; count: number }[])].sort((a, b) =>
    a.status.localeCompare(b.status),
  );
}

describe('pickupRequestCounts', () => {
  it("counts an admin's matches per status, leaving out statuses with none", async () => {
    expect(await counts(admin, { search: 'sveavägen' })).toEqual([
      { status: 'cancelled', count: 1 },
      { status: 'collected', count: 3 },
    ]);
    expect(await counts(admin, { search: formatReferenceNumber(ids.collectedOther) })).toEqual([
      { status: 'collected', count: 1 },
    ]);
    expect(await counts(admin, { search: 'no such street anywhere' })).toEqual([]);
  });

  it('takes the filters of the list', async () => {
    const second = encodeGlobalID('ReturnerCompany', world.secondCompany.id);
    expect(await counts(admin, { search: 'sveavägen', returnerCompanyId: second })).toEqual([
      { status: 'collected', count: 1 },
    ]);
    expect(await counts(admin, { zoneId: encodeGlobalID('Zone', world.zone.id) })).toEqual([
      { status: 'cancelled', count: 1 },
      { status: 'collected', count: 2 },
      { status: 'ready_for_pickup', count: 1 },
    ]);
  });

  it('never counts what the caller may not read', async () => {
    // Alice's company's requests, cancelled ones hidden as in her list; not the other company's.
    expect(await counts(alice, { search: 'sveavägen' })).toEqual([{ status: 'collected', count: 2 }]);
    // The transport company's: the one assigned to it, not those of another or of no company.
    expect(await counts(driver, { search: 'sveavägen' })).toEqual([{ status: 'collected', count: 1 }]);
    const anonymous = await t.client().gql(COUNTS, { search: 'sveavägen' });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers a bad filter with an error naming it', async () => {
    const result = await admin.gql(COUNTS, { zoneId: encodeGlobalID('ReturnerCompany', world.firstCompany.id) });
    expect(result.errors?.[0].message).toBe(PICKUP_LIST_MESSAGES.id);
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_REQUEST', field: 'zoneId' });
    const long = await admin.gql(COUNTS, { search: 'x'.repeat(201) });
    expect(long.errors?.[0].message).toBe(PICKUP_LIST_MESSAGES.search);
  });
});
