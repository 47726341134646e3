import { messages } from '../../db/schema';
import {
  canReadPickupRequest,
  deleteRefusal,
  editRefusal,
  finalizeRefusal,
  type PickupSubject,
} from '../../domain/pickupAccess';
import { formatReferenceNumber } from '../../domain/referenceNumber';
import { PICKUP_STATUSES, pickupStatusLabel } from '../../domain/statuses';
import { builder } from '../builder';
import type { Context } from '../context';
import { visibleWhen } from '../nodeVisibility';
import { User } from '../users/types';
import { pickupViewer, readableRequestsWhere } from '../../services/pickupVisibility';

export const PickupStatus = builder.enumType('PickupStatus', {
  values: PICKUP_STATUSES,
  description: 'Status of a pickup request (spec.md section 4).',
});

/** Paths of the image bytes, served to those who may read the request (server/rest/routes/pickups.ts). */
export const imageUrl = (id: number) => `/api/images/${id}`;
export const thumbnailUrl = (id: number) => `/api/images/${id}/thumbnail`;

/** Photo of the drums; the first one of a request is primary. */
export const PickupRequestImage = builder.drizzleNode('pickupRequestImages', {
  name: 'PickupRequestImage',
  id: { column: (image) => image.id },
  // Reachable through `node` too, so the type itself checks the request it belongs to.
  select: {
    columns: {
      id: true,
      pickupRequestId: true,
      filename: true,
      contentType: true,
      isPrimary: true,
      position: true,
      width: true,
      height: true,
      byteSize: true,
      createdAt: true,
    },
    with: {
      pickupRequest: {
        columns: {
          status: true,
          userId: true,
          returnerCompanyId: true,
          assignedTransportCompanyId: true,
          scheduledPickupDate: true,
          zoneId: true,
        },
      },
    },
  },
  authScopes: visibleWhen('PickupRequestImage', (image: { pickupRequest: PickupSubject }, ctx) =>
    mayReadRequest(ctx, image.pickupRequest),
  ),
  fields: (t) => ({
    databaseId: t.int({ resolve: (row) => row.id }),
    pickupRequestId: t.int({ resolve: (row) => row.pickupRequestId }),
    url: t.string({ resolve: (image) => imageUrl(image.id) }),
    thumbnailUrl: t.string({ resolve: (image) => thumbnailUrl(image.id) }),
    filename: t.string({ resolve: (row) => row.filename }),
    contentType: t.string({ resolve: (row) => row.contentType }),
    isPrimary: t.boolean({ resolve: (row) => row.isPrimary }),
    position: t.int({ resolve: (row) => row.position }),
    width: t.int({ nullable: true, resolve: (row) => row.width }),
    height: t.int({ nullable: true, resolve: (row) => row.height }),
    byteSize: t.int({ nullable: true, resolve: (row) => row.byteSize }),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
  }),
});

/** What a drum line shows; a request's own selection loads its lines the same way. */
const DRUM_LINE_SELECTION = {
  columns: { id: true, drumSpecId: true, quantity: true },
  with: {
    drumSpec: {
      columns: { name: true, flangeDiameter: true, widthBetweenFlanges: true },
      with: { drumType: { columns: { id: true, name: true } } },
    },
  },
} as const;

/** One line of a request: a drum specification and how many. */
export const PickupRequestDrum = builder.drizzleObject('pickupRequestDrums', {
  name: 'PickupRequestDrum',
  select: DRUM_LINE_SELECTION,
  fields: (t) => ({
    databaseId: t.int({ resolve: (row) => row.id }),
    // Names rather than the DrumSpec node: a request made by an admin may use a spec that
    // is available for admins only, which the returner must still see by name.
    drumSpecId: t.int({ description: 'Database id of the drum specification.', resolve: (row) => row.drumSpecId }),
    quantity: t.int({ resolve: (row) => row.quantity }),
    drumSpecName: t.string({ resolve: (line) => line.drumSpec.name }),
    drumTypeId: t.int({ resolve: (line) => line.drumSpec.drumType.id }),
    drumTypeName: t.string({ resolve: (line) => line.drumSpec.drumType.name }),
    diameter: t.float({
      nullable: true,
      description: 'Flange diameter (mm).',
      resolve: (line) => line.drumSpec.flangeDiameter,
    }),
    width: t.float({
      nullable: true,
      description: 'Width between flanges (mm).',
      resolve: (line) => line.drumSpec.widthBetweenFlanges,
    }),
  }),
});

/** The columns of pickup_requests, all of them, for the type's own selection below. */
const ALL_REQUEST_COLUMNS = {
  id: true,
  status: true,
  address: true,
  latitude: true,
  longitude: true,
  zoneId: true,
  userId: true,
  returnerCompanyId: true,
  assignedTransportCompanyId: true,
  assignedContactPersonId: true,
  createdByAdminId: true,
  hasLoadingCapability: true,
  supportsForklift: true,
  requiresCraneTruck: true,
  transporterComments: true,
  createdAt: true,
  updatedAt: true,
  confirmedAt: true,
  scheduledAt: true,
  scheduledPickupDate: true,
  acknowledgedAt: true,
  collectedAt: true,
  cancelledAt: true,
} as const;
const named = { columns: { name: true } } as const;

/**
 * A returner's request to collect drums from a site (spec.md section 3). Readable by the
 * returner's company (not once cancelled), by admins, and by the transport company it is
 * assigned to.
 */
export const PickupRequest = builder.drizzleNode('pickupRequests', {
  name: 'PickupRequest',
  id: { column: (request) => request.id },
  // Every request row comes with its names, drum lines and message count, in the same SQL
  // statement: cheap one-row joins, and the fields below then read them without a selection of
  // their own, which Pothos would otherwise map per field and per row (issue 16: that mapping
  // was most of a list's CPU time).
  select: {
    columns: ALL_REQUEST_COLUMNS,
    with: {
      zone: { columns: { name: true, zoneNumber: true } },
      user: named,
      returnerCompany: named,
      assignedTransportCompany: named,
      assignedContactPerson: named,
      createdByAdmin: named,
      // The same shape and order as the `drums` field's, so the two are one join.
      drums: { ...DRUM_LINE_SELECTION, orderBy: { id: 'asc' } },
    },
    extras: {
      // A correlated count (t.relatedCount renders broken SQL with this drizzle version).
      messageCount: (table, { sql }) =>
        sql<number>`(select count(*)::int from ${messages} where ${messages.pickupRequestId} = ${table.id})`,
    },
  },
  authScopes: visibleWhen('PickupRequest', (request: PickupSubject, ctx) => mayReadRequest(ctx, request)),
  fields: (t) => ({
    databaseId: t.int({ resolve: (row) => row.id }),
    referenceNumberFormatted: t.string({ resolve: (request) => formatReferenceNumber(request.id) }),
    status: t.field({ type: PickupStatus, resolve: (row) => row.status }),
    statusLabel: t.string({ resolve: (request) => pickupStatusLabel(request.status, request.scheduledPickupDate) }),
    address: t.string({ resolve: (row) => row.address }),
    latitude: t.float({ nullable: true, resolve: (row) => row.latitude }),
    longitude: t.float({ nullable: true, resolve: (row) => row.longitude }),
    zoneId: t.int({ nullable: true, resolve: (row) => row.zoneId }),
    zoneName: t.string({ nullable: true, resolve: (request) => request.zone?.name ?? null }),
    zoneNumber: t.int({ nullable: true, resolve: (request) => request.zone?.zoneNumber ?? null }),
    drums: t.relation('drums', { type: PickupRequestDrum, query: { orderBy: { id: 'asc' } } }),
    totalDrums: t.int({
      resolve: (request) => request.drums.reduce((sum, line) => sum + line.quantity, 0),
    }),
    drumType: t.string({
      description: 'The drum type names of the request, in order of first appearance, joined by ", ".',
      resolve: (request) =>
        [...new Set([...request.drums].sort((a, b) => a.id - b.id).map((line) => line.drumSpec.drumType.name))].join(
          ', ',
        ),
    }),
    images: t.relation('images', { type: PickupRequestImage, query: { orderBy: { position: 'asc', id: 'asc' } } }),
    userId: t.int({ nullable: true, resolve: (row) => row.userId }),
    userName: t.string({ nullable: true, resolve: (request) => request.user?.name ?? null }),
    returnerCompanyId: t.int({ nullable: true, resolve: (row) => row.returnerCompanyId }),
    returnerCompanyName: t.string({ nullable: true, resolve: (request) => request.returnerCompany?.name ?? null }),
    assignedTransportCompanyId: t.int({ nullable: true, resolve: (row) => row.assignedTransportCompanyId }),
    assignedTransportCompanyName: t.string({
      nullable: true,
      resolve: (request) => request.assignedTransportCompany?.name ?? null,
    }),
    assignedContactPersonId: t.int({ nullable: true, resolve: (row) => row.assignedContactPersonId }),
    assignedContactPersonName: t.string({
      nullable: true,
      resolve: (request) => request.assignedContactPerson?.name ?? null,
    }),
    createdByAdminId: t.int({ nullable: true, resolve: (row) => row.createdByAdminId }),
    createdByAdminName: t.string({ nullable: true, resolve: (request) => request.createdByAdmin?.name ?? null }),
    hasLoadingCapability: t.boolean({ resolve: (row) => row.hasLoadingCapability }),
    supportsForklift: t.boolean({ resolve: (row) => row.supportsForklift }),
    requiresCraneTruck: t.boolean({ resolve: (row) => row.requiresCraneTruck }),
    transporterComments: t.string({ nullable: true, resolve: (row) => row.transporterComments }),
    messageCount: t.int({
      description: 'Messages in the thread of this request.',
      resolve: (request) => Number(request.messageCount),
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (row) => row.updatedAt }),
    confirmedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was submitted (finalized).',
      resolve: (row) => row.confirmedAt,
    }),
    scheduledAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.scheduledAt }),
    scheduledPickupDate: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.scheduledPickupDate }),
    acknowledgedAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.acknowledgedAt }),
    collectedAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.collectedAt }),
    cancelledAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.cancelledAt }),
    viewerCanEdit: t.boolean({ resolve: (request, _args, ctx) => allowedFor(ctx, request, editRefusal) }),
    viewerCanDelete: t.boolean({ resolve: (request, _args, ctx) => allowedFor(ctx, request, deleteRefusal) }),
    viewerCanSubmit: t.boolean({ resolve: (request, _args, ctx) => allowedFor(ctx, request, finalizeRefusal) }),
  }),
});

function mayReadRequest(ctx: Context, request: PickupSubject): boolean {
  const viewer = pickupViewer(ctx);
  return !!viewer && canReadPickupRequest(viewer, request);
}

function allowedFor<R>(
  ctx: Parameters<typeof pickupViewer>[0],
  request: R,
  rule: (viewer: NonNullable<ReturnType<typeof pickupViewer>>, request: R) => unknown,
) {
  const viewer = pickupViewer(ctx);
  return !!viewer && rule(viewer, request) === null;
}

// spec.md section 3: a User carries `drums`, the pickup requests it made (cancelled ones
// hidden from returners, as everywhere). Loaded in the same SQL statement as the user.
builder.drizzleObjectField(User, 'drums', (t) =>
  t.relation('pickupRequests', {
    type: PickupRequest,
    description: 'The pickup requests this user made, newest first.',
    query: (_args, ctx) => ({
      // Only what the viewer may read, so one moved or cancelled request cannot fail the list.
      where: readableRequestsWhere(pickupViewer(ctx)),
      orderBy: { createdAt: 'desc' as const, id: 'desc' as const },
    }),
  }),
);
