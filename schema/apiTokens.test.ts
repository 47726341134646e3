// API tokens: made by admins for any company or the admin role and by company
// users for their own company, shown once, listed without the secret, revocable. A token acts
// with exactly its company's or role's rights over GraphQL, REST and graphql-ws, without cookie
// or CSRF headers; a READ token cannot write; a wrong, expired or revoked token answers 401.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, pickupRequests, transportCompanies, users } from '../db/schema';
import { API_TOKEN_MESSAGES, DEFAULT_API_TOKEN_DAYS, TOKEN_MAY_RUN, tokenMayRun } from '../domain/apiTokens';
import { getNamedType, isLeafType } from 'graphql';
import { schema } from '.';
import { createTestApp, type TestApp, type TestClient } from '../test/support/harness';
import { listenOnce, subscribeOverSocket } from '../test/support/subscriptions';
import { INTEGRATION_MESSAGES } from './integrationOwners';
import { postBatch, requestGlobalId, setUpPickupWorld, validBatch } from '../test/support/pickups';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let alice: TestClient;
let eve: TestClient;
let admin: TestClient;
let driver: TestClient;
let haulerId: number;
let aliceRequestId: number;
let eveRequestId: number;

const CREATE = `mutation Create($input: CreateApiTokenInput!) {
  createApiToken(input: $input) {
    __typename
    ... on CreateApiTokenPayload { token apiToken { id name scopes expiresAt lastUsedAt companyName returnerCompanyId transportCompanyId } }
    ... on ValidationError { issues { field message } }
  } }`;
const LIST = `{ apiTokens { id name scopes lastUsedAt companyName } }`;
const REVOKE = `mutation Revoke($input: RevokeApiTokenInput!) { revokeApiToken(input: $input) { deletedId } }`;
const returnerGid = (id: number) => encodeGlobalID('ReturnerCompany', id);
const transportGid = (id: number) => encodeGlobalID('TransportCompany', id);

type Made = { token: string; apiToken: { id: string; name: string; scopes: string[]; expiresAt: string } };

async function makeToken(client: TestClient, input: Record<string, unknown>): Promise<Made> {
  const result = await client.gql(CREATE, { input: { scopes: ['READ', 'WRITE'], ...input } });
  const payload = result.data?.createApiToken;
  if (payload?.__typename !== 'CreateApiTokenPayload') throw new Error(JSON.stringify(result));
  return payload;
}

/** An integration's client: the bearer token only, no cookie, no Origin, no CSRF header. */
const integration = (token: string) => t.client().withBearer(token);

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  [alice, eve, admin] = await Promise.all([
    t.signIn(world.alice.email),
    t.signIn(world.eve.email),
    t.signIn('admin@example.com'),
  ]);
  const [hauler] = await t.app.services.db
    .insert(transportCompanies)
    .values({ name: 'Hauler AB', organizationNumber: '556677-1234' })
    .returning();
  haulerId = hauler.id;
  driver = await t.signIn((await t.createUser({ role: 'transporter', transportCompanyId: hauler.id })).email);
  aliceRequestId = (await postBatch(alice, await validBatch(world.woodSpec.id))).body.pickupRequest.id;
  eveRequestId = (await postBatch(eve, await validBatch(world.woodSpec.id))).body.pickupRequest.id;
});
afterAll(() => t?.close());

describe('making, listing and revoking tokens', () => {
  it('shows the token once; lists carry name, scopes and last use but never the secret', async () => {
    const made = await makeToken(admin, {
      name: 'Cable Crew ERP',
      returnerCompanyId: returnerGid(world.firstCompany.id),
    });
    expect(made.token).toMatch(/^drt_[\w-]{40,}$/);
    expect(made.apiToken).toMatchObject({ name: 'Cable Crew ERP', scopes: ['READ', 'WRITE'] });
    const days = (Date.parse(made.apiToken.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(DEFAULT_API_TOKEN_DAYS - 1);
    expect(days).toBeLessThanOrEqual(DEFAULT_API_TOKEN_DAYS);

    const listed = (await alice.gql(LIST)).data.apiTokens;
    const own = listed.find((token: { id: string }) => token.id === made.apiToken.id);
    expect(own).toMatchObject({ name: 'Cable Crew ERP', companyName: 'Cable Crew AB', lastUsedAt: null });
    expect(JSON.stringify(await admin.gql(LIST))).not.toContain(made.token);
    // Stored hashed, like sessions.
    const [stored] = await t.app.services.db.select().from(apiTokens).where(eq(apiTokens.name, 'Cable Crew ERP'));
    expect(stored.tokenHash).not.toContain(made.token);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    await integration(made.token).gql('{ __typename }');
    const used = (await alice.gql(LIST)).data.apiTokens.find((token: { id: string }) => token.id === made.apiToken.id);
    expect(Date.parse(used.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("lets company users make and see only their own company's tokens", async () => {
    const own = await makeToken(alice, { name: 'Alice ERP', returnerCompanyId: returnerGid(world.firstCompany.id) });
    const hauls = await makeToken(driver, { name: 'Dispatch', transportCompanyId: transportGid(haulerId) });
    expect(hauls.apiToken).toMatchObject({ name: 'Dispatch' });

    const eveSees = (await eve.gql(LIST)).data.apiTokens.map((token: { id: string }) => token.id);
    expect(eveSees).not.toContain(own.apiToken.id);
    expect(eveSees).not.toContain(hauls.apiToken.id);
    const adminSees = (await admin.gql(LIST)).data.apiTokens.map((token: { id: string }) => token.id);
    expect(adminSees).toEqual(expect.arrayContaining([own.apiToken.id, hauls.apiToken.id]));

    // Another company's, another role's, or the admin role: refused, and nothing is made.
    const before = await t.app.services.db.$count(apiTokens);
    const foreign = await eve.gql(CREATE, {
      input: { name: 'x', scopes: ['READ'], returnerCompanyId: returnerGid(world.firstCompany.id) },
    });
    expect(foreign.errors?.[0]).toMatchObject({
      message: INTEGRATION_MESSAGES.companyNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
    const wrongRole = await driver.gql(CREATE, {
      input: { name: 'x', scopes: ['READ'], returnerCompanyId: returnerGid(world.firstCompany.id) },
    });
    expect(wrongRole.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const adminRole = await alice.gql(CREATE, { input: { name: 'x', scopes: ['READ'] } });
    expect(adminRole.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await t.app.services.db.$count(apiTokens)).toBe(before);

    // Eve cannot revoke Alice's; Alice can, and the token answers 401 from then on.
    const refused = await eve.gql(REVOKE, { input: { id: own.apiToken.id } });
    expect(refused.errors?.[0]).toMatchObject({ message: API_TOKEN_MESSAGES.notFound });
    expect((await integration(own.token).rest('GET', '/api/drums')).status).toBe(200);
    const revoked = await alice.gql(REVOKE, { input: { id: own.apiToken.id } });
    expect(revoked.data?.revokeApiToken.deletedId).toBe(own.apiToken.id);
    const after = await integration(own.token).rest('GET', '/api/drums');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: API_TOKEN_MESSAGES.invalid, code: 'UNAUTHENTICATED' });
  });

  it('refuses a blank name, no scopes, a past expiry and two companies, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ', scopes: ['READ'] }, 'name'],
      [{ name: 'ok', scopes: [] }, 'scopes'],
      [{ name: 'ok', scopes: ['READ'], expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt'],
      [{ name: 'ok', scopes: ['READ'], transportCompanyId: transportGid(haulerId) }, 'transportCompanyId'],
    ];
    const before = await t.app.services.db.$count(apiTokens);
    for (const [input, field] of cases) {
      const result = await admin.gql(CREATE, {
        input: { returnerCompanyId: returnerGid(world.firstCompany.id), ...input },
      });
      expect(result.data?.createApiToken.__typename, field).toBe('ValidationError');
      expect(result.data?.createApiToken.issues[0].field).toBe(field);
    }
    expect(await t.app.services.db.$count(apiTokens)).toBe(before);
    // Any future expiry is taken as given.
    const far = await makeToken(admin, { name: 'Long', expiresAt: '2099-12-31T00:00:00.000Z' });
    expect(far.apiToken.expiresAt).toBe('2099-12-31T00:00:00.000Z');
  });

  it('does not let a token make or revoke tokens', async () => {
    const made = await makeToken(admin, { name: 'Admin integration' });
    const result = await integration(made.token).gql(CREATE, { input: { name: 'child', scopes: ['READ'] } });
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const listed = await integration(made.token).gql(LIST);
    expect(listed.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(listed.data?.apiTokens).toBeUndefined();
  });

  it('keeps token identities out of user lists, company counts and the pending list', async () => {
    const usersQuery = `{ users(first: 500) { totalCount edges { node { email } } } pendingUsers { totalCount } }`;
    const before = (await admin.gql(usersQuery)).data;
    const companyQuery = `query($id: ID!) { node(id: $id) { ... on ReturnerCompany { userCount } } }`;
    const countBefore = (await admin.gql(companyQuery, { id: returnerGid(world.firstCompany.id) })).data.node.userCount;
    await makeToken(admin, { name: 'Not a person', returnerCompanyId: returnerGid(world.firstCompany.id) });
    const after = (await admin.gql(usersQuery)).data;
    expect(after.users.totalCount).toBe(before.users.totalCount);
    expect(JSON.stringify(after)).not.toContain('api-tokens.invalid');
    expect(after.pendingUsers.totalCount).toBe(before.pendingUsers.totalCount);
    const countAfter = (await admin.gql(companyQuery, { id: returnerGid(world.firstCompany.id) })).data.node.userCount;
    expect(countAfter).toBe(countBefore);
    const rest = await admin.rest('GET', '/api/users');
    expect(JSON.stringify(rest.body)).not.toContain('api-tokens.invalid');
  });
});

describe('calling with a token', () => {
  let returnerToken: string;
  let readToken: string;
  let transportToken: string;
  let adminToken: string;

  beforeAll(async () => {
    const firstCompany = returnerGid(world.firstCompany.id);
    returnerToken = (await makeToken(admin, { name: 'ERP', returnerCompanyId: firstCompany })).token;
    readToken = (await makeToken(admin, { name: 'Report', scopes: ['READ'], returnerCompanyId: firstCompany })).token;
    transportToken = (await makeToken(admin, { name: 'TMS', transportCompanyId: transportGid(haulerId) })).token;
    adminToken = (await makeToken(admin, { name: 'Back office' })).token;
  });

  it("reads its company's requests and no other's, over GraphQL and REST", async () => {
    const client = integration(returnerToken);
    const list = await client.gql(`{ pickupRequests(first: 50) { edges { node { databaseId } } } }`);
    const seen = list.data.pickupRequests.edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId);
    expect(seen).toContain(aliceRequestId);
    expect(seen).not.toContain(eveRequestId);
    const other = await client.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: requestGlobalId(eveRequestId) });
    expect(other.data.node).toBeNull();

    expect((await client.rest('GET', `/api/pickup-requests/${aliceRequestId}`)).status).toBe(200);
    expect((await client.rest('GET', `/api/pickup-requests/${eveRequestId}`)).status).toBe(404);
    // A returner's rights only: the admin's and the transporter's calls are refused.
    expect((await client.rest('GET', '/api/users')).status).toBe(403);
    expect((await client.rest('GET', '/api/transport/stats')).status).toBe(403);
  });

  it('writes without cookie or CSRF headers, and what it writes belongs to its company', async () => {
    const created = await postBatch(integration(returnerToken), await validBatch(world.woodSpec.id));
    expect(created.status).toBe(201);
    const [row] = await t.app.services.db
      .select({ companyId: pickupRequests.returnerCompanyId, author: users.name, kind: users.kind })
      .from(pickupRequests)
      .innerJoin(users, eq(users.id, pickupRequests.userId))
      .where(eq(pickupRequests.id, created.body.pickupRequest.id));
    expect(row).toEqual({ companyId: world.firstCompany.id, author: 'API token: ERP', kind: 'apiToken' });
    // Alice, a person of the company, sees it in her list.
    expect((await alice.rest('GET', `/api/pickup-requests/${created.body.pickupRequest.id}`)).status).toBe(200);

    // A GraphQL multipart upload needs no CSRF header either.
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: 'mutation { __typename }' }));
    form.set('map', '{}');
    const multipart = await integration(returnerToken).raw('POST', '/graphql', { body: form });
    expect(multipart.status).toBe(200);
  });

  it('refuses writes with a READ token: GraphQL mutations and REST writes answer 403', async () => {
    const client = integration(readToken);
    expect((await client.rest('GET', '/api/drums')).status).toBe(200);
    const before = await t.app.services.db.$count(pickupRequests);
    const rest = await postBatch(client, await validBatch(world.woodSpec.id));
    expect(rest.status).toBe(403);
    expect(rest.body).toEqual({ error: API_TOKEN_MESSAGES.readOnly, code: 'FORBIDDEN' });
    const response = await client.raw('POST', '/graphql', {
      body: JSON.stringify({ query: 'mutation { logout { message } }' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toMatchObject({ message: API_TOKEN_MESSAGES.readOnly, extensions: { code: 'FORBIDDEN' } });
    expect(await t.app.services.db.$count(pickupRequests)).toBe(before);
  });

  it("gives a transport token a transporter's rights and an admin token an admin's", async () => {
    expect((await integration(transportToken).rest('GET', '/api/transport/pickup-requests')).status).toBe(200);
    expect((await postBatch(integration(transportToken), await validBatch(world.woodSpec.id))).status).toBe(403);
    expect((await integration(transportToken).rest('GET', '/api/users')).status).toBe(403);
    expect((await integration(adminToken).rest('GET', `/api/pickup-requests/${eveRequestId}`)).status).toBe(200);
    expect((await integration(adminToken).rest('GET', '/api/drum-types')).status).toBe(200);
  });

  it('answers 401 UNAUTHENTICATED to a wrong, malformed, expired or revoked token, even for { __typename }', async () => {
    const expired = await makeToken(admin, { name: 'Old', returnerCompanyId: returnerGid(world.firstCompany.id) });
    await t.app.services.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.name, 'Old'));
    const bad = ['drt_wrong', 'not-even-ours', expired.token, `${returnerToken}x`];
    for (const token of bad) {
      const rest = await integration(token).rest('GET', '/api/drums');
      expect(rest.status, token).toBe(401);
      expect(rest.body).toEqual({ error: API_TOKEN_MESSAGES.invalid, code: 'UNAUTHENTICATED' });
      const response = await integration(token).raw('POST', '/graphql', {
        body: JSON.stringify({ query: '{ __typename }' }),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, token).toBe(401);
      const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
      expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    // Another scheme is no token of ours (a proxy's Basic credentials): the session decides, and
    // since browsers send Basic credentials by themselves, the cross-site checks still apply.
    const basic = { authorization: `Basic ${Buffer.from('staging:secret').toString('base64')}` };
    expect((await alice.raw('GET', '/api/drums', { headers: basic })).status).toBe(200);
    const crossSite = await alice.raw('POST', `/api/drums/${aliceRequestId}/finalize`, {
      headers: basic,
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
  });

  it('subscribes over graphql-ws with connection params, and a bad token is refused', async () => {
    const port = await listenOnce(t.app);
    const query = 'subscription { pickupRequestChanged { databaseId } }';
    const listener = subscribeOverSocket<{ databaseId: number }>(port, '', query, 'pickupRequestChanged', {
      authorization: `Bearer ${readToken}`,
    });
    const stranger = subscribeOverSocket<{ databaseId: number }>(port, '', query, 'pickupRequestChanged', {
      authorization: 'Bearer drt_wrong',
    });
    await listener.ready;
    let createdId = 0;
    await expect
      .poll(
        async () => {
          createdId = (await postBatch(alice, await validBatch(world.woodSpec.id))).body.pickupRequest.id;
          return listener.received.some((change) => change.databaseId === createdId);
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await expect.poll(() => stranger.state.errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(stranger.state.errors)).toContain('UNAUTHENTICATED');
    expect(stranger.received).toEqual([]);
    // Eve's company's changes do not reach Cable Crew's token.
    const eveOwn = (await postBatch(eve, await validBatch(world.woodSpec.id))).body.pickupRequest.id;
    // Alice's request after Eve's is the sentinel: once the token hears it, Eve's would be in.
    const aliceAfter = (await postBatch(alice, await validBatch(world.woodSpec.id))).body.pickupRequest.id;
    await expect.poll(() => listener.received.map((change) => change.databaseId)).toContain(aliceAfter);
    expect(listener.received.map((change) => change.databaseId)).not.toContain(eveOwn);
    await listener.client.dispose();
    await stranger.client.dispose();
  });

  it("ends a token's subscriptions once it is revoked", async () => {
    const port = await listenOnce(t.app);
    const made = await makeToken(admin, { name: 'Short-lived', returnerCompanyId: returnerGid(world.firstCompany.id) });
    const listener = subscribeOverSocket<{ databaseId: number }>(
      port,
      '',
      'subscription { pickupRequestChanged { databaseId } }',
      'pickupRequestChanged',
      { authorization: `Bearer ${made.token}` },
    );
    await listener.ready;
    await expect
      .poll(async () => {
        await postBatch(alice, await validBatch(world.woodSpec.id));
        return listener.received.length > 0;
      })
      .toBe(true);
    await admin.gql(REVOKE, { input: { id: made.apiToken.id } });
    const heard = listener.received.length;
    await postBatch(alice, await validBatch(world.woodSpec.id));
    await expect.poll(() => listener.state.completed).toBe(true);
    expect(listener.received.length).toBe(heard);
    await listener.client.dispose();
  });
});

describe('the per-token rate limit', () => {
  it('answers 429 with Retry-After past API_TOKEN_RATE_LIMIT calls a minute', async () => {
    const limited = await createTestApp({ API_TOKEN_RATE_LIMIT: '3' });
    try {
      const boss = await limited.signIn('admin@example.com');
      const result = await boss.gql(CREATE, { input: { name: 'Busy', scopes: ['READ'] } });
      const client = limited.client().withBearer(result.data.createApiToken.token);
      for (let call = 0; call < 3; call += 1) expect((await client.rest('GET', '/api/drums')).status).toBe(200);
      const refused = await client.rest('GET', '/api/drums');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ error: API_TOKEN_MESSAGES.tooMany, code: 'TOO_MANY_REQUESTS' });
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      // Another token has its own allowance; a person's session is not limited by it.
      const other = await boss.gql(CREATE, { input: { name: 'Quiet', scopes: ['READ'] } });
      expect(
        (await limited.client().withBearer(other.data.createApiToken.token).rest('GET', '/api/drums')).status,
      ).toBe(200);
      expect((await boss.rest('GET', '/api/drums')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('what a token may run (TOKEN_MAY_RUN)', () => {
  /** One document per root field of the schema, its arguments as variables (left unset). */
  const operationsOf = (type: 'query' | 'mutation' | 'subscription') => {
    const root = {
      query: schema.getQueryType(),
      mutation: schema.getMutationType(),
      subscription: schema.getSubscriptionType(),
    }[type]!;
    return Object.values(root.getFields()).map((field) => {
      const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const selection = isLeafType(getNamedType(field.type)) ? '' : '{ __typename }';
      return {
        name: field.name,
        document: `${type}${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection} }`,
      };
    });
  };

  it('refuses an admin token every query and mutation not on the list, before anything runs, and runs the rest', async () => {
    const made = await makeToken(admin, { name: 'Admin integration' });
    const usersBefore = await t.app.services.db.$count(users);
    for (const type of ['query', 'mutation'] as const) {
      for (const { name, document } of operationsOf(type)) {
        const result = await integration(made.token).gql(document, {});
        const refused = result.errors?.[0]?.message === API_TOKEN_MESSAGES.personOnly;
        expect(refused, `${type} ${name}`).toBe(!tokenMayRun(type, name));
        if (refused) expect(result.errors?.[0].extensions?.code, name).toBe('FORBIDDEN');
      }
    }
    expect(await t.app.services.db.$count(users)).toBe(usersBefore);
    // The list names only fields the schema has, and every subscription.
    for (const type of ['query', 'mutation', 'subscription'] as const) {
      const names = operationsOf(type).map((operation) => operation.name);
      expect(
        TOKEN_MAY_RUN[type].filter((name) => !names.includes(name)),
        type,
      ).toEqual([]);
    }
    expect([...TOKEN_MAY_RUN.subscription].sort()).toEqual(
      operationsOf('subscription')
        .map((o) => o.name)
        .sort(),
    );
  });

  it('refuses an admin token user, password, token and webhook management over GraphQL and REST, and changes nothing', async () => {
    const made = await makeToken(admin, { name: 'Admin integration' });
    const client = integration(made.token);
    const victim = await t.createUser({ returnerCompanyId: world.firstCompany.id });
    const before = await t.app.services.db.select().from(users).where(eq(users.id, victim.id));
    const refusals = [
      await client.rest('POST', '/api/users', {
        name: 'Mallory',
        email: 'mallory@example.com',
        password: 'secret123',
        role: 'admin',
      }),
      await client.rest('PATCH', `/api/users/${victim.id}`, { role: 'admin' }),
      await client.rest('DELETE', `/api/users/${victim.id}`),
      await client.rest('POST', '/api/auth/change-password', { currentPassword: 'x', newPassword: 'secret456' }),
      await client.rest('GET', '/api/users'),
    ];
    for (const response of refusals) {
      expect(response.status, JSON.stringify(response.body)).toBe(403);
      expect(response.body).toMatchObject({ error: API_TOKEN_MESSAGES.personOnly, code: 'FORBIDDEN' });
    }
    const graphql = [
      'mutation { createUser(input: { name: "M", email: "m@example.com", password: "secret123" }) { __typename } }',
      `mutation { deleteUser(input: { id: "${encodeGlobalID('User', victim.id)}" }) { __typename } }`,
      'mutation { createWebhookEndpoint(input: { url: "https://example.com/hook", events: [] }) { __typename } }',
      'mutation { revokeApiToken(input: { id: "x" }) { __typename } }',
      '{ webhookEndpoints { __typename } }',
    ];
    for (const document of graphql) {
      const result = await client.gql(document);
      expect(result.errors?.[0].extensions?.code, document).toBe('FORBIDDEN');
      expect(result.errors?.[0].message).toBe(API_TOKEN_MESSAGES.personOnly);
    }
    expect(await t.app.services.db.select().from(users).where(eq(users.id, victim.id))).toEqual(before);
    expect(await t.app.services.db.$count(users, eq(users.email, 'mallory@example.com'))).toBe(0);
  });
});
