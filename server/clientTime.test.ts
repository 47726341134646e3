// The time a phone says a write was made (docs/offline.md, "The time it happened"), over GraphQL
// and REST: a booking sent later from the outbox keeps the time Save was pressed as the request's
// own, a collection sent later keeps the time it was recorded, and the drums it names stop their
// clock then, not when the connection came back. Times too far ahead, too old or of the wrong
// type are refused naming the field, and nothing is written.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drumStints, pickupCollections, pickupRequests } from '../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../test/support/harness';
import {
  batchForm,
  gqlMultipart,
  photo,
  setUpHauler,
  setUpPickupWorld,
  specGlobalId,
  STOCKHOLM,
  validBatch,
} from '../test/support/pickups';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let hauler: Awaited<ReturnType<typeof setUpHauler>>;
let admin: TestClient;
let alice: TestClient;
let driver: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  hauler = await setUpHauler(t, world);
  [admin, alice, driver] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn(world.alice.email),
    t.signIn(hauler.driver.email),
  ]);
});
afterAll(() => t?.close());

const db = () => t.app.services.db;
const requestCount = () => db().$count(pickupRequests);
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const CREATE = `mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { __typename
  ... on ValidationError { message issues { field message } }
  ... on PickupRequestPayload { pickupRequest { id databaseId createdAt } } } }`;
const COLLECT = `mutation($input: MarkPickupCollectedInput!) { markPickupCollected(input: $input) { __typename
  ... on ValidationError { message issues { field message } }
  ... on PickupRequestPayload { pickupRequest { status collectedAt } } } }`;
const RECORD = `mutation($input: RecordDrumDeliveryInput!) { recordDrumDelivery(input: $input) {
  __typename ... on RecordDrumDeliveryPayload { deliveryId } } }`;

const createInput = (extra: Record<string, unknown> = {}) => ({
  drums: [{ drumSpecId: specGlobalId(world.woodSpec.id), quantity: 2 }],
  address: 'Sveavägen 1, Stockholm',
  ...STOCKHOLM,
  hasLoadingCapability: true,
  images: [null],
  ...extra,
});
const create = async (extra: Record<string, unknown>) =>
  gqlMultipart(alice, CREATE, { input: createInput(extra) }, { 'input.images.0': await photo() });

/** POST /api/drums/batch with `createdAt` as the form gives it. */
async function batch(createdAt: string | null) {
  const form = batchForm(await validBatch(world.woodSpec.id));
  if (createdAt !== null) form.set('createdAt', createdAt);
  const response = await alice.raw('POST', '/api/drums/batch', { body: form });
  return { status: response.status, body: (await response.json()) as any };
}

/** A request of Alice's, scheduled with the hauler and sent `sentMinutesAgo` minutes ago. */
async function scheduled(sentMinutesAgo: number, drumNumbers?: string[]) {
  const made = await create(
    drumNumbers
      ? {
          drums: [{ drumSpecId: specGlobalId(world.woodSpec.id), quantity: drumNumbers.length, drumNumbers }],
        }
      : {},
  );
  expect(made.data?.createPickupRequest?.__typename, JSON.stringify(made)).toBe('PickupRequestPayload');
  const request = made.data.createPickupRequest.pickupRequest as { id: string; databaseId: number };
  await db()
    .update(pickupRequests)
    .set({
      status: 'pickup_scheduled',
      assignedTransportCompanyId: hauler.hauler.id,
      scheduledPickupDate: new Date(Date.now() + 86_400_000),
      confirmedAt: ago(sentMinutesAgo),
    })
    .where(eq(pickupRequests.id, request.databaseId));
  return request;
}

const collection = async (requestId: number) =>
  (await db().select().from(pickupCollections).where(eq(pickupCollections.pickupRequestId, requestId)))[0];

describe('a booking sent later keeps the time Save was pressed', () => {
  it('over GraphQL: createdAt is the request’s own time', async () => {
    const saved = ago(95);
    const made = await create({ createdAt: saved.toISOString() });
    expect(made.data.createPickupRequest.__typename, JSON.stringify(made)).toBe('PickupRequestPayload');
    expect(made.data.createPickupRequest.pickupRequest.createdAt).toBe(saved.toISOString());
    const [row] = await db()
      .select()
      .from(pickupRequests)
      .where(eq(pickupRequests.id, made.data.createPickupRequest.pickupRequest.databaseId));
    expect(row.createdAt.toISOString()).toBe(saved.toISOString());
  });

  it('over REST: the form’s createdAt, and the answer says it', async () => {
    const saved = ago(30);
    const made = await batch(saved.toISOString());
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const [row] = await db().select().from(pickupRequests).where(eq(pickupRequests.id, made.body.pickupRequestId));
    expect(row.createdAt.toISOString()).toBe(saved.toISOString());
  });

  it('without one, the request’s time is when it arrived', async () => {
    const before = Date.now();
    const made = await batch(null);
    const [row] = await db().select().from(pickupRequests).where(eq(pickupRequests.id, made.body.pickupRequestId));
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes a phone clock a few minutes fast as now', async () => {
    const before = Date.now();
    const made = await create({ createdAt: new Date(Date.now() + 5 * 60_000).toISOString() });
    const createdAt = new Date(made.data.createPickupRequest.pickupRequest.createdAt).getTime();
    expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(createdAt).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    [
      'an hour ahead',
      () => new Date(Date.now() + 60 * 60_000).toISOString(),
      'The time is ahead of the server’s clock',
    ],
    ['31 days back', () => ago(31 * 24 * 60).toISOString(), 'The time is more than 30 days ago'],
  ])('refuses a time %s, naming createdAt, over GraphQL and REST, and writes nothing', async (_name, when, message) => {
    const before = await requestCount();
    const gql = await create({ createdAt: when() });
    expect(gql.data.createPickupRequest.__typename).toBe('ValidationError');
    expect(gql.data.createPickupRequest.issues).toContainEqual({ field: 'createdAt', message });
    const rest = await batch(when());
    expect(rest.status).toBe(400);
    expect(JSON.stringify(rest.body)).toContain('createdAt');
    expect(JSON.stringify(rest.body)).toContain(message);
    expect(await requestCount()).toBe(before);
  });

  it.each([
    ['text that is no date', 'yesterday'],
    ['a number', 1_733_212_800_000],
    ['a NUL byte', '2026-12-01T10:00:00.000Z\u0000'],
    ['a 1 MB string', `2026-12-01${'x'.repeat(1_000_000)}`],
    ['an object', { at: '2026-12-01' }],
  ])('refuses %s as createdAt and writes nothing', async (_name, value) => {
    const before = await requestCount();
    const gql = await create({ createdAt: value });
    expect(gql.errors?.[0].message).toContain('createdAt');
    if (typeof value === 'string') {
      const rest = await batch(value);
      expect(rest.status).toBe(400);
      expect(JSON.stringify(rest.body)).toContain('createdAt');
    }
    expect(await requestCount()).toBe(before);
  });
});

describe('a collection sent later keeps the time it was recorded', () => {
  it('over GraphQL: the request, the proof of collection and the returned drums say when', async () => {
    // Two numbered drums on Alice's site, booked, then collected an hour before the phone had coverage.
    const delivered = await admin.gql(RECORD, {
      input: {
        returnerCompanyId: encodeGlobalID('ReturnerCompany', world.firstCompany.id),
        deliveryNote: 'CT-1',
        deliveredAt: new Date(Date.now() - 20 * 86_400_000).toISOString(),
        address: 'Sveavägen 1, Stockholm',
        ...STOCKHOLM,
        drums: [
          { number: 'CT-1', drumSpecId: specGlobalId(world.woodSpec.id) },
          { number: 'CT-2', drumSpecId: specGlobalId(world.woodSpec.id) },
        ],
      },
    });
    expect(delivered.data?.recordDrumDelivery?.__typename, JSON.stringify(delivered)).toBe('RecordDrumDeliveryPayload');
    const request = await scheduled(180, ['CT-1', 'CT-2']);
    const recorded = ago(60);
    const collected = await driver.gql(COLLECT, {
      input: {
        id: request.id,
        collectedAt: recorded.toISOString(),
        drums: [
          { number: 'CT-1', condition: 'FULL' },
          { number: 'CT-2', condition: 'MINOR_DAMAGE' },
        ],
      },
    });
    expect(collected.data?.markPickupCollected?.__typename, JSON.stringify(collected)).toBe('PickupRequestPayload');
    expect(collected.data.markPickupCollected.pickupRequest.collectedAt).toBe(recorded.toISOString());
    expect((await collection(request.databaseId)).collectedAt.toISOString()).toBe(recorded.toISOString());
    const stints = await db().select().from(drumStints).where(eq(drumStints.pickupRequestId, request.databaseId));
    expect(stints.map((stint) => stint.returnedAt?.toISOString())).toEqual([
      recorded.toISOString(),
      recorded.toISOString(),
    ]);
  });

  it('over REST: PATCH …/complete takes collectedAt', async () => {
    const request = await scheduled(120);
    const recorded = ago(45);
    const response = await driver.raw('PATCH', `/api/transport/pickup-requests/${request.databaseId}/complete`, {
      body: JSON.stringify({ collectedAt: recorded.toISOString() }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await collection(request.databaseId)).collectedAt.toISOString()).toBe(recorded.toISOString());
  });

  it('is never before the request was sent (a phone clock running slow)', async () => {
    const request = await scheduled(30);
    const [{ confirmedAt }] = await db()
      .select({ confirmedAt: pickupRequests.confirmedAt })
      .from(pickupRequests)
      .where(eq(pickupRequests.id, request.databaseId));
    const collected = await driver.gql(COLLECT, { input: { id: request.id, collectedAt: ago(90).toISOString() } });
    expect(collected.data.markPickupCollected.pickupRequest.collectedAt).toBe(confirmedAt!.toISOString());
  });

  it('gives a returner no way to record a collection, with or without a time, and collects nothing', async () => {
    const request = await scheduled(60);
    const gql = await alice.gql(COLLECT, { input: { id: request.id, collectedAt: ago(10).toISOString() } });
    expect(gql.data?.markPickupCollected ?? null).toBeNull();
    expect(gql.errors?.[0].extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
    const rest = await alice.raw('PATCH', `/api/transport/pickup-requests/${request.databaseId}/complete`, {
      body: JSON.stringify({ collectedAt: ago(10).toISOString() }),
      headers: { 'content-type': 'application/json' },
    });
    expect([403, 404]).toContain(rest.status);
    expect(await collection(request.databaseId)).toBeUndefined();
  });

  it('refuses a time ahead or too old, naming collectedAt, over GraphQL and REST, and collects nothing', async () => {
    const request = await scheduled(60);
    for (const [when, message] of [
      [new Date(Date.now() + 60 * 60_000), 'The time is ahead of the server’s clock'],
      [ago(31 * 24 * 60), 'The time is more than 30 days ago'],
    ] as const) {
      const gql = await driver.gql(COLLECT, { input: { id: request.id, collectedAt: when.toISOString() } });
      expect(gql.data.markPickupCollected.issues).toContainEqual({ field: 'collectedAt', message });
      const rest = await driver.raw('PATCH', `/api/transport/pickup-requests/${request.databaseId}/complete`, {
        body: JSON.stringify({ collectedAt: when.toISOString() }),
        headers: { 'content-type': 'application/json' },
      });
      expect(rest.status).toBe(400);
      expect(await rest.text()).toContain('collectedAt');
    }
    for (const value of ['soon', 42, '2026-12-01\u0000']) {
      const rest = await driver.raw('PATCH', `/api/transport/pickup-requests/${request.databaseId}/complete`, {
        body: JSON.stringify({ collectedAt: value }),
        headers: { 'content-type': 'application/json' },
      });
      expect(rest.status).toBe(400);
      expect(await rest.text()).toContain('collectedAt');
    }
    expect(await collection(request.databaseId)).toBeUndefined();
    const [row] = await db().select().from(pickupRequests).where(eq(pickupRequests.id, request.databaseId));
    expect(row.status).toBe('pickup_scheduled');
  });
});
