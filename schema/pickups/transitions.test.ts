// Every (status, action, role) of docs/specification.md section 4 through GraphQL and REST alike: an allowed
// action changes exactly the documented columns (every other column as it was), writes a
// status_changed event and, where the table says so, notifies the returner's company; a refused
// one answers 404 / 403 / 409 and changes nothing. The expectations are written out here, by
// hand, from the spec, not read from domain/transitions.ts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  notifications,
  pickupRequestImages,
  pickupRequests,
  transportCompanies,
  transportCompanyContacts,
  transportCompanyZones,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { setUpHauler, setUpPickupWorld } from '../../test/support/pickups';

type Row = typeof pickupRequests.$inferSelect;
type Fixture = 'draft' | 'ready' | 'dated' | 'scheduled' | 'collected' | 'cancelled';
type Action =
  | 'submit'
  | 'schedule'
  | 'clearSchedule'
  | 'confirm'
  | 'markCollected'
  | 'abort'
  | 'cancel'
  | 'rollbackToReady'
  | 'rollbackToScheduled';
type Role = 'admin' | 'transporter' | 'returner';
type Outcome = 200 | 403 | 404 | 409;

const T0 = new Date('2026-11-01T08:00:00.000Z');
const PICKUP_DATE = new Date('2099-03-01T07:30:00.000Z');
const NEW_PICKUP_DATE = new Date('2099-04-02T09:15:00.000Z');
const NOW = Symbol('a time during this test');

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let haulerId: number;
let contactId: number;
let clients: Record<Role, TestClient>;
let startedAt: Date;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  const { hauler, contact, driver } = await setUpHauler(t, world);
  haulerId = hauler.id;
  contactId = contact.id;
  clients = {
    admin: await t.signIn('admin@example.com'),
    transporter: await t.signIn(driver.email),
    returner: await t.signIn(world.alice.email),
  };
  startedAt = new Date();
});
afterAll(() => t?.close());

/** The request in each state, as the lifecycle leaves it (docs/decisions.md). */
function fixtureColumns(fixture: Fixture): Partial<Row> {
  const submitted = { confirmedAt: T0 };
  const dated = {
    ...submitted,
    scheduledAt: T0,
    scheduledPickupDate: PICKUP_DATE,
    assignedTransportCompanyId: haulerId,
    assignedContactPersonId: contactId,
  };
  const confirmed = { ...dated, acknowledgedAt: T0 };
  switch (fixture) {
    case 'draft':
      return { status: 'draft' };
    case 'ready':
      return { status: 'ready_for_pickup', ...submitted };
    case 'dated':
      return { status: 'ready_for_pickup', ...dated };
    case 'scheduled':
      return { status: 'pickup_scheduled', ...confirmed };
    case 'collected':
      return { status: 'collected', ...confirmed, collectedAt: T0 };
    case 'cancelled':
      return { status: 'cancelled', ...confirmed, cancelledAt: T0 };
  }
}

async function insertFixture(fixture: Fixture): Promise<Row> {
  const db = t.app.services.db;
  const [row] = await db
    .insert(pickupRequests)
    .values({
      address: `${fixture} street 1`,
      userId: world.alice.id,
      returnerCompanyId: world.firstCompany.id,
      zoneId: world.zone.id,
      hasLoadingCapability: true,
      createdAt: T0,
      updatedAt: T0,
      ...fixtureColumns(fixture),
    })
    .returning();
  await db.insert(pickupRequestImages).values({
    pickupRequestId: row.id,
    storageKey: `k/${row.id}.png`,
    thumbnailKey: `k/${row.id}-thumb.webp`,
    filename: 'drums.png',
    contentType: 'image/png',
    isPrimary: true,
  });
  return row;
}

const ACTION_ROLES: Record<Action, Role[]> = {
  submit: ['returner', 'admin'],
  schedule: ['admin', 'transporter'],
  clearSchedule: ['admin', 'transporter'],
  confirm: ['admin'],
  markCollected: ['admin', 'transporter'],
  abort: ['admin'],
  cancel: ['admin'],
  rollbackToReady: ['admin'],
  rollbackToScheduled: ['admin'],
};

const NO_SCHEDULE = {
  scheduledAt: null,
  scheduledPickupDate: null,
  assignedTransportCompanyId: null,
  assignedContactPersonId: null,
};

/**
 * docs/specification.md section 4 and docs/decisions.md: from which states each action goes, and the columns it
 * writes (NOW: the time of the call). A state not listed answers 409.
 */
function documentedChanges(action: Action, fixture: Fixture, role: Role): Partial<Record<keyof Row, unknown>> | null {
  switch (action) {
    case 'submit':
      return fixture === 'draft' ? { status: 'ready_for_pickup', confirmedAt: NOW } : null;
    case 'schedule':
      if (!['ready', 'dated', 'scheduled'].includes(fixture)) return null;
      return {
        scheduledPickupDate: NEW_PICKUP_DATE,
        scheduledAt: NOW,
        assignedTransportCompanyId: haulerId,
        // The admin names the contact; a transporter schedules for its own company without one.
        assignedContactPersonId: role === 'admin' ? contactId : null,
      };
    case 'clearSchedule':
      return fixture === 'dated' ? { ...NO_SCHEDULE } : null;
    case 'confirm':
      return fixture === 'dated' ? { status: 'pickup_scheduled', acknowledgedAt: NOW } : null;
    case 'markCollected':
      return fixture === 'scheduled' ? { status: 'collected', collectedAt: NOW } : null;
    case 'abort':
      return fixture === 'scheduled' ? { status: 'ready_for_pickup', ...NO_SCHEDULE, acknowledgedAt: null } : null;
    case 'cancel':
      return ['draft', 'ready', 'dated', 'scheduled'].includes(fixture)
        ? { status: 'cancelled', cancelledAt: NOW }
        : null;
    case 'rollbackToReady':
      return ['scheduled', 'collected', 'cancelled'].includes(fixture)
        ? {
            status: 'ready_for_pickup',
            ...NO_SCHEDULE,
            acknowledgedAt: null,
            collectedAt: null,
            cancelledAt: null,
          }
        : null;
    case 'rollbackToScheduled':
      return ['collected', 'cancelled'].includes(fixture)
        ? { status: 'pickup_scheduled', collectedAt: null, cancelledAt: null }
        : null;
  }
}

/** A returner does not see cancelled requests; a transporter does not see drafts (not offered). */
function visible(fixture: Fixture, role: Role): boolean {
  if (role === 'returner') return fixture !== 'cancelled';
  if (role === 'transporter') return fixture !== 'draft';
  return true;
}

function expectedOutcome(action: Action, fixture: Fixture, role: Role): Outcome {
  if (!visible(fixture, role)) return 404;
  if (!ACTION_ROLES[action].includes(role)) return 403;
  return documentedChanges(action, fixture, role) ? 200 : 409;
}

const NOTIFYING: Action[] = ['schedule', 'confirm', 'markCollected', 'abort'];

const GRAPHQL: Record<Action, { field: string; input: (id: string, role: Role) => Record<string, unknown> }> = {
  submit: { field: 'submitPickupRequest', input: (id) => ({ id }) },
  schedule: {
    field: 'schedulePickup',
    input: (id, role) => ({
      id,
      scheduledPickupDate: NEW_PICKUP_DATE.toISOString(),
      ...(role === 'admin'
        ? {
            assignedTransportCompanyId: encodeGlobalID('TransportCompany', haulerId),
            assignedContactPersonId: encodeGlobalID('TransportCompanyContact', contactId),
          }
        : {}),
    }),
  },
  clearSchedule: { field: 'clearPickupSchedule', input: (id) => ({ id }) },
  confirm: { field: 'confirmPickup', input: (id) => ({ id }) },
  markCollected: { field: 'markPickupCollected', input: (id) => ({ id }) },
  abort: { field: 'abortPickup', input: (id) => ({ id }) },
  cancel: { field: 'cancelPickupRequest', input: (id) => ({ id }) },
  rollbackToReady: { field: 'rollbackPickupRequest', input: (id) => ({ id, targetStatus: 'ready_for_pickup' }) },
  rollbackToScheduled: {
    field: 'rollbackPickupRequest',
    input: (id) => ({ id, targetStatus: 'pickup_scheduled' }),
  },
};

const INPUT_TYPES: Record<string, string> = {
  schedulePickup: 'SchedulePickupInput!',
  rollbackPickupRequest: 'RollbackPickupRequestInput!',
  markPickupCollected: 'MarkPickupCollectedInput!',
};

async function viaGraphql(client: TestClient, action: Action, role: Role, id: number): Promise<Outcome> {
  const { field, input } = GRAPHQL[action];
  const result = await client.gql(
    `mutation($input: ${INPUT_TYPES[field] ?? 'PickupRequestIdInput!'}) { ${field}(input: $input) {
      __typename ... on PickupRequestPayload { pickupRequest { databaseId status } } } }`,
    { input: input(encodeGlobalID('PickupRequest', id), role) },
  );
  if (!result.errors) return 200;
  const code = result.errors[0].extensions?.code;
  return code === 'NOT_FOUND' ? 404 : code === 'FORBIDDEN' ? 403 : code === 'CONFLICT' ? 409 : (500 as never);
}

async function viaRest(client: TestClient, action: Action, role: Role, id: number): Promise<Outcome> {
  const transport = `/api/transport/pickup-requests/${id}`;
  const admin = `/api/admin/pickup-requests/${id}`;
  const calls: Record<Action, [string, string, unknown?]> = {
    submit: ['POST', `/api/drums/${id}/finalize`],
    schedule: [
      'PATCH',
      `${transport}/schedule`,
      {
        scheduledPickupDate: NEW_PICKUP_DATE.toISOString(),
        ...(role === 'admin' ? { assignedTransportCompanyId: haulerId, assignedContactPersonId: contactId } : {}),
      },
    ],
    clearSchedule: ['PATCH', `${transport}/clear-schedule`],
    confirm: ['PATCH', `${transport}/confirm-pickup`],
    markCollected: ['PATCH', `${transport}/complete`],
    abort: ['PATCH', `${admin}/abort`],
    cancel: ['PATCH', `${admin}/cancel`],
    rollbackToReady: ['POST', `${admin}/rollback`, { targetStatus: 'ready_for_pickup' }],
    rollbackToScheduled: ['POST', `${admin}/rollback`, { targetStatus: 'pickup_scheduled' }],
  };
  const [method, path, body] = calls[action];
  const response = await client.rest(method, path, body);
  if (response.status === 200) {
    expect((response.body as { pickupRequest: { id: number } }).pickupRequest.id).toBe(id);
  }
  return response.status as Outcome;
}

const FIXTURES: Fixture[] = ['draft', 'ready', 'dated', 'scheduled', 'collected', 'cancelled'];
const ACTIONS = Object.keys(ACTION_ROLES) as Action[];
const ROLES: Role[] = ['admin', 'transporter', 'returner'];
const CASES = ROLES.flatMap((role) =>
  ACTIONS.flatMap((action) => FIXTURES.map((fixture) => ({ role, action, fixture }))),
);

/** The notifications the returner company's users got of the request (admins hear of sending it). */
const companyNotifications = async (requestId: number) =>
  (
    await t.app.services.db
      .select({ id: notifications.id })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.pickupRequestId, requestId), ne(users.role, 'admin')))
  ).length;

describe.each(['GraphQL', 'REST'] as const)('the transition table over %s', (transport) => {
  it.each(ROLES)('as %s: every action on every status answers as documented and changes exactly that', async (role) => {
    const db = t.app.services.db;
    const seen: string[] = [];
    for (const { action, fixture } of CASES.filter((c) => c.role === role)) {
      const label = `${transport} ${role} ${action} on ${fixture}`;
      const before = await insertFixture(fixture);
      const outcome = await (transport === 'GraphQL' ? viaGraphql : viaRest)(clients[role], action, role, before.id);
      // An admin route answers 403 to any other role before it looks the request up.
      const adminRoute = ['abort', 'cancel', 'rollbackToReady', 'rollbackToScheduled'].includes(action);
      const expected =
        transport === 'REST' && adminRoute && role !== 'admin' ? 403 : expectedOutcome(action, fixture, role);
      expect(outcome, label).toBe(expected);
      const [after] = await db.select().from(pickupRequests).where(eq(pickupRequests.id, before.id));
      const events = await db.select().from(auditEvents).where(eq(auditEvents.pickupRequestId, before.id));
      if (expected !== 200) {
        expect(after, label).toEqual(before);
        expect(events, label).toEqual([]);
        expect(await companyNotifications(before.id), label).toBe(0);
        continue;
      }
      const changes = documentedChanges(action, fixture, role)!;
      for (const column of Object.keys(before) as (keyof Row)[]) {
        if (column === 'updatedAt') continue;
        const want = column in changes ? changes[column] : before[column];
        if (want === NOW) {
          expect((after[column] as Date).getTime(), `${label}: ${column}`).toBeGreaterThanOrEqual(startedAt.getTime());
        } else {
          expect(after[column], `${label}: ${column}`).toEqual(want);
        }
      }
      expect(events, label).toHaveLength(1);
      expect(events[0], label).toMatchObject({
        eventType: 'status_changed',
        eventDetails: { from: before.status, to: after.status },
      });
      // Alice and Bob, the returner company's users, hear of the pickup.
      expect(await companyNotifications(before.id), label).toBe(NOTIFYING.includes(action) ? 2 : 0);
      seen.push(label);
    }
    expect(seen.length).toBeGreaterThan(0);
  });
});

describe('concurrent actions', () => {
  it('two admins confirming and aborting at once: one wins, the other answers 409', async () => {
    const dated = await insertFixture('dated');
    const id = encodeGlobalID('PickupRequest', dated.id);
    const otherAdmin = await t.signIn('admin@example.com');
    const outcomes = await Promise.all([
      clients.admin.rest('PATCH', `/api/transport/pickup-requests/${dated.id}/confirm-pickup`),
      otherAdmin.gql('mutation($input: PickupRequestIdInput!) { confirmPickup(input: $input) { __typename } }', {
        input: { id },
      }),
    ]);
    const restWon = outcomes[0].status === 200;
    const graphqlWon = !outcomes[1].errors;
    expect([restWon, graphqlWon].filter(Boolean)).toHaveLength(1);
    if (!restWon) expect(outcomes[0].status).toBe(409);
    else expect(outcomes[1].errors?.[0].extensions?.code).toBe('CONFLICT');
    const events = await t.app.services.db.select().from(auditEvents).where(eq(auditEvents.pickupRequestId, dated.id));
    expect(events).toHaveLength(1);
  });
});

describe('schedule', () => {
  it('refuses a past date, a contact of another company and a transporter naming another company; changes nothing', async () => {
    const ready = await insertFixture('ready');
    const db = t.app.services.db;
    const [other] = await db
      .insert(transportCompanies)
      .values({ name: 'Other Haul AB', organizationNumber: '555555-2222' })
      .returning();
    const [stranger] = await db
      .insert(transportCompanyContacts)
      .values({ transportCompanyId: other.id, name: 'Stranger' })
      .returning();
    const path = `/api/transport/pickup-requests/${ready.id}/schedule`;
    const past = await clients.admin.rest('PATCH', path, { scheduledPickupDate: '2020-01-01T08:00:00.000Z' });
    expect(past).toMatchObject({ status: 400, body: { error: 'The pickup date cannot be in the past' } });
    const wrongContact = await clients.admin.rest('PATCH', path, {
      scheduledPickupDate: NEW_PICKUP_DATE.toISOString(),
      assignedTransportCompanyId: haulerId,
      assignedContactPersonId: stranger.id,
    });
    expect(wrongContact).toMatchObject({
      status: 400,
      body: { error: 'The contact person must belong to the chosen transport company' },
    });
    const otherCompany = await clients.transporter.rest('PATCH', path, {
      scheduledPickupDate: NEW_PICKUP_DATE.toISOString(),
      assignedTransportCompanyId: other.id,
    });
    expect(otherCompany.status).toBe(403);
    const missing = await clients.admin.rest('PATCH', path, {
      scheduledPickupDate: NEW_PICKUP_DATE.toISOString(),
      assignedTransportCompanyId: 999_999,
    });
    expect(missing.status).toBe(404);
    const [after] = await db.select().from(pickupRequests).where(eq(pickupRequests.id, ready.id));
    expect(after).toEqual(ready);
  });
});

describe('who sees and acts', () => {
  it('a transporter of a company serving the zone sees a new request without assignment; one of another company neither reads nor acts', async () => {
    const db = t.app.services.db;
    const [elsewhere] = await db
      .insert(transportCompanies)
      .values({ name: 'Elsewhere Haul AB', organizationNumber: '555555-3333' })
      .returning();
    const strangerUser = await t.createUser({ role: 'transporter', transportCompanyId: elsewhere.id });
    const stranger = await t.signIn(strangerUser.email);
    const ready = await insertFixture('ready');
    const id = encodeGlobalID('PickupRequest', ready.id);
    const read = `query($id: ID!) { pickupRequest(id: $id) { databaseId allowedActions } }`;

    const serving = await clients.transporter.gql(read, { id });
    expect(serving.data.pickupRequest).toEqual({ databaseId: ready.id, allowedActions: ['SCHEDULE'] });

    expect((await stranger.gql(read, { id })).data.pickupRequest).toBeNull();
    expect((await stranger.rest('GET', `/api/pickup-requests/${ready.id}`)).status).toBe(404);
    const act = await stranger.rest('PATCH', `/api/transport/pickup-requests/${ready.id}/schedule`, {
      scheduledPickupDate: NEW_PICKUP_DATE.toISOString(),
    });
    expect(act.status).toBe(404);
    const viaGraphql = await stranger.gql(
      'mutation($input: SchedulePickupInput!) { schedulePickup(input: $input) { __typename } }',
      { input: { id, scheduledPickupDate: NEW_PICKUP_DATE.toISOString() } },
    );
    expect(viaGraphql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const [after] = await db.select().from(pickupRequests).where(eq(pickupRequests.id, ready.id));
    expect(after).toEqual(ready);

    // Once the serving company schedules it, it is that company's: others serving the zone no longer see it.
    await clients.transporter.rest('PATCH', `/api/transport/pickup-requests/${ready.id}/schedule`, {
      scheduledPickupDate: NEW_PICKUP_DATE.toISOString(),
    });
    await db.insert(transportCompanyZones).values({ transportCompanyId: elsewhere.id, zoneId: world.zone.id });
    const rival = await t.signIn(strangerUser.email);
    expect((await rival.gql(read, { id })).data.pickupRequest).toBeNull();
  });

  it('offers each role the actions the table allows: the admin confirms, the transporter may not', async () => {
    const dated = await insertFixture('dated');
    const id = encodeGlobalID('PickupRequest', dated.id);
    const read = `query($id: ID!) { pickupRequest(id: $id) { allowedActions rollbackTargets } }`;
    expect((await clients.admin.gql(read, { id })).data.pickupRequest).toEqual({
      allowedActions: ['SCHEDULE', 'CLEAR_SCHEDULE', 'CONFIRM', 'CANCEL'],
      rollbackTargets: [],
    });
    expect((await clients.transporter.gql(read, { id })).data.pickupRequest).toEqual({
      allowedActions: ['SCHEDULE', 'CLEAR_SCHEDULE'],
      rollbackTargets: [],
    });
    const collected = await insertFixture('collected');
    const readCollected = await clients.admin.gql(read, { id: encodeGlobalID('PickupRequest', collected.id) });
    expect(readCollected.data.pickupRequest).toEqual({
      allowedActions: ['ROLLBACK'],
      rollbackTargets: ['pickup_scheduled', 'ready_for_pickup'],
    });
  });
});
