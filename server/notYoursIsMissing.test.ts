// An object the caller may not see answers exactly as a missing one (same
// status, code and message, over GraphQL and REST), so ids tell nobody what exists; and the
// refused calls change nothing. 403 stays for what the caller sees but may not do.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pickupRequests, transportCompanies, transportCompanyContacts } from '../db/schema';
import { photo, pickupState, postBatch, postImages, setUpPickupWorld, validBatch } from '../test/support/pickups';
import { notifyUsers } from '../services/notifications';
import { createTestApp, type TestApp, type TestClient } from '../test/support/harness';

let t: TestApp;
let eve: TestClient;
let alice: TestClient;

/** The ids a call names: another company's objects, or ids no row has. */
type Ids = {
  request: number;
  image: number;
  notification: number;
  user: number;
  returnerCompany: number;
  transportCompany: number;
  contact: number;
  drumSpec: number;
};
let theirs: Ids;
const MISSING = 999_999;
const missing: Ids = {
  request: MISSING,
  image: MISSING,
  notification: MISSING,
  user: MISSING,
  returnerCompany: MISSING,
  transportCompany: MISSING,
  contact: MISSING,
  drumSpec: MISSING,
};

beforeAll(async () => {
  t = await createTestApp();
  const world = await setUpPickupWorld(t);
  [alice, eve] = await Promise.all([t.signIn(world.alice.email), t.signIn(world.eve.email)]);
  const created = await postBatch(
    alice,
    await validBatch(world.woodSpec.id, { images: [await photo('a.png'), await photo('b.png')] }),
  );
  expect(created.status).toBe(201);
  const db = t.app.services.db;
  const [haulers] = await db
    .insert(transportCompanies)
    .values({ name: 'Haulers AB', organizationNumber: '1' })
    .returning();
  const [contact] = await db
    .insert(transportCompanyContacts)
    .values({ transportCompanyId: haulers.id, name: 'Hans' })
    .returning();
  const [note] = await notifyUsers(db, [world.alice.id], 'For Alice only', 'general');
  theirs = {
    request: created.body.pickupRequest.id,
    image: created.body.pickupRequest.images[0].id,
    notification: note.id,
    user: world.alice.id,
    returnerCompany: world.firstCompany.id,
    transportCompany: haulers.id,
    contact: contact.id,
    drumSpec: world.adminSpec.id,
  };
});
afterAll(() => t?.close());

type Answer = { status: number; body: unknown };

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const gql = (query: string, variables: Record<string, unknown>) =>
  eve.raw('POST', '/graphql', {
    body: JSON.stringify({ query, variables }),
    headers: { 'content-type': 'application/json' },
  });

const gid = (typename: string, id: number) => encodeGlobalID(typename, id);

const NODE_TYPES: [typename: string, key: keyof Ids][] = [
  ['PickupRequest', 'request'],
  ['PickupRequestImage', 'image'],
  ['Notification', 'notification'],
  ['User', 'user'],
  ['ReturnerCompany', 'returnerCompany'],
  ['TransportCompany', 'transportCompany'],
  ['TransportCompanyContact', 'contact'],
  ['DrumSpec', 'drumSpec'],
];

const REST_CALLS: [name: string, call: (ids: Ids) => Promise<Response>][] = [
  ['GET /api/pickup-requests/:id', (ids) => eve.raw('GET', `/api/pickup-requests/${ids.request}`)],
  [
    'PATCH /api/pickup-requests/:id',
    (ids) =>
      eve.raw('PATCH', `/api/pickup-requests/${ids.request}`, {
        body: JSON.stringify({ address: 'Hijacked 1' }),
        headers: { 'content-type': 'application/json' },
      }),
  ],
  ['DELETE /api/drums/:id', (ids) => eve.raw('DELETE', `/api/drums/${ids.request}`)],
  ['POST /api/drums/:id/finalize', (ids) => eve.raw('POST', `/api/drums/${ids.request}/finalize`)],
  ['GET /api/pickup-requests/:id/images', (ids) => eve.raw('GET', `/api/pickup-requests/${ids.request}/images`)],
  [
    'POST /api/pickup-requests/:id/images',
    async (ids) => {
      const form = new FormData();
      form.append('images', await photo());
      return eve.raw('POST', `/api/pickup-requests/${ids.request}/images`, { body: form });
    },
  ],
  [
    'DELETE /api/pickup-requests/:id/images/:imageId',
    (ids) => eve.raw('DELETE', `/api/pickup-requests/${ids.request}/images/${ids.image}`),
  ],
  ['GET /api/images/:id', (ids) => eve.raw('GET', `/api/images/${ids.image}`)],
  ['GET /api/images/:id/thumbnail', (ids) => eve.raw('GET', `/api/images/${ids.image}/thumbnail`)],
  ['PATCH /api/notifications/:id/read', (ids) => eve.raw('PATCH', `/api/notifications/${ids.notification}/read`)],
];

const GRAPHQL_CALLS: [name: string, call: (ids: Ids) => Promise<Response>][] = [
  ...NODE_TYPES.map(([typename, key]): [string, (ids: Ids) => Promise<Response>] => [
    `node(id) of a ${typename}`,
    (ids) => gql('query($id: ID!) { node(id: $id) { id } }', { id: gid(typename, ids[key]) }),
  ]),
  [
    'nodes(ids)',
    (ids) =>
      gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
        ids: NODE_TYPES.map(([typename, key]) => gid(typename, ids[key])),
      }),
  ],
  [
    'pickupRequest(id)',
    (ids) => gql('query($id: ID!) { pickupRequest(id: $id) { address } }', { id: gid('PickupRequest', ids.request) }),
  ],
  [
    'pickupRequestImage(id)',
    (ids) =>
      gql('query($id: ID!) { pickupRequestImage(id: $id) { url } }', { id: gid('PickupRequestImage', ids.image) }),
  ],
  ...(
    [
      ['updatePickupRequest', 'UpdatePickupRequestInput', { address: 'Hijacked 2' }],
      ['submitPickupRequest', 'PickupRequestIdInput', {}],
      ['deletePickupRequest', 'PickupRequestIdInput', {}],
    ] as const
  ).map(([mutation, inputType, fields]): [string, (ids: Ids) => Promise<Response>] => [
    mutation,
    (ids) =>
      gql(`mutation($input: ${inputType}!) { ${mutation}(input: $input) { __typename } }`, {
        input: { id: gid('PickupRequest', ids.request), ...fields },
      }),
  ]),
  [
    'deletePickupRequestImage',
    (ids) =>
      gql(
        'mutation($input: DeletePickupRequestImageInput!) { deletePickupRequestImage(input: $input) { __typename } }',
        {
          input: { id: gid('PickupRequestImage', ids.image) },
        },
      ),
  ],
  [
    'markNotificationRead',
    (ids) =>
      gql('mutation($id: ID!) { markNotificationRead(id: $id) { isRead } }', {
        id: gid('Notification', ids.notification),
      }),
  ],
  [
    'addPickupRequestImages (multipart)',
    async (ids) => {
      const query = `mutation($input: AddPickupRequestImagesInput!) { addPickupRequestImages(input: $input) { __typename } }`;
      const form = new FormData();
      const variables = { input: { pickupRequestId: gid('PickupRequest', ids.request), images: [null] } };
      form.set('operations', JSON.stringify({ query, variables }));
      form.set('map', JSON.stringify({ 0: ['variables.input.images.0'] }));
      form.set('0', await photo());
      return eve.raw('POST', '/graphql', { body: form, headers: { 'x-graphql-yoga-csrf': '1' } });
    },
  ],
];

async function storedState() {
  return {
    pickups: await pickupState(t),
    notifications: await t.app.services.db.select().from(notifications).orderBy(notifications.id),
  };
}

/** A missing object's answer: 404 NOT_FOUND over REST; null (or one NOT_FOUND error) over GraphQL. */
function saysMissing({ status, body }: Answer): boolean {
  const { data, errors, code } = body as { data?: Record<string, unknown> | null; errors?: unknown[]; code?: string };
  if (!data && !errors) return status === 404 && code === 'NOT_FOUND';
  if (errors) {
    const [error] = errors as { extensions?: { code?: string } }[];
    return errors.length === 1 && error.extensions?.code === 'NOT_FOUND' && status === 404;
  }
  const value = Object.values(data ?? {})[0];
  return status === 200 && (value === null || (Array.isArray(value) && value.every((item) => item === null)));
}

describe('another company’s object answers exactly as a missing one, and nothing changes', () => {
  it.each([...REST_CALLS, ...GRAPHQL_CALLS])('%s', async (_name, call) => {
    const before = await storedState();
    const forMissing = await answerOf(await call(missing));
    const forTheirs = await answerOf(await call(theirs));
    expect(saysMissing(forMissing), JSON.stringify(forMissing)).toBe(true);
    expect(forTheirs).toEqual(forMissing);
    expect(await storedState()).toEqual(before);
  });

  it('still answers the owner, so the null above is no blanket refusal', async () => {
    const own = await alice.gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: [gid('PickupRequest', theirs.request), gid('PickupRequestImage', theirs.image), gid('User', theirs.user)],
    });
    expect(own.data?.nodes).toEqual([
      { id: gid('PickupRequest', theirs.request) },
      { id: gid('PickupRequestImage', theirs.image) },
      { id: gid('User', theirs.user) },
    ]);
    expect((await alice.rest('GET', `/api/pickup-requests/${theirs.request}`)).status).toBe(200);
    expect((await alice.raw('GET', `/api/images/${theirs.image}`)).status).toBe(200);
  });

  it('answers node() and nodes() 401 signed out, whatever the id', async () => {
    for (const id of [gid('PickupRequest', theirs.request), gid('PickupRequest', MISSING)]) {
      const result = await t.client().gql('query($id: ID!) { node(id: $id) { id } }', { id });
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('403 stays for what the caller sees but may not do', () => {
  it('refuses a transporter changes to a request assigned to its company, and hides the others', async () => {
    const db = t.app.services.db;
    const [company] = await db
      .insert(transportCompanies)
      .values({ name: 'Movers AB', organizationNumber: '2' })
      .returning();
    const transporter = await t.createUser({ role: 'transporter', transportCompanyId: company.id });
    const client = await t.signIn(transporter.email);
    const other = await postBatch(alice, await validBatch((await db.query.drumSpecs.findFirst())!.id));
    await db
      .update(pickupRequests)
      .set({ assignedTransportCompanyId: company.id })
      .where(eq(pickupRequests.id, theirs.request));
    try {
      const before = await storedState();
      expect((await client.rest('GET', `/api/pickup-requests/${theirs.request}`)).status).toBe(200);
      const edit = await client.rest('PATCH', `/api/pickup-requests/${theirs.request}`, { address: 'Moved 1' });
      expect(edit).toMatchObject({
        status: 403,
        body: { error: 'You may not change this pickup request', code: 'FORBIDDEN' },
      });
      expect((await client.rest('DELETE', `/api/drums/${theirs.request}`)).status).toBe(403);
      expect((await postImages(client, theirs.request, [await photo()])).status).toBe(403);
      // A request not assigned to its company is missing to it, as everywhere.
      const hidden = await client.rest('PATCH', `/api/pickup-requests/${other.body.pickupRequest.id}`, {});
      const absent = await client.rest('PATCH', `/api/pickup-requests/${MISSING}`, {});
      expect(hidden).toMatchObject({ status: 404, body: absent.body });
      expect(await storedState()).toEqual(before);
    } finally {
      await db
        .update(pickupRequests)
        .set({ assignedTransportCompanyId: null })
        .where(eq(pickupRequests.id, theirs.request));
    }
  });

  it('refuses a returner an admin-only call 403 whether or not the id exists', async () => {
    for (const id of [theirs.user, MISSING]) {
      const response = await eve.rest('PATCH', `/api/users/${id}`, { name: 'Mallory' });
      expect(response).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    }
  });
});
