// Every admin call answers 401 signed out and 403 to an approved returner and
// an approved transporter, through REST and GraphQL alike.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transportCompanies } from '../../../db/schema';
import { restRoutes } from '.';
import { createTestApp, type TestApp, type TestClient } from '../../../test/support/harness';

let t: TestApp;
let returner: TestClient;
let transporter: TestClient;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const [company] = await t.app.services.db
    .insert(transportCompanies)
    .values({ name: 'Haul AB', organizationNumber: '111111-2222' })
    .returning();
  const r = await t.createUser({ role: 'returner', approved: true });
  const tr = await t.createUser({ role: 'transporter', approved: true, transportCompanyId: company.id });
  returner = await t.signIn(r.email);
  transporter = await t.signIn(tr.email);
  admin = await t.signIn('admin@example.com');
});
afterAll(() => t?.close());

const xlsxForm = () => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'x.xlsx'));
  return form;
};

const REST_CALLS: [method: string, path: string, body?: unknown][] = [
  ['GET', '/api/users'],
  ['GET', '/api/users/pending'],
  ['POST', '/api/users', { name: 'X', email: 'x@example.com', password: 'secret1', role: 'returner' }],
  ['PATCH', '/api/users/1', { name: 'X' }],
  ['DELETE', '/api/users/1'],
  ['POST', '/api/users/1/approve'],
  ['DELETE', '/api/admin/reject-user/1'],
  ['POST', '/api/admin/mark-user-reviewed/1'],
  ['GET', '/api/zones'],
  ['POST', '/api/zones', { name: 'Z', zoneNumber: 1 }],
  ['PATCH', '/api/zones/1', { name: 'Z' }],
  ['DELETE', '/api/zones/1'],
  ['GET', '/api/returner-companies'],
  ['GET', '/api/admin/returner-companies-with-users'],
  ['POST', '/api/returner-companies', { name: 'C', organizationNumber: '123456-7890' }],
  ['PATCH', '/api/returner-companies/1', { name: 'C' }],
  ['DELETE', '/api/returner-companies/1'],
  ['GET', '/api/admin/transport-companies'],
  ['POST', '/api/admin/transport-companies', { name: 'T', organizationNumber: '123456-7890' }],
  ['PATCH', '/api/admin/transport-companies/1', { name: 'T' }],
  ['DELETE', '/api/admin/transport-companies/1'],
  ['GET', '/api/admin/transport-companies/1/contacts'],
  ['POST', '/api/admin/transport-companies/1/contacts', { name: 'N' }],
  ['PATCH', '/api/admin/transport-companies/contacts/1', { name: 'N' }],
  ['DELETE', '/api/admin/transport-companies/contacts/1'],
  ['POST', '/api/drum-types', { name: 'new type' }],
  ['PATCH', '/api/drum-types/1', { name: 'renamed' }],
  ['DELETE', '/api/drum-types/1'],
  ['POST', '/api/drum-specs', { name: 'S', drumTypeId: 1 }],
  ['PATCH', '/api/drum-specs/1', { name: 'S' }],
  ['DELETE', '/api/drum-specs/1'],
  ...['drum-types', 'drum-specs', 'returner-companies', 'transport-companies', 'users'].flatMap(
    (entity): [string, string, unknown][] => [
      ['GET', `/api/${entity}/export-excel`, undefined],
      ['POST', `/api/${entity}/import-excel`, 'multipart'],
    ],
  ),
];

const id = (type: string) => encodeGlobalID(type, 1);
const GRAPHQL_CALLS: [name: string, query: string, variables?: Record<string, unknown>][] = [
  ['users', '{ users { totalCount } }'],
  ['pendingUsers', '{ pendingUsers { totalCount } }'],
  ['zones', '{ zones { totalCount } }'],
  ['returnerCompanies', '{ returnerCompanies { totalCount } }'],
  [
    'transportCompanyContacts',
    'query($c: ID!) { transportCompanyContacts(transportCompanyId: $c) { edges { node { name } } } }',
    { c: id('TransportCompany') },
  ],
  ['createUser', 'mutation($i: CreateUserInput!) { createUser(input: $i) { __typename } }', { i: { name: 'X' } }],
  ['updateUser', 'mutation($i: UpdateUserInput!) { updateUser(input: $i) { __typename } }', { i: { id: id('User') } }],
  ['deleteUser', 'mutation($i: UserIdInput!) { deleteUser(input: $i) { deletedId } }', { i: { id: id('User') } }],
  ['approveUser', 'mutation($i: UserIdInput!) { approveUser(input: $i) { __typename } }', { i: { id: id('User') } }],
  ['rejectUser', 'mutation($i: UserIdInput!) { rejectUser(input: $i) { deletedId } }', { i: { id: id('User') } }],
  [
    'markUserReviewed',
    'mutation($i: UserIdInput!) { markUserReviewed(input: $i) { __typename } }',
    { i: { id: id('User') } },
  ],
  ['createZone', 'mutation($i: CreateZoneInput!) { createZone(input: $i) { __typename } }', { i: { name: 'Z' } }],
  ['updateZone', 'mutation($i: UpdateZoneInput!) { updateZone(input: $i) { __typename } }', { i: { id: id('Zone') } }],
  ['deleteZone', 'mutation($i: DeleteZoneInput!) { deleteZone(input: $i) { deletedId } }', { i: { id: id('Zone') } }],
  [
    'createReturnerCompany',
    'mutation($i: CreateReturnerCompanyInput!) { createReturnerCompany(input: $i) { __typename } }',
    { i: { name: 'C' } },
  ],
  [
    'updateReturnerCompany',
    'mutation($i: UpdateReturnerCompanyInput!) { updateReturnerCompany(input: $i) { __typename } }',
    { i: { id: id('ReturnerCompany') } },
  ],
  [
    'deleteReturnerCompany',
    'mutation($i: DeleteReturnerCompanyInput!) { deleteReturnerCompany(input: $i) { deletedId } }',
    { i: { id: id('ReturnerCompany') } },
  ],
  [
    'createTransportCompany',
    'mutation($i: CreateTransportCompanyInput!) { createTransportCompany(input: $i) { __typename } }',
    { i: { name: 'T' } },
  ],
  [
    'updateTransportCompany',
    'mutation($i: UpdateTransportCompanyInput!) { updateTransportCompany(input: $i) { __typename } }',
    { i: { id: id('TransportCompany') } },
  ],
  [
    'deleteTransportCompany',
    'mutation($i: DeleteTransportCompanyInput!) { deleteTransportCompany(input: $i) { deletedId } }',
    { i: { id: id('TransportCompany') } },
  ],
  [
    'createTransportCompanyContact',
    'mutation($i: CreateTransportCompanyContactInput!) { createTransportCompanyContact(input: $i) { __typename } }',
    { i: { transportCompanyId: id('TransportCompany'), name: 'N' } },
  ],
  [
    'updateTransportCompanyContact',
    'mutation($i: UpdateTransportCompanyContactInput!) { updateTransportCompanyContact(input: $i) { __typename } }',
    { i: { id: id('TransportCompanyContact') } },
  ],
  [
    'deleteTransportCompanyContact',
    'mutation($i: DeleteTransportCompanyContactInput!) { deleteTransportCompanyContact(input: $i) { deletedId } }',
    { i: { id: id('TransportCompanyContact') } },
  ],
  [
    'createDrumType',
    'mutation($i: CreateDrumTypeInput!) { createDrumType(input: $i) { __typename } }',
    { i: { name: 'x' } },
  ],
  [
    'updateDrumType',
    'mutation($i: UpdateDrumTypeInput!) { updateDrumType(input: $i) { __typename } }',
    { i: { id: id('DrumType') } },
  ],
  [
    'deleteDrumType',
    'mutation($i: DeleteDrumTypeInput!) { deleteDrumType(input: $i) { deletedId } }',
    { i: { id: id('DrumType') } },
  ],
  [
    'createDrumSpec',
    'mutation($i: CreateDrumSpecInput!) { createDrumSpec(input: $i) { __typename } }',
    { i: { name: 'x' } },
  ],
  [
    'updateDrumSpec',
    'mutation($i: UpdateDrumSpecInput!) { updateDrumSpec(input: $i) { __typename } }',
    { i: { id: id('DrumSpec') } },
  ],
  [
    'deleteDrumSpec',
    'mutation($i: DeleteDrumSpecInput!) { deleteDrumSpec(input: $i) { deletedId } }',
    { i: { id: id('DrumSpec') } },
  ],
  ['excelExport', '{ excelExport(entity: USERS) { filename } }'],
  [
    'importExcel',
    'mutation($i: ImportExcelInput!) { importExcel(input: $i) { __typename } }',
    { i: { entity: 'DRUM_TYPES', contentBase64: 'UEsDBA==' } },
  ],
  ['transportCompanies', '{ transportCompanies { totalCount } }'],
];

async function callRest(client: TestClient, method: string, path: string, body: unknown) {
  if (body === 'multipart') return (await client.raw(method, path, { body: xlsxForm() })).status;
  return (await client.rest(method, path, body)).status;
}

describe('admin calls over REST', () => {
  it.each(REST_CALLS)('%s %s: 401 signed out, 403 to a returner and a transporter', async (method, path, body) => {
    expect(await callRest(t.client(), method, path, body)).toBe(401);
    expect(await callRest(returner, method, path, body)).toBe(403);
    expect(await callRest(transporter, method, path, body)).toBe(403);
  });

  // A role that may never call an admin route hears 403 whatever the id, existing or not,
  // before any lookup (PATCH .../abort answered a transporter 404 where DELETE answered 403).
  const ADMIN_ROUTES = restRoutes.filter((route) => route.path.startsWith('/api/admin/'));
  it.each(ADMIN_ROUTES.map((route) => [route.method, route.path] as const))(
    '%s %s: 403 to a returner and a transporter for any id, 401 signed out',
    async (method, path) => {
      for (const id of ['1', '999999']) {
        const concrete = path.replace(/:\w+/g, id);
        const body = method === 'GET' ? undefined : {};
        expect(await callRest(t.client(), method, concrete, body), `${concrete} signed out`).toBe(401);
        expect(await callRest(returner, method, concrete, body), `${concrete} returner`).toBe(403);
        expect(await callRest(transporter, method, concrete, body), `${concrete} transporter`).toBe(403);
      }
    },
  );

  it('GET /api/transport/transport-companies: 401 signed out, 403 to a returner, own company to a transporter, all to an admin', async () => {
    expect((await t.client().rest('GET', '/api/transport/transport-companies')).status).toBe(401);
    expect((await returner.rest('GET', '/api/transport/transport-companies')).status).toBe(403);
    await t.app.services.db
      .insert(transportCompanies)
      .values({ name: 'Other Haul AB', organizationNumber: '333333-4444' });
    const own = await transporter.rest('GET', '/api/transport/transport-companies');
    expect(own.status).toBe(200);
    expect(own.body.companies.map((c: { name: string }) => c.name)).toEqual(['Haul AB']);
    const all = await admin.rest('GET', '/api/transport/transport-companies');
    expect(all.body.companies.map((c: { name: string }) => c.name)).toEqual(['Haul AB', 'Other Haul AB']);
  });
});

describe('admin calls over GraphQL', () => {
  it('schedulingTransportCompanies: UNAUTHENTICATED signed out, FORBIDDEN to a returner, open to a transporter', async () => {
    const query = '{ schedulingTransportCompanies { edges { node { name } } } }';
    expect((await t.client().gql(query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await returner.gql(query)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await transporter.gql(query)).data?.schedulingTransportCompanies.edges).toEqual([
      { node: { name: 'Haul AB' } },
    ]);
  });

  it.each(GRAPHQL_CALLS)(
    '%s: UNAUTHENTICATED signed out, FORBIDDEN to a returner and a transporter',
    async (_name, query, variables) => {
      const codeFor = async (client: TestClient) => {
        const result = await client.gql(query, variables);
        expect(result.data?.[_name] ?? null).toBeNull();
        return result.errors?.[0]?.extensions?.code;
      };
      expect(await codeFor(t.client())).toBe('UNAUTHENTICATED');
      expect(await codeFor(returner)).toBe('FORBIDDEN');
      expect(await codeFor(transporter)).toBe('FORBIDDEN');
    },
  );
});
