// The compiled executor (schema/compiledQueries.ts), as REST runs its queries, answers the schema's
// own lists exactly as graphql-js does: the same rows, fields, nested drums and photos, rights.
import { execute, type ExecutionArgs, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema';
import { executeOperation } from './compiledQueries';
import { postBatch, setUpPickupWorld, validBatch } from '../../test/support/pickups';
import { createContext } from '../context';
import { REST_PICKUP_REQUEST_FIELDS } from '../rest/routes/pickups';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';

let t: TestApp;
let alice: TestClient;
let eve: TestClient;
let admin: TestClient;
let firstId: string;

beforeAll(async () => {
  t = await createTestApp();
  const world = await setUpPickupWorld(t);
  [alice, eve, admin] = await Promise.all([
    t.signIn(world.alice.email),
    t.signIn(world.eve.email),
    t.signIn('admin@example.com'),
  ]);
  for (let i = 0; i < 3; i++) {
    const response = await postBatch(alice, await validBatch(world.woodSpec.id));
    expect(response.status).toBe(201);
  }
  const list = await alice.gql('{ pickupRequests(first: 1) { edges { node { id } } } }');
  firstId = list.data.pickupRequests.edges[0].node.id;
});
afterAll(() => t?.close());

const LIST = parse(`query List($first: Int!) { pickupRequests(first: $first) {
  edges { cursor node { ${REST_PICKUP_REQUEST_FIELDS} } } pageInfo { hasNextPage endCursor } } }`);
const NODE = parse(
  `query One($id: ID!) { node(id: $id) { __typename id ... on PickupRequest { status totalDrums drums { quantity } } } }`,
);

/** One document as `client`, compiled and on graphql-js, each with a context of its own. */
async function bothWays(client: TestClient, document: typeof LIST, variableValues: Record<string, unknown>) {
  const args = async (): Promise<ExecutionArgs> => ({
    schema,
    document,
    variableValues,
    contextValue: await createContext(t.app.services, { cookieHeader: client.sessionCookie }),
  });
  let fellBack = false;
  const compiled = await executeOperation(await args(), (fallback) => {
    fellBack = true;
    return execute(fallback);
  });
  // Compared as a client reads them: graphql-js builds its objects without a prototype.
  const wire = (result: unknown) => JSON.parse(JSON.stringify(result));
  return { compiled: wire(compiled), fellBack, interpreted: wire(await execute(await args())) };
}

describe('compiled queries on the schema', () => {
  it("answer a returner's list with every REST field as graphql-js does, compiled", async () => {
    const { compiled, fellBack, interpreted } = await bothWays(alice, LIST, { first: 10 });
    expect(fellBack).toBe(false);
    expect(compiled.errors).toBeUndefined();
    const rows = (compiled.data as { pickupRequests: { edges: { node: { drums: unknown[]; images: unknown[] } }[] } })
      .pickupRequests.edges;
    expect(rows).toHaveLength(3);
    expect(rows[0].node.drums.length).toBeGreaterThan(0);
    expect(rows[0].node.images.length).toBeGreaterThan(0);
    expect(compiled).toStrictEqual(interpreted);
  });

  it("answer the admin's list and another company's empty one alike", async () => {
    for (const client of [admin, eve]) {
      const { compiled, interpreted } = await bothWays(client, LIST, { first: 10 });
      expect(compiled).toStrictEqual(interpreted);
    }
    const other = await bothWays(eve, LIST, { first: 10 });
    expect((other.compiled.data as { pickupRequests: { edges: unknown[] } }).pickupRequests.edges).toEqual([]);
  });

  it('answer node() on graphql-js, alike: the owner reads it, another company gets null as for a missing one', async () => {
    const own = await bothWays(alice, NODE, { id: firstId });
    // An interface: its object's rule is asked by graphql-js (schema/compiledQueries.ts).
    expect(own.fellBack).toBe(true);
    expect((own.compiled.data as { node: { __typename: string } }).node.__typename).toBe('PickupRequest');
    expect(own.compiled).toStrictEqual(own.interpreted);
    const foreign = await bothWays(eve, NODE, { id: firstId });
    expect(foreign.compiled.data).toEqual({ node: null });
    expect(foreign.compiled).toStrictEqual(foreign.interpreted);
  });
});

const ONE = parse('query One($id: ID!) { pickupRequest(id: $id) { status totalDrums } }');
const PAGE = parse(
  'query Page($first: Int!, $after: String) { pickupRequests(first: $first, after: $after) { edges { node { status } } } }',
);

describe('hostile variables of compiled queries', () => {
  it("answer another company's request as null, as graphql-js does, over the executor and /graphql", async () => {
    const foreign = await bothWays(eve, ONE, { id: firstId });
    expect(foreign.compiled).toStrictEqual({ data: { pickupRequest: null } });
    expect(foreign.compiled).toStrictEqual(foreign.interpreted);
    const own = await bothWays(alice, ONE, { id: firstId });
    expect(own.fellBack).toBe(false);
    expect((own.compiled.data as { pickupRequest: { status: string } }).pickupRequest.status).toBeTruthy();
  });

  const hostile: [string, typeof ONE, Record<string, unknown>][] = [
    ['a NUL byte in an id', ONE, { id: 'UGlja3VwUmVxdWVzdDox\u0000' }],
    ['an id of 2^63', ONE, { id: Buffer.from(`PickupRequest:${2n ** 63n}`).toString('base64') }],
    ['a 1 MB id', ONE, { id: 'x'.repeat(1_000_000) }],
    ['a list for an id', ONE, { id: [5] }],
    ['a first of 2^63', PAGE, { first: 2 ** 63 }],
    ['text for first', PAGE, { first: '10' }],
    ['a NUL byte in a cursor', PAGE, { first: 5, after: 'abc\u0000' }],
    ['a 1 MB cursor', PAGE, { first: 5, after: 'y'.repeat(1_000_000) }],
  ];
  it.each(hostile)('refuse %s as graphql-js does, never as an internal error', async (_label, document, variables) => {
    const { compiled, interpreted } = await bothWays(alice, document, variables);
    expect(compiled).toStrictEqual(interpreted);
    const errors = (compiled as { errors?: { extensions?: { code?: string } }[] }).errors ?? [];
    const answered = (compiled.data as Record<string, unknown> | undefined) ?? {};
    // Refused: an error (none internal), or nothing found for an id that names nothing.
    expect(errors.length > 0 || Object.values(answered).every((value) => value === null)).toBe(true);
    for (const error of errors) expect(error.extensions?.code).not.toBe('INTERNAL');
    const overHttp = await alice.raw('POST', '/graphql', {
      body: JSON.stringify({ query: document.loc!.source.body, variables }),
      headers: { 'content-type': 'application/json' },
    });
    expect(overHttp.status).toBeLessThan(500);
    expect(await overHttp.text()).not.toMatch(/INTERNAL|Unexpected error/);
  });
});
