// Bulk actions: a batch of 50 with 3 illegal items answers per item; all-or-nothing changes
// nothing, best effort changes the other 47; the statements grow only by each item's writes.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  pickupRequestImages,
  pickupRequests,
  transportCompanies,
  transportCompanyZones,
  users,
  webhookDeliveries,
} from '../../db/schema';
import { createWebhookEndpoint } from '../../services/webhooks/endpoints';
import { countQueries as countStatements } from '../../test/support/countQueries';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { MemoryStorage } from '../../services/uploads/storage';
import { pickupState, setUpPickupWorld, STOCKHOLM } from '../../test/support/pickups';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
let admin: TestClient;
let alice: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
  [admin, alice] = await Promise.all([t.signIn('admin@example.com'), t.signIn(world.alice.email)]);
});
afterAll(() => t?.close());

/** `dated` requests awaiting confirmation and `collected` ones, which cannot be confirmed. */
async function insertBatch(dated: number, collected: number) {
  const rows = await t.app.services.db
    .insert(pickupRequests)
    .values(
      Array.from({ length: dated + collected }, (_, index) => ({
        status: index < dated ? ('ready_for_pickup' as const) : ('collected' as const),
        address: `Bulkgatan ${index}`,
        ...STOCKHOLM,
        zoneId: world.zone.id,
        userId: world.alice.id,
        returnerCompanyId: world.firstCompany.id,
        confirmedAt: new Date(),
        scheduledPickupDate: new Date('2099-05-05T08:00:00.000Z'),
        scheduledAt: new Date(),
        hasLoadingCapability: true,
      })),
    )
    .returning();
  return rows.map((row) => row.id);
}

const countQueries = <T>(run: () => Promise<T>) => countStatements(t.app.services.db, run);

const BULK = `mutation($input: BulkPickupActionInput!) {
  bulkPickupAction(input: $input) { applied changedCount results { databaseId ok status error { code message } } } }`;

const bulk = (client: TestClient, ids: number[], action: string, extra: Record<string, unknown> = {}) =>
  client.gql(BULK, { input: { action, ids: ids.map((id) => encodeGlobalID('PickupRequest', id)), ...extra } });

describe('bulk pickup actions', () => {
  it('all or nothing: 50 with 3 illegal answers per item and changes nothing', async () => {
    const ids = [...(await insertBatch(47, 0)), ...(await insertBatch(0, 3))];
    const before = await pickupState(t);
    const response = await bulk(admin, ids, 'CONFIRM');
    const outcome = response.data.bulkPickupAction;
    expect(outcome).toMatchObject({ applied: false, changedCount: 0 });
    expect(outcome.results).toHaveLength(50);
    const refused = outcome.results.filter((item: { error: { code: string } }) => item.error.code === 'CONFLICT');
    expect(refused.map((item: { databaseId: number }) => item.databaseId)).toEqual(ids.slice(47));
    expect(
      outcome.results.filter((item: { error: { code: string } }) => item.error.code === 'NOT_APPLIED'),
    ).toHaveLength(47);
    expect(await pickupState(t)).toEqual(before);
    const events = await t.app.services.db.select().from(auditEvents).where(inArray(auditEvents.pickupRequestId, ids));
    expect(events).toEqual([]);
  });

  it('best effort: the other 47 are confirmed, each with its event; the 3 say why not', async () => {
    const ids = [...(await insertBatch(47, 0)), ...(await insertBatch(0, 3))];
    const response = await bulk(admin, ids, 'CONFIRM', { bestEffort: true });
    const outcome = response.data.bulkPickupAction;
    expect(outcome).toMatchObject({ applied: true, changedCount: 47 });
    expect(
      outcome.results
        .slice(0, 47)
        .every((item: { ok: boolean; status: string }) => item.ok && item.status === 'pickup_scheduled'),
    ).toBe(true);
    expect(
      outcome.results.slice(47).map((item: { ok: boolean; error: { code: string } }) => [item.ok, item.error.code]),
    ).toEqual([
      [false, 'CONFLICT'],
      [false, 'CONFLICT'],
      [false, 'CONFLICT'],
    ]);
    const rows = await t.app.services.db.select().from(pickupRequests).where(inArray(pickupRequests.id, ids));
    expect(rows.filter((row) => row.status === 'pickup_scheduled')).toHaveLength(47);
    const events = await t.app.services.db.select().from(auditEvents).where(inArray(auditEvents.pickupRequestId, ids));
    expect(events).toHaveLength(47);
  });

  it('reads are batched: 50 items cost only 45 items’ more writes than 5', async () => {
    const five = await insertBatch(5, 0);
    const fifty = await insertBatch(50, 0);
    const small = await countQueries(() => bulk(admin, five, 'CONFIRM'));
    const large = await countQueries(() => bulk(admin, fifty, 'CONFIRM'));
    expect(small.result.data.bulkPickupAction.changedCount).toBe(5);
    expect(large.result.data.bulkPickupAction.changedCount).toBe(50);
    // Per item: the update, its status_changed event and the company's notifications.
    expect(large.queries - small.queries).toBe(45 * 3);
  });

  it('with webhook endpoints listening, still reads them once: each item adds only its delivery', async () => {
    const db = t.app.services.db;
    // Deliveries are not sent here: the worker's polls would count as statements of the action.
    await t.app.webhooks.stop();
    const [hauler] = await db
      .insert(transportCompanies)
      .values({ name: 'Webhook Hauler', organizationNumber: '556677-2468' })
      .returning();
    await db.insert(transportCompanyZones).values({ transportCompanyId: hauler.id, zoneId: world.zone.id });
    const events = ['pickup_request.confirmed'] as const;
    await createWebhookEndpoint(
      db,
      world.alice.id,
      { kind: 'admin' },
      { url: 'https://example.com/a', events: [...events] },
    );
    await createWebhookEndpoint(
      db,
      world.alice.id,
      { kind: 'transport', companyId: hauler.id },
      { url: 'https://example.com/t', events: [...events] },
    );
    const five = await insertBatch(5, 0);
    const fifty = await insertBatch(50, 0);
    const small = await countQueries(() => bulk(admin, five, 'CONFIRM'));
    const large = await countQueries(() => bulk(admin, fifty, 'CONFIRM'));
    expect(large.result.data.bulkPickupAction.changedCount).toBe(50);
    // Per item: the update, its event, the notifications and one insert of its deliveries.
    expect(large.queries - small.queries).toBe(45 * 4);
    expect(await db.$count(webhookDeliveries)).toBe(2 * 55);
  });

  it('schedules and deletes in bulk over REST, the spec’s admin batch path', async () => {
    const ids = await insertBatch(3, 0);
    const scheduled = await admin.rest('POST', '/api/admin/drums/batch', {
      action: 'schedule',
      ids,
      scheduledPickupDate: '2099-06-01T07:00:00.000Z',
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body).toMatchObject({ applied: true, changedCount: 3 });
    const storage = t.app.services.storage as MemoryStorage;
    for (const id of ids) {
      await storage.put(`pickups/${id}.png`, Buffer.from('image'));
      await storage.put(`pickups/${id}-thumb.webp`, Buffer.from('thumb'));
      await t.app.services.db.insert(pickupRequestImages).values({
        pickupRequestId: id,
        storageKey: `pickups/${id}.png`,
        thumbnailKey: `pickups/${id}-thumb.webp`,
        filename: 'drums.png',
        contentType: 'image/png',
        isPrimary: true,
      });
    }
    const deleted = await admin.rest('POST', '/api/admin/pickup-requests/bulk', { action: 'delete', ids });
    expect(deleted.body).toMatchObject({ applied: true, changedCount: 3 });
    expect(await t.app.services.db.select().from(pickupRequests).where(inArray(pickupRequests.id, ids))).toEqual([]);
    // The photos' files go with their requests.
    for (const id of ids) {
      expect(storage.files.has(`pickups/${id}.png`)).toBe(false);
      expect(storage.files.has(`pickups/${id}-thumb.webp`)).toBe(false);
    }
  });

  it('is the admin’s alone, and bounded', async () => {
    const ids = await insertBatch(2, 0);
    const before = await pickupState(t);
    expect((await alice.rest('POST', '/api/admin/pickup-requests/bulk', { action: 'cancel', ids })).status).toBe(403);
    expect((await bulk(alice, ids, 'CANCEL')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const tooMany = await admin.rest('POST', '/api/admin/pickup-requests/bulk', {
      action: 'cancel',
      ids: Array.from({ length: 101 }, (_, index) => index + 1),
    });
    expect(tooMany).toMatchObject({ status: 400, body: { error: 'At most 100 requests at once' } });
    expect(await pickupState(t)).toEqual(before);
  });
});

describe('bulk user actions', () => {
  it('approves several pending registrations at once; a missing one keeps all-or-nothing from applying', async () => {
    const [first, second] = await Promise.all([t.createUser({ approved: false }), t.createUser({ approved: false })]);
    const refused = await admin.rest('POST', '/api/admin/users/bulk', {
      action: 'approve',
      ids: [first.id, second.id, 999_999],
    });
    expect(refused.body).toMatchObject({ applied: false, changedCount: 0 });
    const approved = await admin.rest('POST', '/api/admin/users/bulk', {
      action: 'approve',
      ids: [first.id, second.id],
    });
    expect(approved.body).toMatchObject({ applied: true, changedCount: 2 });
    const rows = await t.app.services.db
      .select()
      .from(users)
      .where(inArray(users.id, [first.id, second.id]));
    expect(rows.every((row) => row.approved)).toBe(true);
    await t.mailTo(first.email, 'approved');
    expect((await alice.rest('POST', '/api/admin/users/bulk', { action: 'reject', ids: [first.id] })).status).toBe(403);
  });
});
