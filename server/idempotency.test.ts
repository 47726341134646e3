// Keyed writes (docs/api.md, "Retries") over REST and GraphQL: a replay with the same key answers
// the first result and writes nothing more, however the body is framed; the same key with other
// fields is a 409 that changes nothing; a key is its person's own; malformed keys are refused
// naming the header or the field.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, messages, pickupCollections, pickupRequests } from '../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../test/support/harness';
import { asFile } from '../test/support/images';
import { pngBytes } from '../test/support/images';
import {
  batchForm,
  gqlMultipart,
  setUpHauler,
  setUpPickupWorld,
  specGlobalId,
  STOCKHOLM,
  validBatch,
} from '../test/support/pickups';
import { forgetOldKeys } from '../services/idempotency';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let hauler: Awaited<ReturnType<typeof setUpHauler>>;
let alice: TestClient;
let bob: TestClient;
let driver: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  hauler = await setUpHauler(t, world);
  [alice, bob, driver] = await Promise.all([
    t.signIn(world.alice.email),
    t.signIn(world.bob.email),
    t.signIn(hauler.driver.email),
  ]);
});
afterAll(() => t?.close());

const db = () => t.app.services.db;
const requestCount = () => db().$count(pickupRequests);

/** POST /api/drums/batch with a form built afresh each time (a new multipart boundary), two photos. */
async function batch(client: TestClient, key: string | null, comment = 'Gate code 1234') {
  const fields = await validBatch(world.woodSpec.id, {
    transporterComments: comment,
    images: [
      asFile(await pngBytes(32, 24, '#336699'), 'a.png', 'image/png'),
      asFile(await pngBytes(20, 20), 'b.png', 'image/png'),
    ],
  });
  const response = await client.raw('POST', '/api/drums/batch', {
    body: batchForm(fields),
    headers: key === null ? {} : { 'idempotency-key': key },
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('POST /api/drums/batch with an Idempotency-Key', () => {
  it('answers a replay with the first answer and makes one request, whatever the framing', async () => {
    const before = await requestCount();
    const first = await batch(alice, 'phone-7f3a-0001');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const replay = await batch(alice, 'phone-7f3a-0001');
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await requestCount()).toBe(before + 1);
    const [row] = await db().select().from(pickupRequests).where(eq(pickupRequests.id, first.body.pickupRequestId));
    expect(row.transporterComments).toBe('Gate code 1234');
  });

  it('refuses the same key with other fields (409) and changes nothing', async () => {
    const first = await batch(alice, 'phone-7f3a-0002');
    const before = await requestCount();
    const other = await batch(alice, 'phone-7f3a-0002', 'Another gate');
    expect(other.status).toBe(409);
    expect(other.body.error).toBe('This key was already used for a request with other fields or files');
    expect(await requestCount()).toBe(before);
    // The first still answers to its own fields.
    expect((await batch(alice, 'phone-7f3a-0002')).body.pickupRequestId).toBe(first.body.pickupRequestId);
  });

  it('keeps a key to its person: another with the same key gets a request of its own', async () => {
    const mine = await batch(alice, 'shared-key-1');
    const theirs = await batch(bob, 'shared-key-1');
    expect(theirs.status).toBe(201);
    expect(theirs.body.pickupRequestId).not.toBe(mine.body.pickupRequestId);
    expect(theirs.body.pickupRequest.userName).toBe('Bob');
  });

  it('makes one request of two sends of one key at once', async () => {
    const before = await requestCount();
    const [a, b] = await Promise.all([batch(alice, 'at-once-1'), batch(alice, 'at-once-1')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.pickupRequestId).toBe(b.body.pickupRequestId);
    expect(await requestCount()).toBe(before + 1);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(129)],
    ['with a space', 'two words'],
    ['not ASCII', 'nyckel-å'],
    ['a control character', 'key\u0007'],
  ])('refuses a key %s, naming the header, before anything is written', async (_name, key) => {
    const before = await requestCount();
    const refused = await batch(alice, key);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Idempotency-Key');
    expect(await requestCount()).toBe(before);
  });

  it('keeps keys for 7 days, then forgets them', async () => {
    await batch(alice, 'old-key-1');
    expect(await forgetOldKeys(db(), new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(await forgetOldKeys(db(), new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThan(0);
    expect(await db().$count(idempotencyKeys)).toBe(0);
  });
});

describe('the keyed writes over GraphQL and REST', () => {
  const CREATE = `mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { __typename
    ... on PickupRequestPayload { pickupRequest { databaseId } } } }`;
  const SEND = `mutation($input: SendMessageInput!) { sendMessage(input: $input) { __typename
    ... on SendMessagePayload { message { databaseId } } } }`;
  const COLLECT = `mutation($input: MarkPickupCollectedInput!) { markPickupCollected(input: $input) { __typename
    ... on PickupRequestPayload { pickupRequest { status } } } }`;

  const createInput = (clientRequestId: string) => ({
    drums: [{ drumSpecId: specGlobalId(world.woodSpec.id), quantity: 2 }],
    address: 'Sveavägen 1, Stockholm',
    ...STOCKHOLM,
    hasLoadingCapability: true,
    images: [null],
    clientRequestId,
  });

  it('createPickupRequest: the same clientRequestId answers the same request', async () => {
    const photo = async () => ({ 'input.images.0': asFile(await pngBytes(), 'p.png', 'image/png') });
    const first = await gqlMultipart(alice, CREATE, { input: createInput('gql-create-1') }, await photo());
    const again = await gqlMultipart(alice, CREATE, { input: createInput('gql-create-1') }, await photo());
    expect(again.data.createPickupRequest.pickupRequest.databaseId).toBe(
      first.data.createPickupRequest.pickupRequest.databaseId,
    );
    const other = await gqlMultipart(
      alice,
      CREATE,
      { input: { ...createInput('gql-create-1'), address: 'Elsewhere 2' } },
      await photo(),
    );
    expect(other.errors?.[0].extensions?.code).toBe('CONFLICT');
    const bad = await gqlMultipart(alice, CREATE, { input: createInput('bad key') }, await photo());
    expect(bad.errors?.[0].message).toBe('clientRequestId must be 1-128 visible ASCII characters');
  });

  it('sendMessage and POST …/messages: one message per key', async () => {
    const { body } = await batch(alice, null);
    const requestId = body.pickupRequestId as number;
    const count = () => db().$count(messages, eq(messages.pickupRequestId, requestId));
    const input = {
      pickupRequestId: encodeGlobalID('PickupRequest', requestId),
      messageText: 'Gate is open',
      clientRequestId: 'msg-1',
    };
    const first = await alice.gql(SEND, { input });
    const again = await alice.gql(SEND, { input });
    expect(again.data.sendMessage.message.databaseId).toBe(first.data.sendMessage.message.databaseId);
    expect(await count()).toBe(1);

    const form = () => {
      const data = new FormData();
      data.set('messageText', 'Second note');
      return data;
    };
    const post = (key: string) =>
      alice.raw('POST', `/api/pickup-requests/${requestId}/messages`, {
        body: form(),
        headers: { 'idempotency-key': key },
      });
    const a = await post('msg-rest-1');
    const b = await post('msg-rest-1');
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await b.json()).message.id).toBe((await a.json()).message.id);
    expect(await count()).toBe(2);
    expect((await post('bad key')).status).toBe(400);
  });

  it('markPickupCollected and PATCH …/complete: collected once, the replay answers as the first', async () => {
    const { body } = await batch(alice, null);
    const requestId = body.pickupRequestId as number;
    await db()
      .update(pickupRequests)
      .set({
        status: 'pickup_scheduled',
        assignedTransportCompanyId: hauler.hauler.id,
        scheduledPickupDate: new Date(Date.now() + 86_400_000),
        confirmedAt: new Date(),
      })
      .where(eq(pickupRequests.id, requestId));
    const complete = (key: string, collectorName = 'Dana Driver') =>
      driver.raw('PATCH', `/api/transport/pickup-requests/${requestId}/complete`, {
        body: JSON.stringify({ collectorName }),
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
      });
    const first = await complete('collect-1');
    expect(first.status).toBe(200);
    const replay = await complete('collect-1');
    expect(replay.status).toBe(200);
    expect((await replay.json()).pickupRequest.status).toBe('collected');
    expect(await db().$count(pickupCollections, eq(pickupCollections.pickupRequestId, requestId))).toBe(1);
    expect((await complete('collect-1', 'Someone else')).status).toBe(409);
    const input = {
      id: encodeGlobalID('PickupRequest', requestId),
      collectorName: 'Dana Driver',
      clientRequestId: 'collect-gql',
    };
    // A new key on a collected request is refused as a second collection is.
    expect((await driver.gql(COLLECT, { input })).errors?.[0].extensions?.code).toBe('CONFLICT');
  });
});
