// GraphQL over HTTP: a client that accepts only application/json gets 200 for every
// well-formed request, its errors in the body, each with a code in extensions.code; the
// graphql-response+json media type keeps the spec's status codes.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../test/support/harness';

let t: TestApp;
let alice: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signIn((await t.createUser({ role: 'returner' })).email);
});
afterAll(() => t?.close());

const FORGED = Buffer.from('DC:N:1').toString('base64');
const CASES: [name: string, query: string, variables?: Record<string, unknown>][] = [
  ['first and last together', '{ drumTypes(first: 1, last: 1) { edges { cursor } } }'],
  ['a forged cursor', `{ drumTypes(first: 1, after: "${FORGED}") { edges { cursor } } }`],
  ['a field that does not exist', '{ noSuchField }'],
  ['a syntax error', '{ drumTypes( '],
  ['a variable of the wrong type', 'query ($n: Int) { drumTypes(first: $n) { edges { cursor } } }', { n: 'many' }],
  ['a missing required variable', 'query ($id: ID!) { node(id: $id) { id } }'],
  [
    'a mutation on a missing id',
    'mutation ($i: PickupRequestIdInput!) { deletePickupRequest(input: $i) { __typename } }',
    { i: { id: encodeGlobalID('PickupRequest', 999999) } },
  ],
  ['an admin-only list', '{ users { totalCount } }'],
];

async function post(client: TestClient, accept: string, query: string, variables?: Record<string, unknown>) {
  const response = await client.raw('POST', '/graphql', {
    body: JSON.stringify({ query, variables }),
    headers: { 'content-type': 'application/json', accept },
  });
  return {
    status: response.status,
    body: (await response.json()) as { errors?: { extensions?: { code?: unknown } }[] },
  };
}

describe('GraphQL over HTTP with accept: application/json', () => {
  for (const [name, query, variables] of CASES) {
    it(`answers ${name} with 200 and coded errors`, async () => {
      const { status, body } = await post(alice, 'application/json', query, variables);
      expect(body.errors?.length).toBeGreaterThan(0);
      for (const error of body.errors ?? []) expect(typeof error.extensions?.code).toBe('string');
      expect(status).toBe(200);
    });
  }
});

describe('GraphQL over HTTP with accept: application/graphql-response+json', () => {
  const STATUSES: [name: string, status: number][] = [
    ['first and last together', 400],
    ['a forged cursor', 400],
    ['a variable of the wrong type', 400],
    ['a mutation on a missing id', 404],
    ['an admin-only list', 403],
  ];
  for (const [name, expected] of STATUSES) {
    it(`answers ${name} with ${expected}, the code in the body`, async () => {
      const [, query, variables] = CASES.find(([caseName]) => caseName === name)!;
      const { status, body } = await post(alice, 'application/graphql-response+json', query, variables);
      expect(status).toBe(expected);
      expect(typeof body.errors?.[0]?.extensions?.code).toBe('string');
    });
  }

  it('answers a signed-out caller 401 there, and 200 to application/json', async () => {
    const query = '{ users { totalCount } }';
    expect((await post(t.client(), 'application/graphql-response+json', query)).status).toBe(401);
    const plain = await post(t.client(), 'application/json', query);
    expect(plain.status).toBe(200);
    expect(plain.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
