// Tracked drums over GraphQL and REST (docs/tracked-drums.md): a delivery, who sees which drums,
// booking by number, collecting by number in each condition, a second stint, and every refusal of
// a delivery (bad numbers, dates, sizes, types, ids, another company's drums).
import { readFileSync } from 'node:fs';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drums, drumSpecs, drumStints, pickupRequests } from '../../db/schema';
import { formatReferenceNumber } from '../../domain/referenceNumber';
import { countQueries } from '../../test/support/countQueries';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import {
  gqlMultipart,
  photo,
  postBatch,
  setUpHauler,
  setUpPickupWorld,
  specGlobalId,
  STOCKHOLM,
  validBatch,
} from '../../test/support/pickups';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let hauler: Awaited<ReturnType<typeof setUpHauler>>;
let admin: TestClient;
let alice: TestClient;
let eve: TestClient;
let driver: TestClient;

const DAY = 86_400_000;
const companyId = (id: number) => encodeGlobalID('ReturnerCompany', id);

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  hauler = await setUpHauler(t, world);
  // KTG-like terms on wood: 180 days rent-free, 15% of 1,000.00 a month, the whole price after 365 days.
  await t.app.services.db
    .update(drumSpecs)
    .set({ buybackPrice: 1000, rentFreeDays: 180, monthlyRentPercent: 15, forfeitAfterDays: 365 })
    .where(eq(drumSpecs.id, world.woodSpec.id));
  [admin, alice, eve, driver] = await Promise.all([
    t.signIn('admin@example.com'),
    t.signIn(world.alice.email),
    t.signIn(world.eve.email),
    t.signIn(hauler.driver.email),
  ]);
});
afterAll(() => t?.close());

const RECORD = `mutation($input: RecordDrumDeliveryInput!) { recordDrumDelivery(input: $input) {
  __typename ... on ValidationError { message issues { field message } }
  ... on RecordDrumDeliveryPayload { deliveryId drumCount drums { number status rentFreeUntil forfeitsOn } } } }`;

const LIST = `query($status: DrumStatus, $statuses: [DrumStatus!], $search: String, $dueBefore: DateTime) {
  drums(first: 100, status: $status, statuses: $statuses, search: $search, dueBefore: $dueBefore) { totalCount edges { node {
    number status deliveredAt deliveryNote rentFreeUntil forfeitsOn monthlyRentCents forfeitCents rentCentsSoFar
    site { address latitude longitude } holder { name } drumSpec { name } pickupRequest { referenceNumberFormatted }
    history { status deliveredAt returnedAt condition } } } } }`;

type Listed = { number: string; status: string; holder: { name: string } | null; history: unknown[] } & Record<
  string,
  unknown
>;

async function listed(client: TestClient, variables: Record<string, unknown> = {}): Promise<Listed[]> {
  const result = await client.gql(LIST, variables);
  expect(result.errors).toBeUndefined();
  return result.data.drums.edges.map((edge: { node: Listed }) => edge.node);
}

const delivery = (numbers: string[], overrides: Record<string, unknown> = {}) => ({
  returnerCompanyId: companyId(world.firstCompany.id),
  deliveryNote: 'FB-DN-2211',
  deliveredAt: new Date(Date.now() - 170 * DAY).toISOString(),
  address: 'Sveavägen 1, Stockholm',
  ...STOCKHOLM,
  drums: numbers.map((number) => ({ number, drumSpecId: specGlobalId(world.woodSpec.id) })),
  ...overrides,
});

async function deliver(numbers: string[], overrides: Record<string, unknown> = {}) {
  const result = await admin.gql(RECORD, { input: delivery(numbers, overrides) });
  expect(result.errors).toBeUndefined();
  expect(result.data.recordDrumDelivery.__typename, JSON.stringify(result.data)).toBe('RecordDrumDeliveryPayload');
  return result.data.recordDrumDelivery;
}

const issuesOf = async (input: unknown) => {
  const result = await admin.gql(RECORD, { input });
  if (result.errors) return result.errors.map((error) => error.message);
  return result.data.recordDrumDelivery.issues as { field: string; message: string }[];
};

describe('a delivery of tracked drums', () => {
  it('records each drum on the site with its clock, seen by its company and the admin only', async () => {
    const recorded = await deliver(['FB 1001', 'fb-1002']);
    expect(recorded.drumCount).toBe(2);
    // Numbers are kept upper case, each run of spaces one space.
    expect(recorded.drums.map((drum: { number: string }) => drum.number)).toEqual(['FB 1001', 'FB-1002']);
    expect(recorded.drums[0].status).toBe('ON_SITE');

    const mine = await listed(alice, { search: 'fb1001' });
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      number: 'FB 1001',
      status: 'ON_SITE',
      deliveryNote: 'FB-DN-2211',
      monthlyRentCents: 15_000,
      forfeitCents: 100_000,
      rentCentsSoFar: 0,
      site: { address: 'Sveavägen 1, Stockholm', ...STOCKHOLM },
      holder: { name: 'Cable Crew AB' },
      drumSpec: { name: 'K10 wood' },
      pickupRequest: null,
    });
    // Rent-free for 10 more days: 180 days from a delivery 170 days ago.
    const rentFrom = new Date(mine[0].rentFreeUntil as string).getTime();
    expect(Math.round((rentFrom - Date.now()) / DAY)).toBe(10);

    expect(await listed(eve, { search: 'FB100' })).toEqual([]);
    expect(await listed(driver, { search: 'FB100' })).toEqual([]);
    expect((await listed(admin, { search: 'FB' })).map((drum) => drum.number).sort()).toEqual(['FB 1001', 'FB-1002']);
  });

  it('lists the most urgent first and filters by what costs money before a date', async () => {
    await deliver(['URG-OLD'], { deliveredAt: new Date(Date.now() - 200 * DAY).toISOString() });
    await deliver(['URG-NEW'], { deliveredAt: new Date(Date.now() - 5 * DAY).toISOString() });
    const urgent = await listed(alice, { search: 'URG-' });
    expect(urgent.map((drum) => drum.number)).toEqual(['URG-OLD', 'URG-NEW']);
    // URG-OLD's rent started 20 days ago: one month so far.
    expect(urgent[0].rentCentsSoFar).toBe(15_000);
    const due = await listed(alice, { search: 'URG-', dueBefore: new Date(Date.now() + 30 * DAY).toISOString() });
    expect(due.map((drum) => drum.number)).toEqual(['URG-OLD']);
  });

  it('refuses a drum still on a site, naming its number, and writes nothing', async () => {
    const before = await t.app.services.db.$count(drumStints);
    const issues = await issuesOf(delivery(['NEW-1', 'fb1001']));
    expect(issues).toEqual([{ field: 'drums.1.number', message: 'Drum FB1001 is still on a site' }]);
    expect(await t.app.services.db.$count(drumStints)).toBe(before);
    expect(await t.app.services.db.$count(drums, eq(drums.numberKey, 'NEW-1'))).toBe(0);
  });

  it('refuses bad numbers, dates, sizes and companies, naming the field', async () => {
    expect(await issuesOf(delivery(['FB_1']))).toEqual([
      { field: 'drums.0.number', message: 'Drum number must be 1-40 letters, digits, - or /' },
    ]);
    expect(await issuesOf(delivery(['X'.repeat(41)]))).toEqual([
      { field: 'drums.0.number', message: 'Drum number must be 1-40 letters, digits, - or /' },
    ]);
    expect(await issuesOf(delivery(['A\u0000B']))).toEqual([expect.stringContaining('drums.0.number')]);
    expect(await issuesOf(delivery(['DUP 1', 'dup1']))).toEqual([
      { field: 'drums.1.number', message: 'Drum DUP1 is listed twice' },
    ]);
    const range = 'The delivery date must be after 2000 and not in the future';
    expect(await issuesOf(delivery(['D-1'], { deliveredAt: '1999-12-31T00:00:00Z' }))).toEqual([
      { field: 'deliveredAt', message: range },
    ]);
    expect(await issuesOf(delivery(['D-1'], { deliveredAt: new Date(Date.now() + DAY).toISOString() }))).toEqual([
      { field: 'deliveredAt', message: range },
    ]);
    expect(await issuesOf(delivery([]))).toEqual([{ field: 'drums', message: 'List at least one drum' }]);
    const many = Array.from({ length: 10_001 }, (_, index) => `M-${index}`);
    expect(await issuesOf(delivery(many))).toEqual([
      { field: 'drums', message: 'At most 10,000 drums in one delivery' },
    ]);
    expect(JSON.stringify(await issuesOf(delivery(['D-1'], { address: 'x'.repeat(1_000_000) })))).toContain('address');
    // An id no row can have names nothing, as a missing one; an id of no company is named.
    expect(await issuesOf(delivery(['D-1'], { returnerCompanyId: companyId(2 ** 31 + 7) }))).toEqual(['Not found']);
    expect(await issuesOf(delivery(['D-1'], { returnerCompanyId: companyId(999_999) }))).toEqual([
      { field: 'returnerCompanyId', message: 'Returner company not found' },
    ]);
    // Wrong types never reach the rules: GraphQL refuses them.
    expect(await issuesOf(delivery(['D-1'], { deliveredAt: 12345 }))).toEqual([
      expect.stringContaining('Invalid date'),
    ]);
    expect(await t.app.services.db.$count(drums, eq(drums.numberKey, 'D-1'))).toBe(0);
  });

  it('is the admin’s: a returner or a transporter is refused', async () => {
    for (const client of [alice, driver]) {
      const result = await client.gql(RECORD, { input: delivery(['ROLE-1']) });
      expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('the REST calls', () => {
  it('record a delivery and read the drums, each caller its own', async () => {
    const created = await admin.rest('POST', '/api/drum-deliveries', {
      returnerCompanyId: world.firstCompany.id,
      deliveryNote: 'REST-1',
      deliveredAt: new Date(Date.now() - 30 * DAY).toISOString(),
      address: 'Kungsgatan 2, Stockholm',
      drums: [{ number: 'REST-100', drumSpecId: world.woodSpec.id }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ drumCount: 1, drums: [{ number: 'REST-100', status: 'ON_SITE' }] });

    const list = await alice.rest('GET', '/api/tracked-drums?status=ON_SITE&search=rest-1');
    expect(list.status).toBe(200);
    expect(list.body.drums.map((drum: { number: string }) => drum.number)).toEqual(['REST-100']);
    expect(list.headers.get('x-total-count')).toBe('1');

    const one = await alice.rest('GET', '/api/tracked-drums/rest-100');
    expect(one.status).toBe(200);
    expect(one.body.drum).toMatchObject({
      number: 'REST-100',
      deliveryNote: 'REST-1',
      history: [{ status: 'ON_SITE' }],
    });
    // Another company's drum answers as a missing one.
    expect((await eve.rest('GET', '/api/tracked-drums/REST-100')).status).toBe(404);
    expect((await eve.rest('GET', '/api/tracked-drums/NO-SUCH')).status).toBe(404);
  });

  it('refuse bad bodies naming the field', async () => {
    const bad = await admin.rest('POST', '/api/drum-deliveries', {
      returnerCompanyId: world.firstCompany.id,
      deliveredAt: new Date().toISOString(),
      address: 'Kungsgatan 2',
      drums: [{ number: 'R/ 1?', drumSpecId: world.woodSpec.id }],
    });
    expect(bad.status, JSON.stringify(bad.body) + bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('drums.0.number');
    const unknown = await admin.rest('POST', '/api/drum-deliveries', { drums: [], colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('colour');
    const huge = await admin.rest('POST', '/api/drum-deliveries', {
      returnerCompanyId: 2 ** 63,
      deliveredAt: new Date().toISOString(),
      address: 'Kungsgatan 2',
      drums: [{ number: 'R-2', drumSpecId: world.woodSpec.id }],
    });
    // An id no record can have names nothing: refused as a missing one is, and nothing written.
    expect([400, 404]).toContain(huge.status);
    const asReturner = await alice.rest('POST', '/api/drum-deliveries', {
      returnerCompanyId: world.firstCompany.id,
      deliveredAt: new Date().toISOString(),
      address: 'Kungsgatan 2',
      drums: [{ number: 'R-3', drumSpecId: world.woodSpec.id }],
    });
    expect(asReturner.status).toBe(403);
    expect((await admin.rest('GET', '/api/tracked-drums?status=LOST')).status).toBe(400);
  });
});

describe('booking and collecting by number', () => {
  const CREATE = `mutation($input: CreatePickupRequestInput!) { createPickupRequest(input: $input) { __typename
    ... on ValidationError { issues { field message } }
    ... on PickupRequestPayload { pickupRequest { databaseId drums { drumNumbers numberedDrums { number registered } } } } } }`;

  async function book(lines: { quantity: number; drumNumbers: string[]; spec?: number }[], client = alice) {
    const input = {
      drums: lines.map((line) => ({
        drumSpecId: specGlobalId(line.spec ?? world.woodSpec.id),
        quantity: line.quantity,
        drumNumbers: line.drumNumbers,
      })),
      address: 'Sveavägen 1, Stockholm',
      ...STOCKHOLM,
      hasLoadingCapability: true,
      images: [null],
    };
    const result = await gqlMultipart(client, CREATE, { input }, { 'input.images.0': await photo() });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data.createPickupRequest;
  }

  it('books the drums named, keeps an unknown number as unregistered, and refuses another company’s drum', async () => {
    await deliver(['BK-1', 'BK-2', 'BK-3']);
    await deliver(['EVE-1'], { returnerCompanyId: companyId(world.secondCompany.id) });
    const booked = await book([{ quantity: 3, drumNumbers: ['bk-1', ' BK -2', 'NOT-IN-POOL'] }]);
    expect(booked.__typename).toBe('PickupRequestPayload');
    expect(booked.pickupRequest.drums[0].numberedDrums).toEqual([
      { number: 'BK-1', registered: true },
      { number: 'BK -2', registered: true },
      { number: 'NOT-IN-POOL', registered: false },
    ]);
    const statuses = Object.fromEntries(
      (await listed(alice, { search: 'BK' })).map((drum) => [drum.number, drum.status]),
    );
    expect(statuses).toEqual({ 'BK-1': 'BOOKED', 'BK-2': 'BOOKED', 'BK-3': 'ON_SITE' });

    const refused = await book([{ quantity: 1, drumNumbers: ['EVE-1'] }]);
    expect(refused.issues).toEqual([{ field: 'drums.0.drumNumbers.0', message: 'Drum EVE-1 is not on your sites' }]);
    const twice = await book([{ quantity: 1, drumNumbers: ['BK-1'] }]);
    expect(twice.issues).toEqual([
      {
        field: 'drums.0.drumNumbers.0',
        message: `Drum BK-1 is already booked on ${formatReferenceNumber(booked.pickupRequest.databaseId)}`,
      },
    ]);
    const otherSpec = await book([{ quantity: 1, drumNumbers: ['BK-3'], spec: world.steelSpec.id }]);
    expect(otherSpec.issues).toEqual([
      { field: 'drums.0.drumNumbers.0', message: 'Drum BK-3 is a K10 wood, not this line’s specification' },
    ]);
    const tooMany = await book([{ quantity: 1, drumNumbers: ['BK-3', 'NEW-X'] }]);
    expect(tooMany.issues).toEqual([
      { field: 'drums.0.drumNumbers', message: 'More drum numbers than drums on this line' },
    ]);

    // REST: the same over PATCH; dropping a number releases its drum.
    const patched = await alice.rest('PATCH', `/api/pickup-requests/${booked.pickupRequest.databaseId}`, {
      drums: [{ drumSpecId: world.woodSpec.id, quantity: 2, drumNumbers: ['BK-1', 'BK-3'] }],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.pickupRequest.drums[0].drumNumbers).toEqual(['BK-1', 'BK-3']);
    const after = Object.fromEntries((await listed(alice, { search: 'BK' })).map((drum) => [drum.number, drum.status]));
    expect(after).toEqual({ 'BK-1': 'BOOKED', 'BK-2': 'ON_SITE', 'BK-3': 'BOOKED' });
    const bad = await alice.rest('PATCH', `/api/pickup-requests/${booked.pickupRequest.databaseId}`, {
      drums: [{ drumSpecId: world.woodSpec.id, quantity: 2, drumNumbers: ['EVE-1'] }],
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('drums.0.drumNumbers.0');
  });

  it('books over POST /api/drums/batch too', async () => {
    await deliver(['BATCH-1']);
    const created = await postBatch(
      alice,
      await validBatch(world.woodSpec.id, {
        drums: [{ drumSpecId: world.woodSpec.id, quantity: 1, drumNumbers: ['batch-1'] }],
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await listed(alice, { search: 'BATCH-1' }))[0].status).toBe('BOOKED');
  });

  it('answers Drums on site with each booked drum’s request, in the same few statements however many drums it lists', async () => {
    // The web's own document (web/persisted-documents.json): numbers, specifications with their
    // types, clocks, and the request a drum is booked on.
    const document = Object.values(
      JSON.parse(readFileSync('web/persisted-documents.json', 'utf8')) as Record<string, string>,
    ).find((text) => text.startsWith('query DrumsOnSiteRouteQuery'))!;
    type OnSite = {
      number: string;
      drumSpec: { drumType: { name: string } };
      pickupRequest: { referenceNumberFormatted: string } | null;
    };
    const read = async () => {
      const { result, statements } = await countQueries(t.app.services.db, () =>
        alice.gql<{ drums: { edges: { node: OnSite }[] } }>(document),
      );
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      // Each statement by the table it reads rows of (a relational query's outermost is aliased d0).
      const tables = statements.map(({ text }) => (/"(\w+)" as "d0"/.exec(text) ?? /from "(\w+)"/.exec(text))?.[1]);
      const requests = statements.filter(({ text }) => /"pickup_requests" as "d0"/.test(text)).map(({ text }) => text);
      return { drums: result.data!.drums.edges.map((edge) => edge.node), tables: tables.sort(), requests };
    };
    const before = await read();
    await deliver(['MANY-1', 'MANY-2', 'MANY-3', 'MANY-4', 'MANY-5']);
    const booked = await book([{ quantity: 2, drumNumbers: ['MANY-1', 'MANY-2'] }]);
    const after = await read();
    expect(after.drums.length).toBe(before.drums.length + 5);
    const byNumber = new Map(after.drums.map((drum) => [drum.number, drum]));
    expect(byNumber.get('MANY-1')!.pickupRequest).toMatchObject({
      referenceNumberFormatted: formatReferenceNumber(booked.pickupRequest.databaseId),
    });
    expect(byNumber.get('MANY-3')!.pickupRequest).toBeNull();
    expect(byNumber.get('MANY-3')!.drumSpec.drumType.name).toBe('wood');
    // The session and the page, which carries the specifications and their types, its count, and
    // what the list shows of each drum's request (its id, reference and status): no statement per
    // drum, nor one for the types, the count or the requests.
    expect(after.tables).toEqual(['drums', 'sessions']);
    expect(before.tables).toEqual(['drums', 'sessions']);
    expect(after.requests).toEqual([]);

    // A caller asking for more of the request gets it, in one statement for the page's requests too.
    const { result, statements } = await countQueries(t.app.services.db, () =>
      alice.gql<{
        drums: {
          edges: { node: { number: string; pickupRequest: { totalDrums: number; zoneName: string | null } | null } }[];
        };
      }>(
        `{ drums(first: 100, statuses: [BOOKED]) { edges { node { number pickupRequest { referenceNumberFormatted totalDrums messageCount zoneName } } } } }`,
      ),
    );
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    const many1 = result.data!.drums.edges.find((edge) => edge.node.number === 'MANY-1')!.node;
    expect(many1.pickupRequest).toMatchObject({ totalDrums: 2 });
    expect(statements.filter(({ text }) => /"pickup_requests" as "d0"/.test(text))).toHaveLength(1);
  });

  it('shows each listed drum the request it is booked on, drums of different requests side by side', async () => {
    // The rows of one list share their place in the answer (server/execution/compiler.ts); each
    // drum's request is still its own, down to what its lines sum to.
    await deliver(['SIDE-1', 'SIDE-2', 'SIDE-3']);
    const one = await book([{ quantity: 1, drumNumbers: ['SIDE-1'] }]);
    const three = await book([{ quantity: 3, drumNumbers: ['SIDE-2', 'SIDE-3'] }]);
    const result = await alice.gql<{
      drums: {
        edges: { node: { number: string; pickupRequest: { referenceNumberFormatted: string; totalDrums: number } } }[];
      };
    }>(
      `{ drums(first: 100, search: "SIDE", statuses: [BOOKED]) { edges { node { number pickupRequest { referenceNumberFormatted totalDrums } } } } }`,
    );
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    const requestOf = Object.fromEntries(result.data!.drums.edges.map(({ node }) => [node.number, node.pickupRequest]));
    expect(requestOf).toEqual({
      'SIDE-1': { referenceNumberFormatted: formatReferenceNumber(one.pickupRequest.databaseId), totalDrums: 1 },
      'SIDE-2': { referenceNumberFormatted: formatReferenceNumber(three.pickupRequest.databaseId), totalDrums: 3 },
      'SIDE-3': { referenceNumberFormatted: formatReferenceNumber(three.pickupRequest.databaseId), totalDrums: 3 },
    });
  });

  it('collects by number: returned in each condition, a missing one stays on the site, an unbooked one found is added', async () => {
    await deliver(['C-FULL', 'C-DAMAGED', 'C-SCRAP', 'C-MISSING', 'C-EXTRA']);
    const booked = await book([{ quantity: 4, drumNumbers: ['C-FULL', 'C-DAMAGED', 'C-SCRAP', 'C-MISSING'] }]);
    const id = booked.pickupRequest.databaseId as number;
    // Sent, scheduled with the hauler and confirmed.
    await t.app.services.db
      .update(pickupRequests)
      .set({
        status: 'pickup_scheduled',
        assignedTransportCompanyId: hauler.hauler.id,
        scheduledPickupDate: new Date(Date.now() + DAY),
        confirmedAt: new Date(),
      })
      .where(eq(pickupRequests.id, id));
    // The hauler now sees the drums on its pickup.
    expect((await listed(driver, { search: 'C-' })).map((drum) => drum.number).sort()).toEqual([
      'C-DAMAGED',
      'C-FULL',
      'C-MISSING',
      'C-SCRAP',
    ]);
    const collected = await driver.rest('PATCH', `/api/transport/pickup-requests/${id}/complete`, {
      drums: [
        { number: 'C-FULL', condition: 'FULL' },
        { number: 'c-damaged', condition: 'MINOR_DAMAGE' },
        { number: 'C-SCRAP', condition: 'SCRAP' },
        { number: 'C-EXTRA', condition: 'FULL' },
      ],
    });
    expect(collected.status, JSON.stringify(collected.body)).toBe(200);
    const state = Object.fromEntries(
      (await listed(alice, { search: 'C-' })).map((drum) => [drum.number, [drum.status, drum.history[0]]]),
    );
    expect(state['C-FULL']).toEqual(['RETURNED', expect.objectContaining({ condition: 'FULL' })]);
    expect(state['C-DAMAGED']).toEqual(['RETURNED', expect.objectContaining({ condition: 'MINOR_DAMAGE' })]);
    expect(state['C-SCRAP']).toEqual(['RETURNED', expect.objectContaining({ condition: 'SCRAP' })]);
    expect(state['C-MISSING']).toEqual(['ON_SITE', expect.objectContaining({ returnedAt: null })]);
    expect(state['C-EXTRA']).toEqual(['RETURNED', expect.objectContaining({ condition: 'FULL' })]);
    // Drums on site asks for what is still at the site, booked or not.
    const stillThere = await listed(alice, { search: 'C-', statuses: ['ON_SITE', 'BOOKED'] });
    expect(stillThere.map((drum) => drum.number)).toEqual(['C-MISSING']);
    expect(await listed(alice, { search: 'C-', statuses: [] })).toEqual([]);
    const restStill = await alice.rest('GET', '/api/tracked-drums?status=ON_SITE,booked&search=C-');
    expect(restStill.status, JSON.stringify(restStill.body)).toBe(200);
    expect(restStill.body.drums.map((drum: { number: string }) => drum.number)).toEqual(['C-MISSING']);
    // The counts follow from the numbers: 2 full (one beyond the declaration), 1 damaged, 1 scrap, 1 missing.
    const collection = await t.app.services.db.query.pickupCollections.findFirst({
      where: { pickupRequestId: id },
      with: { lines: true },
    });
    expect(collection!.lines[0]).toMatchObject({ full: 2, minorDamage: 1, scrap: 1, missing: 0 });

    // Another company's drum cannot be collected onto this request.
    const again = await book([{ quantity: 1, drumNumbers: [] }]);
    await t.app.services.db
      .update(pickupRequests)
      .set({ status: 'pickup_scheduled', assignedTransportCompanyId: hauler.hauler.id, confirmedAt: new Date() })
      .where(eq(pickupRequests.id, again.pickupRequest.databaseId));
    const foreign = await driver.rest(
      'PATCH',
      `/api/transport/pickup-requests/${again.pickupRequest.databaseId}/complete`,
      {
        drums: [{ number: 'EVE-1', condition: 'FULL' }],
      },
    );
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(foreign.body)).toContain('drums.0.number');
    const badCondition = await driver.rest(
      'PATCH',
      `/api/transport/pickup-requests/${again.pickupRequest.databaseId}/complete`,
      { drums: [{ number: 'C-MISSING', condition: 'LOST' }] },
    );
    expect(badCondition.status).toBe(400);
  });

  it('starts a second stint when a returned drum is delivered again, keeping the first in its history', async () => {
    await deliver(['C-FULL'], { deliveryNote: 'SECOND' });
    const [drum] = await listed(alice, { search: 'C-FULL' });
    expect(drum).toMatchObject({ status: 'ON_SITE', deliveryNote: 'SECOND' });
    expect(drum.history).toEqual([
      expect.objectContaining({ status: 'ON_SITE', returnedAt: null }),
      expect.objectContaining({ status: 'RETURNED', condition: 'FULL' }),
    ]);
  });
});
