// A list's totalCount comes with its page, in the page's own statement (docs/decisions.md, "A
// list's total rides with its page"), and is the whole list's on every page: the first, a later
// one, one past the end, and when only the total is asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../test/support/countQueries';
import { createTestApp, type TestApp, type TestClient } from '../test/support/harness';
import { postBatch, setUpPickupWorld, validBatch } from '../test/support/pickups';

let t: TestApp;
let alice: TestClient;
let eve: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const world = await setUpPickupWorld(t);
  [alice, eve] = await Promise.all([t.signIn(world.alice.email), t.signIn(world.eve.email)]);
  for (let i = 0; i < 5; i++) expect((await postBatch(alice, await validBatch(world.woodSpec.id))).status).toBe(201);
});
afterAll(() => t?.close());

type Page = {
  pickupRequests: {
    totalCount: number;
    edges: { cursor: string }[];
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
  };
};
const PAGE = `query Page($first: Int, $after: String) {
  pickupRequests(first: $first, after: $after) { totalCount edges { cursor } pageInfo { endCursor hasNextPage } } }`;

async function page(client: TestClient, variables: Record<string, unknown>, query = PAGE) {
  const { result, statements } = await countQueries(t.app.services.db, () => client.gql<Page>(query, variables));
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return { ...result.data!.pickupRequests, statements: statements.length };
}

describe('a list’s totalCount', () => {
  it('is the whole list’s on each page, read in the page’s statement', async () => {
    const total = (await page(alice, { first: 100 })).totalCount;
    expect(total).toBeGreaterThanOrEqual(5);
    const first = await page(alice, { first: 2 });
    expect(first).toMatchObject({ totalCount: total, pageInfo: { hasNextPage: true } });
    expect(first.edges).toHaveLength(2);
    // The session's statement and the page's: no statement of its own for the count.
    expect(first.statements).toBe(2);
    const second = await page(alice, { first: 2, after: first.pageInfo.endCursor });
    expect(second).toMatchObject({ totalCount: total, statements: 2 });
    expect(second.edges.map((edge) => edge.cursor)).not.toContain(first.edges[0].cursor);
  });

  it('is counted on its own past the end of the list, where the page has no row to carry it', async () => {
    const all = await page(alice, { first: 100 });
    const beyond = await page(alice, { first: 2, after: all.pageInfo.endCursor });
    expect(beyond.edges).toEqual([]);
    expect(beyond.totalCount).toBe(all.totalCount);
  });

  it('is answered when it is all the query asks, or asks through a fragment', async () => {
    const all = await page(alice, { first: 100 });
    const only = await alice.gql<{ pickupRequests: { totalCount: number } }>(
      '{ pickupRequests(first: 1) { totalCount } }',
    );
    expect(only.data?.pickupRequests.totalCount).toBe(all.totalCount);
    const fragment = await page(
      alice,
      { first: 1 },
      `query Page($first: Int) { pickupRequests(first: $first) { ...Counted edges { cursor } pageInfo { endCursor hasNextPage } } }
       fragment Counted on QueryPickupRequestsConnection { totalCount }`,
    );
    expect(fragment).toMatchObject({ totalCount: all.totalCount, statements: 2 });
  });

  it('counts only what the viewer may read', async () => {
    const mine = await page(alice, { first: 100 });
    const theirs = await page(eve, { first: 100 });
    expect(theirs.totalCount).toBe(theirs.edges.length);
    expect(mine.totalCount).toBe(mine.edges.length);
    expect(mine.totalCount).toBeGreaterThan(theirs.totalCount);
  });
});
