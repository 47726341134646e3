// GET /api/drums pages: its whole list up to 2,000, or `limit` at a time with a Link to the next
// page, so an integration can read every request however many there are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_PAGE_MESSAGES } from '../../domain/listPages';
import { postBatch, setUpPickupWorld, validBatch } from '../../test/support/pickups';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';

let t: TestApp;
let alice: TestClient;
let eve: TestClient;
const created: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const world = await setUpPickupWorld(t);
  [alice, eve] = await Promise.all([t.signIn(world.alice.email), t.signIn(world.eve.email)]);
  for (let i = 0; i < 5; i++) {
    const response = await postBatch(alice, await validBatch(world.woodSpec.id));
    expect(response.status).toBe(201);
    created.push(response.body.pickupRequest.id);
  }
});
afterAll(() => t?.close());

const ids = (body: { drums: { id: number }[] }) => body.drums.map((drum) => drum.id);
const nextLink = (headers: Headers) => /^<([^>]+)>; rel="next"$/.exec(headers.get('link') ?? '')?.[1];

describe('GET /api/drums', () => {
  it('answers the whole list, newest first, with no next page', async () => {
    const all = await alice.rest('GET', '/api/drums');
    expect(all.status).toBe(200);
    expect(ids(all.body)).toEqual([...created].reverse());
    expect(all.headers.get('link')).toBeNull();
  });

  it('pages by `limit`, each page linking to the next, until every request was read once', async () => {
    const read: number[] = [];
    let path: string | undefined = '/api/drums?limit=2';
    const sizes: number[] = [];
    while (path) {
      const page = await alice.rest('GET', path);
      expect(page.status).toBe(200);
      read.push(...ids(page.body));
      sizes.push(page.body.drums.length);
      path = nextLink(page.headers);
    }
    expect(sizes).toEqual([2, 2, 1]);
    expect(read).toEqual([...created].reverse());
  });

  it("pages only through the caller's own company's requests", async () => {
    const first = await alice.rest('GET', '/api/drums?limit=2');
    const next = nextLink(first.headers)!;
    const other = await eve.rest('GET', next);
    expect(other.status).toBe(200);
    expect(other.body.drums).toEqual([]);
  });

  for (const limit of ['0', '-1', '2001', '1.5', 'abc', '1e3', '99999999999999999999', ' 5']) {
    it(`refuses limit=${JSON.stringify(limit)} naming it`, async () => {
      const response = await alice.rest('GET', `/api/drums?limit=${encodeURIComponent(limit)}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: LIST_PAGE_MESSAGES.limit, field: 'limit' });
    });
  }

  for (const [name, after] of [
    ['not a cursor', 'no such cursor!'],
    ['a long text', 'x'.repeat(100_000)],
    ['a NUL byte', 'abc\u0000'],
    ['a cursor no page handed out', 'Z2FyYmFnZQ'],
  ]) {
    it(`refuses ${name} as after, naming it`, async () => {
      const response = await alice.rest('GET', `/api/drums?after=${encodeURIComponent(after)}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: LIST_PAGE_MESSAGES.after, field: 'after' });
    });
  }
});

describe('a cursor no page handed out, over GraphQL', () => {
  for (const [name, after] of [
    ['a cursor no page handed out', 'Z2FyYmFnZQ'],
    ['not base64 at all', '%%%'],
  ]) {
    it(`refuses ${name} as after with a code naming it, as REST does`, async () => {
      const response = await alice.gql(
        `query ($after: String) { pickupRequests(first: 2, after: $after) { edges { node { databaseId } } } }`,
        { after },
      );
      expect(response.errors?.[0]).toMatchObject({
        message: LIST_PAGE_MESSAGES.after,
        extensions: { code: 'BAD_REQUEST', field: 'after' },
      });
    });
  }
});

/** Pothos' own cursor encoding of a decoded text, as a caller can forge one. */
const forged = (decoded: string) => Buffer.from(decoded, 'utf8').toString('base64');

describe('forged cursors in the shape lists hand out', () => {
  const shapes = [
    ['a number that is not one', forged('DC:T:["D:1795797000065","N:abc"]')],
    ['a time that is not one', forged('DC:T:["D:abc","N:1"]')],
    ['a number beyond an id', forged('DC:T:["D:1795797000065","N:1e300"]')],
    ['a time beyond a Date', forged('DC:D:99999999999999999')],
    ['a tuple in a tuple', forged('DC:T:["T:[]"]')],
    ['an empty tuple', forged('DC:T:[]')],
    ['a tag no list uses', forged('DC:I:12')],
    ['broken JSON', forged('DC:T:["N:1"')],
    ['text where the list orders by time', forged('DC:T:["S:abc","N:1"]')],
    [
      'a well-formed cursor with a made-up signature',
      `${forged('DC:T:["D:1795797000065","N:1"]')}.AAAAAAAAAAAAAAAAAAAAAA`,
    ],
  ] as const;
  for (const [name, after] of shapes) {
    it(`refuses ${name} with 400 naming after, over GraphQL and REST`, async () => {
      const graphql = await alice.gql(
        `query ($after: String) { pickupRequests(first: 2, after: $after) { edges { node { databaseId } } } }`,
        { after },
      );
      expect(graphql.errors?.[0]).toMatchObject({
        message: LIST_PAGE_MESSAGES.after,
        extensions: { code: 'BAD_REQUEST', field: 'after' },
      });
      const written = await alice.gql(`{ drumTypes(first: 2, after: ${JSON.stringify(after)}) { totalCount } }`);
      expect(written.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', field: 'after' });
      const rest = await alice.rest('GET', `/api/drums?after=${encodeURIComponent(after)}`);
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ error: LIST_PAGE_MESSAGES.after, field: 'after' });
    });
  }

  it("refuses another list's cursor, and a handed-out cursor with its value changed", async () => {
    const types = await alice.gql(`{ drumTypes(first: 1) { pageInfo { endCursor } } }`);
    const drumTypeCursor: string = types.data.drumTypes.pageInfo.endCursor;
    const mine = await alice.gql(`{ pickupRequests(first: 1) { pageInfo { endCursor } } }`);
    const [cursor, signature] = (mine.data.pickupRequests.pageInfo.endCursor as string).split('.');
    const changed = `${forged(
      Buffer.from(cursor!, 'base64')
        .toString('utf8')
        .replace(/D:(\d+)/, (_, ms) => `D:${Number(ms) + 1}`),
    )}.${signature}`;
    for (const after of [drumTypeCursor, changed]) {
      const graphql = await alice.gql(
        `query ($after: String) { pickupRequests(first: 2, after: $after) { edges { node { databaseId } } } }`,
        { after },
      );
      expect(graphql.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST', field: 'after' } });
      const rest = await alice.rest('GET', `/api/drums?after=${encodeURIComponent(after)}`);
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ field: 'after' });
    }
  });

  it('names before when before is the forged one', async () => {
    const response = await alice.gql(`{ pickupRequests(last: 1, before: "${forged('DC:N:1')}") { edges { cursor } } }`);
    expect(response.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST', field: 'before' } });
  });

  it('still follows the cursors the lists hand out', async () => {
    const first = await alice.gql(`{ pickupRequests(first: 1) { pageInfo { endCursor hasNextPage } } }`);
    const { endCursor } = first.data.pickupRequests.pageInfo;
    const next = await alice.gql(
      `query ($after: String) { pickupRequests(first: 1, after: $after) { edges { node { databaseId } } } }`,
      { after: endCursor },
    );
    expect(next.errors).toBeUndefined();
    const written = await alice.gql(
      `{ pickupRequests(first: 1, after: ${JSON.stringify(endCursor)}) { edges { cursor } } }`,
    );
    expect(written.errors).toBeUndefined();
    expect(written.data.pickupRequests.edges).toHaveLength(1);
  });
});
