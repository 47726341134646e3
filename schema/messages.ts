// The message thread of a pickup request over GraphQL (spec.md sections 2, 3, 5, 7): the
// Message type, the thread and unread counts on requests, sending and read marking, and the
// live subscriptions. Rules and writes live in services/messages.ts and domain/.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { Repeater } from 'graphql-yoga';
import { canReadPickupRequest, type PickupSubject, ACCESS_MESSAGES } from '../domain/pickupAccess';
import { notFound } from '../domain/errors';
import { acceptsMessages } from '../domain/validation/message';
import { FilteredEvents } from '../services/eventStreams';
import type { MessageEvent } from '../services/pubsub';
import { markThreadRead, postMessage, readerTopic, unreadCountSql } from '../services/messages';
import { audienceOfViewer } from '../services/pickupEvents';
import { pickupViewer, readableRequestsWhere } from '../services/pickupVisibility';
import { builder } from './builder';
import type { Context } from './context';
import { visibleWhen } from './nodeVisibility';
import { refetch } from './payloads';
import { PickupRequest } from './pickups/types';
import { PickupRequestPayload } from './pickups/mutations';

/** Paths of an attachment's bytes, served to those who may read its request (server/rest/routes/messages.ts). */
export const attachmentUrl = (id: number) => `/api/message-attachments/${id}`;
export const attachmentThumbnailUrl = (id: number) => `/api/message-attachments/${id}/thumbnail`;

const REQUEST_ACCESS_COLUMNS = {
  status: true,
  userId: true,
  returnerCompanyId: true,
  assignedTransportCompanyId: true,
  scheduledPickupDate: true,
  zoneId: true,
} as const;

/** What an attachment shows; a message's own selection loads its attachments the same way. */
const ATTACHMENT_COLUMNS = { id: true, messageId: true, filename: true, contentType: true } as const;

function mayRead(ctx: Context, request: PickupSubject | null | undefined): boolean {
  const viewer = pickupViewer(ctx);
  return !!viewer && !!request && canReadPickupRequest(viewer, request);
}

export const MessageAttachment = builder.drizzleNode('messageAttachments', {
  name: 'MessageAttachment',
  description: 'An image sent with a message: re-encoded, metadata stripped, thumbnailed at upload.',
  id: { column: (attachment) => attachment.id, description: 'The global (Relay) id of the attachment.' },
  select: {
    columns: ATTACHMENT_COLUMNS,
    with: { message: { columns: { id: true }, with: { pickupRequest: { columns: REQUEST_ACCESS_COLUMNS } } } },
  },
  // Reachable through `node` (the REST image route asks that way): checks the request it belongs to.
  authScopes: visibleWhen('MessageAttachment', (attachment: { message: { pickupRequest: PickupSubject } }, ctx) =>
    mayRead(ctx, attachment.message.pickupRequest),
  ),
  // Plain resolvers over the type's own selection: Pothos' expose maps a selection per field and
  // per row, and reloads the row for a reader whose context did not load it (issue 16).
  fields: (t) => ({
    databaseId: t.int({ description: "The attachment's database id.", resolve: (attachment) => attachment.id }),
    url: t.string({
      description: 'Where the image is served (readers of the request only).',
      resolve: (attachment) => attachmentUrl(attachment.id),
    }),
    thumbnailUrl: t.string({
      description: 'Where its small WebP thumbnail is served.',
      resolve: (attachment) => attachmentThumbnailUrl(attachment.id),
    }),
    filename: t.string({
      description: 'The name the file was uploaded with.',
      resolve: (attachment) => attachment.filename,
    }),
    contentType: t.string({
      description: "The stored image's MIME type.",
      resolve: (attachment) => attachment.contentType,
    }),
  }),
});

export const Message = builder.drizzleNode('messages', {
  name: 'Message',
  description:
    "A message in a pickup request's thread, between the returner's company, the transport company and admins.",
  id: { column: (message) => message.id, description: 'The global (Relay) id of the message.' },
  // Everything a Message shows, in one statement: a published message is then read once for all
  // its subscribers (messageAdded), with no reload per subscriber (issue 16).
  select: {
    columns: { id: true, pickupRequestId: true, userId: true, messageText: true, createdAt: true },
    with: {
      pickupRequest: { columns: REQUEST_ACCESS_COLUMNS },
      user: { columns: { name: true, role: true } },
      attachments: {
        columns: ATTACHMENT_COLUMNS,
        orderBy: { id: 'asc' },
      },
    },
  },
  // Reachable through `node` too, so the type itself checks the request it belongs to.
  authScopes: visibleWhen('Message', (message: { pickupRequest: PickupSubject }, ctx) =>
    mayRead(ctx, message.pickupRequest),
  ),
  fields: (t) => ({
    databaseId: t.int({ description: "The message's database id.", resolve: (message) => message.id }),
    pickupRequestId: t.int({
      description: 'Database id of the request whose thread it is in.',
      resolve: (message) => message.pickupRequestId,
    }),
    userId: t.int({
      description: 'Database id of the sender; null once the account is gone.',
      nullable: true,
      resolve: (message) => message.userId,
    }),
    senderName: t.string({
      description: "The sender's name; 'Deleted user' once the account is gone.",
      resolve: (message) => message.user?.name ?? 'Deleted user',
    }),
    senderRole: t.string({
      description: "The sender's role: returner, transporter or admin.",
      nullable: true,
      resolve: (message) => message.user?.role ?? null,
    }),
    viewerIsSender: t.boolean({
      description: 'Whether the caller wrote it.',
      resolve: (message, _args, ctx) => message.userId === ctx.viewer?.id,
    }),
    messageText: t.string({ description: 'The text, as written.', resolve: (message) => message.messageText }),
    attachments: t.field({
      description: 'The images sent with it.',
      type: [MessageAttachment],
      // Each attachment carries its message's request, whose readers may see it (its own rule).
      resolve: (message) =>
        message.attachments.map((attachment) => ({
          ...attachment,
          message: { id: message.id, pickupRequest: message.pickupRequest },
        })),
    }),
    createdAt: t.field({ description: 'When it was sent.', type: 'DateTime', resolve: (message) => message.createdAt }),
  }),
});

builder.drizzleObjectFields(PickupRequest, (t) => ({
  messages: t.relatedConnection('messages', {
    type: Message,
    defaultSize: 200,
    maxSize: 500,
    description: 'The thread, oldest first.',
    query: { orderBy: { createdAt: 'asc', id: 'asc' } },
  }),
  unreadMessageCount: t.int({
    description: 'Messages of others in the thread the viewer has not read yet.',
    select: (_args, ctx) => ({
      extras: { unreadMessageCount: (table) => unreadCountSql(ctx.viewer?.id ?? 0, table.id) },
    }),
    resolve: (request) => Number(request.unreadMessageCount),
  }),
  acceptsMessages: t.boolean({
    description: 'Whether the thread takes messages: collected and cancelled are terminal for messaging.',
    resolve: (request) => acceptsMessages(request.status),
  }),
}));

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
async function unreadCounts(ctx: Context, onlyRequestId?: number) {
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

const SendMessageInput = builder.inputType('SendMessageInput', {
  description: "A message to a request's thread.",
  fields: (t) => ({
    pickupRequestId: t.globalID({
      description: 'The request whose thread it goes to.',
      required: true,
      for: PickupRequest,
    }),
    messageText: t.string({ required: false, description: 'Text; may be empty when images are attached.' }),
    images: t.field({
      type: ['File'],
      required: false,
      description: 'Up to 3 PNG, JPG or GIF images of at most 10MB each.',
    }),
  }),
});

const SendMessagePayload = builder
  .objectRef<{ messageId: number; pickupRequestId: number }>('SendMessagePayload')
  .implement({
    description: 'The message as stored.',
    fields: (t) => ({
      message: t.drizzleField({
        description: 'The message as stored.',
        type: Message,
        resolve: (query, payload, _args, ctx) =>
          refetch(ctx.db.query.messages.findFirst(query({ where: { id: payload.messageId } })), 'Message not found'),
      }),
      messageEdge: t.field({
        type: builder.objectRef<{ messageId: number }>('MessageEdge').implement({
          description: "A new message as an edge of its thread's connection.",
          fields: (e) => ({
            cursor: e.string({
              description: 'The message’s place in its thread.',
              resolve: (edge) => String(edge.messageId),
            }),
            node: e.drizzleField({
              description: 'The new message.',
              type: Message,
              resolve: (query, edge, _args, ctx) =>
                refetch(ctx.db.query.messages.findFirst(query({ where: { id: edge.messageId } })), 'Message not found'),
            }),
          }),
        }),
        description: 'The new message as an edge, for clients appending it to the thread connection.',
        resolve: (payload) => ({ messageId: payload.messageId }),
      }),
    }),
  });

const MarkMessagesReadInput = builder.inputType('MarkMessagesReadInput', {
  description: 'Names the thread the caller has read.',
  fields: (t) => ({
    pickupRequestId: t.globalID({
      description: 'The request whose thread the caller has read.',
      required: true,
      for: PickupRequest,
    }),
  }),
});

builder.mutationFields((t) => ({
  sendMessage: t.withAuth({ approved: true }).field({
    type: SendMessagePayload,
    errors: {},
    description:
      'Adds a message to the thread of a request the viewer reaches: text or at least one image, at most 3 images.',
    args: { input: t.arg({ type: SendMessageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = pickupViewer(ctx)!;
      const pickupRequestId = Number(input.pickupRequestId.id);
      const messageId = await postMessage(ctx, { ...viewer, name: ctx.viewer!.name }, pickupRequestId, {
        messageText: input.messageText,
        images: input.images ?? [],
      });
      return { messageId, pickupRequestId };
    },
  }),
  markMessagesRead: t.withAuth({ approved: true }).field({
    type: PickupRequestPayload,
    errors: {},
    description: "Marks the request's thread read for the viewer, up to its newest message.",
    args: { input: t.arg({ type: MarkMessagesReadInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const pickupRequestId = Number(input.pickupRequestId.id);
      await markThreadRead(ctx, pickupViewer(ctx)!, pickupRequestId);
      return { pickupRequestId };
    },
  }),
}));

// --- subscriptions ------------------------------------------------------------------------

/** Whether the viewer reaches the request now: checked on subscribe and again for each event. */
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
