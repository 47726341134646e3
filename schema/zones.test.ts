import { encodeGlobalID } from '@pothos/plugin-relay';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupRequests, zones } from '../db/schema';
import type { PickupStatus } from '../domain/statuses';
import { createTestApp, type TestApp, type TestClient } from '../test/support/harness';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@example.com');
});
afterAll(() => t?.close());

// Central Stockholm, and the same square moved north over Uppsala.
const square = (lat: number, lng: number) => [
  { lat: lat - 0.1, lng: lng - 0.1 },
  { lat: lat - 0.1, lng: lng + 0.1 },
  { lat: lat + 0.1, lng: lng + 0.1 },
  { lat: lat + 0.1, lng: lng - 0.1 },
];

async function request(
  lat: number | null,
  lng: number | null,
  status: PickupStatus = 'ready_for_pickup',
  zoneId: number | null = null,
) {
  const [row] = await t.app.services.db
    .insert(pickupRequests)
    .values({ address: 'Somewhere 1', latitude: lat, longitude: lng, status, zoneId })
    .returning();
  return row.id;
}
const zoneOf = async (id: number) =>
  (await t.app.services.db.query.pickupRequests.findFirst({ where: { id } }))!.zoneId;
const zoneCount = async () => (await t.app.services.db.select({ id: zones.id }).from(zones)).length;

describe('zone validation (docs/specification.md section 5)', () => {
  it.each([
    ['zoneNumber 0', { zoneNumber: 0 }, 'zoneNumber', 'Zone number must be a positive integer'],
    ['zoneNumber negative', { zoneNumber: -3 }, 'zoneNumber', 'Zone number must be a positive integer'],
    ['name blank', { name: ' ' }, 'name', 'Name is required'],
    ['3 points', { boundary: square(59.33, 18.07).slice(0, 3) }, 'boundary', 'At least 4 points required for a zone'],
    [
      '21 points',
      { boundary: Array.from({ length: 21 }, (_, i) => ({ lat: 59 + i / 100, lng: 18 + (i % 2) / 10 })) },
      'boundary',
      'Maximum 20 points allowed for a zone',
    ],
    [
      'a bow-tie (edges crossing)',
      { boundary: [0, 2, 1, 3].map((i) => square(59.33, 18.07)[i]) },
      'boundary',
      'The zone boundary must not cross itself',
    ],
  ])('create refuses %s and creates nothing', async (_label, change, field, message) => {
    const before = await zoneCount();
    const response = await admin.rest('POST', '/api/zones', { name: 'North', zoneNumber: 1, ...change });
    expect(response.status).toBe(400);
    expect(response.body.issues).toContainEqual({ field, message });
    expect(await zoneCount()).toBe(before);
  });

  it('defaults the zone number to 1', async () => {
    const response = await admin.rest('POST', '/api/zones', { name: 'Numberless', boundary: square(30, 30) });
    expect(response.status).toBe(201);
    expect(response.body.zone).toMatchObject({ zoneNumber: 1, name: 'Numberless' });
    expect(typeof response.body.zone.id).toBe('number');
  });

  it.each([
    ['an empty boundary', { boundary: [] }],
    ['no boundary', {}],
  ])('refuses a zone with %s over GraphQL and REST, storing nothing', async (_label, boundary) => {
    const before = await zoneCount();
    const response = await admin.rest('POST', '/api/zones', { name: 'Undrawn', ...boundary });
    expect(response.status).toBe(400);
    // REST names the boundary as the caller sent it, zoneDefinition when it sent none.
    const field = 'boundary' in boundary ? 'boundary' : 'zoneDefinition';
    expect(response.body.issues).toEqual([{ field, message: 'At least 4 points required for a zone' }]);
    const graphql = await admin.gql(
      'mutation($i: CreateZoneInput!) { createZone(input: $i) { __typename ... on ValidationError { issues { field message } } } }',
      { i: { name: 'Undrawn', ...boundary } },
    );
    expect(graphql.data.createZone).toEqual({
      __typename: 'ValidationError',
      issues: [{ field: 'boundary', message: 'At least 4 points required for a zone' }],
    });
    expect(await zoneCount()).toBe(before);
  });

  it('an update with a bad value changes nothing', async () => {
    const created = await admin.rest('POST', '/api/zones', { name: 'Keep', zoneNumber: 4, boundary: square(31, 31) });
    const bad = await admin.rest('PATCH', `/api/zones/${created.body.zone.id}`, { zoneNumber: 0, name: 'Changed' });
    expect(bad.status).toBe(400);
    const stored = await t.app.services.db.query.zones.findFirst({ where: { id: created.body.zone.id } });
    expect(stored).toMatchObject({ name: 'Keep', zoneNumber: 4 });
  });
});

describe('saving a zone re-assigns the zone of requests', () => {
  it('puts open requests inside the new polygon into the zone, and takes them out when it moves', async () => {
    const inside = await request(59.33, 18.07);
    const draftInside = await request(59.34, 18.05, 'draft');
    const outside = await request(57.7, 11.97);
    const noCoordinates = await request(null, null);
    const collectedInside = await request(59.33, 18.07, 'collected');

    const created = await admin.rest('POST', '/api/zones', {
      name: 'Stockholm',
      zoneNumber: 2,
      boundary: square(59.33, 18.07),
    });
    expect(created.status).toBe(201);
    const zoneId = created.body.zone.id;
    expect(await zoneOf(inside)).toBe(zoneId);
    expect(await zoneOf(draftInside)).toBe(zoneId);
    expect(await zoneOf(outside)).toBeNull();
    expect(await zoneOf(noCoordinates)).toBeNull();
    expect(await zoneOf(collectedInside)).toBeNull(); // history keeps the zone it had

    const moved = await admin.rest('PATCH', `/api/zones/${zoneId}`, { boundary: square(59.86, 17.64) });
    expect(moved.status).toBe(200);
    expect(await zoneOf(inside)).toBeNull();
    const uppsala = await request(59.86, 17.64);
    await admin.gql(
      `mutation($i: UpdateZoneInput!) { updateZone(input: $i) { ... on ZonePayload { reassignedRequestCount } } }`,
      {
        i: { id: encodeGlobalID('Zone', zoneId), name: 'Uppsala' },
      },
    );
    expect(await zoneOf(uppsala)).toBe(zoneId);
  });
});

describe('deleting a zone', () => {
  it('is refused while a pending pickup is in it, allowed once only collected/cancelled remain', async () => {
    const created = await admin.rest('POST', '/api/zones', { name: 'Delete me', boundary: square(10, 10) });
    const zoneId = created.body.zone.id;
    const pending = await request(10, 10, 'ready_for_pickup', zoneId);
    await request(10, 10, 'collected', zoneId);

    const refused = await admin.rest('DELETE', `/api/zones/${zoneId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Cannot delete a zone with pending pickups');
    expect(await t.app.services.db.query.zones.findFirst({ where: { id: zoneId } })).toBeDefined();

    await t.app.services.db.update(pickupRequests).set({ status: 'cancelled' }).where(eq(pickupRequests.id, pending));
    const deleted = await admin.rest('DELETE', `/api/zones/${zoneId}`);
    expect(deleted.status).toBe(200);
    expect(await t.app.services.db.query.zones.findFirst({ where: { id: zoneId } })).toBeUndefined();
    expect((await admin.rest('DELETE', `/api/zones/${zoneId}`)).status).toBe(404);
  });

  it('lists zones as {zones} by number', async () => {
    const list = await admin.rest('GET', '/api/zones');
    expect(list.status).toBe(200);
    const numbers = list.body.zones.map((z: { zoneNumber: number }) => z.zoneNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });
});
