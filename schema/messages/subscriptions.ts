// Live threads and unread counts: messageAdded and unreadMessageCountChanged.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { Repeater } from 'graphql-yoga';
import { ACCESS_MESSAGES } from '../../domain/pickupAccess';
import { notFound } from '../../domain/errors';
import { FilteredEvents } from '../../services/eventStreams';
import type { MessageEvent } from '../../services/pubsub';
import { readerTopic } from '../../services/messages';
import { audienceOfViewer } from '../../services/pickupEvents';
import { pickupViewer } from '../../services/pickupVisibility';
import { builder } from '../builder';
import type { Context } from '../context';
import { refetch } from '../payloads';
import { PickupRequest } from '../pickups/types';
import { Message, REQUEST_ACCESS_COLUMNS, mayRead } from './types';
import { unreadCounts } from './unreadCounts';

async function readsRequest(ctx: Context, pickupRequestId: number): Promise<boolean> {
  return mayRead(ctx, await accessOf(ctx, pickupRequestId));
}

builder.subscriptionField('messageAdded', (t) =>
  t.withAuth({ approved: true }).drizzleField({
    type: Message,
    description: 'Fires with each new message of a request the viewer reaches.',
    args: { pickupRequestId: t.arg.globalID({ required: true, for: PickupRequest }) },
    subscribe: async (_root, args, ctx) => {
      const pickupRequestId = Number(args.pickupRequestId.id);
      if (!(await readsRequest(ctx, pickupRequestId))) throw notFound(ACCESS_MESSAGES.notFound);
      return new FilteredEvents(
        ctx.pubsub.subscribe('message:added', pickupRequestId),
        // Checked again for each event: the request may have left the viewer's reach meanwhile.
        // The request is read once per event for all its subscribers; the rule is applied per viewer.
        async (event) => mayRead(ctx, await sharedForEvent(event, 'access', () => accessOf(ctx, pickupRequestId))),
      );
    },
    // The parent is the published event (Pothos types a subscription's parent as the root).
    resolve: (query, event, _args, ctx) => {
      const selection = query({ where: { id: (event as unknown as MessageEvent).messageId } });
      // Subscribers asking for the same fields share one read of the message per event.
      return sharedForEvent(event as unknown as MessageEvent, selectionKey(selection), () =>
        refetch(ctx.db.query.messages.findFirst(selection), 'Message not found'),
      );
    },
  }),
);

/**
 * Work the subscribers of one published event share: every subscription in this process is
 * handed the same event object (services/pubsub.ts fans one event out), so a read made for the
 * first subscriber answers the rest instead of being repeated a thousand times.
 */
const eventWork = new WeakMap<object, Map<string, Promise<unknown>>>();
function sharedForEvent<T>(event: object, key: string, load: () => Promise<T>): Promise<T> {
  // (load must give a real promise, run once: see accessOf.)
  let work = eventWork.get(event);
  if (!work) eventWork.set(event, (work = new Map()));
  let pending = work.get(key) as Promise<T> | undefined;
  if (!pending) work.set(key, (pending = load()));
  return pending;
}

/** A stable key for a Drizzle selection (extras are functions: their source names them). */
const selectionKey = (selection: unknown) =>
  JSON.stringify(selection, (_key, value: unknown) => (typeof value === 'function' ? String(value) : value));

/**
 * Async on purpose: a Drizzle query is a thenable that runs again at every `then`, so handing
 * the query itself to sharedForEvent made each subscriber's await a statement of its own.
 */
async function accessOf(ctx: Context, pickupRequestId: number) {
  return ctx.db.query.pickupRequests.findFirst({ where: { id: pickupRequestId }, columns: REQUEST_ACCESS_COLUMNS });
}

const UnreadCountChange = builder
  .objectRef<{ pickupRequestId: number; unreadCount: number; totalUnread: number }>('UnreadCountChange')
  .implement({
    description: "The viewer's unread count of one request changed (a new message, or a read elsewhere).",
    fields: (t) => ({
      pickupRequestId: t.id({
        description: "The request's global id.",
        resolve: (change) => encodeGlobalID('PickupRequest', change.pickupRequestId),
      }),
      databaseId: t.int({ description: "The request's database id.", resolve: (change) => change.pickupRequestId }),
      unreadCount: t.exposeInt('unreadCount', { description: 'Messages of the request the viewer has not read.' }),
      totalUnread: t.exposeInt('totalUnread', { description: "Unread messages over all the viewer's requests." }),
    }),
  });

builder.subscriptionField('unreadMessageCountChanged', (t) =>
  t.withAuth({ approved: true }).field({
    type: UnreadCountChange,
    description: "Fires when the viewer's unread count of a request it reaches may have changed.",
    subscribe: (_root, _args, ctx) =>
      new FilteredEvents(
        Repeater.merge([
          ctx.pubsub.subscribe('unread:changed', audienceOfViewer(pickupViewer(ctx)!)),
          ctx.pubsub.subscribe('unread:changed', readerTopic(ctx.viewer.id)),
        ]),
        async (event) =>
          mayRead(ctx, await sharedForEvent(event, 'access', () => accessOf(ctx, event.pickupRequestId))),
      ),
    resolve: async (event: { pickupRequestId: number }, _args, ctx) => {
      const counts = await unreadCounts(ctx);
      const unreadCount = counts.requests.find((row) => row.pickupRequestId === event.pickupRequestId)?.count ?? 0;
      return { pickupRequestId: event.pickupRequestId, unreadCount, totalUnread: counts.total };
    },
  }),
);
