// What an API token may read (TOKEN_MAY_READ, domain/apiTokens.ts), enforced on the built
// schema itself: every field a token may not read refuses it wherever the field is reached (a
// root field, a nested one, an object of node() or nodes(), a REST call's operation, a
// subscription's event), as the root fields it may not run do. Decided once per field here:
// the fields a token may read keep their resolvers untouched; the others ask one property of
// the context before their own resolver.
import {
  defaultFieldResolver,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  getNamedType,
  isObjectType,
} from 'graphql';
import { API_TOKEN_MESSAGES, tokenMayReadField } from '../domain/apiTokens';
import { AppError } from '../domain/errors';
import type { Context } from './context';

/** The refusal a token hears: FORBIDDEN with the words of a root field it may not run. */
export const tokenRefusal = () => new AppError('FORBIDDEN', API_TOKEN_MESSAGES.personOnly);

function refusingTokens<T extends GraphQLFieldResolver<unknown, Context>>(resolve: T): T {
  return ((source, args, ctx, info) => {
    if (ctx.apiToken) throw tokenRefusal();
    return resolve(source, args, ctx, info);
  }) as T;
}

export function refuseTokensBeyondReads(built: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(built.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const returned = getNamedType(field.type);
      if (tokenMayReadField(type.name, field.name, isObjectType(returned) ? returned.name : null)) continue;
      field.resolve = refusingTokens(field.resolve ?? defaultFieldResolver);
      if (field.subscribe) field.subscribe = refusingTokens(field.subscribe);
      // The compiled executor reads an exposed column in place, past its resolver
      // (server/execution/compiler.ts): this one must keep its resolver.
      const { pothosExposedField: _exposed, ...extensions } = field.extensions as Record<string, unknown>;
      field.extensions = extensions;
    }
  }
  return built;
}
