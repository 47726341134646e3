// One change of a request reaches every person of the company who listens, each with their own
// unread count and rights, and the database work of the delivery does not grow with the number of
// people: the row is read once per event, the per-person values in one batched statement
// (docs/operations.md, "Live updates").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../test/support/countQueries';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { listenOnce, subscribeOverSocket } from '../../test/support/subscriptions';
import { postBatch, requestGlobalId, setUpPickupWorld, validBatch } from '../../test/support/pickups';

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
  const form = new FormData();
  form.set('messageText', 'Drums are behind the gate');
  expect((await alice.raw('POST', `/api/pickup-requests/${requestId}/messages`, { body: form })).status).toBe(201);
});
afterAll(() => t?.close());

type Change = {
  databaseId: number;
  pickupRequest: {
    transporterComments: string | null;
    unreadMessageCount: number;
    viewerCanEdit: boolean;
    drums: { quantity: number; drumSpecName: string }[];
    messages?: { edges: { node: { viewerIsSender: boolean } }[] };
  } | null;
};
const CHANGES = `subscription { pickupRequestChanged { databaseId pickupRequest {
  transporterComments unreadMessageCount viewerCanEdit
  drums { quantity drumSpecName } images { url } } } }`;

let edits = 0;
async function edit() {
  edits += 1;
  const text = `Gate code 12${edits}`;
  expect((await alice.rest('PATCH', `/api/pickup-requests/${requestId}`, { transporterComments: text })).status).toBe(
    200,
  );
  return text;
}

/** `count` colleagues of Alice, each signed in and listening, one of them having read the thread. */
async function listeners(count: number, query = CHANGES) {
  const people = await Promise.all(
    Array.from({ length: count }, async () => {
      const user = await t.createUser({ returnerCompanyId: world.firstCompany.id });
      const client = await t.signIn(user.email);
      return {
        client,
        listener: subscribeOverSocket<Change>(port, client.sessionCookie, query, 'pickupRequestChanged'),
      };
    }),
  );
  await Promise.all(people.map(({ listener }) => listener.ready));
  const read = await people[0].client.gql(
    `mutation($id: ID!) { markMessagesRead(input: { pickupRequestId: $id }) { __typename } }`,
    { id: requestGlobalId(requestId) },
  );
  expect(read.errors).toBeUndefined();
  // Each listens once it has heard a probe of the company (a subscription registers after its
  // session read; a deleted request is read from nothing); then one more probe, heard last by
  // all: a person's events arrive in order, so no earlier one is still on its way. Edits would
  // not do: an earlier edit's event, read when delivered, already shows the last edit's text.
  const probe = (pickupRequestId: number) =>
    t.app.services.pubsub.publish('pickupRequest:changed', `company:${world.firstCompany.id}`, {
      pickupRequestId,
      deleted: true,
    });
  await expect
    .poll(() => {
      probe(-1);
      return people.every(({ listener }) => listener.received.length > 0);
    })
    .toBe(true);
  probe(-2);
  await expect.poll(() => people.every(({ listener }) => listener.received.at(-1)?.databaseId === -2)).toBe(true);
  for (const { listener } of people) listener.received.length = 0;
  return people;
}

describe('pickupRequestChanged to many people of one company', () => {
  it('gives each their own unread count, and costs as many statements for twelve people as for two', async () => {
    async function statementsWith(count: number) {
      const people = await listeners(count);
      for (const { listener } of people) listener.received.length = 0;
      let text = '';
      const { queries } = await countQueries(t.app.services.db, async () => {
        text = await edit();
        await expect
          .poll(() =>
            people.every(({ listener }) =>
              listener.received.some((c) => c.pickupRequest?.transporterComments === text),
            ),
          )
          .toBe(true);
      });
      const answers = people.map(
        ({ listener }) => listener.received.find((c) => c.pickupRequest?.transporterComments === text)!.pickupRequest!,
      );
      // The one who read the thread has nothing unread; the others have Alice's message.
      expect(answers.map((answer) => answer.unreadMessageCount)).toEqual([0, ...Array(count - 1).fill(1)]);
      for (const answer of answers) {
        expect(answer.viewerCanEdit).toBe(true);
        expect(answer.drums).toEqual([{ quantity: 3, drumSpecName: 'K10 wood' }]);
      }
      await Promise.all(people.map(({ listener }) => listener.client.dispose()));
      return queries;
    }
    const few = await statementsWith(2);
    const many = await statementsWith(12);
    // Reads per listener would add ten or more. The per-event batches (session checks, unread
    // counts) gather what one turn of the event loop asks; on a loaded machine a batch can fall
    // into two turns, one statement more, for either count.
    expect(Math.abs(many - few)).toBeLessThanOrEqual(2);
  });

  it('answers a selection that reads who is asking (the thread) for each person', async () => {
    const people = await listeners(
      2,
      `subscription { pickupRequestChanged { databaseId pickupRequest { transporterComments
        messages(first: 5) { edges { node { viewerIsSender } } } } } }`,
    );
    const alicesOwn = subscribeOverSocket<Change>(
      port,
      alice.sessionCookie,
      `subscription { pickupRequestChanged { pickupRequest { transporterComments
        messages(first: 5) { edges { node { viewerIsSender } } } } } }`,
      'pickupRequestChanged',
    );
    await alicesOwn.ready;
    const listening = [...people.map(({ listener }) => listener), alicesOwn];
    await expect
      .poll(async () => {
        await edit();
        return listening.every((listener) => listener.received.length > 0);
      })
      .toBe(true);
    const text = await edit();
    const heard = (listener: (typeof listening)[number]) =>
      listener.received.find((change) => change.pickupRequest?.transporterComments === text)?.pickupRequest;
    await expect.poll(() => listening.every((listener) => heard(listener))).toBeTruthy();
    const senders = listening.map((listener) =>
      heard(listener)!.messages!.edges.map((edge) => edge.node.viewerIsSender),
    );
    expect(senders).toEqual([[false], [false], [true]]);
    await Promise.all(listening.map((listener) => listener.client.dispose()));
  });
});
