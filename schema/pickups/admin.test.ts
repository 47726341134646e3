// The admin's pickup calls: edit with an audit trail (each event type with its diff), create on a
// returner's behalf, delete, the returns log; and nobody else may use them.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  pickupRequestDrums,
  pickupRequestImages,
  pickupRequests,
  transportCompanies,
} from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { MemoryStorage } from '../../services/uploads/storage';
import { pickupState, setUpPickupWorld, STOCKHOLM } from '../../test/support/pickups';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let admin: TestClient;
let alice: TestClient;
let driver: TestClient;
let hauler: { id: number; name: string };
let otherHauler: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  const db = t.app.services.db;
  [hauler, otherHauler] = await db
    .insert(transportCompanies)
    .values([
      { name: 'Haulers AB', organizationNumber: '555555-1111' },
      { name: 'Movers AB', organizationNumber: '555555-2222' },
    ])
    .returning();
  const driverUser = await t.createUser({ role: 'transporter', transportCompanyId: hauler.id });
  [admin, alice, driver] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn(world.alice.email),
    t.signIn(driverUser.email),
  ]);
});
afterAll(() => t?.close());

async function insertRequest(
  status: 'draft' | 'ready_for_pickup' | 'pickup_scheduled' | 'collected' = 'ready_for_pickup',
) {
  const db = t.app.services.db;
  const [row] = await db
    .insert(pickupRequests)
    .values({
      status,
      address: 'Storgatan 1, Stockholm',
      ...STOCKHOLM,
      zoneId: world.zone.id,
      userId: world.alice.id,
      returnerCompanyId: world.firstCompany.id,
      assignedTransportCompanyId: status === 'pickup_scheduled' ? hauler.id : null,
      hasLoadingCapability: true,
    })
    .returning();
  await db.insert(pickupRequestDrums).values([
    { pickupRequestId: row.id, drumSpecId: world.woodSpec.id, quantity: 2 },
    { pickupRequestId: row.id, drumSpecId: world.steelSpec.id, quantity: 1 },
  ]);
  return row;
}

const eventsOf = async (id: number) =>
  (await t.app.services.db.select().from(auditEvents).where(eq(auditEvents.pickupRequestId, id))).map((event) => ({
    eventType: event.eventType,
    eventDetails: event.eventDetails,
    userId: event.userId,
  }));

const edit = (client: TestClient, id: number, body: Record<string, unknown>) =>
  client.rest('PATCH', `/api/admin/pickup-requests/${id}/edit`, body);

describe('admin edit and its audit trail', () => {
  it.each([
    [
      'address_changed',
      { address: 'Sveavägen 2, Stockholm', latitude: 59.34 },
      {
        adminEdit: true,
        before: { address: 'Storgatan 1, Stockholm', latitude: 59.33, longitude: 18.07 },
        after: { address: 'Sveavägen 2, Stockholm', latitude: 59.34, longitude: 18.07 },
      },
    ],
    [
      'drums_modified',
      'drums',
      {
        adminEdit: true,
        added: [{ drumSpecId: 'admin', name: 'Admin special', quantity: 5 }],
        removed: [{ drumSpecId: 'steel', name: 'S12 steel', quantity: 1 }],
        modified: [{ drumSpecId: 'wood', name: 'K10 wood', before: 2, after: 4 }],
      },
    ],
  ])('%s: the event carries the change', async (eventType, change, details) => {
    const request = await insertRequest();
    const ids = { wood: world.woodSpec.id, steel: world.steelSpec.id, admin: world.adminSpec.id };
    const body =
      change === 'drums'
        ? {
            drums: [
              { drumSpecId: ids.wood, quantity: 4 },
              { drumSpecId: ids.admin, quantity: 5 },
            ],
          }
        : change;
    const response = await edit(admin, request.id, body as Record<string, unknown>);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const expected = JSON.parse(
      JSON.stringify(details).replace(
        /"drumSpecId":"(\w+)"/g,
        (_, key: keyof typeof ids) => `"drumSpecId":${ids[key]}`,
      ),
    );
    expect(await eventsOf(request.id)).toEqual([
      {
        eventType,
        eventDetails: expected,
        userId: (await t.app.services.db.query.users.findFirst({ where: { email: 'admin@example.com' } }))!.id,
      },
    ]);
  });

  it('changing the returner company resets the user; naming a user of it records both', async () => {
    const request = await insertRequest();
    const bare = await edit(admin, request.id, { returnerCompanyId: world.secondCompany.id });
    expect(bare.status).toBe(200);
    const [after] = await t.app.services.db.select().from(pickupRequests).where(eq(pickupRequests.id, request.id));
    expect(after).toMatchObject({ returnerCompanyId: world.secondCompany.id, userId: null });
    expect((await eventsOf(request.id)).map((event) => [event.eventType, event.eventDetails])).toEqual([
      [
        'returner_company_changed',
        {
          adminEdit: true,
          before: { id: world.firstCompany.id, name: 'Cable Crew AB' },
          after: { id: world.secondCompany.id, name: 'Other Wires AB' },
        },
      ],
      ['returner_changed', { adminEdit: true, before: { id: world.alice.id, name: 'Alice' }, after: null }],
    ]);
    const withUser = await edit(admin, request.id, { userId: world.eve.id });
    expect(withUser.status).toBe(200);
    expect((await eventsOf(request.id)).at(-1)).toMatchObject({
      eventType: 'returner_changed',
      eventDetails: { before: null, after: { id: world.eve.id, name: 'Eve' } },
    });
    // A user of another company is refused and changes nothing.
    const before = await pickupState(t);
    const wrong = await edit(admin, request.id, { userId: world.alice.id });
    expect(wrong).toMatchObject({
      status: 400,
      body: { error: 'The user must belong to the chosen returner company' },
    });
    expect(await pickupState(t)).toEqual(before);
  });

  it('the transport company changes only while the pickup is scheduled', async () => {
    const ready = await insertRequest('ready_for_pickup');
    const refused = await edit(admin, ready.id, { assignedTransportCompanyId: hauler.id });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'The transport company can only be changed while the pickup is scheduled' },
    });
    expect(await eventsOf(ready.id)).toEqual([]);
    const scheduled = await insertRequest('pickup_scheduled');
    expect((await edit(admin, scheduled.id, { assignedTransportCompanyId: otherHauler.id })).status).toBe(200);
    expect(await eventsOf(scheduled.id)).toMatchObject([
      {
        eventType: 'transport_company_changed',
        eventDetails: {
          adminEdit: true,
          before: { id: hauler.id, name: 'Haulers AB' },
          after: { id: otherHauler.id, name: 'Movers AB' },
        },
      },
    ]);
  });

  it('a combined edit writes one event per change; an edit that changes nothing writes none', async () => {
    const request = await insertRequest();
    await edit(admin, request.id, { address: 'Kungsgatan 3', drums: [{ drumSpecId: world.woodSpec.id, quantity: 2 }] });
    expect((await eventsOf(request.id)).map((event) => event.eventType)).toEqual(['address_changed', 'drums_modified']);
    await edit(admin, request.id, { address: 'Kungsgatan 3' });
    expect(await eventsOf(request.id)).toHaveLength(2);
    // The event history, admins only.
    const read = `query($id: ID!) { pickupRequest(id: $id) { auditEvents { eventType adminEdit userName eventDetails } } }`;
    const id = encodeGlobalID('PickupRequest', request.id);
    const history = (await admin.gql(read, { id })).data.pickupRequest.auditEvents;
    expect(history.map((event: { eventType: string }) => event.eventType)).toEqual([
      'address_changed',
      'drums_modified',
    ]);
    expect(history[0]).toMatchObject({ adminEdit: true, userName: expect.any(String) });
    expect(JSON.parse(history[0].eventDetails).after.address).toBe('Kungsgatan 3');
    expect((await alice.gql(read, { id })).data.pickupRequest.auditEvents).toEqual([]);
  });

  it('is refused for collected requests (409) and for anyone but an admin (403), over REST and GraphQL', async () => {
    const collected = await insertRequest('collected');
    expect((await edit(admin, collected.id, { address: 'Elsewhere 1' })).status).toBe(409);
    const ready = await insertRequest();
    const before = await pickupState(t);
    expect((await edit(alice, ready.id, { address: 'Elsewhere 1' })).status).toBe(403);
    expect((await edit(driver, ready.id, { address: 'Elsewhere 1' })).status).toBe(403);
    const graphql = await alice.gql(
      'mutation($input: AdminUpdatePickupRequestInput!) { adminUpdatePickupRequest(input: $input) { __typename } }',
      { input: { id: encodeGlobalID('PickupRequest', ready.id), address: 'Elsewhere 1' } },
    );
    expect(graphql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await pickupState(t)).toEqual(before);
  });
});

describe('admin create on behalf of a returner', () => {
  const body = () => ({
    returnerCompanyId: world.firstCompany.id,
    userId: world.bob.id,
    drums: [{ drumSpecId: world.adminSpec.id, quantity: 3 }],
    address: 'Depåvägen 4, Stockholm',
    ...STOCKHOLM,
    hasLoadingCapability: false,
    supportsForklift: true,
    requiresCraneTruck: false,
    transporterComments: 'Created by phone call',
  });

  it('creates a submitted request for the returner, recorded as the admin’s, in the zone of its point', async () => {
    const response = await admin.rest('POST', '/api/admin/drums/batch', body());
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const id = (response.body as { pickupRequestId: number }).pickupRequestId;
    const row = await t.app.services.db.query.pickupRequests.findFirst({ where: { id } });
    const adminUser = await t.app.services.db.query.users.findFirst({ where: { email: 'admin@example.com' } });
    expect(row).toMatchObject({
      status: 'ready_for_pickup',
      userId: world.bob.id,
      returnerCompanyId: world.firstCompany.id,
      createdByAdminId: adminUser!.id,
      zoneId: world.zone.id,
    });
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    // Bob's company sees it as theirs.
    const bob = await t.signIn(world.bob.email);
    expect((await bob.rest('GET', `/api/pickup-requests/${id}`)).status).toBe(200);
  });

  it.each([
    ['no drums', { drums: [] }, 'At least one drum type must be added'],
    ['no address', { address: '' }, 'Address is required'],
    ['no site option', { supportsForklift: false }, 'At least one site information option must be selected'],
    ['a user of another company', {}, 'The user must belong to the chosen returner company'],
  ])('refuses %s with the spec’s message and stores nothing', async (_label, override, message) => {
    const fields = { ...body(), ...override };
    if (_label === 'a user of another company') fields.userId = world.eve.id;
    const before = await pickupState(t);
    const response = await admin.rest('POST', '/api/admin/drums/batch', fields);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(message);
    expect(await pickupState(t)).toEqual(before);
  });

  it('is the admin’s alone', async () => {
    const before = await pickupState(t);
    expect((await alice.rest('POST', '/api/admin/drums/batch', body())).status).toBe(403);
    expect((await driver.rest('POST', '/api/admin/drums/batch', body())).status).toBe(403);
    expect(await pickupState(t)).toEqual(before);
  });
});

describe('admin delete and the returns log', () => {
  it('deletes a request with its drums, images and files; refuses collected ones and non-admins', async () => {
    const request = await insertRequest('pickup_scheduled');
    const storage = t.app.services.storage as MemoryStorage;
    await storage.put(`pickups/${request.id}.png`, Buffer.from('x'));
    await storage.put(`pickups/${request.id}-thumb.webp`, Buffer.from('y'));
    await t.app.services.db.insert(pickupRequestImages).values({
      pickupRequestId: request.id,
      storageKey: `pickups/${request.id}.png`,
      thumbnailKey: `pickups/${request.id}-thumb.webp`,
      filename: 'a.png',
      contentType: 'image/png',
      isPrimary: true,
    });
    expect((await alice.rest('DELETE', `/api/admin/pickup-requests/${request.id}`)).status).toBe(403);
    const deleted = await admin.rest('DELETE', `/api/admin/pickup-requests/${request.id}`);
    expect(deleted.status).toBe(200);
    const db = t.app.services.db;
    expect(await db.query.pickupRequests.findFirst({ where: { id: request.id } })).toBeUndefined();
    expect(
      await db.select().from(pickupRequestDrums).where(eq(pickupRequestDrums.pickupRequestId, request.id)),
    ).toEqual([]);
    expect(storage.files.has(`pickups/${request.id}.png`)).toBe(false);
    expect(storage.files.has(`pickups/${request.id}-thumb.webp`)).toBe(false);

    const collected = await insertRequest('collected');
    expect((await admin.rest('DELETE', `/api/admin/pickup-requests/${collected.id}`)).status).toBe(409);
    expect(await db.query.pickupRequests.findFirst({ where: { id: collected.id } })).toBeDefined();
  });

  it('GET /api/admin/audit-log lists requests with their events, for admins only', async () => {
    const request = await insertRequest();
    await edit(admin, request.id, { address: 'Loggatan 9' });
    const log = await admin.rest('GET', '/api/admin/audit-log');
    expect(log.status).toBe(200);
    const entry = (
      log.body as { pickupRequests: { id: number; auditEvents: { eventType: string }[] }[] }
    ).pickupRequests.find((candidate) => candidate.id === request.id);
    expect(entry?.auditEvents.map((event) => event.eventType)).toEqual(['address_changed']);
    expect((await alice.rest('GET', '/api/admin/audit-log')).status).toBe(403);
    expect((await driver.rest('GET', '/api/admin/audit-log')).status).toBe(403);
  });
});
