// The live side of threads: a new message reaches the thread's subscribers within a
// second, unread counts and notifications follow, and whoever may not read the request can
// neither subscribe to its thread nor hear of it, over graphql-ws and server-sent events alike.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../test/support/countQueries';
import { createTestApp, type TestApp, type TestClient } from '../test/support/harness';
import { listenOnce, subscribeOverSocket, subscribeOverSse } from '../test/support/subscriptions';
import { postBatch, requestGlobalId, setUpPickupWorld, validBatch } from '../test/support/pickups';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let port: number;
let alice: TestClient;
let requestId: number;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  port = await listenOnce(t.app);
  alice = await t.signIn(world.alice.email);
  const created = await postBatch(alice, await validBatch(world.woodSpec.id));
  requestId = created.body.pickupRequest.id;
  await alice.rest('POST', `/api/drums/${requestId}/finalize`);
});
afterAll(() => t?.close());

type Added = { databaseId: number; messageText: string; senderName: string };
const threadQuery = (id: number) =>
  `subscription { messageAdded(pickupRequestId: "${requestGlobalId(id)}") { databaseId messageText senderName } }`;

async function send(client: TestClient, text: string, id = requestId) {
  const form = new FormData();
  form.set('messageText', text);
  const response = await client.raw('POST', `/api/pickup-requests/${id}/messages`, { body: form });
  expect(response.status).toBe(201);
}

let probes = 0;

/** Sends probe messages until every listener heard one (a subscription registers after a session read). */
async function untilListening(
  listeners: { received: unknown[] }[],
  id = requestId,
  sender = () => alice,
  threadListeners = true,
) {
  await expect
    .poll(async () => {
      await send(sender(), 'probe', id);
      return listeners.every((listener) => listener.received.length > 0);
    })
    .toBe(true);
  if (!threadListeners) return;
  // A last, distinct probe: once every listener has it, no earlier probe is still on its way.
  const last = `last probe ${(probes += 1)}`;
  await send(sender(), last, id);
  await expect
    .poll(() =>
      listeners.every((listener) => (listener.received.at(-1) as { messageText?: string })?.messageText === last),
    )
    .toBe(true);
  for (const listener of listeners) listener.received.length = 0;
}

describe('messageAdded', () => {
  it('reads the database as often for twelve subscribers of a thread as for two (shared per message)', async () => {
    const admin = await t.signIn('admin@example.com');
    type Added = { databaseId: number };
    /** The statements of one message sent while `count` sockets of the admin listen. */
    async function statementsWith(count: number) {
      const listeners = Array.from({ length: count }, () =>
        subscribeOverSocket<Added>(port, admin.sessionCookie, threadQuery(requestId), 'messageAdded'),
      );
      await Promise.all(listeners.map((listener) => listener.ready));
      await untilListening(listeners);
      const { statements } = await countQueries(t.app.services.db, async () => {
        await send(alice, `to ${count}`);
        await expect.poll(() => listeners.every((listener) => listener.received.length === 1)).toBe(true);
      });
      await Promise.all(listeners.map((listener) => listener.client.dispose()));
      // The app's background workers (the mail and webhook outboxes, the drum reminders) read on
      // their own clock: a tick of theirs in one of the two runs is not the message's (a CI run
      // counted 20 against 17 so).
      return statements.filter(({ text }) => !/mail_outbox|webhook_|drum_reminder|drum_stints/.test(text)).length;
    }
    const few = await statementsWith(2);
    const many = await statementsWith(12);
    expect(many).toBe(few);
  });

  it('delivers a message to the admin over graphql-ws (how soon: bench/subscriptions.ts)', async () => {
    const admin = await t.signIn('admin@example.com');
    type Added = { databaseId: number; messageText: string; senderName: string };
    const listener = subscribeOverSocket<Added>(port, admin.sessionCookie, threadQuery(requestId), 'messageAdded');
    await listener.ready;
    await untilListening([listener]);

    await send(alice, 'On site at 7');
    await expect.poll(() => listener.received.length, { interval: 5 }).toBe(1);
    expect(listener.received[0]).toMatchObject({ messageText: 'On site at 7', senderName: 'Alice' });
    expect(listener.state.errors).toEqual([]);
    await listener.client.dispose();
  });

  it('refuses another company’s returner on subscribe, over graphql-ws and SSE, and tells it nothing', async () => {
    const eve = await t.signIn(world.eve.email);
    const socket = subscribeOverSocket<unknown>(port, eve.sessionCookie, threadQuery(requestId), 'messageAdded');
    const sse = subscribeOverSse<unknown>(t.app, eve.sessionCookie, threadQuery(requestId), 'messageAdded');
    await expect.poll(() => socket.state.errors.length).toBeGreaterThan(0);
    await expect.poll(() => sse.state.errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(socket.state.errors)).toContain('Pickup request not found');
    expect(JSON.stringify(sse.state.errors)).toContain('Pickup request not found');
    // The admin hears the thread too: once the admin has the message, Eve would have it as well.
    const admin = await t.signIn('admin@example.com');
    const control = subscribeOverSocket<Added>(port, admin.sessionCookie, threadQuery(requestId), 'messageAdded');
    await untilListening([control]);
    await send(alice, 'Not for Eve');
    await expect.poll(() => control.received.map((added) => added.messageText)).toContain('Not for Eve');
    await control.client.dispose();
    expect(socket.received).toEqual([]);
    expect(sse.received).toEqual([]);
    await socket.client.dispose();
    await sse.close();
  });

  it('stops delivering once the request leaves the subscriber’s reach', async () => {
    const created = await postBatch(alice, await validBatch(world.woodSpec.id));
    const id = created.body.pickupRequest.id as number;
    await alice.rest('POST', `/api/drums/${id}/finalize`);
    const bob = await t.signIn(world.bob.email);
    const listener = subscribeOverSse<{ messageText: string }>(
      t.app,
      bob.sessionCookie,
      threadQuery(id),
      'messageAdded',
    );
    await untilListening([listener], id);
    // An admin moves the request to the other company: Bob no longer reaches it.
    const admin = await t.signIn('admin@example.com');
    const moved = await admin.gql(
      `mutation($input: AdminUpdatePickupRequestInput!) { adminUpdatePickupRequest(input: $input) { __typename } }`,
      {
        input: {
          id: requestGlobalId(id),
          returnerCompanyId: encodeGlobalID('ReturnerCompany', world.secondCompany.id),
        },
      },
    );
    expect(moved.data?.adminUpdatePickupRequest.__typename).toBe('PickupRequestPayload');
    // The admin's own subscription to the thread is the sentinel: once it has the message, Bob
    // would have it too.
    const control = subscribeOverSse<Added>(t.app, admin.sessionCookie, threadQuery(id), 'messageAdded');
    await untilListening([control], id, () => admin);
    await send(admin, 'After the move', id);
    await expect.poll(() => control.received.map((added) => added.messageText)).toContain('After the move');
    await control.close();
    expect(listener.received).toEqual([]);
    await listener.close();
  });
});

describe('unreadMessageCountChanged and notifications', () => {
  it('tells the other parties their new unread count and notification, and the reader’s other tabs its read', async () => {
    const admin = await t.signIn('admin@example.com');
    type Change = { databaseId: number; unreadCount: number; totalUnread: number };
    const counts = subscribeOverSocket<Change>(
      port,
      admin.sessionCookie,
      'subscription { unreadMessageCountChanged { databaseId unreadCount totalUnread } }',
      'unreadMessageCountChanged',
    );
    const notes = subscribeOverSocket<{ kind: string; message: string }>(
      port,
      admin.sessionCookie,
      'subscription { notificationChanged { kind message isRead } }',
      'notificationChanged',
    );
    await Promise.all([counts.ready, notes.ready]);
    // These hear counts and notifications, not the thread: the steps below wait for the state
    // each action leads to, whatever came before.
    await untilListening([counts, notes], requestId, () => alice, false);
    await admin.rest('POST', `/api/pickup-requests/${requestId}/messages/mark-read`);
    await expect.poll(() => counts.received.at(-1)?.unreadCount).toBe(0);
    counts.received.length = 0;

    await send(alice, 'One more');
    // Each event is counted when it is delivered: an earlier read's event may still come first.
    await expect
      .poll(() => counts.received.some((change) => change.databaseId === requestId && change.unreadCount === 1))
      .toBe(true);
    await expect.poll(() => notes.received.some((n) => n.kind === 'message')).toBe(true);

    await admin.rest('POST', `/api/pickup-requests/${requestId}/messages/mark-read`);
    await expect.poll(() => counts.received.at(-1)).toMatchObject({ unreadCount: 0, totalUnread: 0 });
    await counts.client.dispose();
    await notes.client.dispose();
  });
});
