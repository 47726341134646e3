// The Message and MessageAttachment types and a request's thread fields (docs/specification.md sections 3 and 7).
import { canReadPickupRequest, type PickupSubject } from '../../domain/pickupAccess';
import { acceptsMessages } from '../../domain/validation/message';
import { unreadCountAt, unreadCountOf, unreadCountSql } from '../../services/messages';
import { pickupViewer } from '../../services/pickupVisibility';
import { builder } from '../builder';
import type { Context } from '../context';
import { visibleWhen } from '../nodeVisibility';
import { PickupRequest } from '../pickups/types';

/** Paths of an attachment's bytes, served to those who may read its request (server/rest/routes/messages.ts). */
const attachmentUrl = (id: number) => `/api/message-attachments/${id}`;
const attachmentThumbnailUrl = (id: number) => `/api/message-attachments/${id}/thumbnail`;

/** The columns of a pickup request its read rule (domain/pickupAccess canReadPickupRequest) reads. */
export const REQUEST_ACCESS_COLUMNS = {
  status: true,
  userId: true,
  returnerCompanyId: true,
  assignedTransportCompanyId: true,
  scheduledPickupDate: true,
  zoneId: true,
} as const;

/** What an attachment shows; a message's own selection loads its attachments the same way. */
const ATTACHMENT_COLUMNS = { id: true, messageId: true, filename: true, contentType: true } as const;

export function mayRead(ctx: Context, request: PickupSubject | null | undefined): boolean {
  const viewer = pickupViewer(ctx);
  return !!viewer && !!request && canReadPickupRequest(viewer, request);
}

const MessageAttachment = builder.drizzleNode('messageAttachments', {
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
  // per row, and reloads the row for a reader whose context did not load it.
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
  // its subscribers (messageAdded), with no reload per subscriber.
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
    description: 'The thread, oldest first.',
    query: { orderBy: { createdAt: 'asc', id: 'asc' } },
  }),
  unreadMessageCount: t.int({
    description: 'Messages of others in the thread the viewer has not read yet.',
    // In a list, a column of the list's one statement; in a change delivered to many subscribers
    // (each a different person), one batched statement for all of them (docs/operations.md).
    select: (_args, ctx) =>
      ctx.eventDelivery
        ? {}
        : { extras: { unreadMessageCount: (table) => unreadCountSql(ctx.viewer?.id ?? 0, table.id) } },
    resolve: (request, _args, ctx) => {
      const joined = (request as { unreadMessageCount?: number }).unreadMessageCount;
      if (joined !== undefined) return Number(joined);
      const viewerId = ctx.viewer?.id ?? 0;
      return ctx.eventDelivery
        ? unreadCountAt(ctx.eventDelivery.event, ctx.db, viewerId, request.id)
        : unreadCountOf(ctx.db, viewerId, request.id);
    },
  }),
  acceptsMessages: t.boolean({
    description: 'Whether the thread takes messages: collected and cancelled are terminal for messaging.',
    resolve: (request) => acceptsMessages(request.status),
  }),
}));
