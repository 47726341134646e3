// The tracked drums' webhook events (docs/tracked-drums.md, docs/api.md): drum.delivered when a
// delivery is recorded and drum.returned when a collection names the drums, each signed as every
// webhook event is, for the admins' endpoints and the holding company's own, never another
// company's. Recorded and collected over GraphQL here (the REST calls are trackedDrums.test.ts').
import { encodeGlobalID } from '@pothos/plugin-relay';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupRequests } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { Receiver } from '../../test/support/webhookReceiver';
import {
  gqlMultipart,
  photo,
  setUpHauler,
  setUpPickupWorld,
  specGlobalId,
  STOCKHOLM,
} from '../../test/support/pickups';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let hauler: Awaited<ReturnType<typeof setUpHauler>>;
let admin: TestClient;
let alice: TestClient;
let eve: TestClient;
let driver: TestClient;
const hook = new Receiver();
const secrets: Record<string, string> = {};

const CREATE_ENDPOINT = `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) {
  __typename ... on ValidationError { message } ... on CreateWebhookEndpointPayload { secret } } }`;

async function endpoint(client: TestClient, path: string, returnerCompanyId?: number) {
  const created = await client.gql(CREATE_ENDPOINT, {
    input: {
      url: hook.urlOf(path),
      events: ['drum.delivered', 'drum.returned'],
      ...(returnerCompanyId ? { returnerCompanyId: encodeGlobalID('ReturnerCompany', returnerCompanyId) } : {}),
    },
  });
  expect(created.data?.createWebhookEndpoint?.__typename, JSON.stringify(created)).toBe('CreateWebhookEndpointPayload');
  secrets[path] = created.data.createWebhookEndpoint.secret;
}

/** What reached an endpoint, each checked against its secret first. */
function signedAt(path: string, type: string) {
  const entries = hook.received.filter((entry) => entry.event.type === type && entry.path === path);
  for (const entry of entries) new Webhook(secrets[path]).verify(entry.body, entry.headers as Record<string, string>);
  return entries;
}

beforeAll(async () => {
  t = await createTestApp({}, { webhookTickMs: 50 });
  world = await setUpPickupWorld(t);
  hauler = await setUpHauler(t, world);
  [admin, alice, eve, driver] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn(world.alice.email),
    t.signIn(world.eve.email),
    t.signIn(hauler.driver.email),
  ]);
  await hook.start();
  await endpoint(admin, 'admin');
  await endpoint(alice, 'alice', world.firstCompany.id);
  await endpoint(eve, 'eve', world.secondCompany.id);
});
afterAll(async () => {
  await hook.stop();
  await t?.close();
});

const RECORD = `mutation($input: RecordDrumDeliveryInput!) { recordDrumDelivery(input: $input) {
  __typename ... on ValidationError { message issues { field message } } ... on RecordDrumDeliveryPayload { deliveryId } } }`;

const CREATE = `mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { __typename
  ... on ValidationError { issues { field message } } ... on PickupRequestPayload { pickupRequest { id databaseId } } } }`;

const COLLECT = `mutation($input: MarkPickupCollectedInput!) { markPickupCollected(input: $input) { __typename
  ... on ValidationError { issues { field message } } } }`;

describe('the tracked drums’ webhook events', () => {
  it('tell drum.delivered and drum.returned, signed, to the admins and the holding company only', async () => {
    const recorded = await admin.gql(RECORD, {
      input: {
        returnerCompanyId: encodeGlobalID('ReturnerCompany', world.firstCompany.id),
        deliveryNote: 'FB-EVENTS-1',
        deliveredAt: new Date(Date.now() - 10 * 86_400_000).toISOString(),
        address: 'Sveavägen 1, Stockholm',
        ...STOCKHOLM,
        drums: [
          { number: 'EV-1', drumSpecId: specGlobalId(world.woodSpec.id) },
          { number: 'EV-2', drumSpecId: specGlobalId(world.woodSpec.id) },
        ],
      },
    });
    expect(recorded.data?.recordDrumDelivery?.__typename, JSON.stringify(recorded)).toBe('RecordDrumDeliveryPayload');

    await expect.poll(() => signedAt('admin', 'drum.delivered').length).toBe(1);
    await expect.poll(() => signedAt('alice', 'drum.delivered').length).toBe(1);
    const [delivered] = signedAt('admin', 'drum.delivered');
    expect(delivered.event.data).toMatchObject({
      returnerCompanyId: encodeGlobalID('ReturnerCompany', world.firstCompany.id),
      deliveryId: recorded.data.recordDrumDelivery.deliveryId,
      deliveryNote: 'FB-EVENTS-1',
    });
    expect(delivered.event.data.drums.map((drum: { number: string }) => drum.number)).toEqual(['EV-1', 'EV-2']);
    // A body changed on the way fails the signature.
    expect(() =>
      new Webhook(secrets.admin).verify(
        delivered.body.replace('EV-1', 'EV-9'),
        delivered.headers as Record<string, string>,
      ),
    ).toThrow();

    // Booked by number, then collected over GraphQL: EV-1 with minor damage, EV-2 missing.
    const booked = await gqlMultipart(
      alice,
      CREATE,
      {
        input: {
          drums: [{ drumSpecId: specGlobalId(world.woodSpec.id), quantity: 2, drumNumbers: ['EV-1', 'EV-2'] }],
          address: 'Sveavägen 1, Stockholm',
          ...STOCKHOLM,
          hasLoadingCapability: true,
          images: [null],
        },
      },
      { 'input.images.0': await photo() },
    );
    expect(booked.data?.createPickupRequest?.__typename, JSON.stringify(booked)).toBe('PickupRequestPayload');
    const request = booked.data.createPickupRequest.pickupRequest;
    await t.app.services.db
      .update(pickupRequests)
      .set({
        status: 'pickup_scheduled',
        assignedTransportCompanyId: hauler.hauler.id,
        scheduledPickupDate: new Date(Date.now() + 86_400_000),
        confirmedAt: new Date(),
      })
      .where(eq(pickupRequests.id, request.databaseId));
    const collected = await driver.gql(COLLECT, {
      input: {
        id: request.id,
        drums: [
          { number: 'ev-1', condition: 'MINOR_DAMAGE' },
          { number: 'EV-2', condition: 'MISSING' },
        ],
      },
    });
    expect(collected.data?.markPickupCollected?.__typename, JSON.stringify(collected)).toBe('PickupRequestPayload');

    await expect.poll(() => signedAt('admin', 'drum.returned').length).toBe(1);
    await expect.poll(() => signedAt('alice', 'drum.returned').length).toBe(1);
    const [returned] = signedAt('alice', 'drum.returned');
    expect(returned.event.data).toMatchObject({ pickupRequestId: request.id });
    // Only the drum that came back: the missing one stays on the site's account.
    expect(returned.event.data.drums).toEqual([
      expect.objectContaining({ number: 'EV-1', condition: 'MINOR_DAMAGE', returnedAt: expect.any(String) }),
    ]);

    // Another company's endpoint heard of neither: a delivery of its own is the sentinel that its
    // deliveries are being made, and it is the only one it got.
    const own = await admin.gql(RECORD, {
      input: {
        returnerCompanyId: encodeGlobalID('ReturnerCompany', world.secondCompany.id),
        deliveryNote: 'FB-EVENTS-2',
        deliveredAt: new Date().toISOString(),
        address: 'Kungsgatan 2, Stockholm',
        ...STOCKHOLM,
        drums: [{ number: 'EV-EVE', drumSpecId: specGlobalId(world.woodSpec.id) }],
      },
    });
    expect(own.data?.recordDrumDelivery?.__typename, JSON.stringify(own)).toBe('RecordDrumDeliveryPayload');
    await expect.poll(() => signedAt('eve', 'drum.delivered').length).toBe(1);
    expect(signedAt('eve', 'drum.delivered')[0].event.data.deliveryNote).toBe('FB-EVENTS-2');
    expect(signedAt('eve', 'drum.returned')).toEqual([]);
  });
});
