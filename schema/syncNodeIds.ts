import { encodeGlobalID } from '@pothos/plugin-relay';
import { type GraphQLFieldResolver, type GraphQLSchema, isObjectType } from 'graphql';

/**
 * Plugin-relay resolves every node's `id` through an async function, so graphql-js
 * completes every row of a list (and every photo of every row) as a promise of its own: a page of
 * 50 requests took 100 promise chains for ids alone, about a fifth of the list's CPU time. Every
 * node here is a drizzleNode keyed by its `id` column, whose global id is `Type:id` in base64
 * (the builder sets no encoder of its own), so it is computed at once. A parent without an `id`
 * goes through plugin-relay's resolver as before. schema/syncNodeIds.test.ts holds both equal.
 */
export function syncNodeIds(built: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(built.getTypeMap())) {
    if (!isObjectType(type) || !type.getInterfaces().some((face) => face.name === 'Node')) continue;
    const field = type.getFields().id;
    const relayResolve = field?.resolve;
    if (!relayResolve) continue;
    const typeName = type.name;
    const resolve: GraphQLFieldResolver<unknown, unknown> = (parent, args, context, info) => {
      const id = (parent as { id?: unknown } | null)?.id;
      if (typeof id === 'number' || typeof id === 'string') return encodeGlobalID(typeName, String(id));
      return relayResolve(parent, args, context, info);
    };
    field.resolve = resolve;
  }
  return built;
}
