// docs/specification.md section 7, "Admin" pickup calls: the audit log, create on behalf of a returner, edit,
// delete (the returner companies with their users are in admin.ts). Each runs a GraphQL operation.
import { VALIDATION_FIELDS } from '../fragments';
import { gql, runOperation } from '../operation';
import { globalIdOf, numericId, pick, type RestRoute } from '../router';
import { allNodes } from './connections';
import { inputBody, type JsonSchema, MESSAGE_SCHEMA, operationFieldSchema, selectionSchema } from '../openapi';
import { drumLines, REQUEST_FIELDS, REST_PICKUP_REQUEST_FIELDS } from './pickups';

const AUDIT_FIELDS = 'auditEvents { id: databaseId eventType createdAt userName adminEdit eventDetails }';

const AUDIT_LOG = gql(`query RestAuditLog($first: Int, $after: String) {
  auditLog(first: $first, after: $after) { pageInfo { hasNextPage endCursor }
    edges { node { ${REST_PICKUP_REQUEST_FIELDS} ${AUDIT_FIELDS} } } } }`);
const CREATE = gql(`mutation RestAdminCreatePickupRequest($input: AdminCreatePickupRequestInput!) {
  adminCreatePickupRequest(input: $input) { ${VALIDATION_FIELDS} ... on PickupRequestPayload { pickupRequest { ${REST_PICKUP_REQUEST_FIELDS} } } } }`);
const EDIT = gql(`mutation RestAdminUpdatePickupRequest($input: AdminUpdatePickupRequestInput!) {
  adminUpdatePickupRequest(input: $input) { ${VALIDATION_FIELDS} ... on PickupRequestPayload { pickupRequest { ${REST_PICKUP_REQUEST_FIELDS} ${AUDIT_FIELDS} } } } }`);
const DELETE = gql(`mutation RestAdminDeletePickupRequest($input: PickupRequestIdInput!) {
  adminDeletePickupRequest(input: $input) { deletedDatabaseId } }`);

const OWNER_FIELDS = ['returnerCompanyId', 'userId', 'assignedTransportCompanyId'] as const;
const OWNER_TYPES: Record<(typeof OWNER_FIELDS)[number], string> = {
  returnerCompanyId: 'ReturnerCompany',
  userId: 'User',
  assignedTransportCompanyId: 'TransportCompany',
};

const CREATE_BODY = inputBody('AdminCreatePickupRequestInput', [...REQUEST_FIELDS, ...OWNER_FIELDS]);
const EDIT_BODY = inputBody('AdminUpdatePickupRequestInput', [...REQUEST_FIELDS, ...OWNER_FIELDS]);
const BULK_BODY = inputBody('BulkPickupActionInput', [
  'action',
  'ids',
  'scheduledPickupDate',
  'assignedTransportCompanyId',
  'assignedContactPersonId',
  'bestEffort',
]);
const BULK_USERS_BODY = inputBody('BulkUserActionInput', ['action', 'ids', 'bestEffort']);
const AUDITED_REQUEST_SCHEMA = selectionSchema('PickupRequest', `${REST_PICKUP_REQUEST_FIELDS} ${AUDIT_FIELDS}`);
const CREATED_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    pickupRequestId: { type: 'integer' },
    pickupRequest: selectionSchema('PickupRequest', REST_PICKUP_REQUEST_FIELDS),
  },
  required: ['pickupRequestId', 'pickupRequest'],
};

/** The admin body as GraphQL input: numeric ids become global ids; a bad id names nothing (404 there). */
function adminInput(body: Record<string, unknown>): Record<string, unknown> {
  const fields = pick(body, CREATE_BODY.keys);
  const input: Record<string, unknown> = { ...fields };
  if ('drums' in fields) input.drums = drumLines(fields.drums);
  for (const key of OWNER_FIELDS) {
    if (!(key in fields)) continue;
    // null clears; anything that is no id goes as an id of nothing, answered as missing.
    input[key] = fields[key] === null ? null : (globalIdOf(OWNER_TYPES[key], fields[key]) ?? `${OWNER_TYPES[key]}:0`);
  }
  return input;
}

export const adminPickupRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/audit-log',
    summary: 'Admin: every pickup request with its audit events',
    answer: { key: 'pickupRequests', list: true, schema: AUDITED_REQUEST_SCHEMA },
    handler: async ({ ctx }) => {
      const result = await allNodes(ctx, AUDIT_LOG, 'auditLog');
      return result.ok ? Response.json({ pickupRequests: result.nodes }) : result.response;
    },
  },
  {
    method: 'POST',
    path: '/api/admin/drums/batch',
    summary: 'Admin: creates a pickup request for a returner (submitted); with `action`, a bulk action',
    body: { keys: [...CREATE_BODY.keys, ...BULK_BODY.keys], schema: { oneOf: [CREATE_BODY.schema, BULK_BODY.schema] } },
    answer: { schema: CREATED_SCHEMA },
    handler: async ({ ctx, body }) => {
      const fields = await body();
      if ('action' in fields) return bulkPickupAction(ctx, fields);
      const result = await runOperation<{ adminCreatePickupRequest: { pickupRequest: { id: number } } }>(ctx, CREATE, {
        input: adminInput(fields),
      });
      if (!result.ok) return result.response;
      const pickupRequest = result.data.adminCreatePickupRequest.pickupRequest;
      return Response.json({ pickupRequestId: pickupRequest.id, pickupRequest }, { status: 201 });
    },
  },
  {
    method: 'PATCH',
    path: '/api/admin/pickup-requests/:id/edit',
    summary: 'Admin: changes any field of a pickup request (audited)',
    body: EDIT_BODY,
    answer: { key: 'pickupRequest', schema: AUDITED_REQUEST_SCHEMA },
    handler: async ({ ctx, params, body }) => {
      const input = { ...adminInput(await body()), id: globalIdOf('PickupRequest', numericId(params.id)) };
      const result = await runOperation<{ adminUpdatePickupRequest: { pickupRequest: unknown } }>(ctx, EDIT, { input });
      return result.ok
        ? Response.json({ pickupRequest: result.data.adminUpdatePickupRequest.pickupRequest })
        : result.response;
    },
  },
  {
    method: 'DELETE',
    path: '/api/admin/pickup-requests/:id',
    summary: 'Admin: deletes a pickup request',
    answer: { schema: MESSAGE_SCHEMA },
    handler: async ({ ctx, params }) => {
      const result = await runOperation(ctx, DELETE, {
        input: { id: globalIdOf('PickupRequest', numericId(params.id)) },
      });
      return result.ok ? Response.json({ message: 'Pickup request deleted' }) : result.response;
    },
  },
];

const BULK = gql(`mutation RestBulkPickupAction($input: BulkPickupActionInput!) {
  bulkPickupAction(input: $input) { changedCount applied results { id: databaseId ok status error { code message } } } }`);
const BULK_USERS = gql(`mutation RestBulkUserAction($input: BulkUserActionInput!) {
  bulkUserAction(input: $input) { changedCount applied results { id: databaseId ok error { code message } } } }`);

const idList = (typename: string, value: unknown): unknown =>
  Array.isArray(value) ? value.map((id) => globalIdOf(typename, id) ?? `${typename}:0`) : value;

/**
 * The bulk body `{action, ids, ...}`: over POST /api/admin/drums/batch (that path serves
 * bulk actions too; a body with `action` is a batch, the spec's create body has none) and over
 * POST /api/admin/pickup-requests/bulk.
 */
async function bulkPickupAction(ctx: Parameters<RestRoute['handler']>[0]['ctx'], body: Record<string, unknown>) {
  const fields = pick(body, BULK_BODY.keys);
  const input = {
    ...fields,
    action: typeof fields.action === 'string' ? fields.action.toUpperCase() : fields.action,
    ids: idList('PickupRequest', fields.ids),
    ...('assignedTransportCompanyId' in fields && fields.assignedTransportCompanyId !== null
      ? {
          assignedTransportCompanyId:
            globalIdOf('TransportCompany', fields.assignedTransportCompanyId) ?? 'TransportCompany:0',
        }
      : {}),
    ...('assignedContactPersonId' in fields && fields.assignedContactPersonId !== null
      ? {
          assignedContactPersonId:
            globalIdOf('TransportCompanyContact', fields.assignedContactPersonId) ?? 'TransportCompanyContact:0',
        }
      : {}),
  };
  const result = await runOperation<{ bulkPickupAction: unknown }>(ctx, BULK, { input });
  return result.ok ? Response.json(result.data.bulkPickupAction) : result.response;
}

adminPickupRoutes.push(
  {
    method: 'POST',
    path: '/api/admin/pickup-requests/bulk',
    summary: 'Admin: one action on many requests, all or nothing unless bestEffort',
    body: BULK_BODY,
    answer: { status: 200, schema: operationFieldSchema(BULK, 'bulkPickupAction') },
    handler: async ({ ctx, body }) => bulkPickupAction(ctx, await body()),
  },
  {
    method: 'POST',
    path: '/api/admin/users/bulk',
    summary: 'Admin: approves or rejects many users, all or nothing unless bestEffort',
    body: BULK_USERS_BODY,
    answer: { status: 200, schema: operationFieldSchema(BULK_USERS, 'bulkUserAction') },
    handler: async ({ ctx, body }) => {
      const fields = pick(await body(), BULK_USERS_BODY.keys);
      const input = {
        ...fields,
        action: typeof fields.action === 'string' ? fields.action.toUpperCase() : fields.action,
        ids: idList('User', fields.ids),
      };
      const result = await runOperation<{ bulkUserAction: unknown }>(ctx, BULK_USERS, { input });
      return result.ok ? Response.json(result.data.bulkUserAction) : result.response;
    },
  },
);
