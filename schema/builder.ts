import SchemaBuilder from '@pothos/core';
import DrizzlePlugin from '@pothos/plugin-drizzle';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import SignedCursorsPlugin from './signedCursorsPlugin';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Relations } from '../db/client';
import { relations } from '../db/relations';
import type { Context, Viewer } from './context';
import { MAX_PAGE_SIZE } from './context';
import { hasAccess } from '../domain/approval';
import { GraphQLError } from 'graphql';
import { AppError, ValidationError } from '../domain/errors';
import { decodeStoredGlobalID } from './globalIds';
import { isoText } from './isoText';

export type AuthScopes = {
  public: boolean;
  signedIn: boolean;
  approved: boolean;
  admin: boolean;
  transporter: boolean;
  returner: boolean;
};

/** What a resolver behind `t.withAuth({ <scope>: true })` gets: the context with its viewer present. */
type SignedInContext = Context & { viewer: Viewer };

export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: AuthScopes;
  AuthContexts: {
    signedIn: SignedInContext;
    approved: SignedInContext;
    admin: SignedInContext;
    transporter: SignedInContext;
    returner: SignedInContext;
  };
  DrizzleRelations: Relations;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    ID: { Input: string; Output: string | number };
    File: { Input: File; Output: never };
    Coordinate: { Input: number | string | null; Output: number };
    Cents: { Input: number; Output: number };
  };
}>({
  plugins: [RelayPlugin, ScopeAuthPlugin, ErrorsPlugin, DrizzlePlugin, SignedCursorsPlugin],
  defaultFieldNullability: false,
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    decodeGlobalID: decodeStoredGlobalID,
    // node() and nodes() are schema/nodes.ts: an id that names nothing the viewer may see gives null.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    nodeTypeOptions: { description: 'An object with a global id: node(id) reads it back.' },
    idFieldOptions: { description: 'The global (Relay) id: use it wherever GraphQL asks for an id.' },
    // Every connection and edge type says the same of itself; integrators read it once.
    defaultConnectionTypeOptions: { description: 'A page of a list (Relay connection): page with first and after.' },
    defaultEdgeTypeOptions: { description: 'One item of a page, with its cursor.' },
    pageInfoTypeOptions: { description: 'Where this page stands in the list.' },
    edgesFieldOptions: { description: 'The items of this page.' },
    pageInfoFieldOptions: { description: 'Where this page stands in the list.' },
    nodeFieldOptions: { description: 'The item.' },
    cursorFieldOptions: { description: 'Pass as `after` to get the items after this one.' },
    hasNextPageFieldOptions: { description: 'Whether items follow this page.' },
    hasPreviousPageFieldOptions: { description: 'Whether items come before this page.' },
    startCursorFieldOptions: { description: 'The cursor of the first item of this page.' },
    endCursorFieldOptions: { description: 'The cursor of the last item: pass it as `after` for the next page.' },
  },
  drizzle: {
    client: (ctx) => ctx.db,
    getTableConfig,
    relations,
    defaultConnectionSize: 50,
    maxConnectionSize: MAX_PAGE_SIZE,
  },
  // A field opts in with `errors: {}`; bad input then answers the ValidationError type beside its payload.
  errors: {
    defaultTypes: [ValidationError],
    directResult: true,
    defaultUnionOptions: {
      description: 'What the mutation answers: its payload, or a ValidationError naming each invalid field and why.',
    },
  },
  scopeAuth: {
    authorizeOnSubscribe: true,
    // A type's rule (nodeVisibility.ts) runs once per object, not again in each of its fields'
    // resolvers (that was a fifth of a list's CPU time).
    runScopesOnType: true,
    treatErrorsAsUnauthorized: false,
    unauthorizedError: (_parent, context) =>
      context.viewer ? new AppError('FORBIDDEN', 'Not allowed') : new AppError('UNAUTHENTICATED', 'Not authenticated'),
    authScopes: viewerScopes,
  },
});

/** The scopes a request's viewer holds; the per-object rules of schema/nodeVisibility.ts read them too. */
export function viewerScopes(context: Context): AuthScopes {
  const viewer = context.viewer;
  const approved = hasAccess(viewer);
  return {
    public: true,
    signedIn: !!viewer,
    approved,
    admin: approved && viewer?.role === 'admin',
    transporter: approved && viewer?.role === 'transporter',
    returner: approved && viewer?.role === 'returner',
  };
}

/** A day, or a day and a time with an optional zone: 2026-11-25, 2026-11-25T08:00:00.000Z, 2026-11-25T09:00+01:00. */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

builder.scalarType('DateTime', {
  description: 'A point in time as ISO 8601 text, e.g. 2026-11-25T08:00:00.000Z.',
  serialize: (value) => isoText(value instanceof Date ? value : new Date(value)),
  parseValue: (value) => {
    // ISO 8601 text only, whole: `new Date(12345)` or `new Date('12345')` would read a number as a
    // date, and Date's parser forgives what follows a date (a NUL byte, other text).
    if (typeof value !== 'string' || !ISO_8601.test(value)) throw new GraphQLError('Invalid date');
    const date = new Date(value);
    // A GraphQLError: graphql-js reports it as the caller's mistake (400), with the variable's path.
    if (Number.isNaN(date.getTime())) throw new GraphQLError('Invalid date');
    return date;
  },
});

// An upload of the GraphQL multipart request spec; yoga puts the File into the variables.
builder.scalarType('File', {
  description: 'A file uploaded with the GraphQL multipart request.',
  serialize: () => {
    throw new AppError('BAD_REQUEST', 'A File cannot be returned');
  },
  parseValue: (value) => {
    // yoga may hand over its own File implementation rather than Node's: check the shape.
    const file = value as Partial<File> | null;
    if (file && typeof file.arrayBuffer === 'function' && typeof file.name === 'string') return value as File;
    throw new GraphQLError('Expected an uploaded file');
  },
});

// A latitude or longitude typed by hand: a number, or text that the domain rules read or
// ignore when it is not numeric (docs/specification.md section 2, Address picker).
builder.scalarType('Coordinate', {
  description: 'A latitude or longitude; as input also text, ignored when not numeric.',
  serialize: (value) => Number(value),
  parseValue: (value) => {
    if (typeof value === 'number' || typeof value === 'string') return value;
    throw new GraphQLError('A coordinate is a number or text');
  },
});

// Money: whole cents as a JSON number. GraphQL's Int stops at 2^31 cents ($21 million),
// which a year of a utility's statements can pass; this goes to 2^53 and refuses fractions.
builder.scalarType('Cents', {
  description: 'An amount of money in whole cents (a JSON integer, up to 2^53).',
  serialize: (value) => Number(value),
  parseValue: (value) => {
    if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
    throw new GraphQLError('Cents are a whole number');
  },
});

/** The field builder of an input type, for field sets that several input types share. */
export type InputFields = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

builder.queryType({ description: 'Reads: what the caller may see.' });
builder.mutationType({ description: 'Changes: each checks the caller’s rights on the object it names.' });
builder.subscriptionType({ description: 'Live changes over graphql-ws (or server-sent events).' });
