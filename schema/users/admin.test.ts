import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, returnerCompanies, transportCompanies } from '../../db/schema';
import { USER_RULE_MESSAGES } from '../../domain/users';
import { createTestApp, type TestApp, type TestClient, userByEmail } from '../../test/support/harness';

let t: TestApp;
let admin: TestClient;
let companyId: number;
let haulierId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@example.com');
  [{ id: companyId }] = await t.app.services.db
    .insert(returnerCompanies)
    .values({ name: 'Cable Crew AB', organizationNumber: '556677-8899' })
    .returning();
  [{ id: haulierId }] = await t.app.services.db
    .insert(transportCompanies)
    .values({ name: 'Haul AB', organizationNumber: '111111-2222' })
    .returning();
});
afterAll(() => t?.close());

const userCount = async () => (await t.app.services.db.query.users.findMany({ columns: { id: true } })).length;

describe('pending registrations', () => {
  it('approve lets a pending returner in to approved-only data, notifies and mails them', async () => {
    const pending = await t.createUser({ role: 'returner', approved: false, returnerCompanyId: companyId });
    const before = await t.signIn(pending.email);
    expect((await before.rest('GET', '/api/drum-types')).status).toBe(403);

    const list = await admin.rest('GET', '/api/users/pending');
    expect(list.status).toBe(200);
    expect(list.body.users.map((u: { id: number }) => u.id)).toContain(pending.id);

    const approved = await admin.rest('POST', `/api/users/${pending.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.user).toMatchObject({ id: pending.id, approved: true });

    const client = await t.signIn(pending.email);
    const drumTypes = await client.rest('GET', '/api/drum-types');
    expect(drumTypes.status).toBe(200);
    expect(drumTypes.body.drumTypes.length).toBeGreaterThan(0);

    const mine = await client.rest('GET', '/api/notifications');
    expect(mine.body.notifications[0].message).toBe('Your account has been approved. You can now use Drum Returns.');
    expect((await t.mailTo(pending.email, 'approved')).text).toContain('/login');
    expect((await admin.rest('GET', '/api/users/pending')).body.users.map((u: { id: number }) => u.id)).not.toContain(
      pending.id,
    );
  });

  it('reject deletes the account (and refuses an approved one)', async () => {
    const pending = await t.createUser({ approved: false });
    const rejected = await admin.rest('DELETE', `/api/admin/reject-user/${pending.id}`);
    expect(rejected.status).toBe(200);
    expect(await userByEmail(t.app, pending.email)).toBeUndefined();
    expect(
      (await t.client().rest('POST', '/api/auth/login', { email: pending.email, password: 'secret123' })).status,
    ).toBe(401);

    const active = await t.createUser({ approved: true });
    const refused = await admin.rest('DELETE', `/api/admin/reject-user/${active.id}`);
    expect(refused.status).toBe(409);
    expect(await userByEmail(t.app, active.email)).toBeDefined();
    expect((await admin.rest('DELETE', '/api/admin/reject-user/999999')).status).toBe(404);
  });

  it('mark reviewed approves a registration (docs/specification.md section 4), notifies and mails them, over REST and GraphQL', async () => {
    const pending = await t.createUser({ approved: false });
    const reviewed = await admin.rest('POST', `/api/admin/mark-user-reviewed/${pending.id}`);
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.user).toMatchObject({ id: pending.id, approved: true, reviewed: true });
    const result = await admin.gql('{ pendingUsers(first: 50) { totalCount edges { node { databaseId } } } }');
    expect(
      result.data.pendingUsers.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId),
    ).not.toContain(pending.id);
    const client = await t.signIn(pending.email);
    expect((await client.rest('GET', '/api/drum-types')).status).toBe(200);
    const mine = await client.rest('GET', '/api/notifications');
    expect(mine.body.notifications[0].message).toBe('Your account has been approved. You can now use Drum Returns.');
    expect((await t.mailTo(pending.email, 'approved')).text).toContain('/login');

    const other = await t.createUser({ approved: false });
    const viaGraphql = await admin.gql(
      'mutation($id: ID!) { markUserReviewed(input: { id: $id }) { user { approved reviewed } } }',
      { id: encodeGlobalID('User', other.id) },
    );
    expect(viaGraphql.data.markUserReviewed.user).toEqual({ approved: true, reviewed: true });
    expect((await t.mailTo(other.email, 'approved')).text).toContain('/login');
    expect((await admin.rest('POST', '/api/admin/mark-user-reviewed/2147483648')).status).toBe(404);
  });
});

describe('create, edit and delete users', () => {
  it('creates a verified returner who can log in, and a transporter tied to a transport company', async () => {
    const created = await admin.rest('POST', '/api/users', {
      name: 'Nina New',
      email: 'Nina@Example.com',
      password: 'secret1',
      role: 'returner',
      approved: true,
      returnerCompanyId: companyId,
    });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      email: 'nina@example.com',
      role: 'returner',
      approved: true,
      returnerCompanyId: companyId,
      returnerCompanyName: 'Cable Crew AB',
    });
    expect(
      (await t.client().rest('POST', '/api/auth/login', { email: 'nina@example.com', password: 'secret1' })).status,
    ).toBe(200);

    const transporter = await admin.gql(
      `mutation($i: CreateUserInput!) { createUser(input: $i) { __typename ... on UserPayload { user { role transportCompanyName returnerCompanyId } } } }`,
      {
        i: {
          name: 'Tom Truck',
          email: 'tom@example.com',
          password: 'secret1',
          role: 'transporter',
          transportCompanyId: encodeGlobalID('TransportCompany', haulierId),
          returnerCompanyId: encodeGlobalID('ReturnerCompany', companyId),
        },
      },
    );
    expect(transporter.data.createUser.user).toEqual({
      role: 'transporter',
      transportCompanyName: 'Haul AB',
      returnerCompanyId: null,
    });
  });

  it.each([
    ['name missing', { name: '  ' }, 'name', 'Name is required'],
    ['email invalid', { email: 'not-an-email' }, 'email', 'Valid email is required'],
    ['password short', { password: '12345' }, 'password', 'Password must be at least 6 characters'],
    ['role unknown', { role: 'superuser' }, 'role', 'Role must be returner, transporter or admin'],
    [
      'returner company not positive',
      { returnerCompanyId: 0 },
      'returnerCompanyId',
      'Returner company must be a positive integer',
    ],
    [
      'transporter without company',
      { role: 'transporter' },
      'transportCompanyId',
      'A transporter needs a transport company',
    ],
    ['email taken', { email: 'admin@example.com' }, 'email', 'An account with this email already exists'],
  ])('create refuses %s with the spec message and creates nothing', async (_label, change, field, message) => {
    const before = await userCount();
    const response = await admin.rest('POST', '/api/users', {
      name: 'Val Id',
      email: 'val@example.com',
      password: 'secret1',
      role: 'returner',
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body.issues).toContainEqual({ field, message });
    expect(await userCount()).toBe(before);
  });

  it('edit changes fields and active; bad values change nothing; an admin cannot demote themself', async () => {
    const user = await t.createUser({ approved: false, name: 'Old Name' });
    const edited = await admin.rest('PATCH', `/api/users/${user.id}`, {
      name: 'New Name',
      active: false,
      approved: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.user).toMatchObject({ name: 'New Name', active: false, approved: true });

    const bad = await admin.rest('PATCH', `/api/users/${user.id}`, { name: '', email: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'email', message: 'Valid email is required' },
    ]);
    expect((await userByEmail(t.app, user.email))?.name).toBe('New Name');

    const self = (await userByEmail(t.app, 'admin@example.com'))!;
    expect((await admin.rest('PATCH', `/api/users/${self.id}`, { role: 'returner' })).status).toBe(409);
    expect((await admin.rest('DELETE', `/api/users/${self.id}`)).status).toBe(409);
  });

  it('an admin may not demote, deactivate, delete or reject themself: one rule, one message', async () => {
    const self = (await userByEmail(t.app, 'admin@example.com'))!;
    const refusals = [
      await admin.rest('PATCH', `/api/users/${self.id}`, { role: 'returner' }),
      await admin.rest('PATCH', `/api/users/${self.id}`, { active: false }),
      await admin.rest('DELETE', `/api/users/${self.id}`),
      await admin.rest('DELETE', `/api/admin/reject-user/${self.id}`),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(409);
      expect(refusal.body).toEqual({ error: USER_RULE_MESSAGES.notYourself, code: 'CONFLICT' });
    }
    expect(await userByEmail(t.app, 'admin@example.com')).toMatchObject({ role: 'admin', active: true });
    // Editing anything else of their own account is fine.
    expect((await admin.rest('PATCH', `/api/users/${self.id}`, { phoneNumber: '08-123' })).status).toBe(200);
  });

  it('delete removes the account; the list answers {users}', async () => {
    const user = await t.createUser();
    expect((await admin.rest('DELETE', `/api/users/${user.id}`)).status).toBe(200);
    expect(await userByEmail(t.app, user.email)).toBeUndefined();
    const list = await admin.rest('GET', '/api/users');
    expect(list.body.users.every((u: { id: unknown }) => typeof u.id === 'number')).toBe(true);
  });

  it('approval through GraphQL uses global ids and notifies once', async () => {
    const pending = await t.createUser({ approved: false });
    const id = encodeGlobalID('User', pending.id);
    await admin.gql('mutation($i: UserIdInput!) { approveUser(input: $i) { user { approved } } }', { i: { id } });
    await admin.gql('mutation($i: UserIdInput!) { approveUser(input: $i) { user { approved } } }', { i: { id } });
    const rows = await t.app.services.db.select().from(notifications);
    expect(rows.filter((n) => n.userId === pending.id)).toHaveLength(1);
  });
});
