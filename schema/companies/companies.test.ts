import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnerCompanies, transportCompanies, transportCompanyContacts } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { zoneDefinitionAround } from '../../test/support/zones';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@example.com');
});
afterAll(() => t?.close());

const count = async (table: typeof returnerCompanies | typeof transportCompanies | typeof transportCompanyContacts) =>
  (await t.app.services.db.select({ id: table.id }).from(table)).length;

describe('returner companies', () => {
  it.each([
    ['name blank', { name: '' }, 'name', 'Name is required'],
    [
      'organization number missing',
      { organizationNumber: undefined },
      'organizationNumber',
      'Organization number is required',
    ],
    [
      'organization number malformed',
      { organizationNumber: '12' },
      'organizationNumber',
      'Organization number must be in format xxxxxx-xxxx',
    ],
    ['email invalid', { email: 'nope' }, 'email', 'Please enter a valid email address'],
  ])('create refuses %s and creates nothing', async (_label, change, field, message) => {
    const before = await count(returnerCompanies);
    const response = await admin.rest('POST', '/api/returner-companies', {
      name: 'Cable Crew AB',
      organizationNumber: '556677-8899',
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body.issues).toContainEqual({ field, message });
    expect(await count(returnerCompanies)).toBe(before);
  });

  it('takes the organization number as xxxxxx-xxxx over GraphQL too, on create and edit', async () => {
    const before = await count(returnerCompanies);
    const refused = await admin.gql(
      `mutation { createReturnerCompany(input: { name: "Short AB", organizationNumber: "12" }) {
        __typename ... on ValidationError { issues { field message } } } }`,
    );
    expect(refused.data.createReturnerCompany.issues).toContainEqual({
      field: 'organizationNumber',
      message: 'Organization number must be in format xxxxxx-xxxx',
    });
    expect(await count(returnerCompanies)).toBe(before);

    const created = await admin.rest('POST', '/api/returner-companies', {
      name: 'Format AB',
      organizationNumber: '556677-0001',
    });
    const id = created.body.company.id;
    const edit = await admin.rest('PATCH', `/api/returner-companies/${id}`, { organizationNumber: '5566770001' });
    expect(edit.status).toBe(400);
    expect(edit.body.issues).toContainEqual({
      field: 'organizationNumber',
      message: 'Organization number must be in format xxxxxx-xxxx',
    });
    const stored = await admin.rest('GET', '/api/returner-companies');
    expect(stored.body.companies.find((c: { id: number }) => c.id === id).organizationNumber).toBe('556677-0001');
  });

  it('creates, edits, lists with users and deletes', async () => {
    const created = await admin.rest('POST', '/api/returner-companies', {
      name: 'Cable Crew AB',
      organizationNumber: '556677-8899',
      email: '',
      address: 'Road 1',
    });
    expect(created.status).toBe(201);
    expect(created.body.company).toMatchObject({ name: 'Cable Crew AB', email: null, address: 'Road 1', userCount: 0 });
    const id = created.body.company.id;
    await t.createUser({ name: 'Rita', returnerCompanyId: id });

    const bad = await admin.rest('PATCH', `/api/returner-companies/${id}`, { organizationNumber: ' ' });
    expect(bad.status).toBe(400);
    const edited = await admin.rest('PATCH', `/api/returner-companies/${id}`, { contactPerson: 'Carl' });
    expect(edited.body.company).toMatchObject({
      organizationNumber: '556677-8899',
      contactPerson: 'Carl',
      userCount: 1,
    });

    const withUsers = await admin.rest('GET', '/api/admin/returner-companies-with-users');
    const company = withUsers.body.companies.find((c: { id: number }) => c.id === id);
    expect(company.users.map((u: { name: string }) => u.name)).toEqual(['Rita']);
    expect(
      (await admin.rest('GET', '/api/returner-companies')).body.companies.map((c: { id: number }) => c.id),
    ).toContain(id);

    expect((await admin.rest('DELETE', `/api/returner-companies/${id}`)).status).toBe(200);
    expect(
      (await admin.rest('GET', '/api/returner-companies')).body.companies.map((c: { id: number }) => c.id),
    ).not.toContain(id);
  });
});

describe('transport companies, contacts and served zones', () => {
  it.each([
    ['name blank', { name: ' ' }, 'name', 'Company name is required'],
    [
      'organization number missing',
      { organizationNumber: '' },
      'organizationNumber',
      'Organization number is required',
    ],
    [
      'organization number malformed',
      { organizationNumber: '1234567890' },
      'organizationNumber',
      'Organization number must be in format xxxxxx-xxxx',
    ],
    ['email invalid', { email: 'a@' }, 'email', 'Please enter a valid email address'],
    [
      'threshold zero',
      { servedZones: [{ zoneId: 1, minPickupThreshold: 0 }] },
      'servedZones.0.minPickupThreshold',
      'Minimum pickup threshold must be a positive integer',
    ],
    ['unknown zone', { servedZones: [{ zoneId: 999, minPickupThreshold: 5 }] }, 'servedZones', 'Zone not found'],
  ])('create refuses %s and creates nothing', async (_label, change, field, message) => {
    const before = await count(transportCompanies);
    const response = await admin.rest('POST', '/api/admin/transport-companies', {
      name: 'Haul AB',
      organizationNumber: '111111-2222',
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body.issues).toContainEqual({ field, message });
    expect(await count(transportCompanies)).toBe(before);
  });

  it('keeps the zones a company serves with their thresholds, and its contacts', async () => {
    const zone = (
      await admin.rest('POST', '/api/zones', {
        name: 'Stockholm',
        zoneNumber: 1,
        zoneDefinition: zoneDefinitionAround(59.3, 18),
      })
    ).body.zone;
    const created = await admin.rest('POST', '/api/admin/transport-companies', {
      name: 'Haul AB',
      organizationNumber: '111111-2222',
      phone: '08-123',
      servedZones: [{ zoneId: zone.id, minPickupThreshold: 12 }],
    });
    expect(created.status).toBe(201);
    const id = created.body.company.id;
    expect(created.body.company.servedZones).toEqual([
      { zoneId: zone.id, minPickupThreshold: 12, zone: { id: zone.id, zoneNumber: 1, name: 'Stockholm' } },
    ]);

    const updated = await admin.rest('PATCH', `/api/admin/transport-companies/${id}`, {
      servedZones: [{ zoneId: zone.id, minPickupThreshold: 30 }],
    });
    expect(updated.body.company.servedZones[0].minPickupThreshold).toBe(30);
    const unchanged = await admin.rest('PATCH', `/api/admin/transport-companies/${id}`, { contactPerson: 'Per' });
    expect(unchanged.body.company.servedZones).toHaveLength(1);

    const before = await count(transportCompanyContacts);
    const noName = await admin.rest('POST', `/api/admin/transport-companies/${id}/contacts`, {
      name: '',
      email: 'x@example.com',
    });
    expect(noName.status).toBe(400);
    expect(noName.body.issues).toContainEqual({ field: 'name', message: 'Contact name is required' });
    const badEmail = await admin.rest('POST', `/api/admin/transport-companies/${id}/contacts`, {
      name: 'Dan',
      email: 'dan@',
    });
    expect(badEmail.body.issues).toContainEqual({ field: 'email', message: 'Please enter a valid email address' });
    expect(await count(transportCompanyContacts)).toBe(before);

    const contact = await admin.rest('POST', `/api/admin/transport-companies/${id}/contacts`, {
      name: 'Dan Driver',
      phone: 'any text 123',
    });
    expect(contact.status).toBe(201);
    expect(contact.body.contact).toMatchObject({
      name: 'Dan Driver',
      email: null,
      phone: 'any text 123',
      transportCompanyId: id,
    });
    const edited = await admin.rest('PATCH', `/api/admin/transport-companies/contacts/${contact.body.contact.id}`, {
      email: 'dan@example.com',
    });
    expect(edited.body.contact.email).toBe('dan@example.com');
    expect((await admin.rest('GET', `/api/admin/transport-companies/${id}/contacts`)).body.contacts).toHaveLength(1);
    expect(
      (await admin.rest('DELETE', `/api/admin/transport-companies/contacts/${contact.body.contact.id}`)).status,
    ).toBe(200);
    expect((await admin.rest('GET', `/api/admin/transport-companies/${id}/contacts`)).body.contacts).toEqual([]);
    expect((await admin.rest('GET', '/api/admin/transport-companies/99999/contacts')).status).toBe(404);

    const list = await admin.rest('GET', '/api/admin/transport-companies');
    expect(list.body.companies.map((c: { name: string }) => c.name)).toContain('Haul AB');
    expect((await admin.rest('DELETE', `/api/admin/transport-companies/${id}`)).status).toBe(200);
  });
  it("lists a company's contacts by name as a connection the admin panel adds to, and REST as the same plain list", async () => {
    const company = await admin.rest('POST', '/api/admin/transport-companies', {
      name: 'Contact Order AB',
      organizationNumber: '556677-8899',
    });
    const id = company.body.company.id;
    for (const name of ['Zed Zander', 'Amy Andersson'])
      expect((await admin.rest('POST', `/api/admin/transport-companies/${id}/contacts`, { name })).status).toBe(201);

    const result = await admin.gql(
      '{ transportCompanies(first: 500) { edges { node { databaseId contactsConnection { edges { node { name } } } } } } }',
    );
    type Node = { databaseId: number; contactsConnection: { edges: { node: { name: string } }[] } };
    const node = (result.data?.transportCompanies.edges as { node: Node }[]).find(
      (edge) => edge.node.databaseId === id,
    )!;
    expect(node.node.contactsConnection.edges.map((edge) => edge.node.name)).toEqual(['Amy Andersson', 'Zed Zander']);
    const rest = await admin.rest('GET', `/api/admin/transport-companies/${id}/contacts`);
    expect(rest.body.contacts.map((contact: { name: string }) => contact.name)).toEqual([
      'Amy Andersson',
      'Zed Zander',
    ]);
    expect(Object.keys(rest.body.contacts[0]).sort()).toEqual(
      ['createdAt', 'email', 'id', 'name', 'phone', 'transportCompanyId'].sort(),
    );
  });
});

describe('GraphQL inputs name records by global ID', () => {
  const CREATE = `mutation($i: CreateTransportCompanyInput!) { createTransportCompany(input: $i) {
    __typename ... on TransportCompanyPayload { company { id servedZones { zoneId } } } } }`;
  const CONTACT = `mutation($i: CreateTransportCompanyContactInput!) { createTransportCompanyContact(input: $i) {
    __typename ... on TransportCompanyContactPayload { contact { name transportCompanyId } } } }`;

  it('takes a zone and a company by global ID, and refuses a database id or an ID of another type', async () => {
    const zone = (
      await admin.rest('POST', '/api/zones', {
        name: 'Uppsala',
        zoneNumber: 7,
        zoneDefinition: zoneDefinitionAround(59.9, 17.6),
      })
    ).body.zone;
    const created = await admin.gql(CREATE, {
      i: {
        name: 'Global Haul AB',
        organizationNumber: '222222-3333',
        servedZones: [{ zoneId: encodeGlobalID('Zone', zone.id), minPickupThreshold: 4 }],
      },
    });
    expect(created.data.createTransportCompany.company.servedZones).toEqual([{ zoneId: zone.id }]);
    const companyId = created.data.createTransportCompany.company.id;

    const contact = await admin.gql(CONTACT, { i: { transportCompanyId: companyId, name: 'Greta' } });
    expect(contact.data.createTransportCompanyContact.contact.name).toBe('Greta');
    const contacts = await admin.gql(
      'query($c: ID!) { transportCompanyContacts(transportCompanyId: $c) { edges { node { name } } } }',
      { c: companyId },
    );
    expect(contacts.data.transportCompanyContacts.edges).toEqual([{ node: { name: 'Greta' } }]);

    const before = await count(transportCompanies);
    const byDatabaseId = await admin.gql(CREATE, {
      i: { name: 'Int Haul AB', organizationNumber: '333333-4444', servedZones: [{ zoneId: zone.id }] },
    });
    expect(byDatabaseId.errors?.length).toBeGreaterThan(0);
    const wrongType = await admin.gql(CREATE, {
      i: {
        name: 'Wrong Haul AB',
        organizationNumber: '444444-5555',
        servedZones: [{ zoneId: encodeGlobalID('DrumType', zone.id) }],
      },
    });
    expect(wrongType.errors?.length).toBeGreaterThan(0);
    expect(await count(transportCompanies)).toBe(before);
  });
});
