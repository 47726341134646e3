// The "Admin" calls of spec.md section 7 (users, zones, companies, contacts, drum database),
// each mapped onto the GraphQL operation of the same name. Paths and keys are the spec's.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { DocumentNode } from 'graphql';
import { ValidationError } from '../../../domain/errors';
import { REST_USER_FIELDS, VALIDATION_FIELDS } from '../fragments';
import { gql, runOperation } from '../operation';
import { numericId, pick, type RestCall, type RestRoute, UNKNOWN_FIELD_MESSAGE } from '../router';
import { allNodes } from './connections';
import { REST_DRUM_SPEC_FIELDS } from './drums';

const ZONE_FIELDS = 'id: databaseId zoneNumber name boundary { lat lng } createdAt';
const RETURNER_COMPANY_FIELDS =
  'id: databaseId name organizationNumber email address contactPerson createdAt userCount';
const CONTACT_FIELDS = 'id: databaseId transportCompanyId name email phone createdAt';
const TRANSPORT_COMPANY_FIELDS = `id: databaseId name organizationNumber contactPerson email phone depotLatitude depotLongitude createdAt
  contacts { ${CONTACT_FIELDS} } servedZones { zoneId minPickupThreshold zone { id: databaseId zoneNumber name } }`;
const ADMIN_TRANSPORT_COMPANY_FIELDS = `${TRANSPORT_COMPANY_FIELDS} userCount`;
const DRUM_TYPE_FIELDS = 'id: databaseId name metadata';

const connectionQuery = (field: string, fields: string) =>
  gql(`query Rest_${field}($first: Int, $after: String) { ${field}(first: $first, after: $after) {
    pageInfo { hasNextPage endCursor } edges { node { ${fields} } } } }`);

const mutation = (name: string, inputType: string, payloadType: string, selection: string, validated = true) =>
  gql(`mutation Rest_${name}($input: ${inputType}!) { ${name}(input: $input) {
    ${validated ? `${VALIDATION_FIELDS} ... on ${payloadType} { ${selection} }` : selection} } }`);

const DELETED = 'deletedId databaseId';

const USER_FIELDS_KEYS = [
  'name',
  'email',
  'role',
  'approved',
  'returnerCompanyId',
  'transportCompanyId',
  'phoneNumber',
  'division',
] as const;
const RETURNER_COMPANY_KEYS = ['name', 'organizationNumber', 'email', 'address', 'contactPerson'] as const;
const TRANSPORT_COMPANY_KEYS = [
  'name',
  'organizationNumber',
  'contactPerson',
  'email',
  'phone',
  'depotLatitude',
  'depotLongitude',
  'servedZones',
] as const;
const CONTACT_KEYS = ['name', 'email', 'phone'] as const;
const DRUM_SPEC_KEYS = [
  'name',
  'articleNumber',
  'drumTypeId',
  'weight',
  'flangeDiameter',
  'widthBetweenFlanges',
  'transportVolume',
  'buybackPrice',
  'buybackPrice80',
  'scrapHandlingFee',
  'drumInfo',
  'availableFor',
] as const;

type Row = Record<string, unknown>;

const list = (
  path: string,
  document: DocumentNode,
  field: string,
  key: string,
  toRest: (node: Row) => Row = (node) => node,
): RestRoute => ({
  method: 'GET',
  path,
  handler: async ({ ctx }) => {
    const result = await allNodes(ctx, document, field);
    return result.ok ? Response.json({ [key]: (result.nodes as Row[]).map(toRest) }) : result.response;
  },
});

type Shape = {
  method: RestRoute['method'];
  path: string;
  document: DocumentNode;
  field: string;
  /** The GraphQL input built from the call. */
  input: (call: RestCall) => Promise<Record<string, unknown>>;
  /** The response body built from the payload. */
  answer: (payload: Record<string, unknown>) => Record<string, unknown>;
  status?: number;
  /** A 400 in the REST words of the call (e.g. the body key a GraphQL field came from). */
  refused?: (response: Response, call: RestCall) => Promise<Response>;
};

const change = (shape: Shape): RestRoute => ({
  method: shape.method,
  path: shape.path,
  handler: async (call) => {
    const input = globalIds(await shape.input(call));
    const result = await runOperation<Record<string, Record<string, unknown>>>(call.ctx, shape.document, { input });
    if (result.ok) return Response.json(shape.answer(result.data[shape.field]), { status: shape.status ?? 200 });
    return shape.refused ? shape.refused(result.response, call) : result.response;
  },
});

/** REST bodies name records by database id, GraphQL inputs by global ID: these keys are converted. */
const GLOBAL_ID_TYPES: Record<string, string> = {
  returnerCompanyId: 'ReturnerCompany',
  transportCompanyId: 'TransportCompany',
  drumTypeId: 'DrumType',
  zoneId: 'Zone',
};
function globalIds<T>(value: T): T {
  if (Array.isArray(value)) return value.map(globalIds) as T;
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      const typename = GLOBAL_ID_TYPES[key];
      if (!typename) return [key, globalIds(v)];
      if (v === '') return [key, null];
      return [key, typeof v === 'number' || typeof v === 'string' ? encodeGlobalID(typename, v) : v];
    }),
  ) as T;
}

type BodyReader = (body: Row) => Row;
const keysOf =
  (keys: readonly string[]): BodyReader =>
  (body) =>
    pick(body, keys);

const withId = (typename: string, read: BodyReader) => async (call: RestCall) => ({
  id: encodeGlobalID(typename, numericId(call.params.id)),
  ...read(await call.body()),
});
const onlyId = (typename: string) => async (call: RestCall) => ({
  id: encodeGlobalID(typename, numericId(call.params.id)),
});
const bodyOf = (read: BodyReader) => async (call: RestCall) => read(await call.body());
const deleted = (what: string) => (payload: Record<string, unknown>) => ({
  message: `${what} deleted successfully`,
  id: payload.databaseId,
});

/** One create/update/delete trio for an entity whose REST shapes follow the same pattern. */
function crud(options: {
  typename: string;
  label: string;
  collection: string;
  item: string;
  key: string;
  fields: string;
  keys: readonly string[];
  names: { create: string; update: string; delete: string };
  /** The GraphQL input from a body (default: the keys, refusing any other). */
  read?: { create?: BodyReader; update?: BodyReader };
  /** The REST item from the GraphQL one (default: as it is). */
  toRest?: (item: Row) => Row;
  refused?: Shape['refused'];
}): RestRoute[] {
  const { typename, names } = options;
  const toRest = options.toRest ?? ((item: Row) => item);
  const answer = (p: Record<string, unknown>) => ({ [options.item]: toRest(p[options.key] as Row) });
  const create = mutation(
    names.create,
    `Create${typename}Input`,
    `${typename}Payload`,
    `${options.key} { ${options.fields} }`,
  );
  const update = mutation(
    names.update,
    `Update${typename}Input`,
    `${typename}Payload`,
    `${options.key} { ${options.fields} }`,
  );
  const remove = mutation(names.delete, `Delete${typename}Input`, 'DeletePayload', DELETED, false);
  return [
    change({
      method: 'POST',
      path: options.collection,
      document: create,
      field: names.create,
      input: bodyOf(options.read?.create ?? keysOf(options.keys)),
      answer,
      status: 201,
      refused: options.refused,
    }),
    change({
      method: 'PATCH',
      path: `${options.collection}/:id`,
      document: update,
      field: names.update,
      input: withId(typename, options.read?.update ?? keysOf(options.keys)),
      answer,
      refused: options.refused,
    }),
    change({
      method: 'DELETE',
      path: `${options.collection}/:id`,
      document: remove,
      field: names.delete,
      input: onlyId(typename),
      answer: deleted(options.label),
    }),
  ];
}

// --- Users ------------------------------------------------------------------------------

const USERS = connectionQuery('users', REST_USER_FIELDS);
const PENDING_USERS = connectionQuery('pendingUsers', REST_USER_FIELDS);
const CREATE_USER = mutation('createUser', 'CreateUserInput', 'UserPayload', `user { ${REST_USER_FIELDS} }`);
const UPDATE_USER = mutation('updateUser', 'UpdateUserInput', 'UserPayload', `user { ${REST_USER_FIELDS} }`);
const DELETE_USER = mutation('deleteUser', 'UserIdInput', 'DeletePayload', DELETED, false);
const APPROVE_USER = mutation('approveUser', 'UserIdInput', 'UserPayload', `user { ${REST_USER_FIELDS} }`, false);
const REJECT_USER = mutation('rejectUser', 'UserIdInput', 'DeletePayload', DELETED, false);
const REVIEW_USER = mutation('markUserReviewed', 'UserIdInput', 'UserPayload', `user { ${REST_USER_FIELDS} }`, false);
const userOf = (p: Record<string, unknown>) => ({ user: p.user });

const userRoutes: RestRoute[] = [
  list('/api/users', USERS, 'users', 'users'),
  list('/api/users/pending', PENDING_USERS, 'pendingUsers', 'users'),
  change({
    method: 'POST',
    path: '/api/users',
    document: CREATE_USER,
    field: 'createUser',
    input: bodyOf(keysOf([...USER_FIELDS_KEYS, 'password'])),
    answer: userOf,
    status: 201,
  }),
  change({
    method: 'PATCH',
    path: '/api/users/:id',
    document: UPDATE_USER,
    field: 'updateUser',
    input: withId('User', keysOf([...USER_FIELDS_KEYS, 'active'])),
    answer: userOf,
  }),
  change({
    method: 'DELETE',
    path: '/api/users/:id',
    document: DELETE_USER,
    field: 'deleteUser',
    input: onlyId('User'),
    answer: deleted('User'),
  }),
  change({
    method: 'POST',
    path: '/api/users/:id/approve',
    document: APPROVE_USER,
    field: 'approveUser',
    input: onlyId('User'),
    answer: userOf,
  }),
  change({
    method: 'DELETE',
    path: '/api/admin/reject-user/:id',
    document: REJECT_USER,
    field: 'rejectUser',
    input: onlyId('User'),
    answer: (p) => ({ message: 'User rejected and deleted', id: p.databaseId }),
  }),
  change({
    method: 'POST',
    path: '/api/admin/mark-user-reviewed/:id',
    document: REVIEW_USER,
    field: 'markUserReviewed',
    input: onlyId('User'),
    answer: userOf,
  }),
];

// --- Zones and companies ----------------------------------------------------------------

/**
 * Zones over REST (spec.md section 3, ARCHITECTURE.md "Zones over REST"): the boundary is
 * `zoneDefinition: {type: 'polygon', coordinates: [{lat, lng}]}` in and out; `geometry` is its
 * alias, and `boundary` (the bare list of points, GraphQL's shape) a deprecated one that older
 * callers and tests still send.
 */
const ZONE_KEYS = ['zoneNumber', 'name'] as const;
const ZONE_BOUNDARY_KEYS = ['zoneDefinition', 'geometry', 'boundary'] as const;
export const ZONE_REST_MESSAGES = {
  definition: "Zone definition must be {type: 'polygon', coordinates: [{lat, lng}]}",
  once: 'Give the zone boundary once, as zoneDefinition',
} as const;

function zoneInput(body: Row): Row {
  const fields = pick(body, [...ZONE_KEYS, ...ZONE_BOUNDARY_KEYS]);
  const given = ZONE_BOUNDARY_KEYS.filter((key) => key in fields);
  const { zoneDefinition: _definition, geometry: _geometry, boundary: _boundary, ...rest } = fields;
  if (given.length === 0) return rest;
  if (given.length > 1) {
    throw new ValidationError(given.slice(1).map((field) => ({ field, message: ZONE_REST_MESSAGES.once })));
  }
  const [key] = given;
  return { ...rest, boundary: key === 'boundary' ? fields.boundary : polygonPoints(key, fields[key]) };
}

function polygonPoints(field: string, value: unknown): unknown {
  if (value === null) return null;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const { type, coordinates, ...extra } = value as Row;
    const unknown = Object.keys(extra);
    if (unknown.length > 0) {
      throw new ValidationError(
        unknown.slice(0, 10).map((key) => ({ field: `${field}.${key.slice(0, 40)}`, message: UNKNOWN_FIELD_MESSAGE })),
      );
    }
    const polygon = typeof type === 'string' && type.toLowerCase() === 'polygon';
    if (polygon && (coordinates === undefined || coordinates === null)) return null;
    if (polygon && Array.isArray(coordinates)) return coordinates;
  }
  throw new ValidationError([{ field, message: ZONE_REST_MESSAGES.definition }]);
}

/** GraphQL's `boundary` (a list of points or null) as the REST `zoneDefinition`. */
function zoneToRest({ boundary, ...zone }: Row): Row {
  return { ...zone, zoneDefinition: boundary ? { type: 'polygon', coordinates: boundary } : null };
}

/** A refusal of `boundary` names the key the caller sent it as. */
async function zoneRefused(response: Response, call: RestCall): Promise<Response> {
  if (response.status !== 400) return response;
  const body = (await response.json()) as { issues?: { field: string; message: string }[] };
  const sent = await call.body();
  const key = ZONE_BOUNDARY_KEYS.find((name) => name in sent) ?? 'zoneDefinition';
  const issues = body.issues?.map((issue) =>
    issue.field === 'boundary' || issue.field.startsWith('boundary.')
      ? { ...issue, field: key + issue.field.slice('boundary'.length) }
      : issue,
  );
  return Response.json(issues ? { ...body, issues } : body, { status: 400 });
}

const zoneRoutes: RestRoute[] = [
  list('/api/zones', connectionQuery('zones', ZONE_FIELDS), 'zones', 'zones', zoneToRest),
  ...crud({
    typename: 'Zone',
    label: 'Zone',
    collection: '/api/zones',
    item: 'zone',
    key: 'zone',
    fields: ZONE_FIELDS,
    keys: ZONE_KEYS,
    names: { create: 'createZone', update: 'updateZone', delete: 'deleteZone' },
    read: { create: zoneInput, update: zoneInput },
    toRest: zoneToRest,
    refused: zoneRefused,
  }),
];

const RETURNER_COMPANIES_WITH_USERS = connectionQuery(
  'returnerCompanies',
  `${RETURNER_COMPANY_FIELDS} users { ${REST_USER_FIELDS} }`,
);

const returnerCompanyRoutes: RestRoute[] = [
  list(
    '/api/returner-companies',
    connectionQuery('returnerCompanies', RETURNER_COMPANY_FIELDS),
    'returnerCompanies',
    'companies',
  ),
  list('/api/admin/returner-companies-with-users', RETURNER_COMPANIES_WITH_USERS, 'returnerCompanies', 'companies'),
  ...crud({
    typename: 'ReturnerCompany',
    label: 'Company',
    collection: '/api/returner-companies',
    item: 'company',
    key: 'company',
    fields: RETURNER_COMPANY_FIELDS,
    keys: RETURNER_COMPANY_KEYS,
    names: { create: 'createReturnerCompany', update: 'updateReturnerCompany', delete: 'deleteReturnerCompany' },
  }),
];

const CREATE_CONTACT = mutation(
  'createTransportCompanyContact',
  'CreateTransportCompanyContactInput',
  'TransportCompanyContactPayload',
  `contact { ${CONTACT_FIELDS} }`,
);
const UPDATE_CONTACT = mutation(
  'updateTransportCompanyContact',
  'UpdateTransportCompanyContactInput',
  'TransportCompanyContactPayload',
  `contact { ${CONTACT_FIELDS} }`,
);
const DELETE_CONTACT = mutation(
  'deleteTransportCompanyContact',
  'DeleteTransportCompanyContactInput',
  'DeletePayload',
  DELETED,
  false,
);
const COMPANY_CONTACTS = gql(
  `query Rest_companyContacts($id: ID!, $first: Int, $after: String) {
    transportCompanyContacts(transportCompanyId: $id, first: $first, after: $after) {
      pageInfo { hasNextPage endCursor } edges { node { ${CONTACT_FIELDS} } } } }`,
);

const transportCompanyRoutes: RestRoute[] = [
  list(
    '/api/admin/transport-companies',
    connectionQuery('transportCompanies', ADMIN_TRANSPORT_COMPANY_FIELDS),
    'transportCompanies',
    'companies',
  ),
  // The transporter's view (schedule dialog): its own company with contacts; admins see all.
  list(
    '/api/transport/transport-companies',
    connectionQuery('schedulingTransportCompanies', TRANSPORT_COMPANY_FIELDS),
    'schedulingTransportCompanies',
    'companies',
  ),
  ...crud({
    typename: 'TransportCompany',
    label: 'Company',
    collection: '/api/admin/transport-companies',
    item: 'company',
    key: 'company',
    fields: ADMIN_TRANSPORT_COMPANY_FIELDS,
    keys: TRANSPORT_COMPANY_KEYS,
    names: { create: 'createTransportCompany', update: 'updateTransportCompany', delete: 'deleteTransportCompany' },
  }),
  {
    method: 'GET',
    path: '/api/admin/transport-companies/:id/contacts',
    handler: async ({ ctx, params }) => {
      const result = await allNodes(ctx, COMPANY_CONTACTS, 'transportCompanyContacts', {
        id: encodeGlobalID('TransportCompany', numericId(params.id)),
      });
      return result.ok ? Response.json({ contacts: result.nodes }) : result.response;
    },
  },
  change({
    method: 'POST',
    path: '/api/admin/transport-companies/:id/contacts',
    document: CREATE_CONTACT,
    field: 'createTransportCompanyContact',
    input: async (call) => ({
      transportCompanyId: numericId(call.params.id),
      ...pick(await call.body(), CONTACT_KEYS),
    }),
    answer: (p) => ({ contact: p.contact }),
    status: 201,
  }),
  change({
    method: 'PATCH',
    path: '/api/admin/transport-companies/contacts/:id',
    document: UPDATE_CONTACT,
    field: 'updateTransportCompanyContact',
    input: withId('TransportCompanyContact', keysOf(CONTACT_KEYS)),
    answer: (p) => ({ contact: p.contact }),
  }),
  change({
    method: 'DELETE',
    path: '/api/admin/transport-companies/contacts/:id',
    document: DELETE_CONTACT,
    field: 'deleteTransportCompanyContact',
    input: onlyId('TransportCompanyContact'),
    answer: deleted('Contact'),
  }),
];

// --- Drum database ----------------------------------------------------------------------

const drumRoutes: RestRoute[] = [
  ...crud({
    typename: 'DrumType',
    label: 'Drum type',
    collection: '/api/drum-types',
    item: 'drumType',
    key: 'drumType',
    fields: DRUM_TYPE_FIELDS,
    keys: ['name'],
    names: { create: 'createDrumType', update: 'updateDrumType', delete: 'deleteDrumType' },
  }),
  ...crud({
    typename: 'DrumSpec',
    label: 'Drum specification',
    collection: '/api/drum-specs',
    item: 'drumSpec',
    key: 'drumSpec',
    fields: REST_DRUM_SPEC_FIELDS,
    keys: DRUM_SPEC_KEYS,
    names: { create: 'createDrumSpec', update: 'updateDrumSpec', delete: 'deleteDrumSpec' },
    // The inline edit sends the full spec as it was read (spec.md section 7): its read-only keys pass.
    read: { update: (body) => pick(body, DRUM_SPEC_KEYS, ['id', 'drumType']) },
  }),
];

export const adminRoutes: RestRoute[] = [
  ...userRoutes,
  ...zoneRoutes,
  ...returnerCompanyRoutes,
  ...transportCompanyRoutes,
  ...drumRoutes,
];
