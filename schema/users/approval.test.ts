// Approval links a registration to its returner company; admins hear of registrations and of
// requests sent for pickup, and each notification says what it is about.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnerCompanies } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient, userByEmail } from '../../test/support/harness';
import { postBatch, setUpPickupWorld, validBatch } from '../../test/support/pickups';

let t: TestApp;
let admin: TestClient;
let wireWorksId: number;
let otherId: number;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@example.com');
  [{ id: wireWorksId }, { id: otherId }] = await t.app.services.db
    .insert(returnerCompanies)
    .values([
      { name: 'Wire Works AB', organizationNumber: '556123-4567' },
      { name: 'Other AB', organizationNumber: '556000-0001' },
    ])
    .returning();
});
afterAll(() => t?.close());

/** Registers as anyone does, with the organization number of Wire Works AB unless told another. */
async function register(companyOrgNumber = '556123-4567', companyName = 'Wire Works AB') {
  const email = `penny-${++counter}@example.com`;
  const response = await t.client().rest('POST', '/api/auth/register', {
    name: `Penny ${counter}`,
    email,
    phoneNumber: '+46 70 222 33 44',
    password: 'secret1',
    confirmPassword: 'secret1',
    companyName,
    companyOrgNumber,
  });
  expect(response.status).toBe(201);
  return (await userByEmail(t.app, email))!;
}

const userCountOf = async (id: number) =>
  (await admin.rest('GET', '/api/returner-companies')).body.companies.find((c: { id: number }) => c.id === id)
    .userCount as number;

const APPROVE = `mutation($input: UserIdInput!, $returnerCompanyId: ID, $createCompany: Boolean) {
  approveUser(input: $input, returnerCompanyId: $returnerCompanyId, createCompany: $createCompany) {
    user { approved returnerCompanyId returnerCompanyName }
  }
}`;

describe('approval links the returner company', () => {
  it('registration alone joins no existing company; the New Users list shows the match', async () => {
    const before = await userCountOf(wireWorksId);
    const penny = await register();
    expect(penny.returnerCompanyId).toBeNull();
    expect(await userCountOf(wireWorksId)).toBe(before);
    const pending = await admin.gql(
      '{ pendingUsers(first: 100) { edges { node { databaseId matchingReturnerCompany { databaseId name } } } } }',
    );
    const node = pending.data.pendingUsers.edges.find(
      (e: { node: { databaseId: number } }) => e.node.databaseId === penny.id,
    ).node;
    expect(node.matchingReturnerCompany).toEqual({ databaseId: wireWorksId, name: 'Wire Works AB' });
  });

  it('over GraphQL, approving without a choice links the company with the registration’s number', async () => {
    const penny = await register();
    const before = await userCountOf(wireWorksId);
    const result = await admin.gql(APPROVE, { input: { id: encodeGlobalID('User', penny.id) } });
    expect(result.errors).toBeUndefined();
    expect(result.data.approveUser.user).toEqual({
      approved: true,
      returnerCompanyId: wireWorksId,
      returnerCompanyName: 'Wire Works AB',
    });
    expect(await userCountOf(wireWorksId)).toBe(before + 1);
  });

  it('over REST, with no body as before, approving links the match', async () => {
    const penny = await register();
    const approved = await admin.rest('POST', `/api/users/${penny.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.user).toMatchObject({ approved: true, returnerCompanyId: wireWorksId });
  });

  it('links another chosen company, over GraphQL and REST', async () => {
    const first = await register();
    const viaGraphql = await admin.gql(APPROVE, {
      input: { id: encodeGlobalID('User', first.id) },
      returnerCompanyId: encodeGlobalID('ReturnerCompany', otherId),
    });
    expect(viaGraphql.data.approveUser.user.returnerCompanyName).toBe('Other AB');
    const second = await register();
    const viaRest = await admin.rest('POST', `/api/users/${second.id}/approve`, { returnerCompanyId: otherId });
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.user).toMatchObject({ returnerCompanyId: otherId, returnerCompanyName: 'Other AB' });
  });

  it('creates a company from the registration’s name and number', async () => {
    const penny = await register('556999-0000', 'Fresh Cables AB');
    // A new number made its company at registration; the admin may still make another.
    const viaRest = await admin.rest('POST', `/api/users/${penny.id}/approve`, { createCompany: true });
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.user.returnerCompanyName).toBe('Fresh Cables AB');
    expect(viaRest.body.user.returnerCompanyId).not.toBe(penny.returnerCompanyId);
    expect(viaRest.body.user.returnerCompanyOrgNumber).toBe('556999-0000');
  });

  it('refuses hostile company choices, naming the field, and approves nobody', async () => {
    const penny = await register();
    // An id past the database's range, or with a NUL, names no company: missing, as any unknown id.
    for (const returnerCompanyId of [2 ** 63, 'x\u0000'])
      expect((await admin.rest('POST', `/api/users/${penny.id}/approve`, { returnerCompanyId })).status).toBe(404);
    const refusals = [
      { returnerCompanyId: true },
      { createCompany: 'yes' },
      { returnerCompanyId: otherId, createCompany: true },
      { surprise: 1 },
    ];
    for (const body of refusals) {
      const response = await admin.rest('POST', `/api/users/${penny.id}/approve`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.body), JSON.stringify(body)).toMatch(/returnerCompanyId|createCompany|surprise/);
    }
    const graphqlRefusals = [
      encodeGlobalID('TransportCompany', otherId),
      encodeGlobalID('ReturnerCompany', '9223372036854775808'),
      encodeGlobalID('ReturnerCompany', 'x\u0000'),
    ];
    for (const returnerCompanyId of graphqlRefusals) {
      const result = await admin.gql(APPROVE, { input: { id: encodeGlobalID('User', penny.id) }, returnerCompanyId });
      expect(result.errors?.length, returnerCompanyId).toBeGreaterThan(0);
    }
    const stored = await userByEmail(t.app, penny.email);
    expect(stored).toMatchObject({ approved: false, returnerCompanyId: null });
  });

  it('answers 403 to a returner who tries it', async () => {
    const penny = await register();
    const returner = await t.createUser({ role: 'returner', approved: true, returnerCompanyId: otherId });
    const client = await t.signIn(returner.email);
    expect((await client.rest('POST', `/api/users/${penny.id}/approve`, { returnerCompanyId: otherId })).status).toBe(
      403,
    );
  });
});

describe('the approval dialog looks returner companies up as the admin types', () => {
  const SEARCH = `query($search: String) {
    returnerCompanies(search: $search, first: 20) { totalCount edges { node { name organizationNumber } } }
  }`;
  const names = (result: { data?: { returnerCompanies: { edges: { node: { name: string } }[] } } }) =>
    result.data?.returnerCompanies.edges.map((e) => e.node.name);

  it('finds companies by part of the name in any case, or by part of the organization number', async () => {
    const byName = await admin.gql(SEARCH, { search: 'wire WOR' });
    expect(byName.errors).toBeUndefined();
    expect(names(byName)).toEqual(['Wire Works AB']);
    expect(byName.data.returnerCompanies.totalCount).toBe(1);
    expect(names(await admin.gql(SEARCH, { search: '000-00' }))).toEqual(['Other AB']);
    expect(names(await admin.gql(SEARCH, { search: '100%' }))).toEqual([]);
    expect(names(await admin.gql(SEARCH, { search: '  ' }))).toEqual(
      expect.arrayContaining(['Other AB', 'Wire Works AB']),
    );
  });

  it('stays an admin list: a returner gets no companies', async () => {
    const returner = await t.createUser({ role: 'returner', approved: true, returnerCompanyId: otherId });
    const client = await t.signIn(returner.email);
    const result = await client.gql(SEARCH, { search: 'Wire' });
    expect(result.errors?.length).toBeGreaterThan(0);
    expect(result.data?.returnerCompanies ?? null).toBeNull();
  });
});

describe('admins’ notifications lead to what they are about', () => {
  it('a registration notifies each admin, naming the user it is about', async () => {
    const penny = await register();
    const list = await admin.rest('GET', '/api/notifications');
    const about = list.body.notifications.find((n: { aboutUserId: number | null }) => n.aboutUserId === penny.id);
    expect(about).toMatchObject({ kind: 'registration', pickupRequestId: null });
    expect(about.message).toContain(penny.name);
    expect(about.message).toContain('Wire Works AB');
  });

  it('a request sent for pickup notifies the admins, with the request to open', async () => {
    const world = await setUpPickupWorld(t);
    const alice = await t.signIn(world.alice.email);
    const saved = await postBatch(alice, await validBatch(world.woodSpec.id));
    expect(saved.status).toBe(201);
    const id = saved.body.pickupRequest.id as number;
    const kindsFor = async () =>
      (await admin.rest('GET', '/api/notifications')).body.notifications.filter(
        (n: { pickupRequestId: number | null }) => n.pickupRequestId === id,
      );
    // A draft is no news to admins; sending it is.
    expect(await kindsFor()).toEqual([]);
    expect((await alice.rest('POST', `/api/drums/${id}/finalize`)).status).toBe(200);
    const [sent] = await kindsFor();
    expect(sent).toMatchObject({ kind: 'submitted', pickupRequestId: id });
    expect(sent.message).toContain(saved.body.pickupRequest.referenceNumberFormatted);
    const opened = await admin.gql('{ notifications { databaseId pickupRequestGlobalId } }');
    const globalId = opened.data.notifications.find(
      (n: { databaseId: number }) => n.databaseId === sent.id,
    ).pickupRequestGlobalId;
    const request = await admin.gql('query($id: ID!) { pickupRequest(id: $id) { databaseId nextStep } }', {
      id: globalId,
    });
    expect(request.data.pickupRequest).toEqual({
      databaseId: id,
      nextStep: 'Next: the transport company proposes a pickup date (or you schedule it).',
    });
    const returnerView = await alice.rest('GET', '/api/drums');
    expect(returnerView.body.drums.find((d: { id: number }) => d.id === id).nextStep).toBe(
      'Next: the transport company proposes a pickup date.',
    );
  });
});
