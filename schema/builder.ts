import SchemaBuilder from '@pothos/core';
import DrizzlePlugin from '@pothos/plugin-drizzle';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Relations } from '../db/client';
import { relations } from '../db/relations';
import type { Context } from '../server/context';
import { AppError } from './errors';

export type AuthScopes = {
  public: boolean;
  signedIn: boolean;
  approved: boolean;
  admin: boolean;
  transporter: boolean;
  returner: boolean;
};

export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: AuthScopes;
  DrizzleRelations: Relations;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    ID: { Input: string; Output: string | number };
  };
}>({
  plugins: [RelayPlugin, ScopeAuthPlugin, ErrorsPlugin, DrizzlePlugin],
  defaultFieldNullability: false,
  relay: { clientMutationId: 'omit', cursorType: 'String' },
  drizzle: {
    client: (ctx) => ctx.db,
    getTableConfig,
    relations,
    defaultConnectionSize: 50,
    maxConnectionSize: 200,
  },
  errors: { defaultTypes: [] },
  scopeAuth: {
    authorizeOnSubscribe: true,
    treatErrorsAsUnauthorized: false,
    unauthorizedError: (_parent, context) =>
      context.viewer ? new AppError('FORBIDDEN', 'Not allowed') : new AppError('UNAUTHENTICATED', 'Not authenticated'),
    authScopes: (context) => {
      const viewer = context.viewer;
      const approved = !!viewer && viewer.active && (viewer.role === 'admin' || viewer.approved);
      return {
        public: true,
        signedIn: !!viewer,
        approved,
        admin: approved && viewer?.role === 'admin',
        transporter: approved && viewer?.role === 'transporter',
        returner: approved && viewer?.role === 'returner',
      };
    },
  },
});

builder.scalarType('DateTime', {
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => {
    const date = new Date(String(value as string));
    if (Number.isNaN(date.getTime())) throw new AppError('BAD_REQUEST', 'Invalid date');
    return date;
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
