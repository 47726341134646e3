// The REST contract of docs/specification.md section 7 at its edges: zones as zoneDefinition, unknown body keys
// refused by name, ids outside the database's range answered as missing. Nothing is stored on refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupRequests, zones } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@example.com');
});
afterAll(() => t?.close());

const square = (lat: number, lng: number) => [
  { lat: lat - 0.1, lng: lng - 0.1 },
  { lat: lat - 0.1, lng: lng + 0.1 },
  { lat: lat + 0.1, lng: lng + 0.1 },
  { lat: lat + 0.1, lng: lng - 0.1 },
];
const zoneCount = async () => (await t.app.services.db.select({ id: zones.id }).from(zones)).length;
const storedZone = async (id: number) => t.app.services.db.query.zones.findFirst({ where: { id } });

describe('zones over REST as zoneDefinition (docs/specification.md section 3)', () => {
  it('stores a zoneDefinition polygon, answers it as zoneDefinition and puts requests inside into the zone', async () => {
    const [inside] = await t.app.services.db
      .insert(pickupRequests)
      .values({ address: 'Inside 1', latitude: 40.5, longitude: 10.5, status: 'ready_for_pickup' })
      .returning();
    const created = await admin.rest('POST', '/api/zones', {
      name: 'Defined',
      zoneNumber: 3,
      zoneDefinition: { type: 'polygon', coordinates: square(40.5, 10.5) },
    });
    expect(created.status).toBe(201);
    expect(created.body.zone.zoneDefinition).toEqual({ type: 'polygon', coordinates: square(40.5, 10.5) });
    expect(created.body.zone).not.toHaveProperty('boundary');
    expect((await storedZone(created.body.zone.id))!.boundary).toEqual(square(40.5, 10.5));
    const request = await t.app.services.db.query.pickupRequests.findFirst({ where: { id: inside.id } });
    expect(request!.zoneId).toBe(created.body.zone.id);

    const listed = await admin.rest('GET', '/api/zones');
    const zone = listed.body.zones.find((z: { id: number }) => z.id === created.body.zone.id);
    expect(zone.zoneDefinition).toEqual({ type: 'polygon', coordinates: square(40.5, 10.5) });
    expect(zone).not.toHaveProperty('boundary');
  });

  it('takes geometry as an alias, on create and update; a zone cannot lose its boundary', async () => {
    const created = await admin.rest('POST', '/api/zones', {
      name: 'Geometry',
      geometry: { type: 'polygon', coordinates: square(41, 11) },
    });
    expect(created.status).toBe(201);
    const id = created.body.zone.id;
    expect((await storedZone(id))!.boundary).toEqual(square(41, 11));
    const moved = await admin.rest('PATCH', `/api/zones/${id}`, {
      zoneDefinition: { type: 'polygon', coordinates: square(42, 12) },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.zone.zoneDefinition.coordinates).toEqual(square(42, 12));
    const cleared = await admin.rest('PATCH', `/api/zones/${id}`, { geometry: null });
    expect(cleared.status).toBe(400);
    expect(cleared.body.issues).toEqual([{ field: 'geometry', message: 'At least 4 points required for a zone' }]);
    expect((await storedZone(id))!.boundary).toEqual(square(42, 12));
  });

  it.each([
    ['a wrong type', { zoneDefinition: { type: 'circle', coordinates: square(1, 1) } }, 'zoneDefinition'],
    ['a bare list', { zoneDefinition: square(1, 1) }, 'zoneDefinition'],
    ['a text', { geometry: 'POLYGON((1 1))' }, 'geometry'],
    ['coordinates not a list', { zoneDefinition: { type: 'polygon', coordinates: 'x' } }, 'zoneDefinition'],
    [
      'an unknown key inside',
      { zoneDefinition: { type: 'polygon', coordinates: square(1, 1), srid: 4326 } },
      'zoneDefinition.srid',
    ],
    ['both names', { zoneDefinition: { type: 'polygon', coordinates: square(1, 1) }, geometry: null }, 'geometry'],
  ])('refuses %s with 400 naming the field and stores nothing', async (_label, change, field) => {
    const before = await zoneCount();
    const response = await admin.rest('POST', '/api/zones', { name: 'Bad', ...change });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
    expect(response.body.issues.map((issue: { field: string }) => issue.field)).toContain(field);
    expect(await zoneCount()).toBe(before);
  });

  it.each([
    ['no boundary at all', {}],
    ['a null zoneDefinition', { zoneDefinition: null }],
    [
      'two points (clicks on the zoom control)',
      { zoneDefinition: { type: 'polygon', coordinates: square(1, 1).slice(0, 2) } },
    ],
  ])('refuses a zone with %s: a zone needs its polygon', async (_label, boundary) => {
    const before = await zoneCount();
    const response = await admin.rest('POST', '/api/zones', { name: 'Unbounded', zoneNumber: 4, ...boundary });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      { field: 'zoneDefinition', message: 'At least 4 points required for a zone' },
    ]);
    expect(await zoneCount()).toBe(before);
  });

  it("names zoneDefinition in the spec's polygon messages", async () => {
    const before = await zoneCount();
    const response = await admin.rest('POST', '/api/zones', {
      name: 'Three',
      zoneDefinition: { type: 'polygon', coordinates: square(1, 1).slice(0, 3) },
    });
    expect(response.status).toBe(400);
    expect(response.body.issues).toContainEqual({
      field: 'zoneDefinition',
      message: 'At least 4 points required for a zone',
    });
    expect(await zoneCount()).toBe(before);
  });
});

describe('unknown body keys are refused by name', () => {
  it('POST /api/zones with a key outside the contract answers 400 and stores nothing', async () => {
    const before = await zoneCount();
    const response = await admin.rest('POST', '/api/zones', { name: 'Typo', zoneNumbr: 5 });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ field: 'zoneNumbr', message: 'Unknown field' }],
    });
    expect(typeof response.body.error).toBe('string');
    expect(await zoneCount()).toBe(before);
  });

  it('PATCH refuses an unknown key and changes nothing', async () => {
    const created = await admin.rest('POST', '/api/returner-companies', {
      name: 'Keep Name AB',
      organizationNumber: '123456-7890',
    });
    expect(created.status).toBe(201);
    const patched = await admin.rest('PATCH', `/api/returner-companies/${created.body.company.id}`, {
      name: 'Changed AB',
      vatNumber: 'SE1',
    });
    expect(patched.status).toBe(400);
    expect(patched.body.issues).toEqual([{ field: 'vatNumber', message: 'Unknown field' }]);
    const stored = await t.app.services.db.query.returnerCompanies.findFirst({
      where: { id: created.body.company.id },
    });
    expect(stored!.name).toBe('Keep Name AB');
  });

  it('login, register, profile and users refuse unknown keys; documented ignored keys still pass', async () => {
    const login = await t.client().rest('POST', '/api/auth/login', {
      email: 'admin@example.com',
      password: 'x',
      remember: true,
    });
    expect(login.status).toBe(400);
    expect(login.body.issues).toEqual([{ field: 'remember', message: 'Unknown field' }]);

    const registration = {
      name: 'Reg Ister',
      email: 'reg.ister@example.com',
      phoneNumber: '+46701234567',
      password: 'secret123',
      confirmPassword: 'secret123',
      companyName: 'Reg AB',
      companyOrgNumber: '123456-7890',
    };
    const refused = await t.client().rest('POST', '/api/auth/register', { ...registration, isAdmin: true });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ field: 'isAdmin', message: 'Unknown field' }]);
    expect(await t.app.services.db.query.users.findFirst({ where: { email: registration.email } })).toBeUndefined();
    // role is in the spec's registration payload ("fixed to returner"): accepted and ignored.
    const registered = await t.client().rest('POST', '/api/auth/register', { ...registration, role: 'admin' });
    expect(registered.status).toBe(201);
    expect(await t.app.services.db.query.users.findFirst({ where: { email: registration.email } })).toMatchObject({
      role: 'returner',
    });

    const profile = await admin.rest('PATCH', '/api/profile', { division: 'North', email: 'x@example.com' });
    expect(profile.status).toBe(400);
    expect(profile.body.issues).toEqual([{ field: 'email', message: 'Unknown field' }]);

    const users = await admin.rest('POST', '/api/users', {
      name: 'Extra Key',
      email: 'extra.key@example.com',
      password: 'secret123',
      role: 'returner',
      isAdmin: true,
    });
    expect(users.status).toBe(400);
    expect(users.body.issues).toEqual([{ field: 'isAdmin', message: 'Unknown field' }]);
    expect(
      await t.app.services.db.query.users.findFirst({ where: { email: 'extra.key@example.com' } }),
    ).toBeUndefined();
  });
});

describe('ids outside the database range', () => {
  const ids = ['2147483648', '9223372036854775808', '9223372036854775807', 'abc', '0', '-1', '1e3'];
  const paths = (id: string) => [
    ['GET', `/api/images/${id}`],
    ['GET', `/api/pickup-requests/${id}`],
    ['PATCH', `/api/pickup-requests/${id}`],
    ['DELETE', `/api/drums/${id}`],
    ['POST', `/api/drums/${id}/finalize`],
    ['PATCH', `/api/users/${id}`],
    ['DELETE', `/api/users/${id}`],
    ['POST', `/api/users/${id}/approve`],
    ['POST', `/api/admin/mark-user-reviewed/${id}`],
    ['DELETE', `/api/admin/reject-user/${id}`],
    ['PATCH', `/api/zones/${id}`],
    ['DELETE', `/api/zones/${id}`],
    ['PATCH', `/api/admin/transport-companies/contacts/${id}`],
    ['GET', `/api/admin/transport-companies/${id}/contacts`],
    ['PATCH', `/api/drum-specs/${id}`],
    ['PATCH', `/api/notifications/${id}/read`],
  ];
  it.each(ids)('%s answers 404 JSON on every path, never 500', async (id) => {
    for (const [method, path] of paths(id)) {
      const response = await admin.rest(
        method as 'GET',
        path,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect([method, path, response.status]).toEqual([method, path, 404]);
      expect(response.body.code).toBe('NOT_FOUND');
    }
  });
});
