// The shapes the admin REST calls share (docs/specification.md section 7): a GET of a whole list, a change
// through one GraphQL mutation, and the create/update/delete trio of master data, each with what
// it reads and answers for the OpenAPI document. REST names records by database id, GraphQL by
// global ID: the bodies are converted here.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { DocumentNode } from 'graphql';
import { VALIDATION_FIELDS } from '../fragments';
import { gql, runOperation } from '../operation';
import { listPage, REST_LIST_LIMIT } from '../../../domain/listPages';
import { SEARCH_LIMITS } from '../../../domain/pickupListFilter';
import { numericId, pick, type QueryParameter, type RestCall, type RestRoute } from '../router';
import { inputBody, type JsonSchema, type RestBody, selectionSchema } from '../openapi';
import { allNodes } from './connections';

/** A page of a connection; `searchable` lists also take the picker's `search`. */
export const connectionQuery = (field: string, fields: string, searchable = false) =>
  gql(`query Rest_${field}($first: Int, $after: String${searchable ? ', $search: String' : ''}) {
    ${field}(first: $first, after: $after${searchable ? ', search: $search' : ''}) {
    pageInfo { hasNextPage endCursor } edges { node { ${fields} } } } }`);

/** `?search=&limit=` of a list a picker asks as a person types (docs/api.md, "Lists and pickers"). */
const SEARCH_PARAMETERS: readonly QueryParameter[] = [
  {
    name: 'search',
    description: `Text the name (or number) contains, any case; at most ${SEARCH_LIMITS.length} characters.`,
    schema: { type: 'string', maxLength: SEARCH_LIMITS.length },
  },
  {
    name: 'limit',
    description: `How many at most (1 to ${REST_LIST_LIMIT}); all when not given.`,
    schema: { type: 'integer', minimum: 1, maximum: REST_LIST_LIMIT },
  },
];

/** The search variable and the row limit of a searchable list's call; a bad limit is a 400 naming it. */
function searchOf(url: string): { variables: Record<string, unknown>; limit: number } {
  const query = new URL(url).searchParams;
  const limit = query.get('limit');
  const search = query.get('search');
  return {
    variables: search ? { search } : {},
    limit: limit === null || limit === '' ? Infinity : listPage(limit, null).limit,
  };
}

export const mutation = (name: string, inputType: string, payloadType: string, selection: string, validated = true) =>
  gql(`mutation Rest_${name}($input: ${inputType}!) { ${name}(input: $input) {
    ${validated ? `${VALIDATION_FIELDS} ... on ${payloadType} { ${selection} }` : selection} } }`);

export const DELETED = 'deletedId databaseId';

export type Row = Record<string, unknown>;

/** `{message, id}`: what a delete (or a rejection) answers. */
export const DELETED_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, id: { type: 'integer', description: 'The database id it had.' } },
  required: ['message', 'id'],
};

/** A GET of every row, `{ [key]: [...] }`; `schema` is one row's as REST answers it. */
export const list = (
  options: { path: string; summary: string; key: string; schema: JsonSchema; searchable?: boolean },
  document: DocumentNode,
  field: string,
  toRest: (node: Row) => Row = (node) => node,
): RestRoute => ({
  method: 'GET',
  path: options.path,
  summary: options.summary,
  query: options.searchable ? SEARCH_PARAMETERS : undefined,
  answer: { key: options.key, list: true, schema: options.schema },
  handler: async ({ ctx, request }) => {
    const { variables, limit } = options.searchable ? searchOf(request.url) : { variables: {}, limit: Infinity };
    const result = await allNodes(ctx, document, field, variables, limit);
    return result.ok ? Response.json({ [options.key]: (result.nodes as Row[]).map(toRest) }) : result.response;
  },
});

export type Shape = {
  method: RestRoute['method'];
  path: string;
  summary: string;
  /** The body it reads, for the OpenAPI document (the input reader picks these keys). */
  body?: RestBody;
  /** What it answers, for the OpenAPI document: `{ [key]: schema }`. */
  answers: { key?: string; schema: JsonSchema };
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

export const change = (shape: Shape): RestRoute => ({
  method: shape.method,
  path: shape.path,
  summary: shape.summary,
  body: shape.body,
  answer: { status: shape.status ?? 200, ...shape.answers },
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

export type BodyReader = (body: Row) => Row;
export const keysOf =
  (keys: readonly string[]): BodyReader =>
  (body) =>
    pick(body, keys);

export const withId = (typename: string, read: BodyReader) => async (call: RestCall) => ({
  id: encodeGlobalID(typename, numericId(call.params.id)),
  ...read(await call.body()),
});
export const onlyId = (typename: string) => async (call: RestCall) => ({
  id: encodeGlobalID(typename, numericId(call.params.id)),
});
export const bodyOf = (read: BodyReader) => async (call: RestCall) => read(await call.body());
export const deleted = (what: string) => (payload: Record<string, unknown>) => ({
  message: `${what} deleted successfully`,
  id: payload.databaseId,
});

/** One create/update/delete trio for an entity whose REST shapes follow the same pattern. */
export function crud(options: {
  typename: string;
  label: string;
  /** What one is, for the summaries ("a zone"). */
  noun: string;
  collection: string;
  item: string;
  key: string;
  fields: string;
  keys: readonly string[];
  /** Body keys that are REST's own (not the GraphQL input's), with their schema. */
  ownKeys?: Record<string, JsonSchema>;
  /** The item's schema as REST answers it (default: the GraphQL selection's). */
  schema?: JsonSchema;
  names: { create: string; update: string; delete: string };
  /** The GraphQL input from a body (default: the keys, refusing any other). */
  read?: { create?: BodyReader; update?: BodyReader };
  /** The REST item from the GraphQL one (default: as it is). */
  toRest?: (item: Row) => Row;
  refused?: Shape['refused'];
}): RestRoute[] {
  const { typename, names, noun } = options;
  const toRest = options.toRest ?? ((item: Row) => item);
  const answer = (p: Record<string, unknown>) => ({ [options.item]: toRest(p[options.key] as Row) });
  const answers = { key: options.item, schema: options.schema ?? selectionSchema(typename, options.fields) };
  const createBody = inputBody(`Create${typename}Input`, options.keys, options.ownKeys);
  const updateBody = inputBody(`Update${typename}Input`, options.keys, options.ownKeys);
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
      summary: `Admin: creates ${noun}`,
      body: createBody,
      answers,
      document: create,
      field: names.create,
      input: bodyOf(options.read?.create ?? keysOf(createBody.keys)),
      answer,
      status: 201,
      refused: options.refused,
    }),
    change({
      method: 'PATCH',
      path: `${options.collection}/:id`,
      summary: `Admin: changes ${noun} (only the keys sent)`,
      body: updateBody,
      answers,
      document: update,
      field: names.update,
      input: withId(typename, options.read?.update ?? keysOf(updateBody.keys)),
      answer,
      refused: options.refused,
    }),
    change({
      method: 'DELETE',
      path: `${options.collection}/:id`,
      summary: `Admin: deletes ${noun}`,
      answers: { schema: DELETED_SCHEMA },
      document: remove,
      field: names.delete,
      input: onlyId(typename),
      answer: deleted(options.label),
    }),
  ];
}
