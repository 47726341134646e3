import { en } from '../../../domain/i18n/en';
import { notFound } from '../../../domain/errors';
import { MAX_PAGE_SIZE } from '../../../domain/listPages';
import { ACCESS_MESSAGES } from '../../../domain/pickupAccess';
import { MAX_IMAGES_PER_MESSAGE, MESSAGE_MESSAGES } from '../../../domain/validation/message';
import { MAX_IMAGE_BYTES, PICKUP_MESSAGES } from '../../../domain/validation/pickupRequest';
import type { Context } from '../../context';
import { VALIDATION_FIELDS } from '../fragments';
import { formFiles, formText, type MultipartRules, readMultipart } from '../multipart';
import { IDEMPOTENCY_HEADER, idempotencyInput } from '../idempotencyKey';
import { gql, runForMessage, runOperation } from '../operation';
import { globalIdOf, numericId, type RestRoute } from '../router';
import { PICKUP_REST_MESSAGES, storedImageResponse } from './pickups';
import { inputBody, MESSAGE_SCHEMA, selectionSchema } from '../openapi';

// docs/specification.md section 7, the message calls of "Pickup requests and drums": each maps onto a GraphQL
// operation (schema/messages.ts), which holds every rule.

const MESSAGE_FIELDS = `id: databaseId pickupRequestId userId senderName senderRole messageText
  attachments { id: databaseId url thumbnailUrl filename contentType } createdAt`;

const THREAD = gql(`query RestMessages($id: ID!, $first: Int!, $after: String) {
  pickupRequest(id: $id) { messages(first: $first, after: $after) {
    pageInfo { hasNextPage endCursor } edges { node { ${MESSAGE_FIELDS} } } } } }`);
const SEND = gql(`mutation RestSendMessage($input: SendMessageInput!) {
  sendMessage(input: $input) { ${VALIDATION_FIELDS} ... on SendMessagePayload { message { ${MESSAGE_FIELDS} } } } }`);
const MARK_READ = gql(`mutation RestMarkMessagesRead($input: MarkMessagesReadInput!) {
  markMessagesRead(input: $input) { ${VALIDATION_FIELDS} ... on PickupRequestPayload { pickupRequest { unreadMessageCount } } } }`);
const UNREAD = gql(`query RestUnreadCounts { unreadMessageCounts { total requests { databaseId count } } }`);
// Null, as for a missing one, when the viewer may not read the attachment's request.
const ATTACHMENT = gql(`query RestMessageAttachment($id: ID!) {
  node(id: $id) { ... on MessageAttachment { databaseId filename contentType } } }`);

const MESSAGE_REST_MESSAGES = en.errors.messageRest;

/** Up to three images of at most 10 MB each; one more still arrives, for the spec's own message. */
const MESSAGE_UPLOAD: MultipartRules = {
  files: MAX_IMAGES_PER_MESSAGE,
  fileSize: MAX_IMAGE_BYTES,
  fileTooLarge: PICKUP_MESSAGES.imageTooLarge,
  tooLarge: PICKUP_REST_MESSAGES.tooLarge,
  tooManyFiles: { field: 'images', message: MESSAGE_MESSAGES.tooManyPhotos },
  notMultipart: { code: 'UNSUPPORTED_MEDIA_TYPE', message: PICKUP_REST_MESSAGES.notMultipart },
};

const requestGlobalId = (raw: string | undefined) => globalIdOf('PickupRequest', numericId(raw));

type Row = Record<string, unknown>;

export const messageRoutes: RestRoute[] = [
  {
    method: 'GET',
    // Before /api/pickup-requests/:id, which would take 'unread-counts' for an id.
    path: '/api/pickup-requests/unread-counts',
    summary: 'Unread message counts per pickup request, and in all',
    answer: {
      schema: {
        type: 'object',
        properties: {
          unreadCounts: {
            type: 'object',
            description: 'Unread messages per pickup request id (only those with any).',
            additionalProperties: { type: 'integer' },
          },
          total: { type: 'integer' },
        },
        required: ['unreadCounts', 'total'],
      },
    },
    handler: async ({ ctx }) => {
      type Counts = { unreadMessageCounts: { total: number; requests: { databaseId: number; count: number }[] } };
      const result = await runOperation<Counts>(ctx, UNREAD);
      if (!result.ok) return result.response;
      const { total, requests } = result.data.unreadMessageCounts;
      return Response.json({
        unreadCounts: Object.fromEntries(requests.map((row) => [String(row.databaseId), row.count])),
        total,
      });
    },
  },
  {
    method: 'GET',
    path: '/api/pickup-requests/:id/messages',
    summary: 'The message thread of a pickup request, oldest first',
    answer: { key: 'messages', list: true, schema: selectionSchema('Message', MESSAGE_FIELDS) },
    handler: async ({ ctx, params }) => {
      type Thread = {
        pickupRequest: {
          messages: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: Row }[] };
        } | null;
      };
      // The whole thread, a page at a time.
      const id = requestGlobalId(params.id);
      const messages: Row[] = [];
      for (let after: string | null = null; ;) {
        const result: Awaited<ReturnType<typeof runOperation<Thread>>> = await runOperation<Thread>(ctx, THREAD, {
          id,
          first: MAX_PAGE_SIZE,
          after,
        });
        if (!result.ok) return result.response;
        const thread: NonNullable<Thread['pickupRequest']>['messages'] | undefined =
          result.data.pickupRequest?.messages;
        if (!thread) throw notFound(ACCESS_MESSAGES.notFound);
        messages.push(...thread.edges.map((edge) => edge.node));
        if (!thread.pageInfo.hasNextPage || !thread.pageInfo.endCursor) break;
        after = thread.pageInfo.endCursor;
      }
      return Response.json({ messages });
    },
  },
  {
    method: 'POST',
    path: '/api/pickup-requests/:id/messages',
    summary: 'Writes a message, with up to 6 photos',
    body: inputBody('SendMessageInput', ['messageText', 'images'], {}, { multipart: true }),
    headers: [IDEMPOTENCY_HEADER],
    answer: { key: 'message', schema: selectionSchema('Message', MESSAGE_FIELDS) },
    handler: async ({ ctx, params, request }) => {
      const pickupRequestId = requestGlobalId(params.id);
      const key = idempotencyInput(request);
      const form = await readMultipart(request, MESSAGE_UPLOAD);
      const input = {
        ...key,
        pickupRequestId,
        messageText: formText(form, 'messageText'),
        images: formFiles(form, 'images'),
      };
      const result = await runOperation<{ sendMessage: { message: Row } }>(ctx, SEND, { input });
      return result.ok ? Response.json({ message: result.data.sendMessage.message }, { status: 201 }) : result.response;
    },
  },
  {
    method: 'POST',
    path: '/api/pickup-requests/:id/messages/mark-read',
    summary: 'Marks the thread read for the caller',
    answer: { status: 200, schema: MESSAGE_SCHEMA },
    handler: ({ ctx, params }) =>
      runForMessage(
        ctx,
        MARK_READ,
        { input: { pickupRequestId: requestGlobalId(params.id) } },
        MESSAGE_REST_MESSAGES.markedRead,
      ),
  },
  {
    method: 'GET',
    path: '/api/message-attachments/:id',
    summary: 'A message photo',
    answer: { contentType: 'image/*', description: 'The photo as stored (JPEG, PNG or WebP).' },
    handler: ({ ctx, params, request }) => serveAttachment(ctx, request, numericId(params.id), 'image'),
  },
  {
    method: 'GET',
    path: '/api/message-attachments/:id/thumbnail',
    summary: 'A message photo’s thumbnail (WebP)',
    answer: { contentType: 'image/webp', description: 'The thumbnail.' },
    handler: ({ ctx, params, request }) => serveAttachment(ctx, request, numericId(params.id), 'thumbnail'),
  },
];

const ATTACHMENT_NOT_FOUND = 'Image not found';

async function serveAttachment(ctx: Context, request: Request, id: number, variant: 'image' | 'thumbnail') {
  type Attachment = { databaseId?: number; filename: string; contentType: string };
  const result = await runOperation<{ node: Attachment | null }>(ctx, ATTACHMENT, {
    id: globalIdOf('MessageAttachment', id),
  });
  if (!result.ok) return result.response;
  const attachment = result.data.node?.databaseId === id ? result.data.node : null;
  const stored =
    attachment &&
    (await ctx.db.query.messageAttachments.findFirst({
      where: { id },
      columns: { storageKey: true, thumbnailKey: true },
    }));
  if (!attachment || !stored) throw notFound(ATTACHMENT_NOT_FOUND);
  return storedImageResponse(ctx, request, attachment, stored, variant);
}
