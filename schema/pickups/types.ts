import {
  drumSpecs,
  drumTypes,
  messages,
  pickupRequestDrumNumbers,
  pickupRequestDrums,
  pickupRequestImages,
  pickupRequests,
  returnerCompanies,
  transportCompanies,
  transportCompanyContacts,
  users,
  zones,
} from '../../db/schema';
import {
  canReadPickupRequest,
  deleteRefusal,
  editRefusal,
  finalizeRefusal,
  type PickupSubject,
} from '../../domain/pickupAccess';
import { formatReferenceNumber } from '../../domain/referenceNumber';
import { PICKUP_STATUSES } from '../../domain/statuses';
import { nextStep, statusLabel } from '../../domain/statusLanguage';
import { sayIn } from '../../services/i18n';
import { builder } from '../builder';
import type { Context } from '../context';
import { sql } from 'drizzle-orm';
import { lookup } from '../lookups';
import { visibleWhen } from '../nodeVisibility';
import { User } from '../users/types';
import { pickupViewer, readableRequestsWhere } from '../../services/pickupVisibility';
import { totalDrums } from '../../domain/drumCount';
import { conditionValue, DrumCondition } from '../trackedDrums/conditions';

export const PickupStatus = builder.enumType('PickupStatus', {
  values: PICKUP_STATUSES,
  description: 'Status of a pickup request (docs/specification.md section 4).',
});

/** Paths of the image bytes, served to those who may read the request (server/rest/routes/pickups.ts). */
const imageUrl = (id: number) => `/api/images/${id}`;
const thumbnailUrl = (id: number) => `/api/images/${id}/thumbnail`;

/**
 * A request's drum type names in the order of their lines' first appearance, joined by ", ". The
 * type's selection reads the lines in that order already; a copy is sorted only when they are not.
 */
function drumTypeNames(lines: readonly { id: number; drumSpec: { drumType: { name: string } } }[]): string {
  const inOrder = lines.every((line, index) => index === 0 || lines[index - 1].id < line.id);
  const names: string[] = [];
  for (const line of inOrder ? lines : [...lines].sort((a, b) => a.id - b.id))
    if (!names.includes(line.drumSpec.drumType.name)) names.push(line.drumSpec.drumType.name);
  return names.join(', ');
}

/** What a read rule (canReadPickupRequest) needs of a request row, as one JSON object. */
export const PICKUP_SUBJECT_JSON = sql`json_build_object(
  'status', ${pickupRequests.status},
  'userId', ${pickupRequests.userId},
  'returnerCompanyId', ${pickupRequests.returnerCompanyId},
  'assignedTransportCompanyId', ${pickupRequests.assignedTransportCompanyId},
  'scheduledPickupDate', ${pickupRequests.scheduledPickupDate},
  'zoneId', ${pickupRequests.zoneId})`;

/**
 * What a photo shows, with what its rule (below) reads of its request; a request's own selection
 * loads its photos the same way.
 */
const IMAGE_SELECTION = {
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
  // What the rule below reads of the photo's request, as one JSON object from one subquery
  // rather than a nested relation, which drizzle maps once more per photo.
  extras: {
    pickupRequest: (image: typeof pickupRequestImages) =>
      sql<PickupSubject>`(select ${PICKUP_SUBJECT_JSON} from ${pickupRequests} where ${pickupRequests.id} = ${image.pickupRequestId})`,
  },
} as const;

/** Photo of the drums; the first one of a request is primary. */
// Photos and drum lines come in the request's own selection (the `images` and `drums` fields), not
// through a Pothos relation: their fields read the row with a resolver, since `t.expose` on a
// drizzle type Pothos did not load itself makes it load the row again (one more query per list).
export const PickupRequestImage = builder.drizzleNode('pickupRequestImages', {
  name: 'PickupRequestImage',
  description: 'A photo of a pickup request, re-encoded and thumbnailed when it was uploaded.',
  id: { column: (image) => image.id, description: 'The global (Relay) id of the photo.' },
  // Reachable through `node` too, so the type itself checks the request it belongs to.
  select: IMAGE_SELECTION,
  authScopes: visibleWhen('PickupRequestImage', (image: { pickupRequest: PickupSubject }, ctx) =>
    mayReadRequest(ctx, image.pickupRequest),
  ),
  fields: (t) => ({
    databaseId: t.int({ description: "The photo's database id (the REST calls' id).", resolve: (row) => row.id }),
    pickupRequestId: t.int({
      description: 'Database id of the request the photo belongs to.',
      resolve: (row) => row.pickupRequestId,
    }),
    url: t.string({
      description: 'Where the photo is served (readers of the request only).',
      resolve: (image) => imageUrl(image.id),
    }),
    thumbnailUrl: t.string({
      description: 'Where its small WebP thumbnail is served.',
      resolve: (image) => thumbnailUrl(image.id),
    }),
    filename: t.string({ description: 'The name the file was uploaded with.', resolve: (row) => row.filename }),
    contentType: t.string({ description: "The stored image's MIME type.", resolve: (row) => row.contentType }),
    isPrimary: t.boolean({
      description: 'Whether this is the photo lists show for the request.',
      resolve: (row) => row.isPrimary,
    }),
    position: t.int({ description: "Its place among the request's photos, from 0.", resolve: (row) => row.position }),
    width: t.int({ description: 'Width in pixels, as stored.', nullable: true, resolve: (row) => row.width }),
    height: t.int({ description: 'Height in pixels, as stored.', nullable: true, resolve: (row) => row.height }),
    byteSize: t.int({
      description: 'Size of the stored file in bytes.',
      nullable: true,
      resolve: (row) => row.byteSize,
    }),
    createdAt: t.field({ description: 'When it was uploaded.', type: 'DateTime', resolve: (row) => row.createdAt }),
  }),
});

/** A drum line's specification and its type, as the line's fields read them. */
type LineSpec = {
  name: string;
  flangeDiameter: number | null;
  widthBetweenFlanges: number | null;
  drumType: { id: number; name: string };
};

/**
 * What a drum line shows; a request's own selection loads its lines the same way. The spec and
 * its type come as one JSON object from one subquery (float8: JSON numbers), where two nested
 * relations cost drizzle a mapping pass per line and level.
 */
const DRUM_LINE_SELECTION = {
  columns: { id: true, drumSpecId: true, quantity: true },
  extras: {
    // The line's tracked drums by number, as one JSON array from one indexed subquery.
    numberedDrums: (line: typeof pickupRequestDrums) => sql<NumberedDrum[]>`(select coalesce(json_agg(json_build_object(
        'number', ${pickupRequestDrumNumbers.number}, 'registered', ${pickupRequestDrumNumbers.drumId} is not null,
        'foundUnbooked', ${pickupRequestDrumNumbers.foundUnbooked}, 'condition', ${pickupRequestDrumNumbers.condition})
        order by ${pickupRequestDrumNumbers.id}), '[]'::json)
      from ${pickupRequestDrumNumbers} where ${pickupRequestDrumNumbers.drumLineId} = ${line.id})`,
    // The type's name by a subquery of its own, not a join: with few specs and types PostgreSQL
    // hashes both tables again for every line (bench/README.md, "Lists").
    drumSpec: (line: typeof pickupRequestDrums) => sql<LineSpec>`(select json_build_object(
        'name', ${drumSpecs.name},
        'flangeDiameter', ${drumSpecs.flangeDiameter}::float8,
        'widthBetweenFlanges', ${drumSpecs.widthBetweenFlanges}::float8,
        'drumType', json_build_object('id', ${drumSpecs.drumTypeId},
          'name', (select ${drumTypes.name} from ${drumTypes} where ${drumTypes.id} = ${drumSpecs.drumTypeId})))
      from ${drumSpecs} where ${drumSpecs.id} = ${line.drumSpecId})`,
  },
} as const;

type NumberedDrum = { number: string; registered: boolean; foundUnbooked: boolean; condition: string | null };

const PickupRequestDrumNumber = builder.objectRef<NumberedDrum>('PickupRequestDrumNumber').implement({
  description: 'A tracked drum named on a drum line by its number.',
  fields: (t) => ({
    number: t.exposeString('number', { description: 'The drum’s number.' }),
    registered: t.exposeBoolean('registered', {
      description: 'Whether the pool knows the number (false: kept on the request as unregistered).',
    }),
    foundUnbooked: t.exposeBoolean('foundUnbooked', {
      description: 'Added at collection: found on the site without being booked.',
    }),
    condition: t.field({
      type: DrumCondition,
      nullable: true,
      description: 'The condition the collector recorded, once collected.',
      resolve: (drum) => conditionValue(drum.condition),
    }),
  }),
});

/** One line of a request: a drum specification and how many. */
const PickupRequestDrum = builder.drizzleObject('pickupRequestDrums', {
  name: 'PickupRequestDrum',
  description: 'One line of a pickup request: a drum specification and how many drums of it.',
  select: DRUM_LINE_SELECTION,
  fields: (t) => ({
    databaseId: t.int({ description: "The line's database id.", resolve: (row) => row.id }),
    // Names rather than the DrumSpec node: a request made by an admin may use a spec that
    // is available for admins only, which the returner must still see by name.
    drumSpecId: t.int({ description: 'Database id of the drum specification.', resolve: (row) => row.drumSpecId }),
    quantity: t.int({ description: 'How many drums of this specification.', resolve: (row) => row.quantity }),
    drumNumbers: t.stringList({
      description: 'The numbers of the tracked drums on this line (unregistered ones included).',
      resolve: (line) => line.numberedDrums.map((drum) => drum.number),
    }),
    numberedDrums: t.field({
      type: [PickupRequestDrumNumber],
      description:
        'The tracked drums on this line, with what the pool knows of them and, once collected, their condition.',
      resolve: (line) => line.numberedDrums,
    }),
    drumSpecName: t.string({ description: "The specification's name/stamp.", resolve: (line) => line.drumSpec.name }),
    drumTypeId: t.int({
      description: "Database id of the specification's drum type.",
      resolve: (line) => line.drumSpec.drumType.id,
    }),
    drumTypeName: t.string({
      description: "The drum type's name (e.g. wood, steel).",
      resolve: (line) => line.drumSpec.drumType.name,
    }),
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
/**
 * What every request row comes with: its columns, names, drum lines and message count, in the same
 * SQL statement: cheap one-row joins, and the fields below then read them without a selection of
 * their own, which Pothos would otherwise map per field and per row (that mapping was most of a
 * list's CPU time). A field that returns requests it loads itself (a drum's request, in
 * schema/trackedDrums/types.ts) loads them with this selection.
 */
export const REQUEST_SELECTION = {
  columns: ALL_REQUEST_COLUMNS,
  with: {
    // The `drums` field reads these, in the order they were entered.
    drums: { ...DRUM_LINE_SELECTION, orderBy: { id: 'asc' } },
    // The `images` field reads these, primary first by position; what their rule reads of the
    // request is the request itself (below), not a subquery per photo (bench/README.md, "Lists").
    images: { columns: IMAGE_SELECTION.columns, orderBy: { position: 'asc', id: 'asc' } },
  },
  // The names as scalar subqueries (lookups.ts), not relations.
  extras: {
    // A correlated count (t.relatedCount renders broken SQL with this drizzle version).
    messageCount: (table: typeof pickupRequests) =>
      sql<number>`(select count(*)::int from ${messages} where ${messages.pickupRequestId} = ${table.id})`,
    zoneName: (table: typeof pickupRequests) => lookup<string | null>(zones, zones.name, table.zoneId),
    zoneNumber: (table: typeof pickupRequests) => lookup<number | null>(zones, zones.zoneNumber, table.zoneId),
    userName: (table: typeof pickupRequests) => lookup<string | null>(users, users.name, table.userId),
    returnerCompanyName: (table: typeof pickupRequests) =>
      lookup<string | null>(returnerCompanies, returnerCompanies.name, table.returnerCompanyId),
    assignedTransportCompanyName: (table: typeof pickupRequests) =>
      lookup<string | null>(transportCompanies, transportCompanies.name, table.assignedTransportCompanyId),
    assignedContactPersonName: (table: typeof pickupRequests) =>
      lookup<string | null>(transportCompanyContacts, transportCompanyContacts.name, table.assignedContactPersonId),
    createdByAdminName: (table: typeof pickupRequests) =>
      lookup<string | null>(users, users.name, table.createdByAdminId),
  },
} as const;

/**
 * A returner's request to collect drums from a site (docs/specification.md section 3). Readable by the
 * returner's company (not once cancelled), by admins, and by the transport company it is
 * assigned to.
 */
export const PickupRequest = builder.drizzleNode('pickupRequests', {
  name: 'PickupRequest',
  description:
    "A returner's booking of a pickup of empty drums at a site: drums, photos, address, and its way through the statuses to collected.",
  id: {
    column: (request) => request.id,
    description: 'The global (Relay) id: use it wherever GraphQL asks for a PickupRequest id.',
  },
  select: REQUEST_SELECTION,
  authScopes: visibleWhen('PickupRequest', (request: PickupSubject, ctx) => mayReadRequest(ctx, request)),
  fields: (t) => ({
    databaseId: t.int({ description: "The request's database id (the REST calls' id).", resolve: (row) => row.id }),
    referenceNumberFormatted: t.string({
      description: 'The reference people quote, e.g. PR-000123.',
      resolve: (request) => formatReferenceNumber(request.id),
    }),
    status: t.expose('status', {
      description: 'Where the request is in its life (docs/specification.md section 4).',
      type: PickupStatus,
    }),
    statusLabel: t.string({
      description:
        "The status as the screens word it for the viewer's role (one status language, domain/statusLanguage.ts).",
      resolve: (request, _args, ctx) =>
        statusLabel(request.status, request.scheduledPickupDate, ctx.viewer?.role ?? 'returner', sayIn(ctx.locale)),
    }),
    nextStep: t.string({
      nullable: true,
      description:
        "Who acts next, told to the viewer's role (one status language, domain/statusLanguage.ts): null once nothing is left to do.",
      resolve: (request, _args, ctx) =>
        nextStep(request.status, request.scheduledPickupDate, ctx.viewer?.role ?? 'returner', sayIn(ctx.locale)),
    }),
    address: t.exposeString('address', { description: "The site's address." }),
    latitude: t.exposeFloat('latitude', { description: "The site's latitude, if known.", nullable: true }),
    longitude: t.exposeFloat('longitude', { description: "The site's longitude, if known.", nullable: true }),
    zoneId: t.exposeInt('zoneId', { description: 'Database id of the zone the site lies in, if any.', nullable: true }),
    zoneName: t.string({ description: "The zone's name.", nullable: true, resolve: (row) => row.zoneName }),
    zoneNumber: t.int({ description: "The zone's number.", nullable: true, resolve: (row) => row.zoneNumber }),
    // The type's own selection holds the lines: a plain field, not a relation, which Pothos would
    // map to its selection again per row.
    drums: t.field({
      description: 'The drum lines, in the order they were entered.',
      type: [PickupRequestDrum],
      resolve: (row) => row.drums,
    }),
    totalDrums: t.int({
      description: 'How many drums in all, over every line.',
      resolve: (request) => totalDrums(request.drums),
    }),
    drumType: t.string({
      description: 'The drum type names of the request, in order of first appearance, joined by ", ".',
      resolve: (request) => drumTypeNames(request.drums),
    }),
    // Like `drums`, a plain field over the type's own selection: a relation costs Pothos a
    // mapping look-up per row (4% of a REST page's CPU).
    images: t.field({
      description: 'The photos, primary first by position.',
      type: [PickupRequestImage],
      resolve: (row) => {
        // The photos' rule reads the request they are listed under: this row, set on each photo
        // rather than on a copy of it (copying 200 rows' photos was 1% of a REST page's CPU).
        const images = row.images as ((typeof row.images)[number] & { pickupRequest: typeof row })[];
        for (const image of images) image.pickupRequest = row;
        return images;
      },
    }),
    userId: t.exposeInt('userId', {
      description: 'Database id of the user who made the request (for an API token: its identity).',
      nullable: true,
    }),
    userName: t.string({ description: "That user's name.", nullable: true, resolve: (row) => row.userName }),
    returnerCompanyId: t.exposeInt('returnerCompanyId', {
      description: 'Database id of the returner company the request belongs to.',
      nullable: true,
    }),
    returnerCompanyName: t.string({
      description: "That company's name.",
      nullable: true,
      resolve: (row) => row.returnerCompanyName,
    }),
    assignedTransportCompanyId: t.exposeInt('assignedTransportCompanyId', {
      description: 'Database id of the transport company scheduled to collect it.',
      nullable: true,
    }),
    assignedTransportCompanyName: t.string({
      description: "The assigned transport company's name.",
      nullable: true,
      resolve: (row) => row.assignedTransportCompanyName,
    }),
    assignedContactPersonId: t.exposeInt('assignedContactPersonId', {
      description: "Database id of the transport company's contact person for it.",
      nullable: true,
    }),
    assignedContactPersonName: t.string({
      description: "The contact person's name.",
      nullable: true,
      resolve: (row) => row.assignedContactPersonName,
    }),
    createdByAdminId: t.exposeInt('createdByAdminId', {
      description: "Database id of the admin who made it on a returner's behalf, if one did.",
      nullable: true,
    }),
    createdByAdminName: t.string({
      description: "That admin's name.",
      nullable: true,
      resolve: (row) => row.createdByAdminName,
    }),
    hasLoadingCapability: t.exposeBoolean('hasLoadingCapability', {
      description: 'Whether the site can load drums onto the truck itself.',
    }),
    supportsForklift: t.exposeBoolean('supportsForklift', {
      description: 'Whether a forklift is available at the site.',
    }),
    requiresCraneTruck: t.exposeBoolean('requiresCraneTruck', {
      description: 'Whether collecting needs a crane truck.',
    }),
    transporterComments: t.exposeString('transporterComments', {
      description: 'Site information for the transporter (access, opening hours ...).',
      nullable: true,
    }),
    messageCount: t.int({
      description: 'Messages in the thread of this request.',
      resolve: (request) => Number(request.messageCount),
    }),
    createdAt: t.expose('createdAt', { description: 'When the request was made.', type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { description: 'When it last changed.', type: 'DateTime' }),
    confirmedAt: t.expose('confirmedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was submitted (finalized).',
    }),
    scheduledAt: t.expose('scheduledAt', {
      description: 'When the pickup was scheduled.',
      type: 'DateTime',
      nullable: true,
    }),
    scheduledPickupDate: t.expose('scheduledPickupDate', {
      description: 'The day and time the pickup is scheduled for.',
      type: 'DateTime',
      nullable: true,
    }),
    acknowledgedAt: t.expose('acknowledgedAt', {
      description: 'When the transporter acknowledged the schedule.',
      type: 'DateTime',
      nullable: true,
    }),
    collectedAt: t.expose('collectedAt', {
      description: 'When the drums were collected.',
      type: 'DateTime',
      nullable: true,
    }),
    cancelledAt: t.expose('cancelledAt', {
      description: 'When an admin cancelled it.',
      type: 'DateTime',
      nullable: true,
    }),
    viewerCanEdit: t.boolean({
      description: 'Whether the caller may change it now.',
      resolve: (request, _args, ctx) => allowedFor(ctx, request, editRefusal),
    }),
    viewerCanDelete: t.boolean({
      description: 'Whether the caller may delete it now.',
      resolve: (request, _args, ctx) => allowedFor(ctx, request, deleteRefusal),
    }),
    viewerCanSubmit: t.boolean({
      description: 'Whether the caller may submit it now.',
      resolve: (request, _args, ctx) => allowedFor(ctx, request, finalizeRefusal),
    }),
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

// docs/specification.md section 3: a User carries `drums`, the pickup requests it made (cancelled ones
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
