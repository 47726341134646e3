import { encodeGlobalID } from '@pothos/plugin-relay';
import * as pickups from '../../services/pickupRequests';
import { PICKUP_RESULT_MESSAGES } from '../../services/pickupRequests';
import { once } from '../../services/idempotency';
import { builder, type InputFields } from '../builder';
import { clientRequestIdField, keyedCallOf } from '../idempotency';
import { readGlobalID } from '../globalIds';
import { refetch } from '../payloads';
import { PickupRequest, PickupRequestImage } from './types';

// --- inputs -------------------------------------------------------------------------------

const PickupRequestDrumInput = builder.inputType('PickupRequestDrumInput', {
  description: 'One drum line: a specification and how many drums of it.',
  fields: (t) => ({
    drumSpecId: t.id({ required: false, description: 'Global id of a DrumSpec.' }),
    quantity: t.int({ required: false, description: 'How many drums, at least 1.' }),
    drumNumbers: t.stringList({
      required: false,
      description:
        'The numbers of tracked drums on this line, at most one per drum: a number of the pool books that drum; one it does not know is kept as unregistered.',
    }),
  }),
});

/** A request's own fields, in every input that writes them (create, edit, admin create and edit). */
export const requestDetailFields = (t: InputFields) => ({
  drums: t.field({
    type: [PickupRequestDrumInput],
    required: false,
    description: 'The drum lines; lines of one specification are merged.',
  }),
  address: t.string({ required: false, description: 'The site’s address.' }),
  latitude: t.field({ type: 'Coordinate', required: false, description: 'The site’s latitude (-90 to 90).' }),
  longitude: t.field({ type: 'Coordinate', required: false, description: 'The site’s longitude (-180 to 180).' }),
  hasLoadingCapability: t.boolean({
    required: false,
    description: 'Whether the site can load the drums onto the truck itself.',
  }),
  supportsForklift: t.boolean({ required: false, description: 'Whether a forklift is available at the site.' }),
  requiresCraneTruck: t.boolean({ required: false, description: 'Whether collecting needs a crane truck.' }),
  transporterComments: t.string({
    required: false,
    description: 'Site information for the transporter (access, opening hours ...).',
  }),
});

const CreatePickupRequestInput = builder.inputType('CreatePickupRequestInput', {
  description: 'A new pickup request (a draft until submitted) with its drums, site and photos.',
  fields: (t) => ({
    ...requestDetailFields(t),
    images: t.field({
      type: ['File'],
      required: false,
      description: '1 to 6 PNG, JPG or GIF images of at most 10MB each.',
    }),
    clientRequestId: clientRequestIdField(t),
    createdAt: t.field({
      type: 'DateTime',
      required: false,
      description:
        'When the person saved it on their phone, for a request sent later (an offline booking): at most 30 days back; up to 10 minutes ahead of the server counts as now, further ahead is refused. Left out: now.',
    }),
  }),
});

const UpdatePickupRequestInput = builder.inputType('UpdatePickupRequestInput', {
  description: 'Fields left out stay as they are; null clears latitude, longitude and transporterComments.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: PickupRequest, description: 'The request to change.' }),
    ...requestDetailFields(t),
  }),
});

export const PickupRequestIdInput = builder.inputType('PickupRequestIdInput', {
  description: 'Names one pickup request.',
  fields: (t) => ({ id: t.globalID({ required: true, for: PickupRequest, description: 'The request’s global id.' }) }),
});

const AddPickupRequestImagesInput = builder.inputType('AddPickupRequestImagesInput', {
  description: 'Photos to add to a pickup request.',
  fields: (t) => ({
    pickupRequestId: t.globalID({ description: 'The request to add them to.', required: true, for: PickupRequest }),
    images: t.field({
      description: 'PNG, JPG or GIF images of at most 10 MB each; 6 per request in all.',
      type: ['File'],
      required: true,
    }),
  }),
});

const DeletePickupRequestImageInput = builder.inputType('DeletePickupRequestImageInput', {
  description: 'Names the photo to remove.',
  fields: (t) => ({
    id: t.globalID({ description: "The photo's global id.", required: true, for: PickupRequestImage }),
    pickupRequestId: t.globalID({
      required: false,
      for: PickupRequest,
      description: 'When given, the image must belong to this request.',
    }),
  }),
});

// --- payloads -----------------------------------------------------------------------------

export const PickupRequestPayload = builder.objectRef<{ pickupRequestId: number }>('PickupRequestPayload').implement({
  description: 'The pickup request as stored after the change.',
  fields: (t) => ({
    pickupRequest: t.drizzleField({
      description: 'The request as stored now.',
      type: PickupRequest,
      resolve: (query, payload, _args, ctx) =>
        refetch(
          ctx.db.query.pickupRequests.findFirst(query({ where: { id: payload.pickupRequestId } })),
          PICKUP_RESULT_MESSAGES.notFound,
        ),
    }),
  }),
});

export const DeletePickupRequestPayload = builder.objectRef<{ id: number }>('DeletePickupRequestPayload').implement({
  description: 'The deleted request.',
  fields: (t) => ({
    deletedPickupRequestId: t.id({
      description: 'Its global id.',
      resolve: (payload) => encodeGlobalID('PickupRequest', payload.id),
    }),
    deletedDatabaseId: t.int({ description: "The deleted request's database id.", resolve: (payload) => payload.id }),
  }),
});

const DeletePickupRequestImagePayload = builder
  .objectRef<{ pickupRequestId: number; imageId: number }>('DeletePickupRequestImagePayload')
  .implement({
    description: 'The removed photo, and its request as it is now.',
    fields: (t) => ({
      deletedImageId: t.id({
        description: "The removed photo's global id.",
        resolve: (payload) => encodeGlobalID('PickupRequestImage', payload.imageId),
      }),
      deletedImageDatabaseId: t.int({
        description: "The removed photo's database id.",
        resolve: (payload) => payload.imageId,
      }),
      pickupRequest: t.drizzleField({
        description: 'The request as it is now.',
        type: PickupRequest,
        resolve: (query, payload, _args, ctx) =>
          refetch(
            ctx.db.query.pickupRequests.findFirst(query({ where: { id: payload.pickupRequestId } })),
            PICKUP_RESULT_MESSAGES.notFound,
          ),
      }),
    }),
  });

// --- mutations ----------------------------------------------------------------------------

builder.mutationFields((t) => ({
  createPickupRequest: t.withAuth({ returner: true }).field({
    type: PickupRequestPayload,
    errors: {},
    description: 'Saves a new request as a draft, with its drums and 1 to 6 images.',
    args: { input: t.arg({ type: CreatePickupRequestInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      once(
        ctx.db,
        await keyedCallOf(ctx, 'createPickupRequest', input),
        async (claim) => ({
          pickupRequestId: await pickups.createPickupRequest(
            ctx,
            { ...input, drums: drumLinesFromInput(input.drums) },
            input.images ?? [],
            claim,
            input.createdAt,
          ),
        }),
        (first) => ({ pickupRequestId: first.pickupRequestId as number }),
      ),
  }),

  updatePickupRequest: t.withAuth({ approved: true }).field({
    type: PickupRequestPayload,
    errors: {},
    description: 'Edits a request: a returner its drafts, an admin any request not collected or cancelled.',
    args: { input: t.arg({ type: UpdatePickupRequestInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      await pickups.updatePickupRequest(ctx, id, { ...input, drums: drumLinesFromInput(input.drums) });
      return { pickupRequestId: id };
    },
  }),

  submitPickupRequest: t.withAuth({ approved: true }).field({
    type: PickupRequestPayload,
    errors: {},
    description:
      'Finalizes a draft: it becomes ready_for_pickup with confirmedAt. Anything but a draft is refused (409).',
    args: { input: t.arg({ type: PickupRequestIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      await pickups.submitPickupRequest(ctx, id);
      return { pickupRequestId: id };
    },
  }),

  deletePickupRequest: t.withAuth({ approved: true }).field({
    type: DeletePickupRequestPayload,
    description: 'Deletes a request with its drums and images: a returner its drafts and unscheduled submitted ones.',
    args: { input: t.arg({ type: PickupRequestIdInput, required: true }) },
    resolve: (_root, { input }, ctx) => pickups.deletePickupRequestAs(ctx, Number(input.id.id)),
  }),

  addPickupRequestImages: t.withAuth({ approved: true }).field({
    type: PickupRequestPayload,
    errors: {},
    description: 'Adds images to a request the viewer may edit, up to 6 in total.',
    args: { input: t.arg({ type: AddPickupRequestImagesInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.pickupRequestId.id);
      await pickups.addPickupRequestImages(ctx, id, input.images);
      return { pickupRequestId: id };
    },
  }),

  deletePickupRequestImage: t.withAuth({ approved: true }).field({
    type: DeletePickupRequestImagePayload,
    errors: {},
    description: 'Removes an image; when it was primary the next one becomes primary. The last image stays.',
    args: { input: t.arg({ type: DeletePickupRequestImageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const imageId = Number(input.id.id);
      const named = input.pickupRequestId ? Number(input.pickupRequestId.id) : null;
      return { pickupRequestId: await pickups.deletePickupRequestImage(ctx, imageId, named), imageId };
    },
  }),
}));

// --- input reading ------------------------------------------------------------------------

type DrumInput = { drumSpecId?: string | null; quantity?: number | null; drumNumbers?: readonly string[] | null };

/** Global DrumSpec ids to database ids; anything else stays as it is for the rules to refuse. */
export function drumLinesFromInput(lines: readonly DrumInput[] | null | undefined): unknown {
  if (!lines) return lines;
  return lines.map((line) => ({
    drumSpecId: drumSpecDatabaseId(line.drumSpecId),
    quantity: line.quantity ?? undefined,
    drumNumbers: line.drumNumbers ?? undefined,
  }));
}

function drumSpecDatabaseId(globalId: string | null | undefined): number | undefined {
  const decoded = globalId ? readGlobalID(globalId) : null;
  return decoded?.typename === 'DrumSpec' ? Number(decoded.id) : undefined;
}
