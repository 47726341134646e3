import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../test/support/harness';
import { listenOnce, subscribeOverSocket } from '../test/support/subscriptions';
import { notifyUsers, publishNotifications } from '../services/notifications';
import { postBatch, setUpPickupWorld, validBatch } from '../test/support/pickups';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function notify(userId: number, message: string) {
  const created = await notifyUsers(t.app.services.db, [userId], message, 'general');
  publishNotifications(t.app.services, created);
  return created[0].id;
}

describe('notifications over REST', () => {
  it('lists only the caller’s notifications and marks one read', async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const id = await notify(alice.id, 'Your pickup was scheduled');
    await notify(bob.id, 'Not for Alice');
    const client = await t.signIn(alice.email);
    const list = await client.rest('GET', '/api/notifications');
    expect(list.status).toBe(200);
    expect(list.body.notifications).toEqual([
      expect.objectContaining({ id, message: 'Your pickup was scheduled', isRead: false }),
    ]);
    const read = await client.rest('PATCH', `/api/notifications/${id}/read`);
    expect(read.status).toBe(200);
    expect(read.body.notification.isRead).toBe(true);
    expect((await client.rest('GET', '/api/notifications')).body.notifications[0].isRead).toBe(true);
  });

  it('refuses to mark another user’s notification and changes nothing', async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const id = await notify(alice.id, 'Private');
    const response = await (await t.signIn(bob.email)).rest('PATCH', `/api/notifications/${id}/read`);
    expect(response.status).toBe(404);
    const row = await t.app.services.db.query.notifications.findFirst({ where: { id } });
    expect(row?.isRead).toBe(false);
  });

  it('marks all of the caller’s unread notifications read, and no one else’s', async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const first = await notify(alice.id, 'First for Alice');
    const second = await notify(alice.id, 'Second for Alice');
    const bobs = await notify(bob.id, 'For Bob');
    const client = await t.signIn(alice.email);
    const marked = await client.rest('PATCH', '/api/notifications/read');
    expect(marked.status).toBe(200);
    expect(marked.body.notifications.map((n: { id: number }) => n.id)).toEqual([second, first]);
    expect(marked.body.notifications.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
    const again = await client.gql<{ markAllNotificationsRead: unknown[] }>(
      'mutation { markAllNotificationsRead { id isRead } }',
    );
    expect(again.data?.markAllNotificationsRead).toEqual([]);
    const bobRow = await t.app.services.db.query.notifications.findFirst({ where: { id: bobs } });
    expect(bobRow?.isRead).toBe(false);
    expect((await t.client().rest('PATCH', '/api/notifications/read')).status).toBe(401);
  });

  it('tells which status the request a notification is about has now (its admin tab dot follows it)', async () => {
    const world = await setUpPickupWorld(t);
    const saved = await postBatch(await t.signIn(world.alice.email), await validBatch(world.woodSpec.id));
    expect(saved.status).toBe(201);
    const requestId = saved.body.pickupRequest.id as number;
    const db = t.app.services.db;
    const [about] = await notifyUsers(db, [world.bob.id], 'A message on the request', 'message', requestId);
    const [plain] = await notifyUsers(db, [world.bob.id], 'No request', 'general');
    const bob = await t.signIn(world.bob.email);
    const read = async () =>
      (
        await bob.gql<{ notifications: { databaseId: number; pickupRequestStatus: string | null }[] }>(
          '{ notifications { databaseId pickupRequestStatus } }',
        )
      ).data?.notifications;
    expect(await read()).toEqual([
      { databaseId: plain.id, pickupRequestStatus: null },
      { databaseId: about.id, pickupRequestStatus: 'draft' },
    ]);
    expect((await (await t.signIn(world.alice.email)).rest('POST', `/api/drums/${requestId}/finalize`)).status).toBe(
      200,
    );
    expect((await read())?.[1]).toEqual({ databaseId: about.id, pickupRequestStatus: 'ready_for_pickup' });
    // Someone who may not read the request (another company's user) learns nothing of its status.
    await notifyUsers(db, [world.eve.id], 'About a request Eve may not read', 'message', requestId);
    const eve = await t.signIn(world.eve.email);
    const seen = await eve.gql<{ notifications: { pickupRequestStatus: string | null }[] }>(
      '{ notifications { pickupRequestStatus } }',
    );
    expect(seen.data?.notifications).toEqual([{ pickupRequestStatus: null }]);
  });

  it('answers 401 when signed out and 404 for a non-numeric id', async () => {
    expect((await t.client().rest('GET', '/api/notifications')).status).toBe(401);
    const user = await t.createUser();
    expect((await (await t.signIn(user.email)).rest('PATCH', '/api/notifications/abc/read')).status).toBe(404);
  });
});

describe('notificationChanged subscription over graphql-ws', () => {
  it('delivers a new notification to its owner only, authenticated by the session cookie', async () => {
    const port = await listenOnce(t.app);
    const alice = await t.createUser();
    const bob = await t.createUser();
    const query = 'subscription { notificationChanged { message isRead } }';
    const a = subscribeOverSocket<{ message: string }>(
      port,
      (await t.signIn(alice.email)).sessionCookie,
      query,
      'notificationChanged',
    );
    const b = subscribeOverSocket<{ message: string }>(
      port,
      (await t.signIn(bob.email)).sessionCookie,
      query,
      'notificationChanged',
    );
    await Promise.all([a.ready, b.ready]);
    // The server registers a subscription after a session lookup; publish until it is listening
    // rather than guessing how long that takes.
    await expect
      .poll(async () => {
        if (a.received.length === 0) await notify(alice.id, 'Hello Alice');
        return a.received.map((n) => n.message);
      })
      .toContain('Hello Alice');
    expect(new Set(a.received.map((n) => n.message))).toEqual(new Set(['Hello Alice']));
    expect(b.received).toEqual([]);
    expect([...a.state.errors, ...b.state.errors]).toEqual([]);
    await a.client.dispose();
    await b.client.dispose();
  });

  it('stops delivering once the session that opened the socket logs out', async () => {
    const port = await listenOnce(t.app);
    const carol = await t.createUser();
    const session = await t.signIn(carol.email);
    const sub = subscribeOverSocket<{ message: string }>(
      port,
      session.sessionCookie,
      'subscription { notificationChanged { message } }',
      'notificationChanged',
    );
    await expect
      .poll(async () => {
        if (sub.received.length === 0) await notify(carol.id, 'Before logout');
        return sub.received.length;
      })
      .toBeGreaterThan(0);
    await session.rest('POST', '/api/auth/logout');
    await notify(carol.id, 'After logout');
    await expect.poll(() => sub.state.completed).toBe(true);
    expect(sub.received.map((n) => n.message)).not.toContain('After logout');
    await sub.client.dispose();
  });

  it('refuses a WebSocket opened from another site', async () => {
    const port = await listenOnce(t.app);
    const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', {
      headers: { origin: 'https://evil.example' },
    });
    const outcome = await new Promise<string>((resolve) => {
      socket.on('open', () => resolve('open'));
      socket.on('error', () => resolve('refused'));
      socket.on('unexpected-response', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
    socket.terminate();
  });
});
