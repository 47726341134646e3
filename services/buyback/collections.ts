// Proof of collection, written in the transaction of the markCollected transition:
// per declared drum line the drums found in each condition, with the spec's prices and weight
// copied, the credit, the collector, the phone's position. Its credit goes onto the returner
// company's draft statement later, with the others waiting (crediting.ts). A rollback of the
// collection takes it back out.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  drumSpecs,
  pickupCollectionLines,
  pickupCollectionPhotos,
  pickupCollections,
  pickupRequestDrums,
  pickupRequests,
  users,
} from '../../db/schema';
import {
  BUYBACK_MESSAGES,
  COLLECTOR_NAME_MAX,
  MAX_COLLECTION_PHOTOS,
  type CollectedLineInput,
  collectedCounts,
  collectionCreditCents,
  countsWithNumbers,
  creditedLineCents,
  extraDrumsOf,
  initialExtrasReview,
  lineCreditCents,
  pricesOf,
} from '../../domain/buyback';
import { AppError, notFound, ValidationError } from '../../domain/errors';
import { ACCESS_MESSAGES, canReadPickupRequest, type PickupViewer } from '../../domain/pickupAccess';
import { isRefusal, planTransition } from '../../domain/transitions';
import type { FieldIssue } from '../../domain/validation/common';
import type { AppServices } from '../appServices';
import { processImages, type StoredImage, storeImages, type UploadedFile } from '../uploads/images';
import { chargeImageUploads } from '../uploads/uploadRate';
import { collectDrumNumbers, parseCollectedDrums, restoreCollectedDrums } from '../trackedDrums/collection';
import { settleRollback } from './statements';

type PickupRow = typeof pickupRequests.$inferSelect;

/** What the collector tells when marking a pickup collected; everything optional. */
export type CollectionInput = {
  collectorName?: string | null;
  lines?: readonly CollectedLineInput[] | null;
  latitude?: number | null;
  longitude?: number | null;
  /** Photos of damage, already checked, re-encoded and stored (services/uploads/images.ts). */
  photos?: readonly StoredImage[];
  /** Tracked drums by number and condition (services/trackedDrums/collection.ts); checked here. */
  drums?: unknown;
  /** When the phone recorded it, for a collection sent later (domain/clientTime.ts); none: now. */
  collectedAt?: Date | null;
};

export type RecordedCollection = {
  collection: typeof pickupCollections.$inferSelect;
  lines: (typeof pickupCollectionLines.$inferSelect)[];
};

/** The collector's name and position as stored, or the fields' issues. */
function collectorIssues(input: CollectionInput): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if ((input.collectorName?.trim().length ?? 0) > COLLECTOR_NAME_MAX)
    issues.push({ field: 'collectorName', message: BUYBACK_MESSAGES.collectorNameTooLong });
  const outside = (value: number | null | undefined, limit: number) =>
    value !== null && value !== undefined && !(Number.isFinite(value) && Math.abs(value) <= limit);
  if (outside(input.latitude, 90)) issues.push({ field: 'latitude', message: 'Latitude must be between -90 and 90' });
  if (outside(input.longitude, 180))
    issues.push({ field: 'longitude', message: 'Longitude must be between -180 and 180' });
  return issues;
}

/**
 * Records the collection of `request` (already collected in this transaction): refuses bad counts
 * with 400 before writing anything, so the caller's transaction rolls the transition back too.
 */
export async function recordCollection(
  tx: Executor,
  viewer: PickupViewer,
  request: PickupRow,
  input: CollectionInput,
  now: Date,
): Promise<RecordedCollection> {
  const declared = await tx
    .select({
      id: pickupRequestDrums.id,
      quantity: pickupRequestDrums.quantity,
      drumSpecId: pickupRequestDrums.drumSpecId,
      buybackPrice: drumSpecs.buybackPrice,
      buybackPrice80: drumSpecs.buybackPrice80,
      scrapHandlingFee: drumSpecs.scrapHandlingFee,
      weight: drumSpecs.weight,
    })
    .from(pickupRequestDrums)
    .innerJoin(drumSpecs, eq(drumSpecs.id, pickupRequestDrums.drumSpecId))
    .where(eq(pickupRequestDrums.pickupRequestId, request.id))
    .orderBy(pickupRequestDrums.id);
  const collectedDrums = parseCollectedDrums(input.drums);
  const early = collectorIssues(input);
  if (early.length) throw new ValidationError(early);
  // The drums by number first: without counts, the numbered drums' conditions make them.
  const numbered = await collectDrumNumbers(tx, request, collectedDrums, request.collectedAt ?? now);
  const lineInput =
    input.lines ??
    (collectedDrums
      ? declared.map((line) => ({ ...countsWithNumbers(line.quantity, numbered.get(line.id)), drumLineId: line.id }))
      : null);
  const counted = collectedCounts(declared, lineInput);
  if ('issues' in counted) throw new ValidationError(counted.issues);

  const collectorName = input.collectorName?.trim() || (await nameOf(tx, viewer.id));
  const lines = declared.map((line) => {
    const counts = counted.counts.get(line.id)!;
    const prices = pricesOf(line);
    return {
      drumLineId: line.id,
      drumSpecId: line.drumSpecId,
      declaredQuantity: line.quantity,
      ...counts,
      ...prices,
      weightKg: line.weight,
      creditCents: lineCreditCents(counts, prices),
    };
  });
  // Drums beyond the declaration are kept but earn nothing until an admin accepts them (extras.ts).
  const extraDrums = extraDrumsOf(lines);
  const extrasReview = initialExtrasReview(extraDrums);
  const creditCents = collectionCreditCents(
    lines.map((line) => ({ creditCents: creditedLineCents(line, extrasReview) })),
  );
  // A collection left behind by an earlier one (rolled back without its proof) gives way.
  await tx.delete(pickupCollections).where(eq(pickupCollections.pickupRequestId, request.id));
  const [collection] = await tx
    .insert(pickupCollections)
    .values({
      pickupRequestId: request.id,
      collectedAt: request.collectedAt ?? now,
      collectorName,
      collectedByUserId: viewer.id || null,
      transportCompanyId: request.assignedTransportCompanyId,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      creditCents,
      extraDrums,
      extrasReview,
    })
    .returning();
  if (input.photos?.length)
    await tx.insert(pickupCollectionPhotos).values(
      input.photos.map((photo, position) => ({
        collectionId: collection.id,
        storageKey: photo.storageKey,
        thumbnailKey: photo.thumbnailKey,
        filename: photo.filename,
        contentType: photo.contentType,
        width: photo.width,
        height: photo.height,
        byteSize: photo.byteSize,
        position,
      })),
    );
  const stored = lines.length
    ? await tx
        .insert(pickupCollectionLines)
        .values(lines.map((line) => ({ ...line, collectionId: collection.id })))
        .returning()
    : [];
  return { collection, lines: stored };
}

/**
 * A collected request rolled back: its credit settled on the statements, its proof removed.
 * Answers the photos' stored files, for the caller to remove once the transaction has committed.
 */
export async function removeCollection(
  tx: Executor,
  pickupRequestId: number,
  now: Date,
): Promise<{ storageKey: string; thumbnailKey: string }[]> {
  // The collection's row lock first: a statement builder crediting it meanwhile commits before we go on.
  const [collection] = await tx
    .select({ id: pickupCollections.id })
    .from(pickupCollections)
    .where(eq(pickupCollections.pickupRequestId, pickupRequestId))
    .for('update');
  await restoreCollectedDrums(tx, pickupRequestId);
  if (!collection) return [];
  await settleRollback(tx, collection.id, now);
  const files = await tx
    .select({ storageKey: pickupCollectionPhotos.storageKey, thumbnailKey: pickupCollectionPhotos.thumbnailKey })
    .from(pickupCollectionPhotos)
    .innerJoin(pickupCollections, eq(pickupCollections.id, pickupCollectionPhotos.collectionId))
    .where(eq(pickupCollections.pickupRequestId, pickupRequestId));
  // The photo rows go with the collection (cascade).
  await tx.delete(pickupCollections).where(eq(pickupCollections.pickupRequestId, pickupRequestId));
  return files;
}

/**
 * Photos of damage for a collection: at most six, and only from someone who may mark this request
 * collected now (404 or the transition's refusal otherwise, before a byte is decoded or stored);
 * then charged to the uploader's per-minute allowance, checked, re-encoded and stored before the
 * transition (which removes them if it is refused after all).
 */
export async function storeCollectionPhotos(
  services: Pick<AppServices, 'db' | 'storage' | 'config'>,
  viewer: PickupViewer,
  pickupRequestId: number,
  files: readonly UploadedFile[],
): Promise<StoredImage[]> {
  if (files.length > MAX_COLLECTION_PHOTOS)
    throw new ValidationError([{ field: 'photos', message: BUYBACK_MESSAGES.tooManyPhotos }]);
  if (!files.length) return [];
  const [request] = await services.db.select().from(pickupRequests).where(eq(pickupRequests.id, pickupRequestId));
  if (!request || !canReadPickupRequest(viewer, request)) throw notFound(ACCESS_MESSAGES.notFound);
  const plan = planTransition(request, 'markCollected', viewer.role, {}, new Date());
  if (isRefusal(plan)) throw new AppError(plan.code, plan.message);
  await chargeImageUploads(services.db, viewer.id, files.length, services.config.imageUploadsPerMinute);
  return storeImages(services.storage, await processImages(files), 'collections');
}

async function nameOf(tx: Executor, userId: number): Promise<string | null> {
  if (!userId) return null;
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name ?? null;
}
