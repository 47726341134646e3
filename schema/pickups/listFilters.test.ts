// Finding requests: `pickupRequests(search, zoneId, returnerCompanyId,
// transportCompanyId, createdFrom, createdTo, orderBy)` over GraphQL, the same as query
// parameters of GET /api/drums and the Returns Log export; a filter never widens what the caller
// may read; bad filters answer 400 naming the argument and nothing else.
import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupRequests, zones } from '../../db/schema';
import { formatReferenceNumber } from '../../domain/referenceNumber';
import { PICKUP_LIST_MESSAGES } from '../../domain/pickupListFilter';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { setUpHauler, setUpPickupWorld, STOCKHOLM } from '../../test/support/pickups';

let t: TestApp;
let admin: TestClient;
let returner: TestClient;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let hauler: Awaited<ReturnType<typeof setUpHauler>>;
let northZoneId: number;
/** Requests by a name of our own, so each assertion reads as the world it set up. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@example.com');
  world = await setUpPickupWorld(t);
  hauler = await setUpHauler(t, world, 'Nordic Haul AB');
  returner = await t.signIn(world.eve.email);
  const db = t.app.services.db;
  const [north] = await db.insert(zones).values({ zoneNumber: 2, name: 'North', boundary: [] }).returning();
  northZoneId = north.id;
  const rows: [string, Partial<typeof pickupRequests.$inferInsert>][] = [
    ['storgatan', { address: 'Storgatan 12, Stockholm', createdAt: new Date('2026-03-02T10:00:00Z') }],
    ['kungsgatan', { address: 'Kungsgatan 5, Stockholm', createdAt: new Date('2026-03-04T10:00:00Z') }],
    [
      'other',
      {
        address: 'Drottninggatan 1',
        returnerCompanyId: world.secondCompany.id,
        userId: world.eve.id,
        createdAt: new Date('2026-03-06T23:59:00Z'),
      },
    ],
    [
      'hauled',
      {
        address: 'Sveavägen 40',
        status: 'pickup_scheduled',
        assignedTransportCompanyId: hauler.hauler.id,
        createdAt: new Date('2026-03-10T08:00:00Z'),
      },
    ],
    ['north', { address: 'Norra vägen 100%_x', zoneId: north.id, createdAt: new Date('2026-04-01T00:00:00Z') }],
  ];
  for (const [name, fields] of rows) {
    const [row] = await db
      .insert(pickupRequests)
      .values({
        status: 'ready_for_pickup',
        ...STOCKHOLM,
        zoneId: world.zone.id,
        userId: world.alice.id,
        returnerCompanyId: world.firstCompany.id,
        ...fields,
      } as typeof pickupRequests.$inferInsert)
      .returning({ id: pickupRequests.id });
    ids[name] = row.id;
  }
});
afterAll(() => t?.close());

const LIST = `query List($search: String, $zoneId: ID, $returnerCompanyId: ID, $transportCompanyId: ID,
  $createdFrom: String, $createdTo: String, $orderBy: PickupRequestOrder, $first: Int, $after: String) {
  pickupRequests(search: $search, zoneId: $zoneId, returnerCompanyId: $returnerCompanyId,
    transportCompanyId: $transportCompanyId, createdFrom: $createdFrom, createdTo: $createdTo,
    orderBy: $orderBy, first: $first, after: $after) {
    totalCount edges { node { databaseId } } pageInfo { hasNextPage endCursor } } }`;

type Page = { totalCount: number; ids: number[]; endCursor: string | null; hasNextPage: boolean };

async function list(client: TestClient, variables: Record<string, unknown>): Promise<Page> {
  const result = await client.gql(LIST, variables);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  const connection = result.data.pickupRequests;
  return {
    totalCount: connection.totalCount,
    ids: connection.edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId),
    endCursor: connection.pageInfo.endCursor,
    hasNextPage: connection.pageInfo.hasNextPage,
  };
}

const named = (...names: string[]) => names.map((name) => ids[name]);
const company = (id: number) => encodeGlobalID('ReturnerCompany', id);

describe('search', () => {
  it('finds a request by its reference number, written as shown or as the bare number', async () => {
    const reference = formatReferenceNumber(ids.kungsgatan);
    expect((await list(admin, { search: reference })).ids).toEqual(named('kungsgatan'));
    expect((await list(admin, { search: reference.toLowerCase() })).ids).toEqual(named('kungsgatan'));
    expect((await list(admin, { search: String(ids.kungsgatan) })).ids).toContain(ids.kungsgatan);
  });

  it('finds by street, company, organization number, person and email, ignoring case', async () => {
    expect((await list(admin, { search: 'storGATAN' })).ids).toEqual(named('storgatan'));
    expect((await list(admin, { search: 'other wires' })).ids).toEqual(named('other'));
    expect((await list(admin, { search: '556677-0000' })).ids).toEqual(named('other'));
    expect((await list(admin, { search: 'nordic haul' })).ids).toEqual(named('hauled'));
    expect((await list(admin, { search: 'eve' })).ids).toEqual(named('other'));
    expect((await list(admin, { search: world.eve.email })).ids).toEqual(named('other'));
  });

  it('needs every word to match somewhere: a company and a street together', async () => {
    const page = await list(admin, { search: 'cable storgatan' });
    expect(page.ids).toEqual(named('storgatan'));
    expect(page.totalCount).toBe(1);
    expect((await list(admin, { search: 'other storgatan' })).ids).toEqual([]);
  });

  it('takes % and _ as the characters they are, not as patterns', async () => {
    expect((await list(admin, { search: '100%_x' })).ids).toEqual(named('north'));
    expect((await list(admin, { search: '%' })).ids).toEqual(named('north'));
    expect((await list(admin, { search: '_' })).ids).toEqual(named('north'));
  });
});

describe('search within sight', () => {
  it("matches for a transporter neither the requester's email nor the company's organization number, which it cannot read", async () => {
    const driver = await t.signIn(hauler.driver.email);
    // The request is the transporter's to read, and found by what it shows.
    expect((await list(driver, { search: 'sveavägen' })).ids).toEqual(named('hauled'));
    expect((await list(driver, { search: 'cable crew' })).ids).toContain(ids.hauled);
    for (const search of [world.alice.email, world.alice.email.slice(0, 6), world.firstCompany.organizationNumber]) {
      expect((await list(driver, { search })).totalCount, search).toBe(0);
      const rest = await driver.rest('GET', `/api/transport/pickup-requests?search=${encodeURIComponent(search)}`);
      expect(rest.status).toBe(200);
      expect(JSON.stringify(rest.body), search).not.toContain(`"id":${ids.hauled}`);
    }
    // An admin reads both, and finds the request by them.
    expect((await list(admin, { search: world.alice.email })).ids).toContain(ids.hauled);
    expect((await list(admin, { search: world.firstCompany.organizationNumber })).ids).toContain(ids.hauled);
  });

  it('matches emails for no token, which reads none; a returner its own only', async () => {
    const made = await admin.gql(
      `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { ... on CreateApiTokenPayload { token } } }`,
      { input: { name: 'Search', scopes: ['READ'] } },
    );
    expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
    const token = t.client().withBearer(made.data.createApiToken.token);
    expect((await list(token, { search: world.alice.email })).totalCount).toBe(0);
    expect((await list(token, { search: world.firstCompany.organizationNumber })).ids).toContain(ids.hauled);
    const alice = await t.signIn(world.alice.email);
    expect((await list(alice, { search: world.alice.email })).ids).toContain(ids.storgatan);
    expect((await list(alice, { search: world.bob.email })).totalCount).toBe(0);
  });
});

describe('filters', () => {
  it('narrow by zone, returner company and transport company, and count what they take', async () => {
    const north = await list(admin, { zoneId: encodeGlobalID('Zone', northZoneId) });
    expect(north).toMatchObject({ ids: named('north'), totalCount: 1 });
    const other = await list(admin, { returnerCompanyId: company(world.secondCompany.id) });
    expect(other.ids).toEqual(named('other'));
    const hauled = await list(admin, { transportCompanyId: encodeGlobalID('TransportCompany', hauler.hauler.id) });
    expect(hauled.ids).toEqual(named('hauled'));
  });

  it('take whole UTC days, both ends included', async () => {
    const week = await list(admin, { createdFrom: '2026-03-04', createdTo: '2026-03-06' });
    expect(week.ids).toEqual(named('other', 'kungsgatan'));
    expect(week.totalCount).toBe(2);
  });

  it('combine: a company, a zone and a week', async () => {
    const page = await list(admin, {
      returnerCompanyId: company(world.firstCompany.id),
      zoneId: encodeGlobalID('Zone', world.zone.id),
      createdFrom: '2026-03-01',
      createdTo: '2026-03-07',
    });
    expect(page.ids).toEqual(named('kungsgatan', 'storgatan'));
  });

  it("never widen a returner's view: another company's id finds nothing", async () => {
    const own = await list(returner, {});
    expect(own.ids).toEqual(named('other'));
    const theirs = await list(returner, { returnerCompanyId: company(world.firstCompany.id) });
    expect(theirs).toMatchObject({ ids: [], totalCount: 0 });
    expect((await list(returner, { search: 'storgatan' })).ids).toEqual([]);
  });
});

describe('orders', () => {
  it('sort by reference, address and date, both ways', async () => {
    const all = named('storgatan', 'kungsgatan', 'other', 'hauled', 'north');
    expect((await list(admin, { orderBy: 'REFERENCE_ASC' })).ids).toEqual(all);
    expect((await list(admin, { orderBy: 'REFERENCE_DESC' })).ids).toEqual([...all].reverse());
    expect((await list(admin, { orderBy: 'CREATED_AT_ASC' })).ids).toEqual(all);
    expect((await list(admin, { orderBy: 'ADDRESS_ASC' })).ids).toEqual(
      named('other', 'kungsgatan', 'north', 'storgatan', 'hauled'),
    );
  });

  it('page through an order to its end with the cursors it hands out', async () => {
    const seen: number[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Page = await list(admin, { orderBy: 'ADDRESS_DESC', first: 2, after });
      seen.push(...page.ids);
      expect(page.totalCount).toBe(5);
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(seen).toEqual(named('hauled', 'storgatan', 'north', 'kungsgatan', 'other'));
  });

  it('by pickup date: the soonest first, those without one last, paged to the end over GraphQL and REST', async () => {
    const db = t.app.services.db;
    const dated = { hauled: '2026-05-01T07:00:00Z', kungsgatan: '2026-05-03T07:00:00Z', north: '2026-05-03T07:00:00Z' };
    for (const [name, day] of Object.entries(dated))
      await db
        .update(pickupRequests)
        .set({ scheduledPickupDate: new Date(day) })
        .where(eq(pickupRequests.id, ids[name]));
    try {
      // Kungsgatan and North share a date: the reference number decides.
      const expected = named('hauled', 'kungsgatan', 'north', 'storgatan', 'other');
      expect((await list(admin, { orderBy: 'PICKUP_DATE_ASC' })).ids).toEqual(expected);
      // Pages of two: one cursor on a dated request, one on a request without a date.
      const seen: number[] = [];
      let after: string | null = null;
      for (;;) {
        const page: Page = await list(admin, { orderBy: 'PICKUP_DATE_ASC', first: 2, after });
        seen.push(...page.ids);
        if (!page.hasNextPage) break;
        after = page.endCursor;
      }
      expect(seen).toEqual(expected);

      const rest: number[] = [];
      let next: string | undefined = '/api/drums?orderBy=PICKUP_DATE_ASC&limit=2';
      while (next) {
        const response = await admin.rest('GET', next);
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        rest.push(...response.body.drums.map((row: { id: number }) => row.id));
        next = /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
      }
      expect(rest).toEqual(expected);
      // A returner's first by pickup date is its own company's.
      expect((await list(returner, { orderBy: 'PICKUP_DATE_ASC', first: 1 })).ids).toEqual(named('other'));
    } finally {
      await db
        .update(pickupRequests)
        .set({ scheduledPickupDate: null })
        .where(
          inArray(
            pickupRequests.id,
            Object.keys(dated).map((name) => ids[name]),
          ),
        );
    }
  });

  it('refuse a cursor of one order in another (its position means nothing there)', async () => {
    const page = await list(admin, { orderBy: 'ADDRESS_ASC', first: 2 });
    const result = await admin.gql(LIST, { orderBy: 'CREATED_AT_ASC', first: 2, after: page.endCursor });
    expect(result.errors?.[0].extensions?.code).toBe('BAD_REQUEST');
    expect(result.errors?.[0].message).toMatch(/after/);
  });
});

describe('bad filters', () => {
  const refusals: [string, Record<string, unknown>, string][] = [
    ['a search of 201 characters', { search: 'x'.repeat(201) }, PICKUP_LIST_MESSAGES.search],
    ['a 1 MB search', { search: 'x'.repeat(1_000_000) }, 'characters or less'],
    ['a NUL byte', { search: 'Stor\u0000gatan' }, 'not allowed'],
    ['a day that does not exist', { createdFrom: '2026-02-30' }, PICKUP_LIST_MESSAGES.date],
    ['a range backwards', { createdFrom: '2026-03-05', createdTo: '2026-03-01' }, PICKUP_LIST_MESSAGES.range],
    ['an id past the database', { zoneId: encodeGlobalID('Zone', 99_999_999_999) }, PICKUP_LIST_MESSAGES.id],
  ];
  it.each(refusals)('refuse %s, naming it', async (_name, variables, message) => {
    const result = await admin.gql(LIST, variables);
    expect(result.data?.pickupRequests ?? null).toBeNull();
    expect(result.errors?.[0].message).toContain(message);
    expect(result.errors?.[0].extensions?.code).toMatch(/BAD_REQUEST|VALIDATION_ERROR/);
  });

  it('refuse an id of another type and an order that does not exist', async () => {
    const user = await admin.gql(LIST, { zoneId: encodeGlobalID('User', world.eve.id) });
    expect(user.errors?.[0].message).toBe(PICKUP_LIST_MESSAGES.id);
    expect(user.errors?.[0].extensions).toMatchObject({ code: 'BAD_REQUEST', field: 'zoneId' });
    const order = await admin.gql(LIST, { orderBy: 'SIZE_DESC' });
    expect(order.errors?.[0].message).toMatch(/orderBy/);
  });
});

describe('section', () => {
  const SECTION = `query Section($section: TransportSection) {
    pickupRequests(section: $section, first: 100) { totalCount edges { node { databaseId } } } }`;
  const section = async (name: string) => {
    const result = await admin.gql(SECTION, { section: name });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    const connection = result.data.pickupRequests;
    return {
      totalCount: connection.totalCount as number,
      ids: connection.edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId) as number[],
    };
  };

  it("takes the transport portal's sections over GraphQL and REST, and the stat cards count them alike", async () => {
    const [dated] = await t.app.services.db
      .insert(pickupRequests)
      .values({
        status: 'ready_for_pickup',
        ...STOCKHOLM,
        address: 'Vasagatan 7',
        scheduledPickupDate: new Date('2026-05-04T08:00:00Z'),
        zoneId: world.zone.id,
        userId: world.alice.id,
        returnerCompanyId: world.firstCompany.id,
        createdAt: new Date('2026-05-01T00:00:00Z'),
      } as typeof pickupRequests.$inferInsert)
      .returning({ id: pickupRequests.id });
    try {
      // Ready with a date proposed is scheduled, as the confirmed one is; ready without one is new.
      const scheduled = await section('scheduled');
      expect(scheduled.ids).toEqual(expect.arrayContaining([dated.id, ids.hauled]));
      expect(scheduled.ids).not.toContain(ids.storgatan);
      const fresh = await section('new');
      expect(fresh.ids).toEqual(expect.arrayContaining(named('storgatan', 'kungsgatan', 'other', 'north')));
      expect(fresh.ids).not.toContain(dated.id);
      expect(fresh.ids).not.toContain(ids.hauled);

      const rest = await admin.rest('GET', '/api/drums?section=scheduled&limit=100');
      expect(rest.status, JSON.stringify(rest.body)).toBe(200);
      expect(rest.body.drums.map((row: { id: number }) => row.id).sort()).toEqual([...scheduled.ids].sort());
      expect(rest.headers.get('x-total-count')).toBe(String(scheduled.totalCount));

      const stats = await admin.gql('{ transportStats { newRequests scheduledPickups } }');
      expect(stats.data.transportStats).toEqual({
        newRequests: fresh.totalCount,
        scheduledPickups: scheduled.totalCount,
      });
      const restStats = await admin.rest('GET', '/api/transport/stats');
      expect(restStats.body).toMatchObject({ newRequests: fresh.totalCount, scheduledPickups: scheduled.totalCount });
    } finally {
      await t.app.services.db.delete(pickupRequests).where(eq(pickupRequests.id, dated.id));
    }
  });

  it('refuses a section that does not exist, naming it', async () => {
    const result = await admin.gql(SECTION, { section: 'lost' });
    expect(result.data?.pickupRequests ?? null).toBeNull();
    expect(result.errors?.[0].message).toMatch(/section/);
  });
});

describe('over REST', () => {
  it('GET /api/drums takes the same filters, counts them and keeps them in the next link', async () => {
    const query = new URLSearchParams({
      search: 'stockholm',
      returnerCompanyId: String(world.firstCompany.id),
      orderBy: 'REFERENCE_ASC',
      limit: '1',
    });
    const first = await admin.rest('GET', `/api/drums?${query}`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.drums.map((row: { id: number }) => row.id)).toEqual(named('storgatan'));
    expect(first.headers.get('x-total-count')).toBe('2');
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toContain('search=stockholm');
    const second = await admin.rest('GET', next!);
    expect(second.body.drums.map((row: { id: number }) => row.id)).toEqual(named('kungsgatan'));
    expect(second.headers.get('link')).toBeNull();
  });

  it('answers a returner asking for another company with an empty list', async () => {
    const response = await returner.rest('GET', `/api/drums?returnerCompanyId=${world.firstCompany.id}`);
    expect(response.status).toBe(200);
    expect(response.body.drums).toEqual([]);
  });

  const refusals: [string, string, string][] = [
    ['a zone id that is no number', 'zoneId=abc', 'zoneId'],
    ['a huge company id', `returnerCompanyId=${'9'.repeat(30)}`, 'returnerCompanyId'],
    ['a bad day', 'createdTo=yesterday', 'createdTo'],
    ['an unknown order', 'orderBy=PRICE', 'orderBy'],
    ['an unknown status', 'status=lost', 'statuses'],
    ['an unknown section', 'section=lost', 'section'],
    ['a search with a NUL byte', 'search=a%00b', 'search'],
    ['a search of 201 characters', `search=${'y'.repeat(201)}`, 'search'],
  ];
  it.each(refusals)('refuses %s with 400 naming the parameter', async (_name, query, field) => {
    const response = await admin.rest('GET', `/api/drums?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.field ?? response.body.error).toContain(field);
  });

  it('the Returns Log export holds exactly the rows the filtered list shows', async () => {
    const filters = { search: 'gatan', zoneId: String(world.zone.id), createdTo: '2026-03-31' };
    const listed = await admin.rest('GET', `/api/drums?${new URLSearchParams(filters)}`);
    const response = await admin.raw('GET', `/api/pickup-requests/export-excel?${new URLSearchParams(filters)}`);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const references: string[] = [];
    workbook.getWorksheet('Returns Log')!.eachRow((row, number) => {
      if (number > 1) references.push(String(row.getCell(1).value));
    });
    const expected = listed.body.drums.map((row: { referenceNumberFormatted: string }) => row.referenceNumberFormatted);
    expect(references.sort()).toEqual(expected.sort());
    expect(references.sort()).toEqual([ids.storgatan, ids.kungsgatan, ids.other].map(formatReferenceNumber).sort());
    expect(response.headers.get('x-total-count')).toBe('3');
  });

  it('the export refuses a bad filter by name and writes no file', async () => {
    const response = await admin.rest('GET', '/api/pickup-requests/export-excel?zoneId=-4');
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ field: 'zoneId', message: PICKUP_LIST_MESSAGES.id }]);
    expect(response.headers.get('content-type')).toMatch(/json/);
  });
});
