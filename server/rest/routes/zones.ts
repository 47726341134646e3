// The zone calls of docs/specification.md section 7. A zone's boundary has REST shapes of its own (see below);
// everything else is the admin shapes of adminShapes.ts.
import { en } from '../../../domain/i18n/en';
import { ZONE_MAX_POINTS, ZONE_MIN_POINTS } from '../../../domain/zones';
import { ValidationError } from '../../../domain/errors';
import { pick, type RestCall, type RestRoute, UNKNOWN_FIELD_MESSAGE } from '../router';
import { type JsonSchema, selectionSchema } from '../openapi';
import { connectionQuery, crud, list, type Row } from './adminShapes';

const ZONE_FIELDS = 'id: databaseId zoneNumber name boundary { lat lng } createdAt';

/**
 * Zones over REST (docs/specification.md section 3, docs/decisions.md): the boundary is
 * `zoneDefinition: {type: 'polygon', coordinates: [{lat, lng}]}` in and out; `geometry` is its
 * alias, and `boundary` (the bare list of points, GraphQL's shape) a deprecated one that older
 * callers and tests still send.
 */
const ZONE_KEYS = ['zoneNumber', 'name'] as const;
const ZONE_BOUNDARY_KEYS = ['zoneDefinition', 'geometry', 'boundary'] as const;
const ZONE_REST_MESSAGES = {
  definition: "Zone definition must be {type: 'polygon', coordinates: [{lat, lng}]}",
  ...en.errors.zoneRest,
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

const POINTS_SCHEMA: JsonSchema = {
  type: 'array',
  minItems: ZONE_MIN_POINTS,
  maxItems: ZONE_MAX_POINTS,
  items: {
    type: 'object',
    properties: { lat: { type: 'number' }, lng: { type: 'number' } },
    required: ['lat', 'lng'],
  },
};
const POLYGON_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { type: { type: 'string', enum: ['polygon'] }, coordinates: POINTS_SCHEMA },
  required: ['type', 'coordinates'],
  additionalProperties: false,
  description: 'The zone’s boundary, a polygon of 4 to 20 points in drawing order (required).',
};
/** As answered: null only for a zone saved before boundaries were required. */
const ZONE_DEFINITION_SCHEMA: JsonSchema = {
  anyOf: [POLYGON_SCHEMA, { type: 'null' }],
  description: 'The zone’s boundary, a polygon of 4 to 20 points; null for a zone saved without one (older data).',
};
const ZONE_BODY_KEYS: Record<string, JsonSchema> = {
  zoneDefinition: POLYGON_SCHEMA,
  geometry: { ...POLYGON_SCHEMA, description: 'Another name for zoneDefinition.' },
  boundary: {
    ...POINTS_SCHEMA,
    deprecated: true,
    description: 'The points alone (GraphQL’s shape); send zoneDefinition instead.',
  },
};

/** A zone as REST answers it: `zoneDefinition` where GraphQL has `boundary`. */
function zoneSchema(): JsonSchema {
  const { properties, required, ...rest } = selectionSchema('Zone', ZONE_FIELDS) as {
    properties: Record<string, JsonSchema>;
    required: string[];
  };
  const { boundary: _boundary, ...others } = properties;
  return {
    ...rest,
    properties: { ...others, zoneDefinition: ZONE_DEFINITION_SCHEMA },
    required: required.filter((key) => key !== 'boundary'),
  };
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

const ZONE_SCHEMA = zoneSchema();
export const zoneRoutes: RestRoute[] = [
  list(
    { path: '/api/zones', summary: 'The zones', key: 'zones', schema: ZONE_SCHEMA, searchable: true },
    connectionQuery('zones', ZONE_FIELDS, true),
    'zones',
    zoneToRest,
  ),
  ...crud({
    typename: 'Zone',
    label: 'Zone',
    noun: 'a zone',
    schema: ZONE_SCHEMA,
    ownKeys: ZONE_BODY_KEYS,
    collection: '/api/zones',
    item: 'zone',
    key: 'zone',
    fields: ZONE_FIELDS,
    keys: [...ZONE_KEYS, ...ZONE_BOUNDARY_KEYS],
    names: { create: 'createZone', update: 'updateZone', delete: 'deleteZone' },
    read: { create: zoneInput, update: zoneInput },
    toRest: zoneToRest,
    refused: zoneRefused,
  }),
];
