// The OpenAPI 3.1 document of the REST calls, generated, not written by hand: every
// path and method comes from the route table (the router serves exactly these), path
// parameters from the path, and the shapes of the answers from the GraphQL selections the
// calls project (a REST body is a GraphQL selection with aliases, so its JSON Schema follows
// from the schema's types). Routes add a summary and what they answer.
import {
  type GraphQLInputType,
  type GraphQLOutputType,
  getNamedType,
  isInputObjectType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type DocumentNode,
  type FieldNode,
  parse,
  type SelectionSetNode,
  type GraphQLObjectType,
} from 'graphql';
import { schema } from '../../schema';
import type { RestRoute } from './router';
import type { JsonSchema, RestAnswer, RestBody } from './shapes';
export type { JsonSchema, RestAnswer, RestBody };

const SCALARS: Record<string, JsonSchema> = {
  Int: { type: 'integer' },
  Float: { type: 'number' },
  String: { type: 'string' },
  ID: { type: 'string' },
  Boolean: { type: 'boolean' },
  DateTime: { type: 'string', format: 'date-time' },
  Coordinate: { type: 'number' },
  JSON: {},
};

function outputSchema(type: GraphQLOutputType, selection: SelectionSetNode | undefined): JsonSchema {
  if (isNonNullType(type)) return required(type.ofType, selection);
  const nullable = (inner: JsonSchema): JsonSchema => ({ anyOf: [inner, { type: 'null' }] });
  if (isListType(type)) return nullable({ type: 'array', items: required(type.ofType, selection) });
  return nullable(required(type, selection));
}

/** The schema of a value that is never null at this level (non-null wrappers already read). */
function required(type: GraphQLOutputType, selection: SelectionSetNode | undefined): JsonSchema {
  if (isNonNullType(type)) return required(type.ofType, selection);
  if (isListType(type)) return { type: 'array', items: outputSchema(type.ofType, selection) };
  if (isScalarType(type))
    return { ...(SCALARS[type.name] ?? {}), ...(type.description ? { description: type.description } : {}) };
  // GraphQL answers an enum by its name (e.g. allowedActions' `markCollected`), whatever its internal value.
  if (isEnumType(type)) return { type: 'string', enum: type.getValues().map((value) => value.name) };
  if (isObjectType(type) && selection) return objectSchema(type, selection);
  return {};
}

function objectSchema(type: GraphQLObjectType, selection: SelectionSetNode): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const requiredKeys: string[] = [];
  const fields = type.getFields();
  for (const node of selection.selections) {
    if (node.kind !== Kind.FIELD || node.name.value === '__typename') continue;
    const field = fields[node.name.value];
    if (!field) throw new Error(`${type.name} has no field ${node.name.value}`);
    const key = node.alias?.value ?? node.name.value;
    const described = field.description ? { description: field.description } : {};
    properties[key] = { ...outputSchema(field.type, node.selectionSet), ...described };
    if (isNonNullType(field.type)) requiredKeys.push(key);
  }
  return { type: 'object', properties, required: requiredKeys };
}

/** The JSON Schema of a REST body made of `fields` (GraphQL selection text) of the type `typeName`. */
export function selectionSchema(typeName: string, fields: string): JsonSchema {
  const type = schema.getType(typeName);
  if (!type || !isObjectType(type)) throw new Error(`No object type ${typeName}`);
  const document = parse(`fragment Rest on ${typeName} { ${fields} }`);
  const fragment = document.definitions[0];
  if (fragment.kind !== Kind.FRAGMENT_DEFINITION) throw new Error('Expected a fragment');
  return objectSchema(getNamedType(type) as GraphQLObjectType, fragment.selectionSet);
}

/** REST names records by their database id, where GraphQL takes a global ID. */
const DATABASE_ID: JsonSchema = { type: 'integer', minimum: 1, maximum: 2147483647 };

/**
 * A REST value of an input type: never null (a null where GraphQL allows one is
 * refused by the REST rules, so the document does not offer it); a key left out keeps its value.
 */
function inputSchema(type: GraphQLInputType): JsonSchema {
  return requiredInput(isNonNullType(type) ? type.ofType : type);
}

function requiredInput(type: GraphQLInputType): JsonSchema {
  if (isNonNullType(type)) return requiredInput(type.ofType);
  if (isListType(type)) return { type: 'array', items: inputSchema(type.ofType) };
  if (isEnumType(type)) return { type: 'string', enum: type.getValues().map((value) => value.name) };
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return {
      type: 'object',
      properties: Object.fromEntries(fields.map((field) => [field.name, describedInput(field)])),
      required: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
      additionalProperties: false,
    };
  }
  if (type.name === 'ID') return DATABASE_ID;
  if (type.name === 'File') return { type: 'string', format: 'binary' };
  return { ...(SCALARS[type.name] ?? {}) };
}

function describedInput(field: { type: GraphQLInputType; description?: string | null }): JsonSchema {
  return { ...inputSchema(field.type), ...(field.description ? { description: field.description } : {}) };
}

/**
 * The body of a call that feeds the GraphQL input `inputType`: each key as that input's field
 * (ids as database ids, since REST names records by number), or as `own` gives it where the
 * REST key is the call's own. Keys GraphQL requires are required.
 */
export function inputBody(
  inputType: string,
  keys: readonly string[],
  own: Record<string, JsonSchema> = {},
  options: { multipart?: boolean } = {},
): RestBody {
  const type = schema.getType(inputType);
  if (!type || !isInputObjectType(type)) throw new Error(`No input type ${inputType}`);
  const fields = type.getFields();
  const properties: Record<string, JsonSchema> = {};
  const requiredKeys: string[] = [];
  for (const key of keys) {
    const field = fields[key];
    if (own[key]) properties[key] = own[key];
    else if (field) properties[key] = describedInput(field);
    else throw new Error(`${inputType} has no field ${key}`);
    if (field && isNonNullType(field.type) && !own[key]) requiredKeys.push(key);
  }
  return {
    keys,
    multipart: options.multipart,
    schema: {
      type: 'object',
      properties,
      ...(requiredKeys.length ? { required: requiredKeys } : {}),
      // `pick` refuses a key the call does not take (400 naming it); a form's extra fields are not read.
      ...(options.multipart ? {} : { additionalProperties: false }),
    },
  };
}

/** The JSON Schema of the root field `name` of an operation, as it selects it (never null). */
export function operationFieldSchema(document: DocumentNode, name: string): JsonSchema {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const node = operation?.selectionSet.selections.find(
    (selection): selection is FieldNode => selection.kind === Kind.FIELD && selection.name.value === name,
  );
  const root = operation?.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const field = node && root?.getFields()[name];
  if (!node || !field) throw new Error(`The operation selects no field ${name}`);
  return required(field.type, node.selectionSet);
}

/** `{message}`: what a call that has nothing else to say answers. */
export const MESSAGE_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { message: { type: 'string', description: 'What was done, for a person to read.' } },
  required: ['message'],
};

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    error: { type: 'string', description: 'What went wrong, for a person to read.' },
    code: {
      type: 'string',
      description: 'UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, VALIDATION_ERROR, TOO_MANY_REQUESTS, ...',
    },
    field: { type: 'string', description: 'The input field at fault, when there is one.' },
    issues: {
      type: 'array',
      description: 'For VALIDATION_ERROR: each invalid field and its message.',
      items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
  required: ['error', 'code'],
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** `/api/users/:id` as OpenAPI writes it, `/api/users/{id}`, with its parameters. */
function pathOf(path: string) {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  return {
    path: path.replace(/:(\w+)/g, '{$1}'),
    parameters: names.map((name) => ({
      name,
      in: 'path',
      required: true,
      // Ids are database ids; other segments (a feed's secret, a file name) are text.
      schema: /^id$|Id$/.test(name) ? DATABASE_ID : { type: 'string' },
    })),
  };
}

function answerResponse(answer: RestAnswer) {
  if ('description' in answer) {
    return {
      description: answer.description,
      content: { [answer.contentType]: { schema: { type: 'string', contentMediaType: answer.contentType } } },
    };
  }
  const schema = answer.key
    ? {
        type: 'object',
        properties: { [answer.key]: answer.list ? { type: 'array', items: answer.schema } : answer.schema },
        required: [answer.key],
      }
    : answer.schema;
  return { description: 'Done.', content: { 'application/json': { schema } } };
}

export function openApiDocument(routes: readonly RestRoute[], serverUrl: string, version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const { path, parameters } = pathOf(route.path);
    const method = route.method.toLowerCase();
    const answer = route.answer;
    const status = answer?.status ?? (route.method === 'POST' ? 201 : 200);
    const isPublic = route.public === true;
    const writes = route.method !== 'GET';
    paths[path] ??= {};
    paths[path][method] = {
      operationId: `${method}${route.path.replace(/[^a-zA-Z0-9]+(\w)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase())}`,
      summary: route.summary ?? `${route.method} ${route.path}`,
      tags: [route.path.split('/')[2] ?? 'api'],
      ...(parameters.length || route.query?.length || route.headers?.length
        ? {
            parameters: [
              ...parameters,
              ...(route.query ?? []).map(({ name, description, schema }) => ({
                name,
                in: 'query',
                description,
                schema,
              })),
              ...(route.headers ?? []).map(({ name, description, schema }) => ({
                name,
                in: 'header',
                description,
                schema,
              })),
            ],
          }
        : {}),
      ...(route.body
        ? {
            requestBody: {
              required: Boolean(route.body.multipart || route.body.schema.required),
              content: {
                [route.body.multipart ? 'multipart/form-data' : 'application/json']: { schema: route.body.schema },
              },
            },
          }
        : {}),
      ...(isPublic ? { security: [] } : {}),
      responses: {
        [status]: answer ? answerResponse(answer) : { description: 'Done.' },
        400: errorResponse('Bad input: the field and the rule it breaks.'),
        ...(!isPublic || route.alsoAnswers?.includes(401)
          ? { 401: errorResponse('No session, or a wrong, expired or revoked API token (login: wrong credentials).') }
          : {}),
        403: errorResponse('Not allowed for this role, or a READ token writing.'),
        404: errorResponse('No such object, or one the caller may not see.'),
        ...(writes
          ? { 409: errorResponse('The object is not in a state that allows this, or the value is taken.') }
          : {}),
        ...(route.body ? { 413: errorResponse('The body is larger than the call takes.') } : {}),
        ...(route.body?.multipart ? { 415: errorResponse('The body is not a multipart form.') } : {}),
        429: errorResponse('Too many requests; Retry-After says when to try again.'),
        503: errorResponse('The database is away for a moment; Retry-After says when to try again.'),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Drum Returns REST API',
      version,
      description:
        'The documented REST calls. Each runs the same rules as the GraphQL API at /graphql (schema: /api/schema.graphql). ' +
        'Integrations authenticate with `Authorization: Bearer <API token>`; browsers with the session cookie.',
    },
    servers: [{ url: serverUrl }],
    security: [{ bearerAuth: [] }, { sessionCookie: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API token made on the Developers page.' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'dr_session' },
      },
      schemas: { Error: ERROR_SCHEMA },
    },
  };
}
