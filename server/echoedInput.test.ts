// An error never repeats more than 40 characters of what the caller sent. A
// 1 MB string where a number, a flag or an enum value belongs is refused (4xx) in an answer
// under 2 KB, over GraphQL and REST alike.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../test/support/harness';

let t: TestApp;
let admin: TestClient;
const MEGABYTE = 'x'.repeat(1_000_000);
const ECHO = `"${'x'.repeat(40)}…"`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@example.com');
});
afterAll(() => t?.close());

async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, size: Buffer.byteLength(text), body: JSON.parse(text) };
}

const graphql = async (query: string, variables: Record<string, unknown>) =>
  answer(
    await admin.raw('POST', '/graphql', {
      body: JSON.stringify({ query, variables }),
      headers: { 'content-type': 'application/json' },
    }),
  );

const rest = async (method: string, path: string, body: unknown) =>
  answer(
    await admin.raw(method, path, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  );

describe('a 1 MB value of the wrong type is refused in a short answer', () => {
  it.each([
    ['an Int argument', 'query($n: Int) { drumSpecs(first: $n) { edges { cursor } } }', { n: MEGABYTE }],
    [
      'a Boolean input field',
      'mutation($i: UpdatePickupRequestInput!) { updatePickupRequest(input: $i) { __typename } }',
      { i: { id: encodeGlobalID('PickupRequest', 1), hasLoadingCapability: MEGABYTE } },
    ],
    [
      'an enum list item',
      'query($s: [PickupStatus!]) { pickupRequests(statuses: $s) { edges { cursor } } }',
      { s: [MEGABYTE] },
    ],
  ])('GraphQL: %s', async (_name, query, variables) => {
    const { status, size, body } = await graphql(query, variables);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(size).toBeLessThan(2048);
    // The value is still named, cut to 40 characters and an ellipsis.
    expect(body.errors[0].message).toContain(ECHO);
  });

  it('GraphQL: a 1 MB global id and a 16 KB unknown field name', async () => {
    const id = await graphql('query($id: ID!) { node(id: $id) { id } }', { id: MEGABYTE });
    expect(id.size).toBeLessThan(2048);
    // The input layer refuses it by its length before the id is read; the answer names the field, not the value.
    expect(id.body.errors[0].message).toBe('id: Must be 10000 characters or less');
    const field = await graphql(`query { ${'y'.repeat(16_000)} }`, {});
    expect(field.size).toBeLessThan(2048);
    expect(field.body.errors[0].message).toBe(`Cannot query field "${'y'.repeat(40)}…" on type "Query".`);
  });

  it('REST: an Int body field', async () => {
    const { status, size, body } = await rest('POST', '/api/zones', { zoneNumber: MEGABYTE, name: 'Big' });
    expect(status).toBe(400);
    expect(size).toBeLessThan(2048);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.field).toBe('zoneNumber');
    expect(body.error).toBe('zoneNumber: Must be 10000 characters or less');
    expect(await t.app.services.db.query.zones.findFirst({ where: { name: 'Big' } })).toBeUndefined();
  });

  it('REST: an unknown body key of 1 MB', async () => {
    const { status, size, body } = await rest('PATCH', '/api/users/1', { [MEGABYTE]: true });
    expect(status).toBe(400);
    expect(size).toBeLessThan(2048);
    expect(body.issues).toEqual([{ field: `${'x'.repeat(40)}…`, message: 'Unknown field' }]);
  });
});
