// Signs the cursors every connection field hands out (schema/cursors.ts): a Pothos plugin, so no
// list can be added without it. The last plugin of the builder: it wraps the field's own resolver,
// inside the scope checks, so a caller who may not read a list is told that first.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import type { Database } from '../db/client';
import { cursorKey, listName, orderedListName, signConnection } from './cursors';

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      signedCursors: SignedCursorsPlugin<Types>;
    }
  }
}

const isConnectionField = (config: PothosOutputFieldConfig<SchemaTypes>) =>
  'after' in config.args && 'before' in config.args && 'first' in config.args && 'last' in config.args;

class SignedCursorsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (!isConnectionField(fieldConfig as PothosOutputFieldConfig<SchemaTypes>)) return resolver;
    const list = listName(fieldConfig.parentType, fieldConfig.name);
    return async (parent, args, context, info) => {
      const connection = await resolver(parent, args, context, info);
      const key = await cursorKey((context as { db: Database }).db);
      return signConnection(
        key,
        orderedListName(list, (args as { orderBy?: unknown }).orderBy),
        connection as Parameters<typeof signConnection>[2],
      );
    };
  }
}

const pluginName = 'signedCursors';
// Once per process: a test that loads the schema again finds the first registration in place.
const registered = (SchemaBuilder as unknown as { plugins: Record<string, unknown> }).plugins;
if (!(pluginName in registered)) SchemaBuilder.registerPlugin(pluginName, SignedCursorsPlugin);
/** The name the builder's `plugins` list takes, as Pothos' own plugin packages export theirs. */
export default pluginName;
