import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpPickupWorld, postBatch, validBatch } from '../test/support/pickups';
import { publishPickupRequestChangeById } from '../services/pickupEvents';
import { createTestApp, setUser, TEST_ORIGIN, type TestApp, type TestClient } from '../test/support/harness';
import { listenOnce, subscribeOverSocket, subscribeOverSse } from '../test/support/subscriptions';
import {
  GuardedStream,
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  MAX_SUBSCRIPTIONS_PER_USER,
  SUBSCRIPTION_RECHECK_MS,
} from './subscriptionGuard';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let port: number;
let alice: TestClient;
let requestId: number;
/** The machine may be busy: wait for what must happen as long as a test may take. */
const POLL = { timeout: 60_000 };

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  port = await listenOnce(t.app);
  alice = await t.signIn(world.alice.email);
  const created = await postBatch(alice, await validBatch(world.woodSpec.id));
  requestId = created.body.pickupRequest.id;
});
afterAll(() => t?.close());

type Change = { databaseId: number; pickupRequest: { address: string; transporterComments: string | null } | null };
const QUERY = 'subscription { pickupRequestChanged { databaseId pickupRequest { address transporterComments } } }';
const FIELD = 'pickupRequestChanged';

type Listener = {
  state: { received: Change[]; errors: unknown[]; completed: boolean };
  close: () => Promise<void>;
};

const transports: [string, (cookie: string) => Listener][] = [
  [
    'server-sent events',
    (cookie) => {
      const sub = subscribeOverSse<Change>(t.app, cookie, QUERY, FIELD);
      return { state: sub.state, close: sub.close };
    },
  ],
  [
    'graphql-ws',
    (cookie) => {
      const sub = subscribeOverSocket<Change>(port, cookie, QUERY, FIELD);
      return { state: sub.state, close: () => sub.client.dispose() as Promise<void> };
    },
  ],
];

/** Publishes a change of Alice's request, as an edit does, to everyone it concerns. */
const publishChange = () => publishPickupRequestChangeById(t.app.services, requestId);

let sentinels = 0;

/**
 * Events reach a subscription once its listener is registered: publish until one arrives. Then a
 * real edit with a comment of its own: once the listener has it, no earlier event is on its way.
 */
async function untilListening(listener: Listener) {
  await expect
    .poll(async () => {
      await publishChange();
      return listener.state.received.length > 0;
    }, POLL)
    .toBe(true);
  const sentinel = `sentinel ${(sentinels += 1)}`;
  const edited = await alice.rest('PATCH', `/api/pickup-requests/${requestId}`, { transporterComments: sentinel });
  expect(edited.status).toBe(200);
  await expect.poll(() => listener.state.received.at(-1)?.pickupRequest?.transporterComments, POLL).toBe(sentinel);
  // An earlier event, read when delivered, may already show the sentinel while the sentinel's own
  // is still on its way: a probe (a deleted request, read from nothing), heard last, says none is
  // (a listener's events arrive in order).
  const probe = -sentinels;
  for (const audience of ['admins', `company:${world.firstCompany.id}`])
    t.app.services.pubsub.publish('pickupRequest:changed', audience, { pickupRequestId: probe, deleted: true });
  await expect.poll(() => listener.state.received.at(-1)?.databaseId, POLL).toBe(probe);
}

/** After `change`, the subscription ends and hears nothing more, however many changes follow. */
async function endsAfter(listener: Listener, change: () => Promise<unknown>) {
  await untilListening(listener);
  const read = [...listener.state.received].reverse().find((change) => change.pickupRequest);
  expect(read?.pickupRequest?.address).toBe('Storgatan 1, Stockholm');
  const heard = listener.state.received.length;
  await change();
  // A real edit (a new comment), then plain change events until the server ends the stream.
  expect(
    (await alice.rest('PATCH', `/api/pickup-requests/${requestId}`, { transporterComments: 'Ring twice' })).status,
  ).toBe(200);
  await expect
    .poll(async () => {
      await publishChange();
      return listener.state.completed;
    }, POLL)
    .toBe(true);
  expect(listener.state.received.length).toBe(heard);
  expect(listener.state.errors).toEqual([]);
  await listener.close();
}

describe.each(transports)('pickupRequestChanged over %s', (_name, subscribe) => {
  it('ends at logout', async () => {
    const bob = await t.signIn(world.bob.email);
    await endsAfter(subscribe(bob.sessionCookie), () => bob.rest('POST', '/api/auth/logout'));
  });

  it('ends at logout at once, with no event to wake it', async () => {
    const bob = await t.signIn(world.bob.email);
    const listener = subscribe(bob.sessionCookie);
    await untilListening(listener);
    expect((await bob.rest('POST', '/api/auth/logout')).status).toBe(200);
    // Nothing is published: the idle re-check is a minute away, the logout's own event ends it.
    await expect.poll(() => listener.state.completed, { timeout: SUBSCRIPTION_RECHECK_MS / 6 }).toBe(true);
    expect(listener.state.errors).toEqual([]);
    await listener.close();
  });

  it("ends at once when an admin deactivates the user, and keeps another user's", async () => {
    const user = await t.createUser({ returnerCompanyId: world.firstCompany.id });
    const client = await t.signIn(user.email);
    const listener = subscribe(client.sessionCookie);
    const bystander = subscribe((await t.signIn(world.bob.email)).sessionCookie);
    await untilListening(listener);
    await untilListening(bystander);
    const admin = await t.signIn('admin@example.com');
    expect((await admin.rest('PATCH', `/api/users/${user.id}`, { active: false })).status).toBe(200);
    await expect.poll(() => listener.state.completed, { timeout: SUBSCRIPTION_RECHECK_MS / 6 }).toBe(true);
    // The bystander's subscription still hears the next change.
    await untilListening(bystander);
    expect(bystander.state.completed).toBe(false);
    await Promise.all([listener.close(), bystander.close()]);
  });

  it('ends when the user is deactivated', async () => {
    const user = await t.createUser({ returnerCompanyId: world.firstCompany.id });
    const client = await t.signIn(user.email);
    await endsAfter(subscribe(client.sessionCookie), () => setUser(t.app, user.id, { active: false }));
  });

  it('ends when the user moves to another company', async () => {
    const user = await t.createUser({ returnerCompanyId: world.firstCompany.id });
    const client = await t.signIn(user.email);
    await endsAfter(subscribe(client.sessionCookie), () =>
      setUser(t.app, user.id, { returnerCompanyId: world.secondCompany.id }),
    );
  });

  it('ends when an admin is demoted to returner', async () => {
    const user = await t.createUser({ role: 'admin' });
    const client = await t.signIn(user.email);
    await endsAfter(subscribe(client.sessionCookie), () =>
      setUser(t.app, user.id, { role: 'returner', returnerCompanyId: world.firstCompany.id }),
    );
  });

  it('keeps delivering while nothing changed', async () => {
    const bob = await t.signIn(world.bob.email);
    const listener = subscribe(bob.sessionCookie);
    await untilListening(listener);
    const heard = listener.state.received.length;
    expect(
      (await alice.rest('PATCH', `/api/pickup-requests/${requestId}`, { transporterComments: 'Side door' })).status,
    ).toBe(200);
    await expect.poll(() => listener.state.received.length, POLL).toBeGreaterThan(heard);
    expect(listener.state.received.at(-1)?.pickupRequest?.transporterComments).toBe('Side door');
    expect(listener.state.completed).toBe(false);
    await listener.close();
  });
});

/** One graphql-ws socket carrying many subscriptions; each records the errors it is refused with. */
function openSocket(cookie: string) {
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
  type Refusal = { message: string; extensions?: { code?: string } };
  const subscriptions: { refusals: Refusal[]; heard: number; stop: () => void }[] = [];
  return {
    client,
    subscriptions,
    refused: () => subscriptions.filter((sub) => sub.refusals.length > 0),
    subscribe(count: number) {
      for (let i = 0; i < count; i += 1) {
        const subscription = { refusals: [] as Refusal[], heard: 0, stop: () => {} };
        subscription.stop = client.subscribe(
          { query: QUERY },
          {
            // Refused before subscribing: an Error message (socket limit) or a result with errors (user limit).
            next: (result) => {
              if (result.errors) subscription.refusals.push(...(result.errors as Refusal[]));
              else subscription.heard += 1;
            },
            // Anything but an array of GraphQL errors is the socket closing.
            error: (error) => Array.isArray(error) && subscription.refusals.push(...(error as Refusal[])),
            complete: () => {},
          },
        );
        subscriptions.push(subscription);
      }
    },
  };
}

describe('subscription limits', () => {
  it(`refuses subscription ${MAX_SUBSCRIPTIONS_PER_SOCKET + 1} on one socket, and takes one again once one ends`, async () => {
    const bob = await t.signIn(world.bob.email);
    const socket = openSocket(bob.sessionCookie);
    socket.subscribe(MAX_SUBSCRIPTIONS_PER_SOCKET + 1);
    await expect.poll(() => socket.refused().length, POLL).toBe(1);
    expect(socket.subscriptions.indexOf(socket.refused()[0])).toBe(MAX_SUBSCRIPTIONS_PER_SOCKET);
    expect(socket.refused()[0].refusals).toEqual([
      expect.objectContaining({
        message: `Too many subscriptions: at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} per connection`,
        extensions: expect.objectContaining({ code: 'TOO_MANY_REQUESTS' }),
      }),
    ]);

    socket.subscriptions[0].stop();
    socket.subscribe(1);
    const readmitted = socket.subscriptions.at(-1)!;
    await expect
      .poll(async () => {
        await publishChange();
        return readmitted.heard > 0;
      }, POLL)
      .toBe(true);
    expect(readmitted.refusals).toEqual([]);
    expect(socket.refused().length).toBe(1);
    await socket.client.dispose();
  });

  it(`refuses a user's subscription ${MAX_SUBSCRIPTIONS_PER_USER + 1} across sockets and streams`, async () => {
    const user = await t.createUser({ returnerCompanyId: world.firstCompany.id });
    const client = await t.signIn(user.email);
    const sockets = [
      openSocket(client.sessionCookie),
      openSocket(client.sessionCookie),
      openSocket(client.sessionCookie),
    ];
    for (const socket of sockets) socket.subscribe(MAX_SUBSCRIPTIONS_PER_SOCKET); // 60 asked, 50 allowed
    const refusals = () => sockets.flatMap((socket) => socket.refused().flatMap((sub) => sub.refusals));
    await expect
      .poll(() => refusals().length, POLL)
      .toBe(3 * MAX_SUBSCRIPTIONS_PER_SOCKET - MAX_SUBSCRIPTIONS_PER_USER);
    expect(new Set(refusals().map((refusal) => refusal.message))).toEqual(
      new Set([`Too many subscriptions: at most ${MAX_SUBSCRIPTIONS_PER_USER} per user`]),
    );

    const overSse = subscribeOverSse<Change>(t.app, client.sessionCookie, QUERY, FIELD);
    await expect.poll(() => overSse.state.completed, POLL).toBe(true);
    expect(overSse.state.received).toEqual([]);
    expect(overSse.state.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'TOO_MANY_REQUESTS' }) }),
    ]);

    // Closing a socket frees its subscriptions: a stream is taken again and delivers.
    // The server frees them as it learns of the close: ask again until a stream is taken.
    await sockets[0].client.dispose();
    let afterClose = subscribeOverSse<Change>(t.app, client.sessionCookie, QUERY, FIELD);
    await expect
      .poll(async () => {
        await publishChange();
        if (afterClose.state.received.length > 0) return true;
        if (afterClose.state.completed)
          afterClose = subscribeOverSse<Change>(t.app, client.sessionCookie, QUERY, FIELD);
        return false;
      }, POLL)
      .toBe(true);
    await untilListening({ state: afterClose.state, close: afterClose.close });
    expect(afterClose.state.errors).toEqual([]);
    await afterClose.close();
    for (const socket of sockets.slice(1)) await socket.client.dispose();
  });

  // How fast they stay is bench/subscriptions.ts's to measure; this checks that they are answered.
  it("answers an edit and another user's { me } while a socket tries to open 2,000 subscriptions", async () => {
    const answered = async (call: () => Promise<{ status: number }>) => expect((await call()).status).toBe(200);
    const eve = await t.signIn(world.eve.email);
    const edit = (comment: string) =>
      answered(() => alice.rest('PATCH', `/api/pickup-requests/${requestId}`, { transporterComments: comment }));
    const me = () => answered(() => eve.rest('GET', '/api/auth/me'));

    const attacker = await t.createUser({ returnerCompanyId: world.firstCompany.id });
    const socket = openSocket((await t.signIn(attacker.email)).sessionCookie);
    socket.subscribe(2000);
    await edit('During');
    await me();
    await expect.poll(() => socket.refused().length, { timeout: 60_000 }).toBe(2000 - MAX_SUBSCRIPTIONS_PER_SOCKET);
    // Once every accepted subscription listens, each edit reaches all of them.
    const accepted = socket.subscriptions.filter((sub) => sub.refusals.length === 0);
    await expect
      .poll(
        async () => {
          await publishChange();
          return accepted.every((sub) => sub.heard > 0);
        },
        { ...POLL, interval: 500 },
      )
      .toBe(true);
    await edit('After');
    await me();
    await socket.client.dispose();
  });
});

describe('GuardedStream', () => {
  /** A source that never yields, and records whether it was closed. */
  function silentSource() {
    const state = { closed: false };
    const source: AsyncIterable<number> = {
      [Symbol.asyncIterator]: () => ({
        next: () => new Promise<IteratorResult<number>>(() => {}),
        return: async () => {
          state.closed = true;
          return { done: true, value: undefined };
        },
      }),
    };
    return { source, state };
  }

  it(`re-checks an idle subscription (every ${SUBSCRIPTION_RECHECK_MS / 1000} s in the app) and ends it once refused`, async () => {
    const { source, state } = silentSource();
    let grants = true;
    let checks = 0;
    let releases = 0;
    const stream = new GuardedStream(
      source,
      async () => ((checks += 1), grants),
      () => (releases += 1),
      20,
    );
    const next = stream.next();
    // Three re-checks granted: the stream stays open through them.
    await expect.poll(() => checks).toBeGreaterThanOrEqual(3);
    expect(state.closed).toBe(false);
    grants = false;
    expect(await next).toEqual({ done: true, value: undefined });
    expect(state.closed).toBe(true);
    expect(releases).toBe(1);
    await stream.return();
    expect(releases).toBe(1);
  });

  it('releases its slot when the listener leaves before any event', async () => {
    const { source, state } = silentSource();
    let releases = 0;
    const stream = new GuardedStream(
      source,
      async () => true,
      () => (releases += 1),
      60_000,
    );
    await stream.return();
    expect(state.closed).toBe(true);
    expect(releases).toBe(1);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });
});
