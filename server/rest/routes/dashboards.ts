// docs/specification.md section 7: the transporter's stats and lists and the admin dashboard's counts, read
// through the same GraphQL queries as the screens.
import { TRANSPORT_LIST_STATUSES } from '../../../domain/pickupSections';
import { gql, runOperation } from '../operation';
import type { RestRoute } from '../router';
import { allNodes } from './connections';
import {
  PICKUP_LIST_ARGUMENTS,
  PICKUP_LIST_PARAMETERS,
  PICKUP_LIST_VARIABLES,
  pickupListVariables,
} from '../listFilters';
import { REST_PICKUP_REQUEST_FIELDS } from './pickups';
import { operationFieldSchema, selectionSchema } from '../openapi';

const TRANSPORT_STATS = gql(
  'query RestTransportStats { transportStats { totalRequests newRequests scheduledPickups pendingConfirmation activePickups completed } }',
);
const DEPARTMENT_COUNTS = gql(
  'query RestDashboardStats { pickupDepartmentCounts { pending requests ongoing completed cancelled } }',
);
const SETUP_WARNINGS = gql(
  'query RestSetupWarnings { setupWarnings { kind count message fixPath fixLabel items { id: databaseId name } } }',
);
const TRANSPORT_LIST = gql(`query RestTransportPickupRequests($first: Int, $after: String, ${PICKUP_LIST_VARIABLES}) {
  pickupRequests(first: $first, after: $after, ${PICKUP_LIST_ARGUMENTS}) {
    pageInfo { hasNextPage endCursor } edges { node { ${REST_PICKUP_REQUEST_FIELDS} } } } }`);

export const dashboardRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/transport/stats',
    summary: 'Transporter: counts of the portal’s sections',
    answer: { schema: operationFieldSchema(TRANSPORT_STATS, 'transportStats') },
    handler: async ({ ctx }) => {
      const result = await runOperation<{ transportStats: Record<string, number> }>(ctx, TRANSPORT_STATS, {});
      return result.ok ? Response.json(result.data.transportStats) : result.response;
    },
  },
  {
    method: 'GET',
    path: '/api/transport/pickup-requests',
    summary:
      'Transporter: the requests offered to or assigned to the caller’s company, narrowed by the filters of GET /api/drums',
    query: PICKUP_LIST_PARAMETERS,
    answer: { key: 'pickupRequests', list: true, schema: selectionSchema('PickupRequest', REST_PICKUP_REQUEST_FIELDS) },
    handler: async ({ ctx, request }) => {
      const result = await allNodes(ctx, TRANSPORT_LIST, 'pickupRequests', {
        statuses: TRANSPORT_LIST_STATUSES,
        ...pickupListVariables(new URL(request.url).searchParams),
      });
      return result.ok ? Response.json({ pickupRequests: result.nodes }) : result.response;
    },
  },
  {
    method: 'GET',
    path: '/api/admin/setup-warnings',
    summary: 'Admin: what in the master data blocks work, each with its count, records and fix',
    answer: { key: 'warnings', schema: operationFieldSchema(SETUP_WARNINGS, 'setupWarnings') },
    handler: async ({ ctx }) => {
      const result = await runOperation<{ setupWarnings: unknown[] }>(ctx, SETUP_WARNINGS, {});
      return result.ok ? Response.json({ warnings: result.data.setupWarnings }) : result.response;
    },
  },
  {
    method: 'GET',
    path: '/api/dashboard/stats',
    summary: 'Admin: pickup counts per department tab',
    answer: { schema: operationFieldSchema(DEPARTMENT_COUNTS, 'pickupDepartmentCounts') },
    handler: async ({ ctx }) => {
      const result = await runOperation<{ pickupDepartmentCounts: Record<string, number> }>(ctx, DEPARTMENT_COUNTS, {});
      return result.ok ? Response.json(result.data.pickupDepartmentCounts) : result.response;
    },
  },
];
