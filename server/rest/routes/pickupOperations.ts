// docs/specification.md section 7, the transporter's and admin's pickup operations. Each runs the GraphQL
// mutation of schema/pickups/transitions.ts, which runs the transition table; these only
// translate paths and bodies and answer {pickupRequest}.
import { IDEMPOTENCY_HEADER, idempotencyInput } from '../idempotencyKey';
import { AppError } from '../../../domain/errors';
import type { Context } from '../../context';
import { VALIDATION_FIELDS } from '../fragments';
import { gql, runOperation } from '../operation';
import { globalIdOf, numericId, pick, type RestRoute } from '../router';
import { REST_PICKUP_REQUEST_FIELDS } from './pickups';
import { inputBody, selectionSchema } from '../openapi';

const operation = (name: string, inputType: string) =>
  gql(`mutation Rest_${name}($input: ${inputType}!) {
    ${name}(input: $input) { ${VALIDATION_FIELDS} ... on PickupRequestPayload { pickupRequest { ${REST_PICKUP_REQUEST_FIELDS} } } } }`);

const SCHEDULE = operation('schedulePickup', 'SchedulePickupInput');
const CLEAR_SCHEDULE = operation('clearPickupSchedule', 'PickupRequestIdInput');
const COMPLETE = operation('markPickupCollected', 'MarkPickupCollectedInput');
const CONFIRM = operation('confirmPickup', 'PickupRequestIdInput');
const ABORT = operation('abortPickup', 'PickupRequestIdInput');
const CANCEL = operation('cancelPickupRequest', 'PickupRequestIdInput');
const ROLLBACK = operation('rollbackPickupRequest', 'RollbackPickupRequestInput');

type Mutation = ReturnType<typeof operation>;

async function answer(ctx: Context, document: Mutation, name: string, input: Record<string, unknown>) {
  const result = await runOperation<Record<string, { pickupRequest: unknown }>>(ctx, document, { input });
  return result.ok ? Response.json({ pickupRequest: result.data[name].pickupRequest }) : result.response;
}

const requestId = (id: string | undefined) => globalIdOf('PickupRequest', numericId(id));

/** An optional numeric id of the body: absent or null is none; anything else must name an object. */
function optionalId(body: Record<string, unknown>, key: string, typename: string): string | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  const id = globalIdOf(typename, value);
  if (!id)
    throw new AppError(
      'NOT_FOUND',
      `${typename === 'TransportCompany' ? 'Transport company' : 'Contact person'} not found`,
      key,
    );
  return id;
}

/** A pickup request as these calls answer it, for the OpenAPI document. */
const PICKUP_REQUEST_SCHEMA = selectionSchema('PickupRequest', REST_PICKUP_REQUEST_FIELDS);

const SCHEDULE_BODY = inputBody('SchedulePickupInput', [
  'scheduledPickupDate',
  'assignedTransportCompanyId',
  'assignedContactPersonId',
]);
const COMPLETE_BODY = inputBody('MarkPickupCollectedInput', [
  'collectorName',
  'lines',
  'drums',
  'latitude',
  'longitude',
  'collectedAt',
]);
const ROLLBACK_BODY = inputBody('RollbackPickupRequestInput', ['targetStatus']);

/** A body-less action on one request: PATCH (or POST) with an empty body or `{}`. */
const action = (
  method: 'PATCH' | 'POST',
  path: string,
  document: Mutation,
  name: string,
  summary: string,
): RestRoute => ({
  method,
  path,
  summary,
  answer: { status: 200, key: 'pickupRequest', schema: PICKUP_REQUEST_SCHEMA },
  handler: async ({ ctx, params, body }) => {
    pick(await body(), []);
    return answer(ctx, document, name, { id: requestId(params.id) });
  },
});

export const pickupOperationRoutes: RestRoute[] = [
  {
    method: 'PATCH',
    path: '/api/transport/pickup-requests/:id/schedule',
    summary: 'Schedules a pickup: date, transport company and contact person',
    body: SCHEDULE_BODY,
    answer: { key: 'pickupRequest', schema: PICKUP_REQUEST_SCHEMA },
    handler: async ({ ctx, params, body }) => {
      const fields = pick(await body(), SCHEDULE_BODY.keys);
      return answer(ctx, SCHEDULE, 'schedulePickup', {
        id: requestId(params.id),
        scheduledPickupDate: fields.scheduledPickupDate ?? null,
        assignedTransportCompanyId: optionalId(fields, 'assignedTransportCompanyId', 'TransportCompany'),
        assignedContactPersonId: optionalId(fields, 'assignedContactPersonId', 'TransportCompanyContact'),
      });
    },
  },
  action(
    'PATCH',
    '/api/transport/pickup-requests/:id/clear-schedule',
    CLEAR_SCHEDULE,
    'clearPickupSchedule',
    'Removes a schedule awaiting confirmation',
  ),
  {
    method: 'PATCH',
    path: '/api/transport/pickup-requests/:id/complete',
    summary:
      'The drums were collected: optionally the collector and, per drum line (database ids), the drums found in each condition',
    body: COMPLETE_BODY,
    headers: [IDEMPOTENCY_HEADER],
    answer: { status: 200, key: 'pickupRequest', schema: PICKUP_REQUEST_SCHEMA },
    handler: async ({ ctx, params, body, request }) => {
      const key = idempotencyInput(request);
      const fields = pick(await body(), COMPLETE_BODY.keys);
      return answer(ctx, COMPLETE, 'markPickupCollected', { ...key, ...fields, id: requestId(params.id) });
    },
  },
  action(
    'PATCH',
    '/api/transport/pickup-requests/:id/confirm-pickup',
    CONFIRM,
    'confirmPickup',
    'Admin: confirms the scheduled date',
  ),
  action(
    'PATCH',
    '/api/admin/pickup-requests/:id/abort',
    ABORT,
    'abortPickup',
    'Admin: aborts a scheduled pickup (back to awaiting scheduling)',
  ),
  // Ours, not the spec's: how an admin cancels a request (docs/specification.md section 6: "any request not collected").
  action(
    'PATCH',
    '/api/admin/pickup-requests/:id/cancel',
    CANCEL,
    'cancelPickupRequest',
    'Admin: cancels a request not yet collected',
  ),
  {
    method: 'POST',
    path: '/api/admin/pickup-requests/:id/rollback',
    summary: 'Admin: rolls a request back to an earlier status',
    body: ROLLBACK_BODY,
    answer: { status: 200, key: 'pickupRequest', schema: PICKUP_REQUEST_SCHEMA },
    handler: async ({ ctx, params, body }) => {
      const { targetStatus } = pick(await body(), ROLLBACK_BODY.keys);
      // The REST contract speaks the stored names (ready_for_pickup); GraphQL's enum is the same.
      return answer(ctx, ROLLBACK, 'rollbackPickupRequest', {
        id: requestId(params.id),
        targetStatus: targetStatus ?? null,
      });
    },
  },
];
