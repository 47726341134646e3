// Relay's node(id) and nodes(ids): an ID that names nothing the viewer may see answers null in its
// place (malformed, of no node type, out of the database's range, missing or not the viewer's),
// so one bad ID never fails the others in a nodes() list.
import { resolveNodes } from '@pothos/plugin-relay';
import { type GraphQLResolveInfo, isObjectType } from 'graphql';
import { AppError } from '../domain/errors';
import { builder } from './builder';
import type { Context } from './context';
import { type DecodedGlobalID, readGlobalID } from './globalIds';

const MAX_NODES = 100;

function nodeID(globalID: string, info: GraphQLResolveInfo): DecodedGlobalID | null {
  const decoded = readGlobalID(globalID);
  if (!decoded) return null;
  const type = info.schema.getType(decoded.typename);
  const isNode = isObjectType(type) && type.getInterfaces().some((face) => face.name === 'Node');
  return isNode ? decoded : null;
}

/**
 * Each ID is loaded on its own (the model loader still batches them into one query per type), so a
 * missing row makes its own entry null: the loader reports it as an error that names the model.
 */
const load = (ctx: Context, info: GraphQLResolveInfo, globalIDs: readonly string[]) =>
  Promise.all(
    globalIDs.map(async (globalID) => {
      const decoded = nodeID(globalID, info);
      if (!decoded) return null;
      try {
        const [node] = (await resolveNodes(builder, ctx, info, [decoded])) as unknown[];
        return node ?? null;
      } catch (error) {
        if (error instanceof Error && /^Model \w+\(.*\) not found$/.test(error.message)) return null;
        throw error;
      }
    }),
  );

builder.queryFields((t) => ({
  node: t.field({
    type: builder.nodeInterfaceRef(),
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx, info) => (await load(ctx, info, [String(args.id)]))[0] as never,
  }),
  nodes: t.field({
    type: [builder.nodeInterfaceRef()],
    nullable: { list: false, items: true },
    args: { ids: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx, info) => {
      if (args.ids.length > MAX_NODES) throw new AppError('BAD_REQUEST', `At most ${MAX_NODES} ids at once`, 'ids');
      return (await load(ctx, info, args.ids.map(String))) as never;
    },
  }),
}));
