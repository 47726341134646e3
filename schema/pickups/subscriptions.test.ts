import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../server/testing/harness';
import { postBatch, setUpPickupWorld, validBatch } from './testSupport';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  await new Promise<void>((resolve) => t.app.server.listen(0, '127.0.0.1', resolve));
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

type Change = { databaseId: number; deleted: boolean; pickupRequest: { status: string } | null };

function subscribe(cookie: string) {
  const client = createClient({
    url: `ws://127.0.0.1:${port}/graphql`,
    lazy: false,
    retryAttempts: 0,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie, origin: TEST_ORIGIN } });
      }
    },
  });
  const received: Change[] = [];
  const ready = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  client.subscribe<{ pickupRequestChanged: Change }>(
    { query: 'subscription { pickupRequestChanged { databaseId deleted pickupRequest { status } } }' },
    { next: (value) => received.push(value.data!.pickupRequestChanged), error: () => {}, complete: () => {} },
  );
  return { client, received, ready };
}

describe('pickupRequestChanged over graphql-ws', () => {
  it("tells the returner's company and admins about its requests, and no other company", async () => {
    const alice = await t.signIn(world.alice.email);
    const listeners = {
      bob: subscribe((await t.signIn(world.bob.email)).sessionCookie),
      eve: subscribe((await t.signIn(world.eve.email)).sessionCookie),
      admin: subscribe((await t.signIn('admin@example.com')).sessionCookie),
    };
    await Promise.all(Object.values(listeners).map((listener) => listener.ready));
    // The server registers each subscription after a session lookup: send probes on every
    // audience until each listener has heard one (this also shows Eve's subscription works).
    const probe = { pickupRequestId: -1, deleted: true };
    await expect
      .poll(() => {
        for (const audience of ['admins', `company:${world.firstCompany.id}`, `company:${world.secondCompany.id}`]) {
          t.app.services.pubsub.publish('pickupRequest:changed', audience, probe);
        }
        return Object.values(listeners).every((listener) => listener.received.length > 0);
      })
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const listener of Object.values(listeners)) listener.received.length = 0;

    const created = await postBatch(alice, await validBatch(world.woodSpec.id));
    const id = created.body.pickupRequest.id as number;
    await alice.rest('POST', `/api/drums/${id}/finalize`);
    await alice.rest('DELETE', `/api/drums/${id}`);

    await expect.poll(() => listeners.bob.received.length).toBe(3);
    await expect.poll(() => listeners.admin.received.length).toBe(3);
    // Each event reads the request when it is delivered, so only the delete is fixed in time.
    expect(listeners.bob.received.map((change) => change.deleted)).toEqual([false, false, true]);
    expect(listeners.bob.received[2]).toEqual({ databaseId: id, deleted: true, pickupRequest: null });
    expect(listeners.admin.received.map((change) => change.databaseId)).toEqual([id, id, id]);
    expect(listeners.eve.received).toEqual([]);
    for (const listener of Object.values(listeners)) await listener.client.dispose();
  });
});
