// A pickup request's life before the transition table takes over (docs/specification.md sections 3-4): create,
// edit, submit and delete, its photos added and removed; the admin's create and edit
// (services/adminPickupRequests.ts) use the same pieces. GraphQL (schema/pickups/) and through it REST read their input and call these.
import { en } from '../domain/i18n/en';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { pickupRequestDrums, pickupRequestImages, pickupRequests } from '../db/schema';
import { clientTime } from '../domain/clientTime';
import { isDrumSpecAvailableTo } from '../domain/drumSpecs';
import { AppError, enforce, notFound, ValidationError } from '../domain/errors';
import {
  ACCESS_MESSAGES,
  canReadPickupRequest,
  deleteRefusal,
  editRefusal,
  finalizeRefusal,
  nextPrimaryImage,
  type PickupViewer,
} from '../domain/pickupAccess';
import { type FieldIssue, validate } from '../domain/validation/common';
import {
  type DrumLine,
  imageCountIssue,
  isNumberLike,
  PICKUP_MESSAGES,
  type PickupRequestDetails,
  PickupRequestDetailsSchema,
} from '../domain/validation/pickupRequest';
import { findZoneForPoint } from '../domain/zones';
import type { AppServices } from './appServices';
import type { UserRow } from './auth/sessions';
import { publishPickupRequestChange, publishPickupRequestChangeById } from './pickupEvents';
import { type CreatedNotification, notifySentForPickup, publishNotifications } from './notifications';
import { applyTransition } from './pickupTransitions';
import { pickupViewer } from './pickupVisibility';
import { processImages, removeStoredFiles, type StoredImage, storeImages } from './uploads/images';
import { chargeImageUploads } from './uploads/uploadRate';
import type { ClaimKey } from './idempotency';
import { bookDrumNumbers } from './trackedDrums/booking';
import { unbookStints } from './trackedDrums/stints';
import { enqueuePickupRequestEvent } from './webhooks/events';

/** A call on pickup requests: the app's services and who is asking. */
export type PickupCall = AppServices & { viewer: UserRow | null; servedZoneIds?: readonly number[] };

export const PICKUP_RESULT_MESSAGES = {
  // The words of a request the viewer may not read too (domain/pickupAccess.ts): the two answer alike.
  notFound: ACCESS_MESSAGES.notFound,
  ...en.errors.pickupResults,
} as const;

/**
 * A returner's new draft: its details and 1 to 6 images checked here, every refused field named
 * at once (the details and the image count alike).
 */
export async function createPickupRequest(
  ctx: PickupCall & { viewer: UserRow },
  input: unknown,
  images: readonly File[],
  claim?: ClaimKey,
  /** When the person pressed Save on their phone (a booking sent later from its outbox); none: now. */
  createdAt?: Date | null,
): Promise<number> {
  const issues: FieldIssue[] = [];
  const result = validate(PickupRequestDetailsSchema, input);
  if (!result.ok) issues.push(...result.issues);
  const imageIssue = imageCountIssue(0, images.length, true);
  if (imageIssue) issues.push({ field: 'images', message: imageIssue });
  const made = clientTime(createdAt, new Date(), 'createdAt');
  if ('issue' in made) issues.push(made.issue);
  if (issues.length || !result.ok || 'issue' in made) throw new ValidationError(issues);
  const details = result.data;
  await checkDrumSpecs(ctx, pickupViewer(ctx)!, details.drums);
  return insertPickupRequest(
    ctx,
    details,
    images,
    { userId: ctx.viewer.id, returnerCompanyId: ctx.viewer.returnerCompanyId, createdAt: made.at },
    claim,
  );
}

/** An edit by a returner of its draft, or by an admin: what is given over what the request holds. */
export async function updatePickupRequest(ctx: PickupCall, id: number, input: DetailsInput): Promise<void> {
  const existing = await requestForEdit(ctx, id);
  const details = mergedDetails(input, existing);
  // Lines already on the request stay allowed (an admin may have used an admin-only spec).
  const kept = new Set(existing.drums.map((line) => line.drumSpecId));
  await checkDrumSpecs(ctx, pickupViewer(ctx)!, details.drums, kept);
  await writeEdit(ctx, existing, details, { drumsGiven: input.drums !== undefined && input.drums !== null });
}

/** The request with its drum lines, if it exists and the viewer may edit it (404 or 403 otherwise). */
export async function requestForEdit(ctx: PickupCall, id: number) {
  const existing = await ctx.db.query.pickupRequests.findFirst({
    where: { id },
    with: { drums: { orderBy: { id: 'asc' } } },
  });
  if (!existing) throw notFound(PICKUP_RESULT_MESSAGES.notFound);
  enforce(editRefusal(pickupViewer(ctx)!, existing));
  return existing;
}

/**
 * Writes an edit's details (with `columns` besides) and, when they were given, its drum lines;
 * `within` runs in the same transaction. Refused (409) when the request's status changed since
 * it was read.
 */
export async function writeEdit(
  ctx: PickupCall,
  existing: { id: number; status: (typeof pickupRequests.$inferSelect)['status'] },
  details: PickupRequestDetails,
  options: {
    drumsGiven: boolean;
    columns?: Partial<typeof pickupRequests.$inferInsert>;
    within?: (tx: Executor) => Promise<void>;
  },
): Promise<void> {
  const zoneId = await zoneIdFor(ctx.db, details);
  await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(pickupRequests)
      .set({ ...requestColumns(details), zoneId, ...options.columns, updatedAt: new Date() })
      .where(and(eq(pickupRequests.id, existing.id), eq(pickupRequests.status, existing.status)))
      .returning({ id: pickupRequests.id, returnerCompanyId: pickupRequests.returnerCompanyId });
    if (!updated.length) throw new AppError('CONFLICT', PICKUP_RESULT_MESSAGES.changedMeanwhile);
    if (options.drumsGiven) {
      await tx.delete(pickupRequestDrums).where(eq(pickupRequestDrums.pickupRequestId, existing.id));
      await insertDrumLines(tx, updated[0], details.drums);
    }
    await options.within?.(tx);
  });
  await publishPickupRequestChangeById(ctx, existing.id);
}

/** Finalizes a draft with at least one image; the transition table decides the state change. */
export async function submitPickupRequest(ctx: PickupCall, id: number): Promise<void> {
  const existing = await ctx.db.query.pickupRequests.findFirst({
    where: { id },
    with: { images: { columns: { id: true } } },
  });
  if (!existing) throw notFound(PICKUP_RESULT_MESSAGES.notFound);
  enforce(finalizeRefusal(pickupViewer(ctx)!, existing));
  if (existing.images.length === 0) throw new ValidationError([{ field: 'images', message: PICKUP_MESSAGES.noImages }]);
  // (It answers 409 to a parallel submit.)
  await applyTransition(ctx, pickupViewer(ctx)!, id, { action: 'submit' });
}

/** Adds images to a request the viewer may edit, up to 6 in all. */
export async function addPickupRequestImages(
  ctx: PickupCall & { viewer: UserRow },
  id: number,
  images: readonly File[],
): Promise<void> {
  const existing = await ctx.db.query.pickupRequests.findFirst({
    where: { id },
    with: { images: { columns: { id: true } } },
  });
  if (!existing) throw notFound(PICKUP_RESULT_MESSAGES.notFound);
  enforce(editRefusal(pickupViewer(ctx)!, existing));
  const countIssue = (current: number) => {
    const message = images.length === 0 ? PICKUP_MESSAGES.noImages : imageCountIssue(current, images.length);
    if (message) throw new ValidationError([{ field: 'images', message }]);
  };
  countIssue(existing.images.length);

  await chargeImageUploads(ctx.db, ctx.viewer.id, images.length, ctx.config.imageUploadsPerMinute);
  const stored = await storeImages(ctx.storage, await processImages(images));
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
}

/**
 * Removes an image (the next becomes primary; the last one stays). `pickupRequestId`, when the
 * caller named one, must be the image's. Answers the request's id.
 */
export async function deletePickupRequestImage(
  ctx: PickupCall & { viewer: UserRow },
  imageId: number,
  pickupRequestId: number | null,
): Promise<number> {
  const viewer = ctx.viewer;
  const image = await ctx.db.query.pickupRequestImages.findFirst({
    where: { id: imageId },
    with: { pickupRequest: { with: { images: { columns: { id: true, position: true, isPrimary: true } } } } },
  });
  // An image of a request the viewer may not read, or under another request's path, is
  // missing to this caller: the same answer whichever it is.
  const request = image?.pickupRequest;
  const named = pickupRequestId === null || pickupRequestId === request?.id;
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
    if (next) await tx.update(pickupRequestImages).set({ isPrimary: true }).where(eq(pickupRequestImages.id, next.id));
    await tx.update(pickupRequests).set({ updatedAt: new Date() }).where(eq(pickupRequests.id, request.id));
  });
  await removeStoredFiles(ctx.storage, [image]);
  await publishPickupRequestChangeById(ctx, request.id);
  return request.id;
}

/**
 * Deletes a request with its drums, images, messages and their files, if the viewer's role may
 * (domain/pickupAccess.ts deleteRefusal): the returner's and the admin's delete alike.
 */
export async function deletePickupRequestAs(ctx: PickupCall, id: number): Promise<{ id: number }> {
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
  await ctx.db.transaction(async (tx) => {
    // Its tracked drums go back on their sites' account.
    await unbookStints(tx, id);
    const rows = await tx
      .delete(pickupRequests)
      .where(
        and(
          eq(pickupRequests.id, id),
          eq(pickupRequests.status, existing.status),
          existing.scheduledPickupDate ? sql`true` : sql`${pickupRequests.scheduledPickupDate} is null`,
        ),
      )
      .returning({ id: pickupRequests.id });
    // Changed meanwhile: nothing is deleted, and no drum released.
    if (!rows.length) throw new AppError('CONFLICT', PICKUP_RESULT_MESSAGES.changedMeanwhile);
  });
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
  ctx: PickupCall,
  details: PickupRequestDetails,
  images: readonly File[],
  owner: {
    userId: number | null;
    returnerCompanyId: number | null;
    createdByAdminId?: number | null;
    assignedTransportCompanyId?: number | null;
    /** An admin's request on a returner's behalf is submitted at once (ready_for_pickup). */
    submitted?: boolean;
    /** The request's own time, when it was made before it reached the server (domain/clientTime.ts). */
    createdAt?: Date;
  },
  /** A retried write's key, taken in the request's own transaction (services/idempotency.ts). */
  claim?: ClaimKey,
): Promise<number> {
  const { submitted, ...ownerColumns } = owner;
  // The uploader is the viewer: the returner, or the admin creating on a returner's behalf.
  if (ctx.viewer) await chargeImageUploads(ctx.db, ctx.viewer.id, images.length, ctx.config.imageUploadsPerMinute);
  const stored = await storeImages(ctx.storage, await processImages(images));
  let id: number;
  let notified: CreatedNotification[];
  try {
    const zoneId = await zoneIdFor(ctx.db, details);
    ({ id, notified } = await ctx.db.transaction(async (tx) => {
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
      await insertDrumLines(tx, row, details.drums, false);
      await insertImages(tx, row.id, stored, 0, true);
      await claim?.(tx, { pickupRequestId: row.id });
      await enqueuePickupRequestEvent(tx, 'pickup_request.created', row);
      // An admin's request on a returner's behalf is submitted as it is made.
      if (!submitted) return { id: row.id, notified: [] };
      await enqueuePickupRequestEvent(tx, 'pickup_request.submitted', row);
      return { id: row.id, notified: ctx.viewer ? await notifySentForPickup(tx, row.id, ctx.viewer.id) : [] };
    }));
  } catch (error) {
    await removeStoredFiles(ctx.storage, stored);
    throw error;
  }
  publishNotifications(ctx, notified);
  await publishPickupRequestChangeById(ctx, id);
  return id;
}

export type DetailsInput = {
  /** The lines as given (database ids, see schema's drumLinesFromInput); null or left out keeps them. */
  drums?: unknown;
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
        ? input.drums
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
  ctx: PickupCall,
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

/** The zone whose polygon contains the coordinates (docs/decisions.md), or none. */
async function zoneIdFor(
  db: Executor,
  details: { latitude: number | null; longitude: number | null },
): Promise<number | null> {
  if (details.latitude === null || details.longitude === null) return null;
  const zones = await db.query.zones.findMany({ columns: { id: true, zoneNumber: true, boundary: true } });
  return findZoneForPoint(zones, details.latitude, details.longitude)?.id ?? null;
}

/**
 * A request's drum lines, and the tracked drums their numbers name booked on it
 * (services/trackedDrums/booking.ts). `hadNumbers`: an edit releases what the old lines booked.
 */
async function insertDrumLines(
  tx: Executor,
  request: { id: number; returnerCompanyId: number | null },
  lines: PickupRequestDetails['drums'],
  hadNumbers = true,
) {
  const written = await tx
    .insert(pickupRequestDrums)
    .values(lines.map(({ drumSpecId, quantity }) => ({ pickupRequestId: request.id, drumSpecId, quantity })))
    .returning({ id: pickupRequestDrums.id });
  if (!hadNumbers && lines.every((line) => line.drumNumbers.length === 0)) return;
  await bookDrumNumbers(
    tx,
    request,
    lines.map((line, index) => ({
      lineId: written[index].id,
      drumSpecId: line.drumSpecId,
      drumNumbers: line.drumNumbers,
    })),
  );
}

function requestColumns(details: PickupRequestDetails) {
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
