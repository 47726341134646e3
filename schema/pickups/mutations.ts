import { encodeGlobalID } from '@pothos/plugin-relay';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pickupRequestDrums, pickupRequestImages, pickupRequests } from '../../db/schema';
import { isDrumSpecAvailableTo } from '../../domain/drumSpecs';
import {
  ACCESS_MESSAGES,
  canReadPickupRequest,
  deleteRefusal,
  editRefusal,
  finalizeRefusal,
  nextPrimaryImage,
  type PickupViewer,
} from '../../domain/pickupAccess';
import { type FieldIssue, validate } from '../../domain/validation/common';
import {
  type DrumLine,
  imageCountIssue,
  PICKUP_MESSAGES,
  type PickupRequestDetails,
  PickupRequestDetailsSchema,
  isNumberLike,
} from '../../domain/validation/pickupRequest';
import { findZoneForPoint } from '../../domain/zones';
import type { Context } from '../context';
import { processImages, removeStoredFiles, type StoredImage, storeImages } from '../../services/uploads/images';
import { chargeImageUploads } from '../../services/uploads/uploadRate';
import { builder } from '../builder';
import { readGlobalID } from '../globalIds';
import { refetch } from '../payloads';
import { AppError, notFound, ValidationError } from '../../domain/errors';
import { enforce } from '../../domain/errors';
import { publishPickupRequestChange, publishPickupRequestChangeById } from '../../services/pickupEvents';
import { applyTransition } from '../../services/pickupTransitions';
import { pickupViewer } from '../../services/pickupVisibility';
import { PickupRequest, PickupRequestImage } from './types';
import { enqueuePickupRequestEvent } from '../../services/webhooks/events';

export const PICKUP_RESULT_MESSAGES = {
  // The words of a request the viewer may not read too (domain/pickupAccess.ts): the two answer alike.
  notFound: ACCESS_MESSAGES.notFound,
  imageNotFound: 'Image not found',
  changedMeanwhile: 'The pickup request was changed meanwhile; reload it and try again',
} as const;

// --- inputs -------------------------------------------------------------------------------

export const PickupRequestDrumInput = builder.inputType('PickupRequestDrumInput', {
  description: 'One drum line: a specification and how many drums of it.',
  fields: (t) => ({
    drumSpecId: t.id({ required: false, description: 'Global id of a DrumSpec.' }),
    quantity: t.int({ required: false, description: 'How many drums, at least 1.' }),
  }),
});

type InputFields = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

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
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const images = input.images ?? [];
      const issues: FieldIssue[] = [];
      const result = validate(PickupRequestDetailsSchema, { ...input, drums: drumLinesFromInput(input.drums) });
      if (!result.ok) issues.push(...result.issues);
      const imageIssue = imageCountIssue(0, images.length, true);
      if (imageIssue) issues.push({ field: 'images', message: imageIssue });
      if (issues.length) throw new ValidationError(issues);
      const details = (result as { data: PickupRequestDetails }).data;
      await checkDrumSpecs(ctx, viewer, details.drums);

      const id = await insertPickupRequest(ctx, details, images, {
        userId: viewer.id,
        returnerCompanyId: viewer.returnerCompanyId,
      });
      return { pickupRequestId: id };
    },
  }),

  updatePickupRequest: t.withAuth({ approved: true }).field({
    type: PickupRequestPayload,
    errors: {},
    description: 'Edits a request: a returner its drafts, an admin any request not collected or cancelled.',
    args: { input: t.arg({ type: UpdatePickupRequestInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const id = Number(input.id.id);
      const existing = await ctx.db.query.pickupRequests.findFirst({
        where: { id },
        with: { drums: { orderBy: { id: 'asc' } } },
      });
      if (!existing) throw notFound(PICKUP_RESULT_MESSAGES.notFound);
      enforce(editRefusal(pickupViewer(ctx)!, existing));

      const drumsGiven = input.drums !== undefined && input.drums !== null;
      const details = mergedDetails(input, existing);
      // Lines already on the request stay allowed (an admin may have used an admin-only spec).
      const kept = new Set(existing.drums.map((line) => line.drumSpecId));
      await checkDrumSpecs(ctx, viewer, details.drums, kept);
      const zoneId = await zoneIdFor(ctx.db, details);

      await ctx.db.transaction(async (tx) => {
        const updated = await tx
          .update(pickupRequests)
          .set({ ...requestColumns(details), zoneId, updatedAt: new Date() })
          .where(and(eq(pickupRequests.id, id), eq(pickupRequests.status, existing.status)))
          .returning({ id: pickupRequests.id });
        if (!updated.length) throw new AppError('CONFLICT', PICKUP_RESULT_MESSAGES.changedMeanwhile);
        if (drumsGiven) {
          await tx.delete(pickupRequestDrums).where(eq(pickupRequestDrums.pickupRequestId, id));
          await tx.insert(pickupRequestDrums).values(details.drums.map((line) => ({ pickupRequestId: id, ...line })));
        }
      });
      await publishPickupRequestChangeById(ctx, id);
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
      const viewer = ctx.viewer;
      const id = Number(input.id.id);
      const existing = await ctx.db.query.pickupRequests.findFirst({
        where: { id },
        with: { images: { columns: { id: true } } },
      });
      if (!existing) throw notFound(PICKUP_RESULT_MESSAGES.notFound);
      enforce(finalizeRefusal(pickupViewer(ctx)!, existing));
      if (existing.images.length === 0)
        throw new ValidationError([{ field: 'images', message: PICKUP_MESSAGES.noImages }]);
      // The transition table decides the state change (and answers 409 to a parallel submit).
      await applyTransition(ctx, pickupViewer(ctx)!, id, { action: 'submit' });
      return { pickupRequestId: id };
    },
  }),

  deletePickupRequest: t.withAuth({ approved: true }).field({
    type: DeletePickupRequestPayload,
    description: 'Deletes a request with its drums and images: a returner its drafts and unscheduled submitted ones.',
    args: { input: t.arg({ type: PickupRequestIdInput, required: true }) },
    resolve: (_root, { input }, ctx) => deletePickupRequestAs(ctx, Number(input.id.id)),
  }),

  addPickupRequestImages: t.withAuth({ approved: true }).field({
    type: PickupRequestPayload,
    errors: {},
    description: 'Adds images to a request the viewer may edit, up to 6 in total.',
    args: { input: t.arg({ type: AddPickupRequestImagesInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const id = Number(input.pickupRequestId.id);
      const existing = await ctx.db.query.pickupRequests.findFirst({
        where: { id },
        with: { images: { columns: { id: true } } },
      });
      if (!existing) throw notFound(PICKUP_RESULT_MESSAGES.notFound);
      enforce(editRefusal(pickupViewer(ctx)!, existing));
      const countIssue = (current: number) => {
        const message =
          input.images.length === 0 ? PICKUP_MESSAGES.noImages : imageCountIssue(current, input.images.length);
        if (message) throw new ValidationError([{ field: 'images', message }]);
      };
      countIssue(existing.images.length);

      await chargeImageUploads(ctx.db, viewer!.id, input.images.length, ctx.config.imageUploadsPerMinute);
      const stored = await storeImages(ctx.storage, await processImages(input.images));
      try {
        await ctx.db.transaction(async (tx) => {
          // Lock the request so two uploads at once cannot pass seven images between them.
          const [locked] = await tx
            .select({ status: pickupRequests.status })
            .from(pickupRequests)
            .where(eq(pickupRequests.id, id))
            .for('update');
          if (!locked || locked.status !== existing.status)
            throw new AppError('CONFLICT', PICKUP_RESULT_MESSAGES.changedMeanwhile);
          const current = await tx
            .select({ position: pickupRequestImages.position, isPrimary: pickupRequestImages.isPrimary })
            .from(pickupRequestImages)
            .where(eq(pickupRequestImages.pickupRequestId, id));
          countIssue(current.length);
          const nextPosition = current.reduce((max, image) => Math.max(max, image.position + 1), 0);
          await insertImages(tx, id, stored, nextPosition, !current.some((image) => image.isPrimary));
          await tx.update(pickupRequests).set({ updatedAt: new Date() }).where(eq(pickupRequests.id, id));
        });
      } catch (error) {
        await removeStoredFiles(ctx.storage, stored);
        throw error;
      }
      await publishPickupRequestChangeById(ctx, id);
      return { pickupRequestId: id };
    },
  }),

  deletePickupRequestImage: t.withAuth({ approved: true }).field({
    type: DeletePickupRequestImagePayload,
    errors: {},
    description: 'Removes an image; when it was primary the next one becomes primary. The last image stays.',
    args: { input: t.arg({ type: DeletePickupRequestImageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const imageId = Number(input.id.id);
      const image = await ctx.db.query.pickupRequestImages.findFirst({
        where: { id: imageId },
        with: { pickupRequest: { with: { images: { columns: { id: true, position: true, isPrimary: true } } } } },
      });
      // An image of a request the viewer may not read, or under another request's path, is
      // missing to this caller: the same answer whichever it is.
      const request = image?.pickupRequest;
      const named = !input.pickupRequestId || Number(input.pickupRequestId.id) === request?.id;
      if (!image || !request || !named || !canReadPickupRequest(viewer, request))
        throw notFound(PICKUP_RESULT_MESSAGES.imageNotFound);
      enforce(editRefusal(pickupViewer(ctx)!, request));

      await ctx.db.transaction(async (tx) => {
        // Locked and read again inside the transaction: two deletions at once, or a submit in
        // between, must not leave a request without images or change a submitted one.
        const [locked] = await tx.select().from(pickupRequests).where(eq(pickupRequests.id, request.id)).for('update');
        if (!locked || !canReadPickupRequest(viewer, locked)) throw notFound(PICKUP_RESULT_MESSAGES.imageNotFound);
        enforce(editRefusal(pickupViewer(ctx)!, locked));
        const images = await tx
          .select({
            id: pickupRequestImages.id,
            position: pickupRequestImages.position,
            isPrimary: pickupRequestImages.isPrimary,
          })
          .from(pickupRequestImages)
          .where(eq(pickupRequestImages.pickupRequestId, request.id));
        if (!images.some((other) => other.id === imageId)) throw notFound(PICKUP_RESULT_MESSAGES.imageNotFound);
        if (images.length <= 1) throw new ValidationError([{ field: 'images', message: PICKUP_MESSAGES.noImages }]);
        await tx.delete(pickupRequestImages).where(eq(pickupRequestImages.id, imageId));
        const next = nextPrimaryImage(images.filter((other) => other.id !== imageId));
        if (next)
          await tx.update(pickupRequestImages).set({ isPrimary: true }).where(eq(pickupRequestImages.id, next.id));
        await tx.update(pickupRequests).set({ updatedAt: new Date() }).where(eq(pickupRequests.id, request.id));
      });
      await removeStoredFiles(ctx.storage, [image]);
      await publishPickupRequestChangeById(ctx, request.id);
      return { pickupRequestId: request.id, imageId };
    },
  }),
}));

// --- helpers ------------------------------------------------------------------------------

/**
 * Deletes a request with its drums, images, messages and their files, if the viewer's role may
 * (domain/pickupAccess.ts deleteRefusal): the returner's and the admin's delete alike.
 */
export async function deletePickupRequestAs(ctx: Context, id: number): Promise<{ id: number }> {
  const existing = await ctx.db.query.pickupRequests.findFirst({
    where: { id },
    with: {
      images: { columns: { storageKey: true, thumbnailKey: true } },
      messages: {
        columns: { id: true },
        with: { attachments: { columns: { storageKey: true, thumbnailKey: true } } },
      },
    },
  });
  if (!existing) throw notFound(PICKUP_RESULT_MESSAGES.notFound);
  enforce(deleteRefusal(pickupViewer(ctx)!, existing));
  const deleted = await ctx.db
    .delete(pickupRequests)
    .where(
      and(
        eq(pickupRequests.id, id),
        eq(pickupRequests.status, existing.status),
        existing.scheduledPickupDate ? sql`true` : sql`${pickupRequests.scheduledPickupDate} is null`,
      ),
    )
    .returning({ id: pickupRequests.id });
  if (!deleted.length) throw new AppError('CONFLICT', PICKUP_RESULT_MESSAGES.changedMeanwhile);
  // Files go after the rows: a crash in between leaves unreferenced files, never broken rows.
  await removeStoredFiles(ctx.storage, [
    ...existing.images,
    ...existing.messages.flatMap((message) => message.attachments),
  ]);
  await publishPickupRequestChange(ctx, existing, true);
  return { id };
}

/**
 * Stores a new request with its drums and images (already validated and counted) as a draft;
 * the zone comes from its coordinates. Images are processed before anything is written, and
 * their files removed again when the rows cannot be written. Also for the admin's create.
 */
export async function insertPickupRequest(
  ctx: Context,
  details: PickupRequestDetails,
  images: readonly File[],
  owner: {
    userId: number | null;
    returnerCompanyId: number | null;
    createdByAdminId?: number | null;
    assignedTransportCompanyId?: number | null;
    /** An admin's request on a returner's behalf is submitted at once (ready_for_pickup). */
    submitted?: boolean;
  },
): Promise<number> {
  const { submitted, ...ownerColumns } = owner;
  // The uploader is the viewer: the returner, or the admin creating on a returner's behalf.
  if (ctx.viewer) await chargeImageUploads(ctx.db, ctx.viewer.id, images.length, ctx.config.imageUploadsPerMinute);
  const stored = await storeImages(ctx.storage, await processImages(images));
  let id: number;
  try {
    const zoneId = await zoneIdFor(ctx.db, details);
    id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pickupRequests)
        .values({
          ...requestColumns(details),
          ...ownerColumns,
          zoneId,
          ...(submitted
            ? { status: 'ready_for_pickup' as const, confirmedAt: new Date() }
            : { status: 'draft' as const }),
        })
        .returning();
      await tx.insert(pickupRequestDrums).values(details.drums.map((line) => ({ pickupRequestId: row.id, ...line })));
      await insertImages(tx, row.id, stored, 0, true);
      await enqueuePickupRequestEvent(tx, 'pickup_request.created', row);
      // An admin's request on a returner's behalf is submitted as it is made.
      if (submitted) await enqueuePickupRequestEvent(tx, 'pickup_request.submitted', row);
      return row.id;
    });
  } catch (error) {
    await removeStoredFiles(ctx.storage, stored);
    throw error;
  }
  await publishPickupRequestChangeById(ctx, id);
  return id;
}

type DrumInput = { drumSpecId?: string | null; quantity?: number | null };

/** Global DrumSpec ids to database ids; anything else stays as it is for the rules to refuse. */
export function drumLinesFromInput(lines: readonly DrumInput[] | null | undefined): unknown {
  if (!lines) return lines;
  return lines.map((line) => ({
    drumSpecId: drumSpecDatabaseId(line.drumSpecId),
    quantity: line.quantity ?? undefined,
  }));
}

function drumSpecDatabaseId(globalId: string | null | undefined): number | undefined {
  const decoded = globalId ? readGlobalID(globalId) : null;
  return decoded?.typename === 'DrumSpec' ? Number(decoded.id) : undefined;
}

type DetailsInput = {
  drums?: readonly DrumInput[] | null;
  address?: string | null;
  latitude?: unknown;
  longitude?: unknown;
  hasLoadingCapability?: boolean | null;
  supportsForklift?: boolean | null;
  requiresCraneTruck?: boolean | null;
  transporterComments?: string | null;
};

/** An edit's details: what is given over what the request holds, checked by the one rule. */
export function mergedDetails(
  input: DetailsInput,
  existing: typeof pickupRequests.$inferSelect & { drums: { drumSpecId: number; quantity: number }[] },
): PickupRequestDetails {
  const coordinate = (value: unknown, current: number | null) =>
    // Non-numeric text is ignored; a number out of range goes on to be refused by the rule.
    value === undefined ? current : value === null ? null : isNumberLike(value) ? value : current;
  return parseDetails({
    drums:
      input.drums !== undefined && input.drums !== null
        ? drumLinesFromInput(input.drums)
        : existing.drums.map(({ drumSpecId, quantity }) => ({ drumSpecId, quantity })),
    address: input.address ?? existing.address,
    latitude: coordinate(input.latitude, existing.latitude),
    longitude: coordinate(input.longitude, existing.longitude),
    hasLoadingCapability: input.hasLoadingCapability ?? existing.hasLoadingCapability,
    supportsForklift: input.supportsForklift ?? existing.supportsForklift,
    requiresCraneTruck: input.requiresCraneTruck ?? existing.requiresCraneTruck,
    transporterComments:
      input.transporterComments === undefined ? existing.transporterComments : input.transporterComments,
  });
}

export function parseDetails(input: unknown): PickupRequestDetails {
  const result = validate(PickupRequestDetailsSchema, input);
  if (!result.ok) throw new ValidationError(result.issues);
  return result.data;
}

/** Every line must name a spec that exists and that the viewer may choose. */
export async function checkDrumSpecs(
  ctx: Context,
  viewer: PickupViewer,
  lines: readonly DrumLine[],
  alreadyOnRequest = new Set<number>(),
) {
  const ids = [...new Set(lines.map((line) => line.drumSpecId))];
  const specs = await ctx.db.query.drumSpecs.findMany({
    where: { id: { in: ids } },
    columns: { id: true, availableFor: true },
  });
  const usable = new Set(
    specs
      .filter((spec) => isDrumSpecAvailableTo(viewer.role, spec) || alreadyOnRequest.has(spec.id))
      .map((spec) => spec.id),
  );
  const issues = lines.flatMap((line, index) =>
    usable.has(line.drumSpecId)
      ? []
      : [{ field: `drums.${index}.drumSpecId`, message: PICKUP_MESSAGES.drumTypeRequired }],
  );
  if (issues.length) throw new ValidationError(issues);
}

/** The zone whose polygon contains the coordinates (ARCHITECTURE.md), or none. */
export async function zoneIdFor(
  db: Executor,
  details: { latitude: number | null; longitude: number | null },
): Promise<number | null> {
  if (details.latitude === null || details.longitude === null) return null;
  const zones = await db.query.zones.findMany({ columns: { id: true, zoneNumber: true, boundary: true } });
  return findZoneForPoint(zones, details.latitude, details.longitude)?.id ?? null;
}

export function requestColumns(details: PickupRequestDetails) {
  return {
    address: details.address,
    latitude: details.latitude,
    longitude: details.longitude,
    hasLoadingCapability: details.hasLoadingCapability,
    supportsForklift: details.supportsForklift,
    requiresCraneTruck: details.requiresCraneTruck,
    transporterComments: details.transporterComments,
  };
}

async function insertImages(
  db: Executor,
  pickupRequestId: number,
  images: readonly StoredImage[],
  firstPosition: number,
  firstIsPrimary: boolean,
) {
  if (!images.length) return;
  await db.insert(pickupRequestImages).values(
    images.map((image, index) => ({
      pickupRequestId,
      storageKey: image.storageKey,
      thumbnailKey: image.thumbnailKey,
      filename: image.filename,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      byteSize: image.byteSize,
      position: firstPosition + index,
      isPrimary: firstIsPrimary && index === 0,
    })),
  );
}
