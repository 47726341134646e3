// The caller's unread messages per request and in total.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { unreadCountSql } from '../../services/messages';
import { pickupViewer, readableRequestsWhere } from '../../services/pickupVisibility';
import { builder } from '../builder';
import type { Context } from '../context';
import '../pickups/types'; // PickupRequest is registered before the counts refer to it

// --- unread counts ------------------------------------------------------------------------

type UnreadCount = { pickupRequestId: number; count: number };

const RequestUnreadCount = builder.objectRef<UnreadCount>('RequestUnreadCount').implement({
  description: "The caller's unread messages of one request.",
  fields: (t) => ({
    pickupRequestId: t.id({
      description: "The request's global id.",
      resolve: (row) => encodeGlobalID('PickupRequest', row.pickupRequestId),
    }),
    databaseId: t.int({ description: "The request's database id.", resolve: (row) => row.pickupRequestId }),
    count: t.exposeInt('count', { description: 'Unread messages of the request.' }),
  }),
});

const UnreadMessageCounts = builder
  .objectRef<{ total: number; requests: UnreadCount[] }>('UnreadMessageCounts')
  .implement({
    description: 'Unread messages of the requests the viewer reaches (only requests with any).',
    fields: (t) => ({
      total: t.exposeInt('total', { description: 'Unread messages over all requests.' }),
      requests: t.field({
        description: 'Each request with unread messages.',
        type: [RequestUnreadCount],
        resolve: (counts) => counts.requests,
      }),
    }),
  });

/** The viewer's unread counts over the requests it reaches, in one statement. */
export async function unreadCounts(ctx: Context, onlyRequestId?: number) {
  const viewerId = ctx.viewer!.id;
  const rows = await ctx.db.query.pickupRequests.findMany({
    where: {
      AND: [readableRequestsWhere(pickupViewer(ctx)), ...(onlyRequestId === undefined ? [] : [{ id: onlyRequestId }])],
    },
    columns: { id: true },
    extras: { unread: (table) => unreadCountSql(viewerId, table.id) },
  });
  const requests = rows
    .map((row) => ({ pickupRequestId: row.id, count: Number(row.unread) }))
    .filter((row) => row.count > 0);
  return { total: requests.reduce((sum, row) => sum + row.count, 0), requests };
}

builder.queryField('unreadMessageCounts', (t) =>
  t.withAuth({ approved: true }).field({
    type: UnreadMessageCounts,
    description: "The viewer's unread messages per request and in total.",
    resolve: (_root, _args, ctx) => unreadCounts(ctx),
  }),
);

// --- mutations ----------------------------------------------------------------------------
