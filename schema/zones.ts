import { sql } from 'drizzle-orm';
import { zones } from '../db/schema';
import { createZone, deleteZone, updateZone, ZONE_MESSAGES } from '../services/masterData/zones';
import { containsAnyOf } from '../services/listSearch';
import { builder, type InputFields, viewerScopes } from './builder';
import { searchDescription, searchText } from './listSearch';
import { visibleWhen } from './nodeVisibility';
import { DeletePayload, refetch } from './payloads';

const ZonePoint = builder.objectRef<{ lat: number; lng: number }>('ZonePoint').implement({
  description: "A corner of a zone's polygon.",
  fields: (t) => ({
    lat: t.exposeFloat('lat', { description: 'Latitude.' }),
    lng: t.exposeFloat('lng', { description: 'Longitude.' }),
  }),
});

export const Zone = builder.drizzleNode('zones', {
  name: 'Zone',
  description: 'A geographic area (a polygon) whose requests the transport companies serving it collect.',
  id: { column: (zone) => zone.id, description: 'The global (Relay) id of the zone.' },
  // Zone names show on requests for every approved party; the list and changes are admin-only.
  authScopes: visibleWhen('Zone', (_zone: unknown, ctx) => viewerScopes(ctx).approved),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The zone's database id." }),
    zoneNumber: t.exposeInt('zoneNumber', { description: 'Its number.' }),
    name: t.exposeString('name', { description: 'Its name.' }),
    boundary: t.field({
      type: [ZonePoint],
      nullable: true,
      description: 'Polygon corners in drawing order, 4 to 20: a zone needs its boundary.',
      resolve: (zone) => zone.boundary ?? null,
    }),
    createdAt: t.expose('createdAt', { description: 'When it was added.', type: 'DateTime' }),
  }),
});

const ZonePointInput = builder.inputType('ZonePointInput', {
  description: "A corner of a zone's polygon.",
  fields: (t) => ({
    lat: t.float({ description: 'Latitude, -90 to 90.', required: true }),
    lng: t.float({ description: 'Longitude, -180 to 180.', required: true }),
  }),
});

// The fields a create and an update take alike (an update names its record by id besides).
const zoneFields = (t: InputFields) => ({
  zoneNumber: t.int({ description: 'Its number.', required: false }),
  name: t.string({ description: 'Its name.', required: false }),
  boundary: t.field({
    description: 'Polygon corners in drawing order, 4 to 20: a zone needs its boundary.',
    type: [ZonePointInput],
    required: false,
  }),
});

const CreateZoneInput = builder.inputType('CreateZoneInput', {
  description: 'Admin: a new zone.',
  fields: (t) => ({
    ...zoneFields(t),
  }),
});

const UpdateZoneInput = builder.inputType('UpdateZoneInput', {
  description: 'Admin: changes to a zone.',
  fields: (t) => ({
    id: t.globalID({ description: 'The global id of the zone to change.', required: true, for: Zone }),
    ...zoneFields(t),
  }),
});

const DeleteZoneInput = builder.inputType('DeleteZoneInput', {
  description: 'Names the zone to delete.',
  fields: (t) => ({ id: t.globalID({ description: "The zone's global id.", required: true, for: Zone }) }),
});

const ZonePayload = builder.objectRef<{ zoneId: number; reassignedRequestCount: number }>('ZonePayload').implement({
  description: 'The zone as stored after the change.',
  fields: (t) => ({
    zone: t.drizzleField({
      description: 'The zone as stored now.',
      type: Zone,
      resolve: (query, payload, _args, ctx) =>
        refetch(ctx.db.query.zones.findFirst(query({ where: { id: payload.zoneId } })), ZONE_MESSAGES.notFound),
    }),
    reassignedRequestCount: t.exposeInt('reassignedRequestCount', {
      description: 'Open requests whose zone changed with this save.',
    }),
  }),
});

/** The zones whose name or number holds the search, all without one. */
const zoneSearch = (args: { search?: string | null }, table: typeof zones = zones) =>
  containsAnyOf(searchText(args), [table.name, sql`${table.zoneNumber}::text`]);

builder.queryField('zones', (t) =>
  t.drizzleConnection({
    type: 'zones',
    authScopes: { admin: true },
    description: 'Every zone by zone number, then name; `search` keeps those whose name or number holds it.',
    args: { search: t.arg.string({ required: false, description: searchDescription('the name or the zone number') }) },
    totalCount: (_root, args, ctx) => ctx.db.$count(zones, zoneSearch(args)),
    resolve: (query, _root, args, ctx) =>
      ctx.db.query.zones.findMany(
        query({
          where: { RAW: (table) => zoneSearch(args, table) ?? sql`true` },
          orderBy: { zoneNumber: 'asc', name: 'asc', id: 'asc' },
        }),
      ),
  }),
);

builder.mutationFields((t) => ({
  createZone: t.field({
    description: 'Admin: adds a zone; requests inside it move into it.',
    type: ZonePayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: CreateZoneInput, required: true }) },
    resolve: (_root, { input }, ctx) => createZone(ctx, input),
  }),

  updateZone: t.field({
    description: 'Admin: changes a zone; requests move between zones to match.',
    type: ZonePayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: UpdateZoneInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateZone(ctx, Number(input.id.id), input),
  }),

  deleteZone: t.field({
    description: 'Admin: removes a zone.',
    type: DeletePayload,
    authScopes: { admin: true },
    args: { input: t.arg({ type: DeleteZoneInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      await deleteZone(ctx, id);
      return { typename: 'Zone', id };
    },
  }),
}));
