// Zone thresholds and route mails: crossing a company's threshold sends exactly one
// mail through the outbox, with the stops in route order; evaluating again, or twice at once,
// sends nothing new; a reschedule puts a request back in play; a request outside every zone never
// counts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drumSpecs,
  mailOutbox,
  pickupRequests,
  routeDispatches,
  transportCompanies,
  transportCompanyContacts,
  transportCompanyZones,
} from '../db/schema';
import { postBatch, setUpPickupWorld, validBatch } from '../test/support/pickups';
import { createTestApp, type TestApp, type TestClient } from '../test/support/harness';
import { greatCircleMetres } from '../domain/routing';
import { evaluateAllZones, evaluateCompanyZone } from './routeDispatch';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let alice: TestClient;
let admin: TestClient;
let haulerId: number;

const THRESHOLD = 10;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  const db = t.app.services.db;
  await db.update(drumSpecs).set({ weight: 120, transportVolume: 1.5 }).where(eq(drumSpecs.id, world.woodSpec.id));
  const [hauler] = await db
    .insert(transportCompanies)
    .values({ name: 'Haulers AB', organizationNumber: '555555-1111', depotLatitude: 59.3, depotLongitude: 17.95 })
    .returning();
  haulerId = hauler.id;
  await db
    .insert(transportCompanyZones)
    .values({ transportCompanyId: hauler.id, zoneId: world.zone.id, minPickupThreshold: THRESHOLD });
  await db.insert(transportCompanyContacts).values([
    { transportCompanyId: hauler.id, name: 'Dispatch desk', email: 'dispatch@haulers.example' },
    { transportCompanyId: hauler.id, name: 'No mail' },
  ]);
  await t.createUser({
    role: 'transporter',
    transportCompanyId: hauler.id,
    returnerCompanyId: null,
    email: 'driver@haulers.example',
  });
  alice = await t.signIn(world.alice.email);
  admin = await t.signIn('admin@example.com');
});
afterAll(() => t?.close());

/** A submitted request of `drums` wood drums at a point (inside the Stockholm zone unless moved). */
async function submitted(drums: number, at: { lat: number; lng: number }, address: string) {
  const created = await postBatch(
    alice,
    await validBatch(world.woodSpec.id, {
      drums: [{ drumSpecId: world.woodSpec.id, quantity: drums }],
      latitude: String(at.lat),
      longitude: String(at.lng),
      address,
      requiresCraneTruck: 'true',
      transporterComments: `Gate at ${address}`,
    }),
  );
  const id = created.body.pickupRequest.id as number;
  const finalized = await alice.rest('POST', `/api/drums/${id}/finalize`);
  expect(finalized.status).toBe(200);
  return id;
}

/** The route mails in the order they were queued (a table read without an order has none on PostgreSQL). */
const routeMails = async () =>
  (await t.app.services.db.select().from(mailOutbox).orderBy(mailOutbox.id)).filter((mail) =>
    mail.subject.startsWith('Route ready'),
  );

describe('route mails', () => {
  it('sends one mail to the contacts with an email and the transporter users once the threshold is reached', async () => {
    const first = await submitted(4, { lat: 59.35, lng: 18.1 }, 'Östermalm 1');
    expect(await routeMails()).toEqual([]);
    const second = await submitted(3, { lat: 59.25, lng: 17.95 }, 'Södermalm 2');
    expect(await routeMails()).toEqual([]);
    // Outside every zone: never counted, never mailed.
    await submitted(50, { lat: 62, lng: 15 }, 'Far away 9');
    expect(await routeMails()).toEqual([]);
    const third = await submitted(3, { lat: 59.3, lng: 18.0 }, 'Centrum 3');

    const mails = await routeMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual(['dispatch@haulers.example', 'driver@haulers.example']);
    const [mail] = mails;
    expect(mail.subject).toBe('Route ready: 10 drums in Zone 1 - Stockholm (3 stops)');
    // The stops come in the shortest round from the depot (59.3, 17.95): checked against every order.
    const ref = (id: number) => `PR-${String(id).padStart(6, '0')}`;
    const at: Record<string, { lat: number; lng: number }> = {
      [ref(first)]: { lat: 59.35, lng: 18.1 },
      [ref(second)]: { lat: 59.25, lng: 17.95 },
      [ref(third)]: { lat: 59.3, lng: 18.0 },
    };
    const depot = { lat: 59.3, lng: 17.95 };
    const round = (refs: string[]) =>
      [depot, ...refs.map((r) => at[r]), depot].reduce(
        (sum, point, index, all) => (index ? sum + greatCircleMetres(all[index - 1], point) : 0),
        0,
      );
    const order = [...mail.text.matchAll(/^\d\. (PR-\d{6})/gm)].map((match) => match[1]);
    expect(order.sort()).toEqual(Object.keys(at).sort());
    const mailed = [...mail.text.matchAll(/^\d\. (PR-\d{6})/gm)].map((match) => match[1]);
    const permutations = (items: string[]): string[][] =>
      items.length <= 1
        ? [items]
        : items.flatMap((item, i) =>
            permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
          );
    const best = Math.min(...permutations(Object.keys(at)).map(round));
    expect(round(mailed)).toBeCloseTo(best, 3);
    expect(mail.text).toContain('4 drums (4 wood); 480 kg, 6 m³');
    expect(mail.text).toContain('- Crane truck is needed for pickup');
    expect(mail.text).toContain('Comments: Gate at Östermalm 1');
    const mapLink = mail.text.match(/Open the route in a map: (\S+)/)![1];
    expect(mapLink.split('/').filter((part) => /^\d+\.\d+,\d+\.\d+$/.test(part))).toHaveLength(5);
    expect(mail.text).toMatch(
      /Schedule the stops in the portal: http:\/\/localhost:3000\/transport-dashboard\?tab=routes&route=\d+/,
    );
    expect(mail.html).toContain('<ol');

    // Evaluating again (a restart's sweep, another instance) sends nothing new.
    expect(await evaluateAllZones(t.app.services)).toEqual([]);
    const [a, b] = await Promise.all([
      evaluateCompanyZone(t.app.services, haulerId, world.zone.id),
      evaluateCompanyZone(t.app.services, haulerId, world.zone.id),
    ]);
    expect([a, b]).toEqual([null, null]);
    expect(await routeMails()).toHaveLength(2);
  });

  it('mails a request again after it was scheduled and put back, once the threshold is reached again', async () => {
    const db = t.app.services.db;
    const waiting = await db.query.pickupRequests.findMany({
      where: { zoneId: world.zone.id, status: 'ready_for_pickup' },
      columns: { id: true },
    });
    const [one] = waiting;
    // Scheduled: it leaves the waiting drums; cleared: it waits again, and a new round may include it.
    const when = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    expect(
      (await admin.rest('PATCH', `/api/transport/pickup-requests/${one.id}/schedule`, { scheduledPickupDate: when }))
        .status,
    ).toBe(200);
    expect((await admin.rest('PATCH', `/api/transport/pickup-requests/${one.id}/clear-schedule`)).status).toBe(200);
    // Alone it is below the threshold (4 or 3 drums): nothing yet.
    expect(await routeMails()).toHaveLength(2);
    await submitted(8, { lat: 59.32, lng: 18.05 }, 'Gamla stan 4');
    const mails = await routeMails();
    expect(mails).toHaveLength(4);
    expect(mails[2].subject).toMatch(/\(2 stops\)$/);
    const dispatches = await db.select().from(routeDispatches).orderBy(routeDispatches.id);
    expect(dispatches).toHaveLength(2);
  });

  it('shows the route to its company’s transporter only, and schedules all its waiting stops at once', async () => {
    const db = t.app.services.db;
    const driver = await t.signIn('driver@haulers.example');
    const [otherHauler] = await db
      .insert(transportCompanies)
      .values({ name: 'Other Haulers AB', organizationNumber: '555555-3333' })
      .returning();
    const outsiderUser = await t.createUser({
      role: 'transporter',
      transportCompanyId: otherHauler.id,
      returnerCompanyId: null,
    });
    const outsider = await t.signIn(outsiderUser.email);
    const query = `{ routeProposals { id databaseId totalDrums distanceKm drivingMinutes mapUrl
      zone { name } stops { position reference latitude longitude totalDrums siteInformation waiting } } }`;
    const proposals = (await driver.gql(query)).data.routeProposals;
    expect(proposals.length).toBeGreaterThan(0);
    const [latest] = proposals;
    expect(latest.stops.map((stop: { position: number }) => stop.position)).toEqual(
      latest.stops.map((_: unknown, index: number) => index + 1),
    );
    expect(latest.stops.every((stop: { waiting: boolean }) => stop.waiting)).toBe(true);
    expect((await outsider.gql(query)).data.routeProposals).toEqual([]);
    expect((await alice.gql(query)).data.routeProposals).toEqual([]);

    const schedule = `mutation($input: ScheduleRouteInput!) { scheduleRoute(input: $input) {
      __typename ... on ScheduleRoutePayload { scheduledCount pickupRequests { status scheduledPickupDate assignedTransportCompanyId } } } }`;
    const when = new Date(Date.now() + 4 * 24 * 3600 * 1000).toISOString();
    const refused = await outsider.gql(schedule, { input: { id: latest.id, scheduledPickupDate: when } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const done = await driver.gql(schedule, { input: { id: latest.id, scheduledPickupDate: when } });
    expect(done.errors).toBeUndefined();
    expect(done.data.scheduleRoute.scheduledCount).toBe(latest.stops.length);
    for (const request of done.data.scheduleRoute.pickupRequests)
      expect(request).toMatchObject({
        status: 'ready_for_pickup',
        scheduledPickupDate: when,
        assignedTransportCompanyId: haulerId,
      });
    // Scheduled: the route no longer waits, and scheduling it again is refused.
    const after = (await driver.gql(query)).data.routeProposals;
    expect(after.map((proposal: { id: string }) => proposal.id)).not.toContain(latest.id);
    const again = await driver.gql(schedule, { input: { id: latest.id, scheduledPickupDate: when } });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    // Admins see the dispatch history and the progress per zone.
    const zones =
      await admin.gql(`{ zones { edges { node { name thresholdProgress { transportCompanyName threshold waitingDrums }
      routeDispatches { databaseId totalDrums transportCompanyName } } } } }`);
    const stockholm = zones.data.zones.edges
      .map((edge: { node: { name: string } }) => edge.node)
      .find((zone: { name: string }) => zone.name === 'Stockholm');
    expect(stockholm.thresholdProgress).toEqual([
      { transportCompanyName: 'Haulers AB', threshold: THRESHOLD, waitingDrums: expect.any(Number) },
    ]);
    expect(stockholm.routeDispatches.length).toBe(2);
    expect(
      (await driver.gql(`{ zones { edges { node { thresholdProgress { threshold } } } } }`)).errors?.length,
    ).toBeGreaterThan(0);
  });

  it('refuses a depot off the globe by field, over REST and GraphQL, and keeps the stored one', async () => {
    const rest = await admin.rest('PATCH', `/api/admin/transport-companies/${haulerId}`, { depotLatitude: 91 });
    expect(rest.status).toBe(400);
    expect(rest.body.issues).toContainEqual({
      field: 'depotLatitude',
      message: 'Depot latitude must be between -90 and 90',
    });
    const gql = await admin.gql(
      `mutation($input: UpdateTransportCompanyInput!) { updateTransportCompany(input: $input) {
        __typename ... on ValidationError { issues { field message } } } }`,
      { input: { id: encodeGlobalID('TransportCompany', haulerId), depotLongitude: -181 } },
    );
    expect(gql.data.updateTransportCompany.issues).toContainEqual({
      field: 'depotLongitude',
      message: 'Depot longitude must be between -180 and 180',
    });
    const stored = await t.app.services.db.query.transportCompanies.findFirst({ where: { id: haulerId } });
    expect(stored).toMatchObject({ depotLatitude: 59.3, depotLongitude: 17.95 });
  });

  it('lets the threshold change trigger a round for what is waiting', async () => {
    const db = t.app.services.db;
    await submitted(2, { lat: 59.33, lng: 18.07 }, 'Norrmalm 5');
    expect(await routeMails()).toHaveLength(4);
    const response = await admin.rest('PATCH', `/api/admin/transport-companies/${haulerId}`, {
      servedZones: [{ zoneId: world.zone.id, minPickupThreshold: 2 }],
    });
    expect(response.status).toBe(200);
    expect(await routeMails()).toHaveLength(6);
    await db.update(pickupRequests).set({ status: 'cancelled' }).where(eq(pickupRequests.address, 'Norrmalm 5'));
  });
});
