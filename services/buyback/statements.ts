// Buyback statements: one per returner company per calendar month. A collection's
// credit goes onto its company's draft of the month (crediting.ts), and so do its tracked drums'
// rent, forfeits and their reversals (trackedDrums/drumCharges.ts); a statement once approved
// never changes, so whatever would change it (a late collection, a rollback) lands on the next
// draft instead. The total is recomputed from the lines in the transaction of every line change.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { buybackStatementLines, buybackStatements } from '../../db/schema';
import {
  approveRefusal,
  BUYBACK_MESSAGES,
  type BuybackStatementStatus,
  nextMonth,
  paymentReferenceIssue,
  payRefusal,
  rollbackSettlement,
  statementMonth,
} from '../../domain/buyback';
import { enforce, notFound, ValidationError } from '../../domain/errors';
import { chargeBeforeReading } from '../trackedDrums/drumCharges';
import { enqueueStatementEvent } from '../webhooks/events';
import { creditBeforeReading, creditPendingCollections, refreshTotals } from './crediting';
import { extrasWaitingOn } from './extras';

export type StatementRow = typeof buybackStatements.$inferSelect;

/**
 * The company's draft statement for `month`, made if missing and locked for the caller's
 * transaction; when that month's statement is no longer a draft, the first draft month after it.
 * Two transactions making the same statement at once meet on its unique key: one inserts, both lock it.
 */
async function draftStatementFor(tx: Executor, returnerCompanyId: number, month: string): Promise<StatementRow> {
  for (let candidate = month; ; candidate = nextMonth(candidate)) {
    await tx
      .insert(buybackStatements)
      .values({ returnerCompanyId, month: candidate })
      .onConflictDoNothing({ target: [buybackStatements.returnerCompanyId, buybackStatements.month] });
    const [statement] = await tx
      .select()
      .from(buybackStatements)
      .where(and(eq(buybackStatements.returnerCompanyId, returnerCompanyId), eq(buybackStatements.month, candidate)))
      .for('update');
    if (statement.status === 'draft') return statement;
  }
}

/**
 * A collection rolled back (docs/specification.md section 4): its credit line leaves a draft statement; on an
 * approved or paid one it stays, and the company's next draft gets the same amount negated. A
 * collection not yet credited (crediting.ts) has nothing to settle. The caller holds the
 * collection's row lock, so no builder credits it meanwhile.
 */
export async function settleRollback(tx: Executor, collectionId: number, now: Date): Promise<void> {
  const [standing] = await tx
    .select({ line: buybackStatementLines, status: buybackStatements.status, month: buybackStatements.month })
    .from(buybackStatementLines)
    .innerJoin(buybackStatements, eq(buybackStatements.id, buybackStatementLines.statementId))
    .where(eq(buybackStatementLines.collectionId, collectionId))
    .for('update', { of: buybackStatements });
  if (!standing) return;
  const { line } = standing;
  if (rollbackSettlement(standing.status) === 'removeLine') {
    await tx.delete(buybackStatementLines).where(eq(buybackStatementLines.id, line.id));
    await refreshTotals(tx, [line.statementId], now);
    return;
  }
  const [statement] = await tx.select().from(buybackStatements).where(eq(buybackStatements.id, line.statementId));
  const later = nextMonth(standing.month);
  const current = statementMonth(now);
  const next = await draftStatementFor(tx, statement.returnerCompanyId, current > later ? current : later);
  await tx.insert(buybackStatementLines).values({
    statementId: next.id,
    kind: 'adjustment',
    pickupRequestId: line.pickupRequestId,
    referenceNumber: line.referenceNumber,
    collectedAt: line.collectedAt,
    full: -line.full,
    minorDamage: -line.minorDamage,
    scrap: -line.scrap,
    missing: -line.missing,
    amountCents: -line.amountCents,
  });
  await refreshTotals(tx, [next.id], now);
}

/**
 * Before statements are read: every collection so far credited, and every tracked drum's line
 * owed by `now` written, of one company or of all. Each in a transaction of its own, so each
 * locks its drafts in one go, in id order, and two readers never deadlock.
 */
export async function refreshStatements(
  db: Executor,
  scope: { returnerCompanyId?: number } = {},
  now = new Date(),
): Promise<void> {
  await creditBeforeReading(db, scope);
  await chargeBeforeReading(db, scope, now);
}

/** A statement locked for a change, or 404. */
async function lockedStatement(tx: Executor, statementId: number) {
  const [statement] = await tx
    .select()
    .from(buybackStatements)
    .where(eq(buybackStatements.id, statementId))
    .for('update');
  if (!statement) throw notFound(BUYBACK_MESSAGES.statementNotFound);
  return statement;
}

/** Admin: a draft with lines and no extras waiting for review becomes approved; 409 and nothing changes otherwise. */
export async function approveStatement(
  db: Executor,
  adminId: number,
  statementId: number,
  now = new Date(),
): Promise<StatementRow> {
  const [owner] = await db
    .select({ id: buybackStatements.returnerCompanyId })
    .from(buybackStatements)
    .where(eq(buybackStatements.id, statementId));
  // The drums' lines owed so far first, in their own transaction (their drafts locked in one go).
  if (owner) await chargeBeforeReading(db, { returnerCompanyId: owner.id }, now);
  return db.transaction(async (tx) => {
    // Every collection so far onto the drafts first (before this statement's lock: the builder
    // locks statements in id order), so the approved statement has them all.
    const [company] = await tx
      .select({ id: buybackStatements.returnerCompanyId })
      .from(buybackStatements)
      .where(eq(buybackStatements.id, statementId));
    if (company) await creditPendingCollections(tx, { returnerCompanyId: company.id }, now);
    const statement = await lockedStatement(tx, statementId);
    const [{ lineCount }] = await tx
      .select({ lineCount: sql<number>`count(*)::int` })
      .from(buybackStatementLines)
      .where(eq(buybackStatementLines.statementId, statementId));
    enforce(
      approveRefusal({ status: statement.status, lineCount, extrasWaitingOn: await extrasWaitingOn(tx, statementId) }),
    );
    const [approved] = await tx
      .update(buybackStatements)
      .set({ status: 'approved', approvedAt: now, approvedByUserId: adminId, updatedAt: now })
      .where(eq(buybackStatements.id, statementId))
      .returning();
    await enqueueStatementEvent(tx, 'buyback_statement.approved', approved);
    return approved;
  });
}

/** Admin: an approved statement becomes paid, with its payment reference; 409 otherwise. */
export async function markStatementPaid(
  db: Executor,
  adminId: number,
  statementId: number,
  paymentReference: string,
  now = new Date(),
): Promise<StatementRow> {
  const issue = paymentReferenceIssue(paymentReference);
  if (issue) throw new ValidationError([{ field: 'paymentReference', message: issue }]);
  return db.transaction(async (tx) => {
    const statement = await lockedStatement(tx, statementId);
    enforce(payRefusal(statement));
    const [paid] = await tx
      .update(buybackStatements)
      .set({
        status: 'paid' satisfies BuybackStatementStatus,
        paymentReference: paymentReference.trim(),
        paidAt: now,
        paidByUserId: adminId,
        updatedAt: now,
      })
      .where(eq(buybackStatements.id, statementId))
      .returning();
    await enqueueStatementEvent(tx, 'buyback_statement.paid', paid);
    return paid;
  });
}
