// Calendar feeds: each company's members and admins see a private ICS URL that
// works without a session and lists the company's scheduled pickups; rotating it revokes the old
// URL; nobody else sees or rotates it.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pickupRequests,
  transportCompanies,
  transportCompanyContacts,
  transportCompanyZones,
  users,
} from '../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestClient } from '../test/support/harness';
import { postBatch, setUpPickupWorld, validBatch } from '../test/support/pickups';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let alice: TestClient;
let eve: TestClient;
let admin: TestClient;
let driver: TestClient;
let haulerId: number;
let scheduledId: number;
let unscheduledId: number;
let scheduledDrums: number;

const FEED_URL = `query Feed($id: ID!) {
  node(id: $id) { ... on ReturnerCompany { calendarFeedUrl } ... on TransportCompany { calendarFeedUrl } } }`;
const ROTATE = `mutation Rotate($input: RotateCalendarFeedInput!) {
  rotateCalendarFeed(input: $input) { companyId calendarFeedUrl } }`;
const returnerGid = (id: number) => encodeGlobalID('ReturnerCompany', id);
const transportGid = (id: number) => encodeGlobalID('TransportCompany', id);

async function feedUrlOf(client: TestClient, id: string): Promise<string | null | undefined> {
  const result = await client.gql<{ node: { calendarFeedUrl: string | null } | null }>(FEED_URL, { id });
  return result.data?.node?.calendarFeedUrl;
}

/** The feed as a calendar app gets it: no cookie, no session. */
async function fetchFeed(url: string) {
  const response = await t.client().raw('GET', url.slice(TEST_ORIGIN.length));
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  [alice, eve, admin] = await Promise.all([
    t.signIn(world.alice.email),
    t.signIn(world.eve.email),
    t.signIn('admin@example.com'),
  ]);
  const db = t.app.services.db;
  const [hauler] = await db
    .insert(transportCompanies)
    .values({ name: 'Hauler AB', organizationNumber: '556677-8899' })
    .returning();
  haulerId = hauler.id;
  const driverUser = await t.createUser({ role: 'transporter', transportCompanyId: hauler.id });
  driver = await t.signIn(driverUser.email);
  const scheduled = await postBatch(alice, await validBatch(world.woodSpec.id, { address: 'Kungsgatan 5, Stockholm' }));
  const unscheduled = await postBatch(alice, await validBatch(world.woodSpec.id, { address: 'Drottninggatan 9' }));
  scheduledId = scheduled.body.pickupRequest.id;
  scheduledDrums = scheduled.body.pickupRequest.totalDrums;
  unscheduledId = unscheduled.body.pickupRequest.id;
  await db
    .update(pickupRequests)
    .set({
      status: 'pickup_scheduled',
      scheduledPickupDate: new Date('2099-03-04T07:00:00Z'),
      assignedTransportCompanyId: hauler.id,
    })
    .where(eq(pickupRequests.id, scheduledId));
});
afterAll(() => t?.close());

describe('calendar feeds', () => {
  it('gives a returner its company’s feed: an .ics URL that works without a session and lists scheduled pickups', async () => {
    const url = await feedUrlOf(alice, returnerGid(world.firstCompany.id));
    expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/api/calendar/[0-9a-f]{64}\\.ics$`));
    const feed = await fetchFeed(url!);
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^text\/calendar/);
    expect(feed.text).toContain('BEGIN:VCALENDAR');
    expect(feed.text).toContain(`pickup-request-${scheduledId}@`);
    expect(feed.text).toContain('Kungsgatan 5');
    expect(feed.text).toContain(
      `SUMMARY:Drum pickup PR-${String(scheduledId).padStart(6, '0')}: ${scheduledDrums} drums`,
    );
    expect(feed.text).toContain(`/returns?scrollTo=${scheduledId}`);
    expect(feed.text).toContain('DTSTART:20990304T070000Z');
    // Not yet scheduled: not in the calendar.
    expect(feed.text).not.toContain(`pickup-request-${unscheduledId}@`);
  });

  it('ends every line with CRLF, the last one too, and counts one drum as "1 drum"', async () => {
    const single = await postBatch(
      alice,
      await validBatch(world.woodSpec.id, {
        address: 'Vasagatan 1',
        drums: [{ drumSpecId: world.woodSpec.id, quantity: 1 }],
      }),
    );
    const singleId = single.body.pickupRequest.id as number;
    await t.app.services.db
      .update(pickupRequests)
      .set({
        status: 'pickup_scheduled',
        scheduledPickupDate: new Date('2099-03-05T07:00:00Z'),
        assignedTransportCompanyId: haulerId,
      })
      .where(eq(pickupRequests.id, singleId));
    const feed = await fetchFeed((await feedUrlOf(alice, returnerGid(world.firstCompany.id)))!);
    expect(feed.text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed.text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(feed.text).toContain(`SUMMARY:Drum pickup PR-${String(singleId).padStart(6, '0')}: 1 drum\r\n`);
    await t.app.services.db.update(pickupRequests).set({ status: 'cancelled' }).where(eq(pickupRequests.id, singleId));
  });

  it('gives the transport company the pickups assigned to it, and another company’s feed none of them', async () => {
    const url = await feedUrlOf(driver, transportGid(haulerId));
    expect((await fetchFeed(url!)).text).toContain(`pickup-request-${scheduledId}@`);
    const evesUrl = await feedUrlOf(eve, returnerGid(world.secondCompany.id));
    const evesFeed = await fetchFeed(evesUrl!);
    expect(evesFeed.status).toBe(200);
    expect(evesFeed.text).not.toContain('pickup-request-');
  });

  it('follows the schedule: a date set with a local offset is that instant in UTC, and clear schedule removes it', async () => {
    const db = t.app.services.db;
    await db.insert(transportCompanyZones).values({ transportCompanyId: haulerId, zoneId: world.zone.id });
    const [contact] = await db
      .insert(transportCompanyContacts)
      .values({ transportCompanyId: haulerId, name: 'Dana Driver' })
      .returning();
    const created = await postBatch(alice, await validBatch(world.woodSpec.id, { address: 'Sveavägen 20' }));
    const id = created.body.pickupRequest.id;
    expect((await alice.rest('POST', `/api/drums/${id}/finalize`)).status).toBe(200);
    const event = `pickup-request-${id}@`;
    const feeds = [
      await feedUrlOf(alice, returnerGid(world.firstCompany.id)),
      await feedUrlOf(driver, transportGid(haulerId)),
    ];

    // 09:30 in Stockholm's summer time (UTC+2) is 07:30 UTC: every calendar app shows the local 09:30.
    const scheduled = await driver.rest('PATCH', `/api/transport/pickup-requests/${id}/schedule`, {
      scheduledPickupDate: '2099-05-06T09:30:00+02:00',
      assignedContactPersonId: contact.id,
    });
    expect(scheduled.status).toBe(200);
    for (const url of feeds) {
      const events = (await fetchFeed(url!)).text.split('BEGIN:VEVENT').slice(1);
      const ours = events.find((block) => block.includes(`UID:${event}`));
      expect(ours).toContain('DTSTART:20990506T073000Z');
    }

    const cleared = await driver.rest('PATCH', `/api/transport/pickup-requests/${id}/clear-schedule`);
    expect(cleared.status).toBe(200);
    for (const url of feeds) expect((await fetchFeed(url!)).text).not.toContain(event);
  });

  it('shows the feed to admins, and to nobody of another company or role', async () => {
    expect(await feedUrlOf(admin, returnerGid(world.firstCompany.id))).toBe(
      await feedUrlOf(alice, returnerGid(world.firstCompany.id)),
    );
    expect(await feedUrlOf(eve, returnerGid(world.firstCompany.id))).toBeUndefined();
    expect(await feedUrlOf(driver, returnerGid(world.firstCompany.id))).toBeUndefined();
    expect(await feedUrlOf(alice, transportGid(haulerId))).toBeUndefined();
  });

  it('rotates a feed: the old URL answers 404 at once, the new one works', async () => {
    const old = await feedUrlOf(alice, returnerGid(world.firstCompany.id));
    const rotated = await alice.gql(ROTATE, { input: { companyId: returnerGid(world.firstCompany.id) } });
    expect(rotated.errors).toBeUndefined();
    const fresh = rotated.data.rotateCalendarFeed.calendarFeedUrl as string;
    expect(fresh).not.toBe(old);
    expect(rotated.data.rotateCalendarFeed.companyId).toBe(returnerGid(world.firstCompany.id));
    expect(await feedUrlOf(alice, returnerGid(world.firstCompany.id))).toBe(fresh);
    expect((await fetchFeed(old!)).status).toBe(404);
    expect((await fetchFeed(fresh)).status).toBe(200);
  });

  it('refuses to rotate another company’s feed as if it did not exist, and changes nothing', async () => {
    const before = await feedUrlOf(admin, returnerGid(world.firstCompany.id));
    for (const [client, id] of [
      [eve, returnerGid(world.firstCompany.id)],
      [driver, returnerGid(world.firstCompany.id)],
      [alice, transportGid(haulerId)],
      [alice, returnerGid(999_999)],
      [alice, encodeGlobalID('PickupRequest', scheduledId)],
    ] as const) {
      const refused = await client.gql(ROTATE, { input: { companyId: id } });
      expect(refused.errors?.[0].extensions?.code, id).toBe('NOT_FOUND');
    }
    expect(await feedUrlOf(admin, returnerGid(world.firstCompany.id))).toBe(before);
    // A user deactivated since: no session at all, refused before anything runs.
    await t.app.services.db.update(users).set({ active: false }).where(eq(users.id, world.eve.id));
    expect(
      (await eve.gql(ROTATE, { input: { companyId: returnerGid(world.secondCompany.id) } })).errors?.[0].extensions
        ?.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('answers 404, never an error, for a feed path that names nothing', async () => {
    for (const path of [
      `/api/calendar/${'0'.repeat(64)}.ics`,
      '/api/calendar/not-a-secret.ics',
      `/api/calendar/${'a'.repeat(64)}`,
      `/api/calendar/${'%00'.repeat(10)}.ics`,
      `/api/calendar/${'x'.repeat(100_000)}.ics`,
    ]) {
      const response = await t.client().raw('GET', path);
      expect(response.status, path.slice(0, 60)).toBe(404);
    }
  });
});
