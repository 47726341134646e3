// Relay's node(id) and nodes(ids), written here rather than by the relay plugin: the plugin's
// answer an object of another company with FORBIDDEN, a missing one and a malformed id with an
// error, which tells a caller which ids exist. Here an ID that names nothing the viewer may see
// (malformed, of no node type, out of the database's range, missing or not the viewer's)
// answers null in its place, so one bad ID never fails the others in a nodes() list. An id of
// a type no token may read (TOKEN_MAY_READ) answers a token null with the refusal its root
// fields give, decided by the id's type alone: whether the object exists stays unsaid.
import { resolveNodes } from '@pothos/plugin-relay';
import type { GraphQLResolveInfo } from 'graphql';
import { tokenMayReadType } from '../domain/apiTokens';
import { AppError } from '../domain/errors';
import { builder } from './builder';
import type { Context } from './context';
import { readGlobalID } from './globalIds';
import { isNodeType, isVisible } from './nodeVisibility';
import { tokenRefusal } from './tokenReads';

const MAX_NODES = 100;

builder.queryFields((t) => ({
  node: t.field({
    type: builder.nodeInterfaceRef(),
    nullable: true,
    authScopes: { signedIn: true },
    description: 'The object with this global id; null when there is none or the viewer may not see it.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx, info) => visibleNode(ctx, info, String(args.id)),
  }),
  nodes: t.field({
    type: [builder.nodeInterfaceRef()],
    nullable: { list: false, items: true },
    authScopes: { signedIn: true },
    description: 'The objects with these global ids, each null when there is none or the viewer may not see it.',
    args: { ids: t.arg.idList({ required: true }) },
    // One at a time for the plugin, which still batches them into one statement per type: a
    // missing id then fails only its own entry.
    resolve: (_root, args, ctx, info) => {
      if (args.ids.length > MAX_NODES) throw new AppError('BAD_REQUEST', `At most ${MAX_NODES} ids at once`, 'ids');
      // A refusal in an item's place is that item's error (null there), not the list's.
      return Promise.all(
        args.ids.map((id) =>
          visibleNode(ctx, info, String(id)).catch((error: unknown) => {
            if (error instanceof AppError && error.code === 'FORBIDDEN') return error;
            throw error;
          }),
        ),
      );
    },
  }),
}));

async function visibleNode(ctx: Context, info: GraphQLResolveInfo, globalID: string): Promise<object | null> {
  const decoded = readGlobalID(globalID);
  if (!decoded || !isNodeType(decoded.typename)) return null;
  if (ctx.apiToken && !tokenMayReadType(decoded.typename)) throw tokenRefusal();
  try {
    const [loaded] = await resolveNodes(builder, ctx, info, [decoded]);
    const node = (await loaded) as object | null | undefined;
    return node && isVisible(decoded.typename, node, ctx) ? node : null;
  } catch (error) {
    if (isMissingRow(error)) return null;
    throw error;
  }
}

/** @pothos/plugin-drizzle rejects a node whose row does not exist with this message. */
const isMissingRow = (error: unknown) => error instanceof Error && /^Model \w+\(.*\) not found$/s.test(error.message);
