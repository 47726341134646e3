// The lists pickers ask as a person types (docs/api.md, "Lists and pickers"): `search` over
// GraphQL, `?search=&limit=` over REST, pages of at most MAX_PAGE_SIZE to the list's end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnerCompanies, transportCompanies, zones } from '../db/schema';
import { LIST_SEARCH_MESSAGES } from '../domain/listSearch';
import { MAX_PAGE_SIZE } from '../domain/listPages';
import { setUpHauler, setUpPickupWorld } from '../test/support/pickups';
import { createTestApp, type TestApp, type TestClient } from '../test/support/harness';

let t: TestApp;
let admin: TestClient;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let driver: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@example.com');
  world = await setUpPickupWorld(t);
  const hauler = await setUpHauler(t, world);
  driver = await t.signIn(hauler.driver.email);
  const db = t.app.services.db;
  // 250 companies of each kind: more than two pages.
  await db.insert(returnerCompanies).values(
    Array.from({ length: 250 }, (_, i) => ({
      name: `Pool Returner ${String(i + 1).padStart(4, '0')}`,
      organizationNumber: `770000-${String(i + 1).padStart(4, '0')}`,
    })),
  );
  await db.insert(transportCompanies).values(
    Array.from({ length: 250 }, (_, i) => ({
      name: `Pool Hauler ${String(i + 1).padStart(4, '0')}`,
      organizationNumber: `880000-${String(i + 1).padStart(4, '0')}`,
    })),
  );
  await db.insert(zones).values({ zoneNumber: 42, name: 'Västerås' });
});
afterAll(() => t?.close());

const names = (data: { edges: { node: { name: string } }[] }) => data.edges.map(({ node }) => node.name);

describe('search over GraphQL', () => {
  it('finds a returner company by name or organization number, past the first page', async () => {
    const query = `query ($search: String) { returnerCompanies(first: 20, search: $search) { totalCount edges { node { name } } } }`;
    const byName = await admin.gql(query, { search: 'returner 0240' });
    expect(byName.data.returnerCompanies).toMatchObject({ totalCount: 1 });
    expect(names(byName.data.returnerCompanies)).toEqual(['Pool Returner 0240']);
    const byNumber = await admin.gql(query, { search: '770000-0241' });
    expect(names(byNumber.data.returnerCompanies)).toEqual(['Pool Returner 0241']);
    // A pattern character is text, not a wildcard.
    expect((await admin.gql(query, { search: '%' })).data.returnerCompanies.totalCount).toBe(0);
  });

  it('finds transport companies, zones by number and drum specifications by name', async () => {
    const transport = await admin.gql(
      `{ transportCompanies(first: 20, search: "hauler 0249") { edges { node { name } } } }`,
    );
    expect(names(transport.data.transportCompanies)).toEqual(['Pool Hauler 0249']);
    const zone = await admin.gql(`{ zones(first: 20, search: "42") { edges { node { name } } } }`);
    expect(names(zone.data.zones)).toEqual(['Västerås']);
    const specs = await admin.gql(`{ drumSpecs(first: 20, search: "steel") { edges { node { name } } } }`);
    expect(names(specs.data.drumSpecs)).toEqual(['S12 steel']);
    const types = await admin.gql(`{ drumTypes(first: 20, search: "STE") { totalCount edges { node { name } } } }`);
    expect(types.data.drumTypes).toMatchObject({ totalCount: 1 });
    expect(names(types.data.drumTypes)).toEqual(['steel']);
  });

  it('searches only within what the viewer may list', async () => {
    const returner = await t.signIn(world.alice.email);
    // 'Admin special' is for admins only.
    const specs = await returner.gql(`{ drumSpecs(first: 20, search: "special") { totalCount } }`);
    expect(specs.data.drumSpecs.totalCount).toBe(0);
    expect(
      (await admin.gql(`{ drumSpecs(first: 20, search: "special") { totalCount } }`)).data.drumSpecs.totalCount,
    ).toBe(1);
    // A transporter schedules with its own company only, whatever it searches for.
    const own = await driver.gql(
      `{ schedulingTransportCompanies(first: 20, search: "hauler") { edges { node { name } } } }`,
    );
    expect(names(own.data.schedulingTransportCompanies)).toEqual(['Haulers AB']);
    const others = await driver.gql(`{ schedulingTransportCompanies(first: 20, search: "pool") { totalCount } }`);
    expect(others.data.schedulingTransportCompanies.totalCount).toBe(0);
  });

  it(`gives pages of at most ${MAX_PAGE_SIZE} and reaches the end by paging`, async () => {
    const query = `query ($after: String) { returnerCompanies(first: 500, after: $after, search: "pool") {
      totalCount pageInfo { hasNextPage endCursor } edges { node { name } } } }`;
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: any = (await admin.gql(query, { after })).data.returnerCompanies;
      expect(page.edges.length).toBeLessThanOrEqual(MAX_PAGE_SIZE);
      expect(page.totalCount).toBe(250);
      seen.push(...names(page));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(250);
    expect(seen.at(-1)).toBe('Pool Returner 0250');
  });

  it.each([
    ['a search of 201 characters', 'x'.repeat(201), LIST_SEARCH_MESSAGES.search],
    ['a NUL byte', 'a\u0000b', null],
  ])('refuses %s, naming it, on every picker list', async (_label, search, message) => {
    for (const field of [
      'returnerCompanies',
      'transportCompanies',
      'schedulingTransportCompanies',
      'zones',
      'drumSpecs',
      'drumTypes',
    ]) {
      const result = await admin.gql(`query ($search: String) { ${field}(first: 5, search: $search) { totalCount } }`, {
        search,
      });
      expect(result.data?.[field] ?? null, field).toBeNull();
      // The input guard refuses what no text may hold before the list's own rule runs.
      expect(['BAD_REQUEST', 'VALIDATION_ERROR'], field).toContain(result.errors?.[0].extensions?.code);
      expect(JSON.stringify(result.errors), field).toContain(message ?? 'search');
    }
  });

  it('refuses a search of the wrong type', async () => {
    const result = await admin.gql(
      `query ($search: String) { returnerCompanies(first: 5, search: $search) { totalCount } }`,
      {
        search: 12,
      },
    );
    expect(result.errors?.[0].message).toMatch(/search/);
  });

  it('gives the company lists to admins only', async () => {
    const returner = await t.signIn(world.eve.email);
    for (const field of ['returnerCompanies', 'transportCompanies', 'zones']) {
      const result = await returner.gql(`{ ${field}(first: 5, search: "pool") { totalCount } }`);
      expect(result.errors?.[0].extensions?.code, field).toBe('FORBIDDEN');
    }
  });
});

describe('?search=&limit= over REST', () => {
  it.each([
    ['/api/returner-companies', 'companies', 'returner 0240', ['Pool Returner 0240']],
    ['/api/admin/transport-companies', 'companies', 'hauler 0007', ['Pool Hauler 0007']],
    ['/api/transport/transport-companies', 'companies', 'hauler 0007', ['Pool Hauler 0007']],
    ['/api/zones', 'zones', 'väst', ['Västerås']],
    ['/api/drum-specs', 'drumSpecs', 'k10', ['K10 wood']],
    ['/api/drum-types', 'drumTypes', 'wood', ['hd wood', 'wood']],
  ])('%s?search= finds what GraphQL finds', async (path, key, search, expected) => {
    const response = await admin.rest('GET', `${path}?search=${encodeURIComponent(search)}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body[key].map((row: { name: string }) => row.name)).toEqual(expected);
  });

  it('limit takes the first rows; without it the list is whole, past any page', async () => {
    const limited = await admin.rest('GET', '/api/returner-companies?search=pool&limit=3');
    expect(limited.body.companies.map((row: { name: string }) => row.name)).toEqual([
      'Pool Returner 0001',
      'Pool Returner 0002',
      'Pool Returner 0003',
    ]);
    const whole = await admin.rest('GET', '/api/returner-companies');
    expect(whole.body.companies).toHaveLength(252);
  });

  it('a transporter finds its own company only', async () => {
    const response = await driver.rest('GET', '/api/transport/transport-companies?search=pool');
    expect(response.body.companies).toEqual([]);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=x', 'limit'],
    [`limit=${2n ** 63n}`, 'limit'],
    ['limit=-1', 'limit'],
    [`search=${'z'.repeat(201)}`, 'search'],
    ['search=a%00b', 'search'],
  ])('refuses %s with 400 naming it', async (query, field) => {
    for (const path of ['/api/returner-companies', '/api/zones', '/api/drum-specs', '/api/drum-types']) {
      const response = await admin.rest('GET', `${path}?${query}`);
      expect(response.status, `${path} ${JSON.stringify(response.body)}`).toBe(400);
      expect(JSON.stringify(response.body)).toContain(field);
    }
  });
});
