// Drums recorded beyond the declared quantity (README "Collection extras"): kept on the proof of
// collection, but the credit counts only the declared drums until an admin accepts them.
// Accepting or refusing rewrites the collection's credit and, when its line is on a draft
// statement already, that line and the statement's total, in one transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { buybackStatementLines, buybackStatements, pickupCollectionLines, pickupCollections } from '../../db/schema';
import { BUYBACK_MESSAGES, type ExtrasReview } from '../../domain/buyback';
import { AppError, notFound } from '../../domain/errors';
import { CREDITED_LINE_COLUMNS, creditedSums, refreshTotals } from './crediting';

/** Admin: accepts (credits) or refuses (credits the declared drums only) a collection's extras; 409 when none wait. */
export function reviewCollectionExtras(
  db: Executor,
  adminId: number,
  pickupRequestId: number,
  accept: boolean,
  now = new Date(),
): Promise<void> {
  return db.transaction((tx) => reviewExtras(tx, adminId, pickupRequestId, accept, now));
}

async function reviewExtras(tx: Executor, adminId: number, pickupRequestId: number, accept: boolean, now: Date) {
  // The collection's row lock first, as a rollback takes it: a builder crediting it meanwhile commits before we go on.
  const [collection] = await tx
    .select({ id: pickupCollections.id, extrasReview: pickupCollections.extrasReview })
    .from(pickupCollections)
    .where(eq(pickupCollections.pickupRequestId, pickupRequestId))
    .for('update');
  if (!collection) throw notFound(BUYBACK_MESSAGES.collectionNotFound);
  if (collection.extrasReview !== 'pending') throw new AppError('CONFLICT', BUYBACK_MESSAGES.noExtrasToReview);
  const review: ExtrasReview = accept ? 'accepted' : 'refused';
  const lines = await tx
    .select(CREDITED_LINE_COLUMNS)
    .from(pickupCollectionLines)
    .where(eq(pickupCollectionLines.collectionId, collection.id));
  const sums = creditedSums(lines, review);
  await tx
    .update(pickupCollections)
    .set({
      extrasReview: review,
      extrasReviewedAt: now,
      extrasReviewedByUserId: adminId,
      creditCents: sums.amountCents,
    })
    .where(eq(pickupCollections.id, collection.id));
  const [standing] = await tx
    .select({ lineId: buybackStatementLines.id, statementId: buybackStatements.id, status: buybackStatements.status })
    .from(buybackStatementLines)
    .innerJoin(buybackStatements, eq(buybackStatements.id, buybackStatementLines.statementId))
    .where(eq(buybackStatementLines.collectionId, collection.id))
    .for('update', { of: buybackStatements });
  if (!standing) return;
  // A statement holding extras to review cannot be approved, so the line is on a draft.
  if (standing.status !== 'draft') throw new AppError('CONFLICT', BUYBACK_MESSAGES.approveTwice);
  const { amountCents, ...counts } = sums;
  await tx
    .update(buybackStatementLines)
    .set({ ...counts, amountCents })
    .where(eq(buybackStatementLines.id, standing.lineId));
  await refreshTotals(tx, [standing.statementId], now);
}

/** The reference numbers of a statement's requests whose extras wait for review, in order. */
export async function extrasWaitingOn(tx: Executor, statementId: number): Promise<string[]> {
  const rows = await tx
    .select({ referenceNumber: buybackStatementLines.referenceNumber })
    .from(buybackStatementLines)
    .innerJoin(pickupCollections, eq(pickupCollections.id, buybackStatementLines.collectionId))
    .where(and(eq(buybackStatementLines.statementId, statementId), eq(pickupCollections.extrasReview, 'pending')))
    .orderBy(sql`${buybackStatementLines.referenceNumber}`);
  return rows.map((row) => row.referenceNumber);
}
