// Two server processes sharing PostgreSQL and Redis (docs/decisions.md): a message posted
// through the first reaches a subscriber of the second. Runs with the PostgreSQL pass of the
// suite (TEST_DATABASE_URL; vitest.config.ts), where Redis runs too (REDIS_URL, or the default
// 127.0.0.1:6379 of our machines and CI).
import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, notInArray } from 'drizzle-orm';
import {
  mailOutbox,
  pickupRequests,
  transportCompanies,
  transportCompanyContacts,
  transportCompanyZones,
} from '../db/schema';
import { batchForm, postBatch, setUpPickupWorld, validBatch, requestGlobalId } from '../test/support/pickups';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/support/harness';
import { freePort } from '../test/support/freePort';
import { subscribeOverSocket } from '../test/support/subscriptions';
import { untilListening } from '../test/support/untilListening';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let first: TestApp;
let second: ChildProcess;
let secondPort: number;
let secondLog = '';

beforeAll(async () => {
  first = await createTestApp({ REDIS_URL });
  const databaseUrl = first.app.services.config.databaseUrl;
  if (!databaseUrl) throw new Error('This test needs TEST_DATABASE_URL: two processes cannot share PGlite');
  secondPort = await freePort();
  second = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      PORT: String(secondPort),
      APP_URL: TEST_ORIGIN,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'secret123',
      SMTP_URL: first.sink.url,
      DATA_DIR: `/tmp/drum-second-${secondPort}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  second.stdout!.on('data', (chunk) => (secondLog += chunk));
  second.stderr!.on('data', (chunk) => (secondLog += chunk));
  // It listens once migrated (main.ts); /readyz comes with the reliability work.
  const deadline = Date.now() + 45_000;
  while (
    (await fetch(`http://127.0.0.1:${secondPort}/healthz`).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  ) {
    if (second.exitCode !== null || Date.now() > deadline)
      throw new Error(`The second process did not start:\n${secondLog}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 60_000);

afterAll(async () => {
  second?.kill('SIGTERM');
  await first?.close();
});

describe('two instances behind one database and Redis', () => {
  it('delivers a message posted on the first to a thread subscriber on the second', async () => {
    const world = await setUpPickupWorld(first);
    const alice = await first.signIn(world.alice.email);
    const created = await postBatch(alice, await validBatch(world.woodSpec.id));
    const id = created.body.pickupRequest.id as number;
    await alice.rest('POST', `/api/drums/${id}/finalize`);
    // Sessions live in the database: the cookie from the first instance works on the second.
    const admin = await first.signIn('admin@example.com');
    const listener = subscribeOverSocket<{ messageText: string }>(
      secondPort,
      admin.sessionCookie,
      `subscription { messageAdded(pickupRequestId: "${requestGlobalId(id)}") { messageText } }`,
      'messageAdded',
    );
    await listener.ready;
    const send = async (text: string) => {
      const form = new FormData();
      form.set('messageText', text);
      expect((await alice.raw('POST', `/api/pickup-requests/${id}/messages`, { body: form })).status).toBe(201);
    };
    await untilListening(listener.received, () => send('probe'));
    await send('Across instances');
    await expect.poll(() => listener.received.map((m) => m.messageText)).toContain('Across instances');
    expect(listener.state.errors).toEqual([]);
    await listener.client.dispose();
  });

  it('ends a subscription on the second within a second of logout on the first', async () => {
    const world = await setUpPickupWorld(first);
    const alice = await first.signIn(world.alice.email);
    const created = await postBatch(alice, await validBatch(world.woodSpec.id));
    const id = created.body.pickupRequest.id as number;
    const listener = subscribeOverSocket<{ databaseId: number }>(
      secondPort,
      alice.sessionCookie,
      'subscription { pickupRequestChanged { databaseId } }',
      'pickupRequestChanged',
    );
    await listener.ready;
    await untilListening(listener.received, async () => {
      expect((await alice.rest('PATCH', `/api/pickup-requests/${id}`, { transporterComments: 'probe' })).status).toBe(
        200,
      );
    });
    expect((await alice.rest('POST', '/api/auth/logout')).status).toBe(200);
    // No event follows: the end-of-session event over Redis ends it (the idle re-check is a minute away, past this wait).
    await expect.poll(() => listener.state.completed, { timeout: 10_000 }).toBe(true);
    expect(listener.state.errors).toEqual([]);
    await listener.client.dispose();
  });

  it('sends one route mail when two submits through the two instances cross a threshold together', async () => {
    const db = first.app.services.db;
    const world = await setUpPickupWorld(first);
    const [hauler] = await db
      .insert(transportCompanies)
      .values({ name: 'Twin Haulers AB', organizationNumber: '555555-7777' })
      .returning();
    const alice = await first.signIn(world.alice.email);
    const drafts: number[] = [];
    for (const address of ['Twin road 1', 'Twin road 2']) {
      const created = await postBatch(
        alice,
        await validBatch(world.woodSpec.id, { drums: [{ drumSpecId: world.woodSpec.id, quantity: 3 }], address }),
      );
      drafts.push(created.body.pickupRequest.id);
    }
    // The zone the drafts fell in (the first test drew the same square too).
    const { zoneId } = (await db.query.pickupRequests.findFirst({
      where: { id: drafts[0] },
      columns: { zoneId: true },
    }))!;
    await db
      .insert(transportCompanyZones)
      .values({ transportCompanyId: hauler.id, zoneId: zoneId!, minPickupThreshold: 5 });
    await db
      .insert(transportCompanyContacts)
      .values({ transportCompanyId: hauler.id, name: 'Desk', email: 'desk@twin.example' });
    // The first test's request waits in the same zone: out of the way, so only these two count.
    await db
      .update(pickupRequests)
      .set({ status: 'cancelled' })
      .where(and(eq(pickupRequests.status, 'ready_for_pickup'), notInArray(pickupRequests.id, drafts)));
    // One submit through each instance at the same moment: 3 + 3 drums cross the threshold of 5.
    const viaSecond = (id: number) =>
      fetch(`http://127.0.0.1:${secondPort}/api/drums/${id}/finalize`, {
        method: 'POST',
        headers: { cookie: alice.sessionCookie, origin: TEST_ORIGIN },
      }).then((response) => response.status);
    const statuses = await Promise.all([
      alice.rest('POST', `/api/drums/${drafts[0]}/finalize`).then((response) => response.status),
      viaSecond(drafts[1]),
    ]);
    expect(statuses).toEqual([200, 200]);
    const routeMails = async () =>
      (await db.select().from(mailOutbox)).filter((mail) => mail.to === 'desk@twin.example');
    // Whichever instance evaluated last saw both requests; the other saw one (below the threshold)
    // or found the dispatch written: exactly one mail either way.
    await expect.poll(async () => (await routeMails()).length, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await routeMails()).toHaveLength(1);
    // Both submits are in it, and nothing else.
    const [mail] = await routeMails();
    expect(mail.subject).toContain('6 drums');
    for (const id of drafts) expect(mail.text).toContain(`PR-${String(id).padStart(6, '0')}`);
  });

  it('answers a keyed booking replayed on the other instance with the first answer, and books once', async () => {
    const world = await setUpPickupWorld(first);
    const alice = await first.signIn(world.alice.email);
    const fields = await validBatch(world.woodSpec.id, { transporterComments: 'Keyed across instances' });
    const created = await alice.raw('POST', '/api/drums/batch', {
      body: batchForm(fields),
      headers: { 'idempotency-key': 'twin-key-1' },
    });
    expect(created.status).toBe(201);
    const firstAnswer = await created.json();
    // The phone never heard the answer and sends again; the balancer picks the other instance.
    const replay = await fetch(`http://127.0.0.1:${secondPort}/api/drums/batch`, {
      method: 'POST',
      headers: { cookie: alice.sessionCookie, origin: TEST_ORIGIN, 'idempotency-key': 'twin-key-1' },
      body: batchForm(fields),
    });
    expect(replay.status).toBe(201);
    expect((await replay.json()).pickupRequestId).toBe(firstAnswer.pickupRequestId);
    const db = first.app.services.db;
    const booked = await db
      .select({ id: pickupRequests.id })
      .from(pickupRequests)
      .where(eq(pickupRequests.transporterComments, 'Keyed across instances'));
    expect(booked).toHaveLength(1);
  });
});
