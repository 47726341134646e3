import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/harness';
import { listenOnce, subscribeOverSocket } from '../../test/support/subscriptions';
import { postBatch, setUpPickupWorld, validBatch } from '../../test/support/pickups';
import { countQueries } from '../../test/support/countQueries';
import { createSession } from '../../services/auth/sessions';
import { SESSION_COOKIE } from '../../services/auth/cookies';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  port = await listenOnce(t.app);
});
afterAll(() => t?.close());

type Change = { databaseId: number; deleted: boolean; pickupRequest: { status: string } | null };

const subscribe = (cookie: string) =>
  subscribeOverSocket<Change>(
    port,
    cookie,
    'subscription { pickupRequestChanged { databaseId deleted pickupRequest { status } } }',
    'pickupRequestChanged',
  );

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
    const audiences = ['admins', `company:${world.firstCompany.id}`, `company:${world.secondCompany.id}`];
    const probe = (pickupRequestId: number, to = audiences) => {
      for (const audience of to)
        t.app.services.pubsub.publish('pickupRequest:changed', audience, { pickupRequestId, deleted: true });
    };
    /** A last probe, heard by every listener: no earlier event is still on its way to them. */
    const heardLast = (pickupRequestId: number, heard = Object.values(listeners)) =>
      expect.poll(() => heard.every((listener) => listener.received.at(-1)?.databaseId === pickupRequestId)).toBe(true);
    await expect
      .poll(() => {
        probe(-1);
        return Object.values(listeners).every((listener) => listener.received.length > 0);
      })
      .toBe(true);
    probe(-2);
    await heardLast(-2);
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
    // A probe to Eve's company after the changes: once she has it, anything meant for her is in.
    probe(-3, [`company:${world.secondCompany.id}`]);
    await heardLast(-3, [listeners.eve]);
    expect(listeners.eve.received.map((change) => change.databaseId)).toEqual([-3]);
    for (const listener of Object.values(listeners)) {
      expect(listener.state.errors).toEqual([]);
      await listener.client.dispose();
    }
  });

  it('reads the database as often for twelve browsers of two returners as for two: one session check and one execution per person', async () => {
    const alice = await t.signIn(world.alice.email);
    const carol = await t.createUser({ returnerCompanyId: world.firstCompany.id });
    const created = await postBatch(alice, await validBatch(world.woodSpec.id));
    const id = created.body.pickupRequest.id as number;
    let edits = 0;
    /** The statements of one edit of the request while `count` browsers (a session each) listen. */
    async function statementsWith(count: number) {
      const cookies = await Promise.all(
        Array.from({ length: count }, async (_, index) => {
          const { token } = await createSession(t.app.services.db, index % 2 ? carol.id : world.bob.id);
          return `${SESSION_COOKIE}=${token}`;
        }),
      );
      const listeners = cookies.map((cookie) =>
        subscribeOverSocket<{ databaseId: number; pickupRequest: { transporterComments: string } | null }>(
          port,
          cookie,
          'subscription { pickupRequestChanged { databaseId pickupRequest { status transporterComments } } }',
          'pickupRequestChanged',
        ),
      );
      await Promise.all(listeners.map((listener) => listener.ready));
      // Each subscription registers after its session read: probe the company (a deleted request
      // is read from nothing) until every browser heard one, then once more, heard last by all.
      // A browser's events arrive in order, so none is then still on its way. Edits would not do:
      // an earlier edit's event, read when delivered, already shows the last edit's text.
      const probe = (pickupRequestId: number) =>
        t.app.services.pubsub.publish('pickupRequest:changed', `company:${world.firstCompany.id}`, {
          pickupRequestId,
          deleted: true,
        });
      await expect
        .poll(() => {
          probe(-1);
          return listeners.every((listener) => listener.received.length > 0);
        })
        .toBe(true);
      probe(-2);
      await expect.poll(() => listeners.every((listener) => listener.received.at(-1)?.databaseId === -2)).toBe(true);
      for (const listener of listeners) listener.received.length = 0;
      const { queries } = await countQueries(t.app.services.db, async () => {
        edits += 1;
        const comment = `edit ${edits}`;
        const response = await alice.rest('PATCH', `/api/pickup-requests/${id}`, { transporterComments: comment });
        expect(response.status).toBe(200);
        await expect
          .poll(() =>
            listeners.every(
              (listener) =>
                listener.received.length === 1 && listener.received[0].pickupRequest?.transporterComments === comment,
            ),
          )
          .toBe(true);
      });
      for (const listener of listeners) {
        expect(listener.state.errors).toEqual([]);
        await listener.client.dispose();
      }
      return queries;
    }
    const few = await statementsWith(2);
    const many = await statementsWith(12);
    // Reads per listener would add ten or more. The per-event batches (session checks, unread
    // counts) gather what one turn of the event loop asks; on a loaded machine a batch can fall
    // into two turns, one statement more, for either count.
    expect(Math.abs(many - few)).toBeLessThanOrEqual(2);
  });
});
