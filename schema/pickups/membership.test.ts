import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, setUser, type TestApp } from '../../test/support/harness';
import { photo, postBatch, setUpPickupWorld, validBatch } from '../../test/support/pickups';

let t: TestApp;
let world: Awaited<ReturnType<typeof setUpPickupWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  world = await setUpPickupWorld(t);
});
afterAll(() => t?.close());

async function draftBy(email: string) {
  const client = await t.signIn(email);
  const response = await postBatch(client, await validBatch(world.woodSpec.id, { images: [await photo()] }));
  expect(response.status).toBe(201);
  return { client, id: response.body.pickupRequest.id as number };
}

describe('company membership decides access to requests', () => {
  it('a returner taken out of its company loses the company’s requests, even its own', async () => {
    const mover = await t.createUser({ name: 'Mona Mover', returnerCompanyId: world.firstCompany.id });
    const { client, id } = await draftBy(mover.email);
    const admin = await t.signIn('admin@example.com');
    expect((await admin.rest('PATCH', `/api/users/${mover.id}`, { returnerCompanyId: null })).status).toBe(200);
    expect((await t.app.services.db.query.users.findFirst({ where: { id: mover.id } }))?.returnerCompanyId).toBeNull();

    const moved = await t.signIn(mover.email);
    expect((await moved.rest('GET', `/api/pickup-requests/${id}`)).status).toBe(404);
    expect((await moved.rest('DELETE', `/api/drums/${id}`)).status).toBe(404);
    expect((await moved.rest('GET', '/api/drums')).body.drums.map((d: { id: number }) => d.id)).not.toContain(id);
    const colleague = await t.signIn(world.bob.email);
    expect((await colleague.rest('GET', `/api/pickup-requests/${id}`)).status).toBe(200);
    void client;
  });

  it('requests made without a company join the company an admin assigns', async () => {
    const loner = await t.createUser({ name: 'Lars Loner', returnerCompanyId: null });
    const { client, id } = await draftBy(loner.email);
    expect((await client.rest('GET', `/api/pickup-requests/${id}`)).status).toBe(200);
    const bob = await t.signIn(world.bob.email);
    expect((await bob.rest('GET', `/api/pickup-requests/${id}`)).status).toBe(404);

    const admin = await t.signIn('admin@example.com');
    expect(
      (await admin.rest('PATCH', `/api/users/${loner.id}`, { returnerCompanyId: world.firstCompany.id })).status,
    ).toBe(200);
    const row = await t.app.services.db.query.pickupRequests.findFirst({ where: { id } });
    expect(row?.returnerCompanyId).toBe(world.firstCompany.id);
    expect((await bob.rest('GET', `/api/pickup-requests/${id}`)).status).toBe(200);
    expect((await (await t.signIn(loner.email)).rest('GET', `/api/pickup-requests/${id}`)).status).toBe(200);
  });

  it('a user whose approval was withdrawn still gets /api/auth/me, without requests', async () => {
    const paused = await t.createUser({ name: 'Paula Paused', returnerCompanyId: world.firstCompany.id });
    await draftBy(paused.email);
    await setUser(t.app, paused.id, { approved: false } satisfies Partial<typeof users.$inferInsert>);
    const me = await (await t.signIn(paused.email)).rest('GET', '/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ approved: false, drums: [] });
  });
});
