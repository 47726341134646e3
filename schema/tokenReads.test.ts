// What an API token may read (TOKEN_MAY_READ), walked over the whole schema: every node type
// through node(id) and nodes(ids), and every root query field, each with all its scalar fields
// and one level of nested ones, asked with an admin, a returner company and a transport company
// token in a world holding every kind of object. No answer may hold a value the declaration
// refuses, nor a user's email, phone or a calendar feed's secret anywhere.
import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  getNamedType,
  type GraphQLField,
  type GraphQLObjectType,
  isAbstractType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isUnionType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import * as tables from '../db/schema';
import {
  API_TOKEN_MESSAGES,
  TOKEN_MAY_READ,
  TOKEN_MAY_RUN,
  tokenMayReadField,
  tokenMayReadType,
  tokenMayRun,
} from '../domain/apiTokens';
import { schema } from '.';
import { createTestApp, type TestApp, type TestClient } from '../test/support/harness';
import { gqlMultipart, postBatch, setUpHauler, setUpPickupWorld, STOCKHOLM, validBatch } from '../test/support/pickups';
import { asFile, pngBytes } from '../test/support/images';

let t: TestApp;
let admin: TestClient;
const tokens: Record<'admin' | 'returner' | 'transport', string> = { admin: '', returner: '', transport: '' };
/** Global ids of every object in the world, by node type. */
const ids = new Map<string, string[]>();
/** What no token may ever see: users' emails and phones, calendar feed secrets. */
const secrets: string[] = [];

const CREATE = `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) {
  ... on CreateApiTokenPayload { token } ... on ValidationError { message } } }`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.services.db;
  const world = await setUpPickupWorld(t);
  const { hauler, driver: driverUser } = await setUpHauler(t, world);
  admin = await t.signIn('admin@example.com');
  const [alice, driver] = await Promise.all([t.signIn(world.alice.email), t.signIn(driverUser.email)]);
  await db.update(tables.users).set({ phoneNumber: '+46 70 999 88 77' });
  // A price, so that the collection credits the company's buyback statement.
  await db.update(tables.drumSpecs).set({ buybackPrice: 100 });

  // A request with images and a message, and a collected one with a photo of damage (which
  // makes the company's buyback statement).
  const posted = (await postBatch(alice, await validBatch(world.woodSpec.id))).body.pickupRequest.id;
  await alice.rest('POST', `/api/pickup-requests/${posted}/messages`, { message: 'Gate code 1234' });
  const [scheduled] = await db
    .insert(tables.pickupRequests)
    .values({
      status: 'pickup_scheduled',
      address: 'Sveavägen 1, Stockholm',
      ...STOCKHOLM,
      zoneId: world.zone.id,
      userId: world.alice.id,
      returnerCompanyId: world.firstCompany.id,
      assignedTransportCompanyId: hauler.id,
      confirmedAt: new Date(),
      scheduledAt: new Date(),
      scheduledPickupDate: new Date(Date.now() + 3_600_000),
      acknowledgedAt: new Date(),
    })
    .returning();
  const [line] = await db
    .insert(tables.pickupRequestDrums)
    .values({ pickupRequestId: scheduled.id, drumSpecId: world.woodSpec.id, quantity: 2 })
    .returning();
  const collected = await gqlMultipart(
    driver,
    `mutation($input: MarkPickupCollectedInput!) { markPickupCollected(input: $input) { __typename } }`,
    {
      input: {
        id: encodeGlobalID('PickupRequest', scheduled.id),
        lines: [{ drumLineId: line.id, full: 1, minorDamage: 1, scrap: 0 }],
        photos: [null],
      },
    },
    { 'input.photos.0': asFile(await pngBytes(), 'dent.png', 'image/png') },
  );
  expect(collected.data?.markPickupCollected.__typename, JSON.stringify(collected)).toBe('PickupRequestPayload');
  // Statements are made as they are read.
  expect((await admin.gql('{ buybackStatements { edges { node { id } } } }')).errors).toBeUndefined();

  const make = async (input: Record<string, unknown>) => {
    const result = await admin.gql(CREATE, { input: { name: 'Walk', scopes: ['READ'], ...input } });
    return result.data.createApiToken.token as string;
  };
  tokens.admin = await make({});
  tokens.returner = await make({ returnerCompanyId: encodeGlobalID('ReturnerCompany', world.firstCompany.id) });
  tokens.transport = await make({ transportCompanyId: encodeGlobalID('TransportCompany', hauler.id) });

  // Every row of every node type's table, as global ids (token identities are users too).
  for (const type of nodeTypes()) {
    expect(TABLES[type.name], type.name).toBeDefined();
    const rows = (await db.select().from(TABLES[type.name] as typeof tables.users)) as { id: number }[];
    ids.set(
      type.name,
      rows.map((row) => encodeGlobalID(type.name, row.id)),
    );
  }
  // The support contact (here the admin's address) is public: config shows it to everyone.
  for (const user of await db.select().from(tables.users))
    if (user.email !== t.app.services.config.supportEmail)
      secrets.push(user.email, ...(user.phoneNumber ? [user.phoneNumber] : []));
  for (const company of [
    ...(await db.select().from(tables.returnerCompanies)),
    ...(await db.select().from(tables.transportCompanies)),
  ])
    secrets.push(company.calendarFeedSecret);
});
afterAll(() => t?.close());

const nodeTypes = () =>
  Object.values(schema.getTypeMap()).filter(
    (type): type is GraphQLObjectType =>
      isObjectType(type) && type.getInterfaces().some((face) => face.name === 'Node'),
  );
/** The table of each node type's rows. */
const TABLES: Record<string, Table> = {
  BuybackStatement: tables.buybackStatements,
  CollectionPhoto: tables.pickupCollectionPhotos,
  Drum: tables.drums,
  DrumSpec: tables.drumSpecs,
  DrumType: tables.drumTypes,
  Message: tables.messages,
  MessageAttachment: tables.messageAttachments,
  Notification: tables.notifications,
  PickupRequest: tables.pickupRequests,
  PickupRequestImage: tables.pickupRequestImages,
  ReturnerCompany: tables.returnerCompanies,
  RouteDispatch: tables.routeDispatches,
  TransportCompany: tables.transportCompanies,
  TransportCompanyContact: tables.transportCompanyContacts,
  User: tables.users,
  Zone: tables.zones,
};

const askable = (field: GraphQLField<unknown, unknown>) =>
  field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined);
const isConnection = (type: GraphQLObjectType) => 'edges' in type.getFields() && 'pageInfo' in type.getFields();

/** Every scalar field of a type, and (levels > 0) its object fields with their own selection. */
function selectionOf(type: GraphQLObjectType, levels: number): string {
  const parts = ['__typename'];
  for (const field of Object.values(type.getFields())) {
    if (!askable(field)) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) parts.push(field.name);
    else if (isAbstractType(named)) parts.push(`${field.name} { __typename }`);
    else if (isObjectType(named) && levels > 0) {
      if (isConnection(named)) {
        const item = getNamedType(named.getFields().edges.type) as GraphQLObjectType;
        const node = getNamedType(item.getFields().node.type) as GraphQLObjectType;
        parts.push(`${field.name} { __typename edges { __typename node { ${selectionOf(node, levels - 1)} } } }`);
      } else parts.push(`${field.name} { ${selectionOf(named, levels - 1)} }`);
    }
  }
  return parts.join(' ');
}

type Answer = { data?: unknown; errors?: { message: string; path?: unknown[]; extensions?: { code?: string } }[] };

/** The values in an answer that the declaration refuses a token, as paths. */
function refusedValues(value: unknown, path: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => refusedValues(item, `${path}.${index}`));
  if (!value || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  const typename = object.__typename;
  if (typeof typename !== 'string') return [];
  if (!tokenMayReadType(typename)) return [`${path} (${typename})`];
  const type = schema.getType(typename) as GraphQLObjectType;
  return Object.entries(object).flatMap(([key, inner]) => {
    if (key === '__typename' || inner === null || inner === undefined) return [];
    const named = getNamedType(type.getFields()[key].type);
    if (!tokenMayReadField(typename, key, isObjectType(named) ? named.name : null))
      return [`${path}.${key} (${typename}.${key})`];
    return refusedValues(inner, `${path}.${key}`);
  });
}

/** Asks as the token; expects refusals only (FORBIDDEN), and no refused value. */
async function ask(token: string, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const answer = (await t.client().withBearer(token).gql(query, variables)) as Answer;
  const label = `${query} ${JSON.stringify(variables)}`;
  for (const error of answer.errors ?? [])
    expect(error.extensions?.code, `${error.message}: ${label}`).toBe('FORBIDDEN');
  expect(refusedValues(answer.data, 'data'), label).toEqual([]);
  const text = JSON.stringify(answer);
  for (const secret of secrets) expect(text.includes(secret), `${secret} in ${label}`).toBe(false);
  return answer;
}

describe.each(['admin', 'returner', 'transport'] as const)('a %s token', (owner) => {
  it('reads through node(id) nothing the declaration refuses, of every object of every node type', async () => {
    let refusedTypes = 0;
    for (const type of nodeTypes()) {
      const query = `query($id: ID!) { node(id: $id) { __typename ... on ${type.name} { ${selectionOf(type, 1)} } } }`;
      for (const id of ids.get(type.name)!) {
        const answer = await ask(tokens[owner], query, { id });
        if (!tokenMayReadType(type.name)) {
          // Refused by its type alone: the same answer whether or not the object is the token's.
          expect((answer.data as { node: unknown }).node, type.name).toBeNull();
          expect(answer.errors?.[0].path, type.name).toEqual(['node']);
          refusedTypes += 1;
        }
      }
    }
    expect(refusedTypes).toBeGreaterThan(0);
  });

  it('reads through nodes(ids) nothing the declaration refuses, every object of a type at once', async () => {
    for (const type of nodeTypes())
      await ask(
        tokens[owner],
        `query($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on ${type.name} { ${selectionOf(type, 1)} } } }`,
        { ids: ids.get(type.name)!.slice(0, 100) },
      );
  });

  it('runs every root query field with its fields and one level under them, reading nothing refused', async () => {
    const query = schema.getQueryType()!;
    const arguments_: Record<string, Record<string, unknown>[]> = {
      pickupRequest: ids.get('PickupRequest')!.map((id) => ({ id })),
      pickupRequestImage: ids.get('PickupRequestImage')!.map((id) => ({ id })),
      collectionPhoto: ids.get('CollectionPhoto')!.map((id) => ({ id })),
      buybackStatement: ids.get('BuybackStatement')!.map((id) => ({ id })),
      trackedDrum: [{ number: 'T-1' }],
      transportCompanyContacts: ids.get('TransportCompany')!.map((transportCompanyId) => ({ transportCompanyId })),
      excelExport: ['DRUM_TYPES', 'DRUM_SPECS', 'RETURNER_COMPANIES', 'TRANSPORT_COMPANIES', 'USERS'].map((entity) => ({
        entity,
      })),
    };
    for (const field of Object.values(query.getFields())) {
      if (field.name === 'node' || field.name === 'nodes') continue;
      const required = field.args.filter((arg) => isNonNullType(arg.type));
      const variables = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const args = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const named = getNamedType(field.type);
      const selection = isLeafType(named)
        ? ''
        : isObjectType(named)
          ? `{ ${isConnection(named) ? selectionOf(named, 2) : selectionOf(named, 1)} }`
          : '{ __typename }';
      const document = `query${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection} }`;
      for (const values of arguments_[field.name] ?? [{}]) {
        const answer = await ask(tokens[owner], document, values);
        if (!tokenMayRun('query', field.name)) expect(answer.data, field.name).toBeUndefined();
      }
    }
  });
});

describe('the audit', () => {
  const client = (token: string) => t.client().withBearer(token);
  const refused = { message: API_TOKEN_MESSAGES.personOnly, extensions: { code: 'FORBIDDEN' } };

  it("keeps calendar feed URLs from tokens: their own company's through node, every company's through returnerCompanies", async () => {
    const own = await client(tokens.transport).gql(
      `query($id: ID!) { node(id: $id) { ... on TransportCompany { name calendarFeedUrl } } }`,
      { id: ids.get('TransportCompany')![0] },
    );
    expect(own.data?.node).toEqual({ name: 'Haulers AB', calendarFeedUrl: null });
    expect(own.errors?.[0]).toMatchObject({ ...refused, path: ['node', 'calendarFeedUrl'] });
    const all = await client(tokens.admin).gql(`{ returnerCompanies { edges { node { name calendarFeedUrl } } } }`);
    expect(all.errors?.[0]).toMatchObject(refused);
    expect(JSON.stringify(all)).not.toContain('/api/calendar/');
    // A person of the company still has it.
    const session = await admin.gql(`{ returnerCompanies { edges { node { calendarFeedUrl } } } }`);
    expect(session.errors).toBeUndefined();
    expect(JSON.stringify(session.data)).toContain('/api/calendar/');
  });

  it("gives no token users' emails through nodes, nor the users workbook or companies' user lists over REST", async () => {
    const users = await client(tokens.admin).gql(
      `query($ids: [ID!]!) { nodes(ids: $ids) { ... on User { name email } } }`,
      { ids: ids.get('User') },
    );
    expect(users.data?.nodes.every((node: unknown) => node === null)).toBe(true);
    expect(users.errors?.length).toBe(ids.get('User')!.length);
    for (const path of ['/api/users/export-excel', '/api/admin/returner-companies-with-users']) {
      const answer = await client(tokens.admin).rest('GET', path);
      expect(answer.status, path).toBe(403);
      expect(answer.body).toEqual({ error: API_TOKEN_MESSAGES.personOnly, code: 'FORBIDDEN' });
    }
    // The other workbooks and the companies stay an admin token's.
    expect((await client(tokens.admin).rest('GET', '/api/returner-companies/export-excel')).status).toBe(200);
    expect((await client(tokens.admin).rest('GET', '/api/returner-companies')).status).toBe(200);
    expect((await admin.rest('GET', '/api/users/export-excel')).status).toBe(200);
  });

  it('gives a returner token through node none of the buyback statements and photos its root fields refuse', async () => {
    for (const type of ['BuybackStatement', 'CollectionPhoto']) {
      const answer = await client(tokens.returner).gql(`query($id: ID!) { node(id: $id) { id } }`, {
        id: ids.get(type)![0],
      });
      expect(answer.data?.node, type).toBeNull();
      expect(answer.errors?.[0], type).toMatchObject(refused);
    }
    expect((await client(tokens.returner).rest('GET', '/api/buyback-statements')).status).toBe(403);
  });
});

describe('the declaration', () => {
  it('judges every object type of the schema, and lets a token read what each root field it may run returns', () => {
    const judged = Object.keys(TOKEN_MAY_READ);
    const types = Object.values(schema.getTypeMap()).filter(
      (type): type is GraphQLObjectType =>
        isObjectType(type) &&
        !type.name.startsWith('__') &&
        !/(Connection|Edge)$/.test(type.name) &&
        !['Query', 'Mutation', 'Subscription'].includes(type.name),
    );
    expect(types.map((type) => type.name).filter((name) => !judged.includes(name))).toEqual([]);
    expect(judged.filter((name) => !schema.getType(name))).toEqual([]);
    for (const [operation, root] of [
      ['query', schema.getQueryType()!],
      ['mutation', schema.getMutationType()!],
      ['subscription', schema.getSubscriptionType()!],
    ] as const)
      for (const name of TOKEN_MAY_RUN[operation]) {
        const named = getNamedType(root.getFields()[name].type);
        const returned = isUnionType(named) ? named.getTypes() : isObjectType(named) ? [named] : [];
        for (const type of returned) expect(tokenMayReadType(type.name), `${name}: ${type.name}`).toBe(true);
      }
  });
});
