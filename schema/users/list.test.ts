// The Users tab finds people: `users(search, role, orderBy)` with its totalCount, and
// GET /api/users with the same as query parameters; bad values answer 400 naming them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnerCompanies } from '../../db/schema';
import { USER_LIST_MESSAGES } from '../../domain/userListFilter';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@example.com');
  const [company] = await t.app.services.db
    .insert(returnerCompanies)
    .values({ name: 'Nordic Electric AB', organizationNumber: '556677-1234' })
    .returning();
  await t.createUser({ name: 'Nora Lind', email: 'nora@nordic.example', returnerCompanyId: company.id });
  await t.createUser({ name: 'Olle Berg', email: 'olle@example.com', returnerCompanyId: company.id });
  await t.createUser({ name: 'Tina Truck', email: 'tina@haul.example', role: 'transporter', returnerCompanyId: null });
});
afterAll(() => t?.close());

const LIST = `query($search: String, $role: String, $orderBy: UserOrder) {
  users(first: 50, search: $search, role: $role, orderBy: $orderBy) { totalCount edges { node { name } } } }`;

async function names(variables: Record<string, unknown>) {
  const result = await admin.gql(LIST, variables);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return {
    names: result.data.users.edges.map((edge: { node: { name: string } }) => edge.node.name),
    total: result.data.users.totalCount,
  };
}

describe('users(search, role, orderBy)', () => {
  it('finds people by name, email and company, each word somewhere, ignoring case', async () => {
    expect((await names({ search: 'NORA' })).names).toEqual(['Nora Lind']);
    expect((await names({ search: 'haul.example' })).names).toEqual(['Tina Truck']);
    expect((await names({ search: 'nordic electric', orderBy: 'NAME_ASC' })).names).toEqual(['Nora Lind', 'Olle Berg']);
    expect(await names({ search: 'nordic olle' })).toEqual({ names: ['Olle Berg'], total: 1 });
  });

  it('narrows by role and sorts by name either way', async () => {
    expect((await names({ role: 'transporter' })).names).toEqual(['Tina Truck']);
    const ascending = (await names({ role: 'returner', orderBy: 'NAME_ASC' })).names;
    expect(ascending).toEqual([...ascending].sort());
    expect((await names({ role: 'returner', orderBy: 'NAME_DESC' })).names).toEqual([...ascending].reverse());
  });

  it.each([
    ['a search of 201 characters', { search: 'x'.repeat(201) }, USER_LIST_MESSAGES.search],
    ['an unknown role', { role: 'king' }, USER_LIST_MESSAGES.role],
  ])('refuses %s, naming it', async (_name, variables, message) => {
    const result = await admin.gql(LIST, variables);
    expect(result.errors?.[0].message).toBe(message);
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('GET /api/users', () => {
  it('takes search, role and orderBy', async () => {
    const response = await admin.rest('GET', '/api/users?search=nordic&role=returner&orderBy=NAME_DESC');
    expect(response.status).toBe(200);
    expect(response.body.users.map((user: { name: string }) => user.name)).toEqual(['Olle Berg', 'Nora Lind']);
  });

  it.each([
    ['role=king', 'role'],
    ['orderBy=AGE', 'orderBy'],
    [`search=${'z'.repeat(201)}`, 'search'],
    ['search=a%00b', 'search'],
  ])('refuses %s with 400 naming it', async (query, field) => {
    const response = await admin.rest('GET', `/api/users?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(JSON.stringify(response.body)).toContain(field);
  });

  it('answers a returner 403, over REST and GraphQL', async () => {
    const returner = await t.signIn('nora@nordic.example');
    expect((await returner.rest('GET', '/api/users?search=nora')).status).toBe(403);
    expect((await returner.gql(LIST, { search: 'nora' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
