// A request's names, its drum lines' specification and a photo's request load as subqueries of
// the list's one statement (schema/lookups.ts): every name and size reaches GraphQL and
// REST as it is stored, a missing one as null, and a photo still answers only its request's readers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { pickupRequestDrums, pickupRequestImages, pickupRequests } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { setUpHauler, setUpPickupWorld, STOCKHOLM } from '../../test/support/pickups';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let hauler: Awaited<ReturnType<typeof setUpHauler>>;
let alice: TestClient;
let eve: TestClient;
let named: number; // every name set
let bare: number; // no zone, transport company, contact or admin
let photo: number;
const ADMIN_NAME = 'Ada Admin';

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  hauler = await setUpHauler(t, world);
  const admin = await t.createUser({ name: ADMIN_NAME, role: 'admin', returnerCompanyId: null });
  const db = t.app.services.db;
  const [full, empty] = await db
    .insert(pickupRequests)
    .values([
      {
        status: 'pickup_scheduled',
        address: 'Storgatan 1',
        ...STOCKHOLM,
        zoneId: world.zone.id,
        userId: world.alice.id,
        returnerCompanyId: world.firstCompany.id,
        assignedTransportCompanyId: hauler.hauler.id,
        assignedContactPersonId: hauler.contact.id,
        createdByAdminId: admin.id,
        scheduledPickupDate: new Date('2026-12-01T08:00:00Z'),
      },
      { status: 'draft', address: 'Landsvägen 2', userId: world.alice.id, returnerCompanyId: world.firstCompany.id },
    ])
    .returning({ id: pickupRequests.id });
  [named, bare] = [full.id, empty.id];
  await db.insert(pickupRequestDrums).values([
    { pickupRequestId: named, drumSpecId: world.woodSpec.id, quantity: 3 },
    { pickupRequestId: named, drumSpecId: world.steelSpec.id, quantity: 1 },
  ]);
  const [image] = await db
    .insert(pickupRequestImages)
    .values({
      pickupRequestId: named,
      storageKey: `pickups/${named}.png`,
      thumbnailKey: `pickups/${named}-thumb.webp`,
      filename: 'site.png',
      contentType: 'image/png',
      isPrimary: true,
    })
    .returning({ id: pickupRequestImages.id });
  photo = image.id;
  [alice, eve] = await Promise.all([t.signIn(world.alice.email), t.signIn(world.eve.email)]);
});
afterAll(() => t?.close());

const NAMES = {
  zoneName: 'Stockholm',
  zoneNumber: 1,
  userName: 'Alice',
  returnerCompanyName: 'Cable Crew AB',
  assignedTransportCompanyName: 'Haulers AB',
  assignedContactPersonName: 'Dana Driver',
  createdByAdminName: ADMIN_NAME,
};
const NO_NAMES = {
  zoneName: null,
  zoneNumber: null,
  userName: 'Alice',
  returnerCompanyName: 'Cable Crew AB',
  assignedTransportCompanyName: null,
  assignedContactPersonName: null,
  createdByAdminName: null,
};
const lines = () => [
  {
    drumSpecName: 'K10 wood',
    drumTypeId: world.woodSpec.drumTypeId,
    drumTypeName: 'wood',
    diameter: 1000,
    width: 600,
    quantity: 3,
  },
  {
    drumSpecName: 'S12 steel',
    drumTypeId: world.steelSpec.drumTypeId,
    drumTypeName: 'steel',
    diameter: null,
    width: null,
    quantity: 1,
  },
];

describe('a request’s names and drum lines in the lists', () => {
  it('reaches GraphQL with every name, and null for those not set', async () => {
    const result = await alice.gql(`{ pickupRequests(first: 10) { edges { node {
      databaseId zoneName zoneNumber userName returnerCompanyName assignedTransportCompanyName
      assignedContactPersonName createdByAdminName drumType totalDrums
      drums { drumSpecName drumTypeId drumTypeName diameter width quantity }
      images { databaseId filename }
    } } } }`);
    expect(result.errors).toBeUndefined();
    const nodes = result.data.pickupRequests.edges.map((edge: { node: { databaseId: number } }) => edge.node);
    const full = nodes.find((node: { databaseId: number }) => node.databaseId === named);
    const empty = nodes.find((node: { databaseId: number }) => node.databaseId === bare);
    expect(full).toMatchObject({ ...NAMES, drumType: 'wood, steel', totalDrums: 4, drums: lines() });
    expect(full.images).toEqual([{ databaseId: photo, filename: 'site.png' }]);
    expect(empty).toMatchObject({ ...NO_NAMES, drums: [], images: [], totalDrums: 0 });
  });

  it('reaches REST GET /api/drums with the same names under the spec’s keys', async () => {
    const response = await alice.rest('GET', '/api/drums');
    expect(response.status).toBe(200);
    const rows = (response.body as { drums: Record<string, unknown>[] }).drums;
    const full = rows.find((row) => row.id === named)!;
    expect(full).toMatchObject({
      ...NAMES,
      transportCompanyName: 'Haulers AB',
      drums: lines().map((line) => ({ ...line, drumType: line.drumTypeName })),
    });
    expect(rows.find((row) => row.id === bare)).toMatchObject(NO_NAMES);
  });

  it('answers a photo to its request’s company and as missing to another company', async () => {
    const query = `query($id: ID!) { node(id: $id) { ... on PickupRequestImage { databaseId filename } } }`;
    const id = encodeGlobalID('PickupRequestImage', photo);
    expect((await alice.gql(query, { id })).data.node).toEqual({ databaseId: photo, filename: 'site.png' });
    expect((await eve.gql(query, { id })).data.node).toBeNull();
    expect((await eve.gql(`query($id: ID!) { pickupRequestImage(id: $id) { databaseId } }`, { id })).data).toEqual({
      pickupRequestImage: null,
    });
  });
});
