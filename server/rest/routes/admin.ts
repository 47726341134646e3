// The "Admin" calls of docs/specification.md section 7 (users, companies, contacts, drum database; zones are in
// zones.ts), each mapped onto the GraphQL operation of the same name. Paths and keys are the spec's.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { REST_USER_FIELDS } from '../fragments';
import { gql, runOperation } from '../operation';
import { numericId, pick, type QueryParameter, type RestRoute } from '../router';
import { ROLES } from '../../../domain/statuses';
import { AppError } from '../../../domain/errors';
import { USER_LIST_ORDERS } from '../../../domain/userListFilter';
import {
  ContactSchema,
  DrumSpecSchema,
  ReturnerCompanySchema,
  TransportCompanySchema,
} from '../../../domain/validation/masterData';
import { inputBody, type RestBody, selectionSchema } from '../openapi';
import { allNodes } from './connections';
import { REST_DRUM_SPEC_FIELDS } from './drums';
import {
  bodyOf,
  change,
  connectionQuery,
  crud,
  DELETED,
  DELETED_SCHEMA,
  deleted,
  keysOf,
  list,
  mutation,
  onlyId,
  withId,
} from './adminShapes';
import { zoneRoutes } from './zones';

const RETURNER_COMPANY_FIELDS =
  'id: databaseId name organizationNumber email address contactPerson createdAt userCount';
const CONTACT_FIELDS = 'id: databaseId transportCompanyId name email phone createdAt';
const TRANSPORT_COMPANY_FIELDS = `id: databaseId name organizationNumber contactPerson email phone depotLatitude depotLongitude createdAt
  contacts { ${CONTACT_FIELDS} } servedZones { zoneId minPickupThreshold zone { id: databaseId zoneNumber name } }`;
const ADMIN_TRANSPORT_COMPANY_FIELDS = `${TRANSPORT_COMPANY_FIELDS} userCount`;
const DRUM_TYPE_FIELDS = 'id: databaseId name metadata';

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
// A record's fields are its validation's (domain/validation/masterData.ts).
const RETURNER_COMPANY_KEYS = Object.keys(ReturnerCompanySchema.shape);
const TRANSPORT_COMPANY_KEYS = Object.keys(TransportCompanySchema.shape);
const CONTACT_KEYS = Object.keys(ContactSchema.shape);
const DRUM_SPEC_KEYS = Object.keys(DrumSpecSchema.shape);

// --- Users ------------------------------------------------------------------------------

const USERS = gql(`query Rest_users($first: Int, $after: String, $search: String, $role: String, $orderBy: UserOrder) {
  users(first: $first, after: $after, search: $search, role: $role, orderBy: $orderBy) {
    pageInfo { hasNextPage endCursor } edges { node { ${REST_USER_FIELDS} } } } }`);
/** GET /api/users' filters, as the GraphQL list's arguments. */
const USER_LIST_PARAMETERS: QueryParameter[] = [
  {
    name: 'search',
    description: 'Words each of which a user matches: name, email, company.',
    schema: { type: 'string', maxLength: 200 },
  },
  { name: 'role', description: 'Only this role.', schema: { type: 'string', enum: [...ROLES] } },
  {
    name: 'orderBy',
    description: 'The order; newest first when not given.',
    schema: { type: 'string', enum: [...USER_LIST_ORDERS] },
  },
];
const PENDING_USERS = connectionQuery('pendingUsers', REST_USER_FIELDS);
const CREATE_USER = mutation('createUser', 'CreateUserInput', 'UserPayload', `user { ${REST_USER_FIELDS} }`);
const UPDATE_USER = mutation('updateUser', 'UpdateUserInput', 'UserPayload', `user { ${REST_USER_FIELDS} }`);
const DELETE_USER = mutation('deleteUser', 'UserIdInput', 'DeletePayload', DELETED, false);
const APPROVE_USER =
  gql(`mutation Rest_approveUser($input: UserIdInput!, $returnerCompanyId: ID, $createCompany: Boolean) {
  approveUser(input: $input, returnerCompanyId: $returnerCompanyId, createCompany: $createCompany) {
    user { ${REST_USER_FIELDS} } } }`);
/** The optional company choice of an approval (no body: the company with the registration's number). */
const APPROVE_USER_BODY: RestBody = {
  keys: ['returnerCompanyId', 'createCompany'],
  schema: {
    type: 'object',
    properties: {
      returnerCompanyId: {
        type: 'integer',
        description: 'Database id of the returner company the user joins instead of the matching one.',
      },
      createCompany: {
        type: 'boolean',
        description: "True: a new returner company from the registration's company name and organization number.",
      },
    },
    additionalProperties: false,
  },
};
const REJECT_USER = mutation('rejectUser', 'UserIdInput', 'DeletePayload', DELETED, false);
const REVIEW_USER = mutation('markUserReviewed', 'UserIdInput', 'UserPayload', `user { ${REST_USER_FIELDS} }`, false);
const userOf = (p: Record<string, unknown>) => ({ user: p.user });
const USER_SCHEMA = selectionSchema('User', REST_USER_FIELDS);
const USER_ANSWER = { key: 'user', schema: USER_SCHEMA };
const CREATE_USER_BODY = inputBody('CreateUserInput', [...USER_FIELDS_KEYS, 'password']);
const UPDATE_USER_BODY = inputBody('UpdateUserInput', [...USER_FIELDS_KEYS, 'active']);

const userRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/users',
    summary: 'Admin: every user, or those the search and role select',
    query: USER_LIST_PARAMETERS,
    answer: { key: 'users', list: true, schema: USER_SCHEMA },
    handler: async ({ ctx, request }) => {
      const query = new URL(request.url).searchParams;
      const variables = Object.fromEntries(
        USER_LIST_PARAMETERS.map(({ name }) => [name, query.get(name) || undefined]).filter(([, value]) => value),
      );
      const result = await allNodes(ctx, USERS, 'users', variables);
      return result.ok ? Response.json({ users: result.nodes }) : result.response;
    },
  },
  list(
    { path: '/api/users/pending', summary: 'Admin: users waiting for approval', key: 'users', schema: USER_SCHEMA },
    PENDING_USERS,
    'pendingUsers',
  ),
  change({
    method: 'POST',
    path: '/api/users',
    summary: 'Admin: creates a user (approved, without the verification mail)',
    body: CREATE_USER_BODY,
    answers: USER_ANSWER,
    document: CREATE_USER,
    field: 'createUser',
    input: bodyOf(keysOf(CREATE_USER_BODY.keys)),
    answer: userOf,
    status: 201,
  }),
  change({
    method: 'PATCH',
    path: '/api/users/:id',
    summary: 'Admin: changes a user (only the keys sent)',
    body: UPDATE_USER_BODY,
    answers: USER_ANSWER,
    document: UPDATE_USER,
    field: 'updateUser',
    input: withId('User', keysOf(UPDATE_USER_BODY.keys)),
    answer: userOf,
  }),
  change({
    method: 'DELETE',
    path: '/api/users/:id',
    summary: 'Admin: deletes a user',
    answers: { schema: DELETED_SCHEMA },
    document: DELETE_USER,
    field: 'deleteUser',
    input: onlyId('User'),
    answer: deleted('User'),
  }),
  {
    method: 'POST',
    path: '/api/users/:id/approve',
    summary:
      'Admin: approves a registered user (who is mailed); a returner joins the chosen company, a new one, or the one with its organization number',
    body: APPROVE_USER_BODY,
    answer: { status: 200, ...USER_ANSWER },
    handler: async (call) => {
      const choice = pick(await call.body(), APPROVE_USER_BODY.keys);
      if (choice.createCompany !== undefined && typeof choice.createCompany !== 'boolean')
        throw new AppError('VALIDATION_ERROR', 'createCompany must be true or false', 'createCompany');
      const companyId = choice.returnerCompanyId;
      const result = await runOperation<{ approveUser: Record<string, unknown> }>(call.ctx, APPROVE_USER, {
        input: { id: encodeGlobalID('User', numericId(call.params.id)) },
        returnerCompanyId:
          typeof companyId === 'number' || typeof companyId === 'string'
            ? encodeGlobalID('ReturnerCompany', companyId)
            : companyId,
        createCompany: choice.createCompany,
      });
      return result.ok ? Response.json(userOf(result.data.approveUser)) : result.response;
    },
  },
  change({
    method: 'DELETE',
    path: '/api/admin/reject-user/:id',
    summary: 'Admin: rejects a registration and deletes the user',
    answers: { schema: DELETED_SCHEMA },
    document: REJECT_USER,
    field: 'rejectUser',
    input: onlyId('User'),
    answer: (p) => ({ message: 'User rejected and deleted', id: p.databaseId }),
  }),
  change({
    method: 'POST',
    path: '/api/admin/mark-user-reviewed/:id',
    summary: 'Admin: marks a user reviewed',
    answers: USER_ANSWER,
    document: REVIEW_USER,
    field: 'markUserReviewed',
    input: onlyId('User'),
    answer: userOf,
  }),
];

// --- Companies ----------------------------------------------------------------------

const RETURNER_COMPANIES_WITH_USERS = connectionQuery(
  'returnerCompanies',
  `${RETURNER_COMPANY_FIELDS} users { ${REST_USER_FIELDS} }`,
);

const returnerCompanyRoutes: RestRoute[] = [
  list(
    {
      path: '/api/returner-companies',
      searchable: true,
      summary: 'The returner companies',
      key: 'companies',
      schema: selectionSchema('ReturnerCompany', RETURNER_COMPANY_FIELDS),
    },
    connectionQuery('returnerCompanies', RETURNER_COMPANY_FIELDS, true),
    'returnerCompanies',
  ),
  list(
    {
      path: '/api/admin/returner-companies-with-users',
      summary: 'Admin: the returner companies with their users',
      key: 'companies',
      schema: selectionSchema('ReturnerCompany', `${RETURNER_COMPANY_FIELDS} users { ${REST_USER_FIELDS} }`),
    },
    RETURNER_COMPANIES_WITH_USERS,
    'returnerCompanies',
  ),
  ...crud({
    typename: 'ReturnerCompany',
    label: 'Company',
    noun: 'a returner company',
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

const CONTACT_SCHEMA = selectionSchema('TransportCompanyContact', CONTACT_FIELDS);
const CONTACT_ANSWER = { key: 'contact', schema: CONTACT_SCHEMA };
const CREATE_CONTACT_BODY = inputBody('CreateTransportCompanyContactInput', CONTACT_KEYS);
const UPDATE_CONTACT_BODY = inputBody('UpdateTransportCompanyContactInput', CONTACT_KEYS);

const transportCompanyRoutes: RestRoute[] = [
  list(
    {
      path: '/api/admin/transport-companies',
      searchable: true,
      summary: 'Admin: the transport companies with their contacts and zones',
      key: 'companies',
      schema: selectionSchema('TransportCompany', ADMIN_TRANSPORT_COMPANY_FIELDS),
    },
    connectionQuery('transportCompanies', ADMIN_TRANSPORT_COMPANY_FIELDS, true),
    'transportCompanies',
  ),
  // The transporter's view (schedule dialog): its own company with contacts; admins see all.
  list(
    {
      path: '/api/transport/transport-companies',
      searchable: true,
      summary: 'The transport companies a pickup may be scheduled with (a transporter: its own)',
      key: 'companies',
      schema: selectionSchema('TransportCompany', TRANSPORT_COMPANY_FIELDS),
    },
    connectionQuery('schedulingTransportCompanies', TRANSPORT_COMPANY_FIELDS, true),
    'schedulingTransportCompanies',
  ),
  ...crud({
    typename: 'TransportCompany',
    label: 'Company',
    noun: 'a transport company',
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
    summary: 'Admin: a transport company’s contact persons',
    answer: { key: 'contacts', list: true, schema: CONTACT_SCHEMA },
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
    summary: 'Admin: adds a contact person to a transport company',
    body: CREATE_CONTACT_BODY,
    answers: CONTACT_ANSWER,
    document: CREATE_CONTACT,
    field: 'createTransportCompanyContact',
    input: async (call) => ({
      transportCompanyId: numericId(call.params.id),
      ...pick(await call.body(), CREATE_CONTACT_BODY.keys),
    }),
    answer: (p) => ({ contact: p.contact }),
    status: 201,
  }),
  change({
    method: 'PATCH',
    path: '/api/admin/transport-companies/contacts/:id',
    summary: 'Admin: changes a contact person',
    body: UPDATE_CONTACT_BODY,
    answers: CONTACT_ANSWER,
    document: UPDATE_CONTACT,
    field: 'updateTransportCompanyContact',
    input: withId('TransportCompanyContact', keysOf(UPDATE_CONTACT_BODY.keys)),
    answer: (p) => ({ contact: p.contact }),
  }),
  change({
    method: 'DELETE',
    path: '/api/admin/transport-companies/contacts/:id',
    summary: 'Admin: deletes a contact person',
    answers: { schema: DELETED_SCHEMA },
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
    noun: 'a drum type',
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
    noun: 'a drum specification',
    collection: '/api/drum-specs',
    item: 'drumSpec',
    key: 'drumSpec',
    fields: REST_DRUM_SPEC_FIELDS,
    keys: DRUM_SPEC_KEYS,
    names: { create: 'createDrumSpec', update: 'updateDrumSpec', delete: 'deleteDrumSpec' },
    // The inline edit sends the full spec as it was read (docs/specification.md section 7): its read-only keys pass.
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
