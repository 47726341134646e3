// The message thread of a request (docs/specification.md sections 2, 3, 5, 7) over REST and GraphQL alike:
// who may read and write it, the rules of a message with their words, read markers and unread
// counts, and the notification of the other parties.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messageAttachments,
  messages,
  notifications,
  pickupRequests,
  transportCompanies,
  transportCompanyZones,
} from '../db/schema';
import { MAX_IMAGE_BYTES } from '../domain/validation/pickupRequest';
import { createTestApp, type TestApp, type TestClient } from '../test/support/harness';
import type { MemoryStorage } from '../services/uploads/storage';
import { asFile, gifBytes, hasExif, jpegWithGps, pdfBytes } from '../test/support/images';
import { gqlMultipart, photo, postBatch, requestGlobalId, setUpPickupWorld, validBatch } from '../test/support/pickups';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let alice: TestClient;
let bob: TestClient;
let eve: TestClient;
let admin: TestClient;
let driver: TestClient;
let stranger: TestClient;
let requestId: number;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  const db = t.app.services.db;
  const [hauler, otherHauler] = await db
    .insert(transportCompanies)
    .values([
      { name: 'Haulers AB', organizationNumber: '555555-1111' },
      { name: 'Far Away AB', organizationNumber: '555555-2222' },
    ])
    .returning();
  await db.insert(transportCompanyZones).values({ transportCompanyId: hauler.id, zoneId: world.zone.id });
  const driverUser = await t.createUser({
    role: 'transporter',
    transportCompanyId: hauler.id,
    returnerCompanyId: null,
  });
  const strangerUser = await t.createUser({
    role: 'transporter',
    transportCompanyId: otherHauler.id,
    returnerCompanyId: null,
  });
  alice = await t.signIn(world.alice.email);
  bob = await t.signIn(world.bob.email);
  eve = await t.signIn(world.eve.email);
  admin = await t.signIn('admin@example.com');
  driver = await t.signIn(driverUser.email);
  stranger = await t.signIn(strangerUser.email);
  requestId = await submittedRequest();
});
afterAll(() => t?.close());

async function submittedRequest(): Promise<number> {
  const created = await postBatch(alice, await validBatch(world.woodSpec.id));
  const id = created.body.pickupRequest.id as number;
  expect((await alice.rest('POST', `/api/drums/${id}/finalize`)).status).toBe(200);
  return id;
}

async function postMessage(client: TestClient, id: number, text?: string, images: File[] = []) {
  const form = new FormData();
  if (text !== undefined) form.set('messageText', text);
  for (const image of images) form.append('images', image);
  const response = await client.raw('POST', `/api/pickup-requests/${id}/messages`, { body: form });
  return { status: response.status, body: (await response.json()) as any };
}

const unread = async (client: TestClient) => (await client.rest('GET', '/api/pickup-requests/unread-counts')).body;

/** What a refused message must leave as it was. */
async function threadState() {
  const db = t.app.services.db;
  return {
    messages: await db.select().from(messages).orderBy(messages.id),
    attachments: await db.select().from(messageAttachments).orderBy(messageAttachments.id),
    notifications: (await db.select().from(notifications)).length,
    files: [...(t.app.services.storage as MemoryStorage).files.keys()].sort(),
  };
}

describe('a thread over REST', () => {
  it('carries a returner’s text to the admin and the zone’s transporter, with notifications and unread counts', async () => {
    const sent = await postMessage(alice, requestId, '  Drums are behind the gate  ');
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({
      pickupRequestId: requestId,
      userId: world.alice.id,
      senderName: 'Alice',
      senderRole: 'returner',
      messageText: 'Drums are behind the gate',
      attachments: [],
    });

    const thread = await admin.rest('GET', `/api/pickup-requests/${requestId}/messages`);
    expect(thread.status).toBe(200);
    expect(thread.body.messages.map((m: any) => m.messageText)).toEqual(['Drums are behind the gate']);
    expect((await driver.rest('GET', `/api/pickup-requests/${requestId}/messages`)).status).toBe(200);

    // The sender has read its own message; the others have one unread.
    expect(await unread(alice)).toEqual({ unreadCounts: {}, total: 0 });
    expect(await unread(admin)).toEqual({ unreadCounts: { [requestId]: 1 }, total: 1 });
    expect(await unread(driver)).toEqual({ unreadCounts: { [requestId]: 1 }, total: 1 });
    expect(await unread(bob)).toEqual({ unreadCounts: { [requestId]: 1 }, total: 1 });

    const adminNotes = (await admin.rest('GET', '/api/notifications')).body.notifications;
    expect(adminNotes[0]).toMatchObject({
      kind: 'message',
      isRead: false,
      pickupRequestId: requestId,
      message: `New message on PR-${String(requestId).padStart(6, '0')} from Alice`,
    });
    const aliceNotes = (await alice.rest('GET', '/api/notifications')).body.notifications;
    expect(aliceNotes.filter((n: any) => n.kind === 'message')).toEqual([]);

    const marked = await admin.rest('POST', `/api/pickup-requests/${requestId}/messages/mark-read`);
    expect(marked).toMatchObject({ status: 200, body: { message: 'Messages marked as read' } });
    expect(await unread(admin)).toEqual({ unreadCounts: {}, total: 0 });
    expect(await unread(driver)).toEqual({ unreadCounts: { [requestId]: 1 }, total: 1 });

    // The admin answers: now Alice has one unread and the admin none.
    expect((await postMessage(admin, requestId, 'We come on Monday')).status).toBe(201);
    expect(await unread(alice)).toEqual({ unreadCounts: { [requestId]: 1 }, total: 1 });
    expect(await unread(admin)).toEqual({ unreadCounts: {}, total: 0 });
  });

  it('stores images re-encoded without metadata and serves them only to those who reach the request', async () => {
    const sent = await postMessage(alice, requestId, '', [asFile(await jpegWithGps(), 'gate.jpg', 'image/jpeg')]);
    expect(sent.status).toBe(201);
    const [attachment] = sent.body.message.attachments;
    expect(attachment).toMatchObject({ filename: 'gate.jpg', contentType: 'image/jpeg' });
    const served = await driver.raw('GET', attachment.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(await hasExif(Buffer.from(await served.arrayBuffer()))).toBe(false);
    expect((await admin.raw('GET', attachment.thumbnailUrl)).headers.get('content-type')).toBe('image/webp');
    for (const outsider of [eve, stranger]) {
      expect((await outsider.raw('GET', attachment.url)).status).toBe(404);
      expect((await outsider.raw('GET', attachment.thumbnailUrl)).status).toBe(404);
    }
  });

  it('answers another company or an unserved transporter as if the request were missing, and stores nothing', async () => {
    const before = await threadState();
    for (const outsider of [eve, stranger]) {
      expect((await outsider.rest('GET', `/api/pickup-requests/${requestId}/messages`)).status).toBe(404);
      const sent = await postMessage(outsider, requestId, 'Let me in');
      expect(sent).toMatchObject({ status: 404, body: { error: 'Pickup request not found' } });
      expect((await outsider.rest('POST', `/api/pickup-requests/${requestId}/messages/mark-read`)).status).toBe(404);
      expect((await unread(outsider)).unreadCounts).toEqual({});
    }
    // The same over GraphQL: the thread reads as missing, sending and marking are refused as missing.
    for (const outsider of [eve, stranger]) {
      const read = await outsider.gql(
        `query($id: ID!) { pickupRequest(id: $id) { messages { edges { node { id } } } } }`,
        {
          id: requestGlobalId(requestId),
        },
      );
      expect(read.data?.pickupRequest ?? null).toBeNull();
      const id = requestGlobalId(requestId);
      for (const [mutation, input] of [
        [
          `mutation($input: SendMessageInput!) { sendMessage(input: $input) { __typename } }`,
          { pickupRequestId: id, messageText: 'Let me in' },
        ],
        [
          `mutation($input: MarkMessagesReadInput!) { markMessagesRead(input: $input) { __typename } }`,
          { pickupRequestId: id },
        ],
      ] as const) {
        const refused = await outsider.gql(mutation, { input });
        expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      }
    }
    expect((await t.client().rest('GET', `/api/pickup-requests/${requestId}/messages`)).status).toBe(401);
    expect((await postMessage(t.client(), requestId, 'anonymous')).status).toBe(401);
    expect(await threadState()).toEqual(before);
  });
});

describe('bad messages are refused with the spec’s words and change nothing', () => {
  const tenMegabytesAndOne = () => {
    const bytes = new Uint8Array(MAX_IMAGE_BYTES + 1);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return asFile(bytes, 'huge.png', 'image/png');
  };
  const cases: [string, () => Promise<{ text?: string; images: File[] }>, number, string][] = [
    [
      'four images',
      async () => ({ text: 'four', images: await Promise.all([1, 2, 3, 4].map(() => photo())) }),
      400,
      'You can attach a maximum of 3 photos',
    ],
    [
      'no text and no image',
      async () => ({ text: '   ', images: [] }),
      400,
      'Please enter a message or attach a photo',
    ],
    [
      'a file that is no image',
      async () => ({ text: 'pdf', images: [asFile(await pdfBytes(), 'x.png', 'image/png')] }),
      415,
      'Only PNG, JPG and GIF images are allowed',
    ],
    [
      'an image of 10 MB and one byte',
      async () => ({ text: 'big', images: [tenMegabytesAndOne()] }),
      413,
      'Each image must be 10MB or less',
    ],
    [
      'a NUL byte',
      async () => ({ text: 'a\u0000b', images: [] }),
      400,
      'messageText: Contains a character that is not allowed',
    ],
    [
      '2,001 characters',
      async () => ({ text: 'x'.repeat(2001), images: [] }),
      400,
      'Messages must be 2000 characters or less',
    ],
  ];

  it.each(cases)('over REST: %s', async (_name, body, status, error) => {
    const { text, images } = await body();
    const before = await threadState();
    const sent = await postMessage(alice, requestId, text, images);
    expect(sent.status).toBe(status);
    expect(sent.body.error).toBe(error);
    expect(await threadState()).toEqual(before);
  });

  it.each(cases.filter(([name]) => name !== 'an image of 10 MB and one byte'))(
    'over GraphQL: %s',
    async (_name, body, _status, error) => {
      const { text, images } = await body();
      const before = await threadState();
      const files = Object.fromEntries(images.map((image, index) => [`input.images.${index}`, image]));
      const result = await gqlMultipart(
        alice,
        `mutation($input: SendMessageInput!) { sendMessage(input: $input) {
        __typename ... on ValidationError { issues { field message } } } }`,
        { input: { pickupRequestId: requestGlobalId(requestId), messageText: text, images: images.map(() => null) } },
        files,
      );
      const said = result.data?.sendMessage?.issues?.[0]?.message ?? result.errors?.[0]?.message;
      expect(said).toBe(error);
      expect(await threadState()).toEqual(before);
    },
  );

  it('refuses a collected or cancelled request: terminal for messaging (REST and GraphQL)', async () => {
    for (const status of ['collected', 'cancelled'] as const) {
      const id = await submittedRequest();
      await t.app.services.db.update(pickupRequests).set({ status }).where(eq(pickupRequests.id, id));
      const before = await threadState();
      const sent = await postMessage(admin, id, 'Too late', [await photo()]);
      expect(sent.status).toBe(409);
      expect(sent.body.error).toContain('collected and cancelled are terminal for messaging');
      const result = await admin.gql(
        `mutation($input: SendMessageInput!) { sendMessage(input: $input) { __typename } }`,
        { input: { pickupRequestId: requestGlobalId(id), messageText: 'Too late' } },
      );
      expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
      expect(await threadState()).toEqual(before);
      const read = await admin.gql(`query($id: ID!) { pickupRequest(id: $id) { acceptsMessages } }`, {
        id: requestGlobalId(id),
      });
      expect(read.data.pickupRequest.acceptsMessages).toBe(false);
    }
  });

  it('answers hostile ids and types with a 4xx', async () => {
    for (const path of ['/api/pickup-requests/99999999999999/messages', '/api/pickup-requests/abc/messages'])
      expect((await alice.rest('GET', path)).status).toBe(404);
    expect((await postMessage(alice, 2 ** 40, 'x')).status).toBe(404);
    const result = await alice.gql(
      `mutation($input: SendMessageInput!) { sendMessage(input: $input) { __typename } }`,
      {
        input: { pickupRequestId: requestGlobalId(requestId), messageText: 42 },
      },
    );
    expect(result.errors?.[0]?.message).toMatch(/messageText|String/);
    const gif = await postMessage(bob, requestId, 'GIF works too', [asFile(await gifBytes(), 'a.gif', 'image/gif')]);
    expect(gif.status).toBe(201);
  });
});

describe('the thread over GraphQL', () => {
  it('lists messages oldest first with the viewer’s unread count on the request', async () => {
    const read = await driver.gql(
      `query($id: ID!) { pickupRequest(id: $id) { unreadMessageCount messageCount
        messages { edges { node { messageText senderName viewerIsSender attachments { filename } } } } } }`,
      { id: requestGlobalId(requestId) },
    );
    const request = read.data.pickupRequest;
    expect(request.messages.edges.length).toBe(request.messageCount);
    expect(request.messages.edges[0].node).toMatchObject({
      messageText: 'Drums are behind the gate',
      viewerIsSender: false,
    });
    expect(request.unreadMessageCount).toBe(request.messageCount);
    const marked = await driver.gql(
      `mutation($input: MarkMessagesReadInput!) { markMessagesRead(input: $input) {
        ... on PickupRequestPayload { pickupRequest { unreadMessageCount } } } }`,
      { input: { pickupRequestId: requestGlobalId(requestId) } },
    );
    expect(marked.data.markMessagesRead.pickupRequest.unreadMessageCount).toBe(0);
    const counts = await driver.gql(`{ unreadMessageCounts { total requests { databaseId count } } }`);
    expect(counts.data.unreadMessageCounts).toEqual({ total: 0, requests: [] });
  });
});
