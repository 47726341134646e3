// Route proposals over GraphQL: the route mails a transport company got, with the
// stops still waiting; the admins' dispatch history per zone; each zone's progress towards its
// serving companies' thresholds; scheduling every waiting stop of a route at once.
import { rowsOf } from '../db/client';
import { en } from '../domain/i18n/en';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'drizzle-orm';
import type { RouteStop } from '../domain/routeStops';
import { routeMapUrl } from '../domain/routeStops';
import { AppError, notFound } from '../domain/errors';
import { runBulkPickupAction } from '../services/pickupBulk';
import { pickupViewer } from '../services/pickupVisibility';
import { routePortalPath } from '../services/routeDispatch';
import { builder } from './builder';
import type { Context } from './context';
import { visibleWhen } from './nodeVisibility';
import { PickupRequest } from './pickups/types';
import { Zone } from './zones';

const ROUTE_MESSAGES = en.errors.routes;

function mayReadDispatch(ctx: Context, dispatch: { transportCompanyId: number }): boolean {
  const viewer = pickupViewer(ctx);
  if (!viewer) return false;
  return (
    viewer.role === 'admin' ||
    (viewer.role === 'transporter' && viewer.transportCompanyId === dispatch.transportCompanyId)
  );
}

const RouteStopRef = builder.objectRef<RouteStop & { waiting: boolean; position: number }>('RouteStop').implement({
  description: 'One stop of a route, as mailed.',
  fields: (t) => ({
    position: t.exposeInt('position', { description: '1 for the first stop of the driving order.' }),
    pickupRequestId: t.id({
      description: "The request's global id.",
      resolve: (stop) => encodeGlobalID('PickupRequest', stop.pickupRequestId),
    }),
    databaseId: t.int({ description: "The request's database id.", resolve: (stop) => stop.pickupRequestId }),
    reference: t.exposeString('reference', { description: "The request's reference, e.g. PR-000123." }),
    address: t.exposeString('address', { description: "The site's address." }),
    latitude: t.float({ description: "The site's latitude.", resolve: (stop) => stop.lat }),
    longitude: t.float({ description: "The site's longitude.", resolve: (stop) => stop.lng }),
    totalDrums: t.exposeInt('totalDrums', { description: 'Drums to collect there.' }),
    drumsByType: t.stringList({
      description: 'The drums by type, e.g. "3 wood".',
      resolve: (stop) => stop.drumsByType.map((d) => `${d.quantity} ${d.type}`),
    }),
    weightKg: t.exposeFloat('weightKg', { description: 'Their weight in kg, as far as the specifications tell.' }),
    volumeM3: t.exposeFloat('volumeM3', {
      description: 'Their transport volume in m³, as far as the specifications tell.',
    }),
    siteInformation: t.exposeStringList('siteInformation', {
      description: 'What the site offers or needs (loading, forklift, crane truck).',
    }),
    comments: t.exposeString('comments', { description: "The returner's notes for the transporter.", nullable: true }),
    waiting: t.exposeBoolean('waiting', {
      description: 'Still unscheduled and ready for pickup; false once scheduled, collected or cancelled.',
    }),
  }),
});

const RouteDispatch = builder.drizzleNode('routeDispatches', {
  name: 'RouteDispatch',
  description: 'A route mail sent to a transport company for the waiting drums of one zone.',
  id: { column: (dispatch) => dispatch.id, description: 'The global (Relay) id of the route.' },
  select: { columns: { id: true, transportCompanyId: true } },
  authScopes: visibleWhen('RouteDispatch', (dispatch: { transportCompanyId: number }, ctx) =>
    mayReadDispatch(ctx, dispatch),
  ),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The route's database id." }),
    transportCompanyId: t.exposeInt('transportCompanyId', {
      description: 'Database id of the transport company it was mailed to.',
    }),
    transportCompanyName: t.string({
      description: "That company's name.",
      select: { with: { transportCompany: { columns: { name: true } } } },
      resolve: (dispatch) => dispatch.transportCompany.name,
    }),
    zone: t.relation('zone', { description: 'The zone whose requests it gathers.', type: Zone }),
    totalDrums: t.exposeInt('totalDrums', { description: 'Drums over all stops when it was mailed.' }),
    threshold: t.exposeInt('threshold', { description: "The company's threshold for the zone at the time." }),
    distanceKm: t.float({
      description: "The route's length in km, depot to depot when the company has one.",
      select: { columns: { distanceMetres: true } },
      resolve: (dispatch) => Math.round(dispatch.distanceMetres / 100) / 10,
    }),
    drivingMinutes: t.exposeInt('drivingMinutes', { description: 'Estimated driving time in minutes.' }),
    roadDistances: t.exposeBoolean('roadDistances', {
      description: 'Whether distances are by road (a routing service) or straight lines.',
    }),
    createdAt: t.expose('createdAt', { description: 'When it was mailed.', type: 'DateTime' }),
    portalPath: t.string({
      description: 'Where the transport portal shows it.',
      resolve: (dispatch) => routePortalPath(dispatch.id),
    }),
    mapUrl: t.string({
      description: 'The whole route in a map, every stop a waypoint in driving order.',
      select: { columns: { stops: true } },
      resolve: (dispatch) => routeMapUrl(dispatch.stops as RouteStop[]),
    }),
    stops: t.field({
      description: 'The stops in driving order.',
      type: [RouteStopRef],
      select: { columns: { stops: true }, with: { requests: { columns: { pickupRequestId: true } } } },
      resolve: (dispatch) => {
        const waiting = new Set(dispatch.requests.map((row) => row.pickupRequestId));
        return (dispatch.stops as RouteStop[]).map((stop, index) => ({
          ...stop,
          position: index + 1,
          waiting: waiting.has(stop.pickupRequestId),
        }));
      },
    }),
    waitingStopCount: t.int({
      description: 'Stops whose requests still wait to be scheduled.',
      select: { with: { requests: { columns: { pickupRequestId: true } } } },
      resolve: (dispatch) => dispatch.requests.length,
    }),
  }),
});

builder.queryField('routeProposals', (t) =>
  t.withAuth({ approved: true }).drizzleField({
    type: [RouteDispatch],
    description:
      "A transporter's route mails with stops still waiting, newest first; an admin's, every company's (at most 100).",
    resolve: (query, _root, _args, ctx) => {
      const viewer = pickupViewer(ctx)!;
      if (viewer.role === 'returner') return [];
      return ctx.db.query.routeDispatches.findMany(
        query({
          where: {
            ...(viewer.role === 'transporter' ? { transportCompanyId: viewer.transportCompanyId ?? -1 } : {}),
            RAW: (table) => sql`exists (select 1 from route_dispatch_requests r where r.dispatch_id = ${table.id})`,
          },
          orderBy: { createdAt: 'desc', id: 'desc' },
          limit: 100,
        }),
      );
    },
  }),
);

builder.drizzleObjectFields(Zone, (t) => ({
  routeDispatches: t.relation('routeDispatches', {
    type: RouteDispatch,
    authScopes: { admin: true },
    description: 'Admins: the route mails sent for this zone, newest first (at most 50).',
    query: { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 50 },
  }),
}));

// --- threshold progress -------------------------------------------------------------------

type Progress = {
  zoneId: number;
  transportCompanyId: number;
  transportCompanyName: string;
  threshold: number;
  waitingDrums: number;
};

const ThresholdProgress = builder.objectRef<Progress>('ThresholdProgress').implement({
  description: "A serving company's threshold and the drums waiting in the zone that no route mail to it holds yet.",
  fields: (t) => ({
    transportCompanyId: t.exposeInt('transportCompanyId', { description: 'Database id of the serving company.' }),
    transportCompanyName: t.exposeString('transportCompanyName', { description: 'Its name.' }),
    threshold: t.exposeInt('threshold', { description: 'Drums that trigger its route mail.' }),
    waitingDrums: t.exposeInt('waitingDrums', {
      description: 'Drums waiting in the zone that no route mail to it holds yet.',
    }),
  }),
});

/** Every zone's progress in one statement, read once per request (a zone list asks per zone). */
const progressByContext = new WeakMap<object, Promise<Map<number, Progress[]>>>();
function progressOf(ctx: Context): Promise<Map<number, Progress[]>> {
  let pending = progressByContext.get(ctx);
  if (!pending) {
    pending = ctx.db
      .execute(
        sql`select tcz.zone_id as "zoneId", tcz.transport_company_id as "transportCompanyId", tc.name as "transportCompanyName",
          tcz.min_pickup_threshold as "threshold",
          coalesce((select sum(d.quantity) from pickup_requests p
            join pickup_request_drums d on d.pickup_request_id = p.id
            where p.zone_id = tcz.zone_id and p.status = 'ready_for_pickup' and p.scheduled_pickup_date is null
              and not exists (select 1 from route_dispatch_requests r
                where r.transport_company_id = tcz.transport_company_id and r.pickup_request_id = p.id)), 0)::int as "waitingDrums"
        from transport_company_zones tcz join transport_companies tc on tc.id = tcz.transport_company_id
        order by tc.name, tc.id`,
      )
      .then((result) => {
        const rows = rowsOf<Progress>(result);
        const byZone = new Map<number, Progress[]>();
        for (const row of rows) byZone.set(row.zoneId, [...(byZone.get(row.zoneId) ?? []), row]);
        return byZone;
      });
    progressByContext.set(ctx, pending);
  }
  return pending;
}

builder.drizzleObjectFields(Zone, (t) => ({
  thresholdProgress: t.field({
    type: [ThresholdProgress],
    authScopes: { admin: true },
    description: "Admins: each serving company's waiting drums against its threshold ('18 / 25 drums').",
    resolve: async (zone, _args, ctx) => (await progressOf(ctx)).get(zone.id) ?? [],
  }),
}));

// --- scheduling a whole route -------------------------------------------------------------

const ScheduleRouteInput = builder.inputType('ScheduleRouteInput', {
  description: 'Every request of a route scheduled at once.',
  fields: (t) => ({
    id: t.globalID({ description: "The route's global id.", required: true, for: RouteDispatch }),
    scheduledPickupDate: t.field({ description: 'The day and time of the pickups.', type: 'DateTime', required: true }),
    assignedContactPersonId: t.globalID({ description: "The contact person's global id, if any.", required: false }),
  }),
});

const ScheduleRoutePayload = builder.objectRef<{ ids: number[] }>('ScheduleRoutePayload').implement({
  description: "What a route's scheduling did.",
  fields: (t) => ({
    scheduledCount: t.int({
      description: 'How many requests were scheduled.',
      resolve: (payload) => payload.ids.length,
    }),
    pickupRequests: t.drizzleField({
      description: 'The requests just scheduled, by id.',
      type: [PickupRequest],
      resolve: (query, payload, _args, ctx) =>
        ctx.db.query.pickupRequests.findMany(query({ where: { id: { in: payload.ids } }, orderBy: { id: 'asc' } })),
    }),
  }),
});

builder.mutationField('scheduleRoute', (t) =>
  t.withAuth({ approved: true }).field({
    type: ScheduleRoutePayload,
    errors: {},
    description:
      'Schedules every waiting stop of a route for one date, for the route’s company, in one transaction; each stop passes the transition table.',
    args: { input: t.arg({ type: ScheduleRouteInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      const dispatch = await ctx.db.query.routeDispatches.findFirst({
        where: { id },
        with: { requests: { columns: { pickupRequestId: true } } },
      });
      if (!dispatch || !mayReadDispatch(ctx, dispatch)) throw notFound(ROUTE_MESSAGES.notFound);
      const ids = dispatch.requests.map((row) => row.pickupRequestId);
      if (ids.length === 0) throw new AppError('CONFLICT', ROUTE_MESSAGES.nothingWaiting);
      const contact = input.assignedContactPersonId ? Number(input.assignedContactPersonId.id) : null;
      const outcome = await runBulkPickupAction(ctx, pickupViewer(ctx)!, {
        action: 'schedule',
        ids,
        schedule: {
          scheduledPickupDate: input.scheduledPickupDate as Date,
          assignedTransportCompanyId: dispatch.transportCompanyId,
          assignedContactPersonId: contact,
        },
        bestEffort: false,
      });
      if (!outcome.applied) {
        const refused = outcome.results.find((result) => !result.ok && result.error);
        throw new AppError('CONFLICT', refused?.error?.message ?? ROUTE_MESSAGES.nothingWaiting);
      }
      return { ids };
    },
  }),
);
