// Buyback statements (issue 37): one per returner company per calendar month. A collection's
// credit goes onto its company's draft of the month; a statement once approved never changes, so
// whatever would change it (a late collection, a rollback) lands on the next draft instead. The
// total is recomputed from the lines in the transaction of every line change.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { buybackStatementLines, buybackStatements } from '../../db/schema';
import {
  approveRefusal,
  BUYBACK_MESSAGES,
  type BuybackStatementStatus,
  paymentReferenceIssue,
  payRefusal,
  rollbackSettlement,
  statementMonth,
} from '../../domain/buyback';
import { enforce, notFound, ValidationError } from '../../domain/errors';
import { enqueueStatementEvent } from '../webhooks/events';

export type StatementRow = typeof buybackStatements.$inferSelect;
type LineValues = Omit<typeof buybackStatementLines.$inferInsert, 'statementId' | 'id' | 'createdAt'>;

/** The month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}

/**
 * The company's draft statement for `month`, made if missing and locked for the caller's
 * transaction; when that month's statement is no longer a draft, the first draft month after it.
 * Two transactions making the same statement at once meet on its unique key: one inserts, both lock it.
 */
export async function draftStatementFor(tx: Executor, returnerCompanyId: number, month: string): Promise<StatementRow> {
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

/** A statement's total as the sum of its lines, written back. */
async function refreshTotal(tx: Executor, statementId: number, now: Date): Promise<void> {
  await tx
    .update(buybackStatements)
    .set({
      totalCents: sql`(select coalesce(sum(${buybackStatementLines.amountCents}), 0) from ${buybackStatementLines}
        where ${buybackStatementLines.statementId} = ${statementId})`,
      updatedAt: now,
    })
    .where(eq(buybackStatements.id, statementId));
}

/** A collected request's credit onto its company's draft statement of the collection's month. */
export async function addCreditLine(
  tx: Executor,
  returnerCompanyId: number,
  line: Omit<LineValues, 'kind'> & { collectedAt: Date },
  now: Date,
): Promise<StatementRow> {
  const statement = await draftStatementFor(tx, returnerCompanyId, statementMonth(line.collectedAt));
  await tx.insert(buybackStatementLines).values({ ...line, kind: 'credit', statementId: statement.id });
  await refreshTotal(tx, statement.id, now);
  return statement;
}

/**
 * A collection rolled back (spec.md section 4): its credit line leaves a draft statement; on an
 * approved or paid one it stays, and the company's next draft gets the same amount negated.
 */
export async function settleRollback(tx: Executor, pickupRequestId: number, now: Date): Promise<void> {
  const credits = await tx
    .select({ line: buybackStatementLines, status: buybackStatements.status, month: buybackStatements.month })
    .from(buybackStatementLines)
    .innerJoin(buybackStatements, eq(buybackStatements.id, buybackStatementLines.statementId))
    .where(and(eq(buybackStatementLines.pickupRequestId, pickupRequestId), eq(buybackStatementLines.kind, 'credit')))
    .orderBy(asc(buybackStatementLines.id))
    .for('update', { of: buybackStatements });
  // Only the latest credit is still standing: earlier ones were settled by earlier rollbacks.
  const standing = credits.at(-1);
  if (!standing) return;
  const { line } = standing;
  const adjusted = await tx
    .select({ id: buybackStatementLines.id })
    .from(buybackStatementLines)
    .where(
      and(
        eq(buybackStatementLines.pickupRequestId, pickupRequestId),
        eq(buybackStatementLines.kind, 'adjustment'),
        gt(buybackStatementLines.id, line.id),
      ),
    );
  if (adjusted.length) return;
  if (rollbackSettlement(standing.status) === 'removeLine') {
    await tx.delete(buybackStatementLines).where(eq(buybackStatementLines.id, line.id));
    await refreshTotal(tx, line.statementId, now);
    return;
  }
  const [statement] = await tx.select().from(buybackStatements).where(eq(buybackStatements.id, line.statementId));
  const later = nextMonth(standing.month);
  const current = statementMonth(now);
  const next = await draftStatementFor(tx, statement.returnerCompanyId, current > later ? current : later);
  await tx.insert(buybackStatementLines).values({
    statementId: next.id,
    kind: 'adjustment',
    pickupRequestId,
    referenceNumber: line.referenceNumber,
    collectedAt: line.collectedAt,
    full: -line.full,
    minorDamage: -line.minorDamage,
    scrap: -line.scrap,
    missing: -line.missing,
    amountCents: -line.amountCents,
  });
  await refreshTotal(tx, next.id, now);
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

/** Admin: a draft with lines becomes approved; 409 and nothing changes otherwise. */
export async function approveStatement(
  tx: Executor,
  adminId: number,
  statementId: number,
  now = new Date(),
): Promise<StatementRow> {
  const statement = await lockedStatement(tx, statementId);
  const [{ lineCount }] = await tx
    .select({ lineCount: sql<number>`count(*)::int` })
    .from(buybackStatementLines)
    .where(eq(buybackStatementLines.statementId, statementId));
  enforce(approveRefusal({ status: statement.status, lineCount }));
  const [approved] = await tx
    .update(buybackStatements)
    .set({ status: 'approved', approvedAt: now, approvedByUserId: adminId, updatedAt: now })
    .where(eq(buybackStatements.id, statementId))
    .returning();
  await enqueueStatementEvent(tx, 'buyback_statement.approved', approved);
  return approved;
}

/** Admin: an approved statement becomes paid, with its payment reference; 409 otherwise. */
export async function markStatementPaid(
  tx: Executor,
  adminId: number,
  statementId: number,
  paymentReference: string,
  now = new Date(),
): Promise<StatementRow> {
  const issue = paymentReferenceIssue(paymentReference);
  if (issue) throw new ValidationError([{ field: 'paymentReference', message: issue }]);
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
}
