// Sending a message and marking a thread read (docs/specification.md section 7).
import { markThreadRead, postMessage } from '../../services/messages';
import { pickupViewer } from '../../services/pickupVisibility';
import { once } from '../../services/idempotency';
import { builder } from '../builder';
import { clientRequestIdField, keyedCallOf } from '../idempotency';
import { refetch } from '../payloads';
import { PickupRequest } from '../pickups/types';
import { PickupRequestPayload } from '../pickups/mutations';
import { Message } from './types';

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
    clientRequestId: clientRequestIdField(t),
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
      return once(
        ctx.db,
        await keyedCallOf(ctx, 'sendMessage', { ...input, pickupRequestId }),
        async (claim) => ({
          messageId: await postMessage(
            ctx,
            { ...viewer, name: ctx.viewer!.name },
            pickupRequestId,
            { messageText: input.messageText, images: input.images ?? [] },
            claim,
          ),
          pickupRequestId,
        }),
        (first) => ({ messageId: first.messageId as number, pickupRequestId: first.pickupRequestId as number }),
      );
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
