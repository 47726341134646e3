// Collections onto statements. Marking a pickup collected records only its proof; its
// credit goes onto the returner company's draft statement here, set-based: whatever the number of
// collections waiting, a handful of queries. Called before statements are read or approved, so a
// reader always sees every collection so far, and a month of 10,000 collections is built at once
// (bench/buyback.ts) instead of one statement lock per collection in every driver's transaction.
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client';
import {
  buybackStatementLines,
  buybackStatements,
  pickupCollectionLines,
  pickupCollections,
  pickupRequests,
} from '../../db/schema';
import {
  type ConditionCounts,
  creditedCounts,
  type ExtrasReview,
  lineCreditCents,
  nextMonth,
  statementMonth,
} from '../../domain/buyback';
import { formatReferenceNumber } from '../../domain/referenceNumber';

type Pending = {
  id: number;
  pickupRequestId: number;
  collectedAt: Date;
  returnerCompanyId: number;
  extrasReview: ExtrasReview | null;
};

/** A collection line as crediting reads it: its counts, declaration and prices. */
export type CreditedLine = Parameters<typeof creditedCounts>[0] & Parameters<typeof lineCreditCents>[1];

/** What a collection's statement line says: its credited counts summed over its lines, and the amount. */
export type CreditedSums = ConditionCounts & { amountCents: number };

/** The statement line of a collection's lines under its review (drums beyond the declaration only once accepted). */
export function creditedSums(lines: readonly CreditedLine[], review: ExtrasReview | null): CreditedSums {
  const sums: CreditedSums = { full: 0, minorDamage: 0, scrap: 0, missing: 0, amountCents: 0 };
  for (const line of lines) {
    const counts = creditedCounts(line, review);
    sums.full += counts.full;
    sums.minorDamage += counts.minorDamage;
    sums.scrap += counts.scrap;
    sums.missing += counts.missing;
    sums.amountCents += lineCreditCents(counts, line);
  }
  return sums;
}

/** The columns of a collection line that crediting reads. */
export const CREDITED_LINE_COLUMNS = {
  collectionId: pickupCollectionLines.collectionId,
  declaredQuantity: pickupCollectionLines.declaredQuantity,
  full: pickupCollectionLines.full,
  minorDamage: pickupCollectionLines.minorDamage,
  scrap: pickupCollectionLines.scrap,
  missing: pickupCollectionLines.missing,
  buybackCents: pickupCollectionLines.buybackCents,
  buyback80Cents: pickupCollectionLines.buyback80Cents,
  scrapFeeCents: pickupCollectionLines.scrapFeeCents,
};

/** Collection lines grouped by their collection. */
function linesByCollection<T extends { collectionId: number }>(rows: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const lines = grouped.get(row.collectionId);
    if (lines) lines.push(row);
    else grouped.set(row.collectionId, [row]);
  }
  return grouped;
}

type Target = { returnerCompanyId: number; month: string };

const keyOf = (companyId: number, month: string) => `${companyId} ${month}`;

/** The first month from `month` on whose statement of the company is still open (none, or a draft). */
function openMonthFrom(closed: ReadonlySet<string>, companyId: number, month: string): string {
  let candidate = month;
  while (closed.has(keyOf(companyId, candidate))) candidate = nextMonth(candidate);
  return candidate;
}

/** Statements of these companies no longer draft, as keys. */
async function closedStatements(tx: Executor, companyIds: number[]): Promise<Set<string>> {
  const rows = await tx
    .select({ companyId: buybackStatements.returnerCompanyId, month: buybackStatements.month })
    .from(buybackStatements)
    .where(and(inArray(buybackStatements.returnerCompanyId, companyIds), ne(buybackStatements.status, 'draft')));
  return new Set(rows.map((row) => keyOf(row.companyId, row.month)));
}

/**
 * The draft statements for these (company, month) targets, made if missing and locked (in id
 * order, so two builders never deadlock), keyed by target; null when one of them turned out
 * approved meanwhile (the caller looks again).
 */
async function lockedDrafts(tx: Executor, targets: Target[]): Promise<Map<string, number> | null> {
  await tx
    .insert(buybackStatements)
    .values(targets)
    .onConflictDoNothing({ target: [buybackStatements.returnerCompanyId, buybackStatements.month] });
  const rows = await tx
    .select({
      id: buybackStatements.id,
      companyId: buybackStatements.returnerCompanyId,
      month: buybackStatements.month,
      status: buybackStatements.status,
    })
    .from(buybackStatements)
    .where(
      and(
        inArray(buybackStatements.returnerCompanyId, [...new Set(targets.map((target) => target.returnerCompanyId))]),
        inArray(buybackStatements.month, [...new Set(targets.map((target) => target.month))]),
      ),
    )
    .orderBy(buybackStatements.id)
    .for('update');
  const byKey = new Map(rows.map((row) => [keyOf(row.companyId, row.month), row]));
  const drafts = new Map<string, number>();
  for (const target of targets) {
    const row = byKey.get(keyOf(target.returnerCompanyId, target.month))!;
    if (row.status !== 'draft') return null;
    drafts.set(keyOf(target.returnerCompanyId, target.month), row.id);
  }
  return drafts;
}

/**
 * Puts every collection not yet on a statement (of one company, or of all) onto its company's
 * draft of the collection's month, or of the first month after it still open when that month's
 * statement was approved; totals rewritten from the lines. Answers the number of lines added.
 */
export async function creditPendingCollections(
  tx: Executor,
  scope: { returnerCompanyId?: number } = {},
  now = new Date(),
): Promise<number> {
  const waiting = and(
    isNull(pickupCollections.creditedAt),
    scope.returnerCompanyId === undefined
      ? isNotNull(pickupRequests.returnerCompanyId)
      : eq(pickupRequests.returnerCompanyId, scope.returnerCompanyId),
  );
  const pending: Pending[] = (
    await tx
      .select({
        id: pickupCollections.id,
        pickupRequestId: pickupCollections.pickupRequestId,
        collectedAt: pickupCollections.collectedAt,
        returnerCompanyId: pickupRequests.returnerCompanyId,
        extrasReview: pickupCollections.extrasReview,
      })
      .from(pickupCollections)
      .innerJoin(pickupRequests, eq(pickupRequests.id, pickupCollections.pickupRequestId))
      .where(waiting)
  ).map((row) => ({ ...row, returnerCompanyId: row.returnerCompanyId! }));
  if (!pending.length) return 0;
  const lines = linesByCollection(
    await tx
      .select(CREDITED_LINE_COLUMNS)
      .from(pickupCollectionLines)
      .innerJoin(pickupCollections, eq(pickupCollections.id, pickupCollectionLines.collectionId))
      .innerJoin(pickupRequests, eq(pickupRequests.id, pickupCollections.pickupRequestId))
      .where(waiting),
  );

  const statementIds = await draftStatementsFor(
    tx,
    pending.map((row) => ({ returnerCompanyId: row.returnerCompanyId, on: row.collectedAt })),
  );

  const claims = pending.map((row, index) => {
    const sums = creditedSums(lines.get(row.id) ?? [], row.extrasReview);
    return {
      collection_id: row.id,
      statement_id: statementIds[index],
      reference_number: formatReferenceNumber(row.pickupRequestId),
      extras_review: row.extrasReview,
      full: sums.full,
      minor_damage: sums.minorDamage,
      scrap: sums.scrap,
      missing: sums.missing,
      amount_cents: sums.amountCents,
    };
  });
  // Claimed by setting credited_at: a collection credited (or removed) by another transaction
  // since we looked is skipped, as is one whose extras were reviewed meanwhile (its sums changed:
  // the next reader credits it); the unique collection_id is the backstop.
  const added = await tx.execute(sql`
    with claim as (
      select * from jsonb_to_recordset(${JSON.stringify(claims)}::jsonb)
        as t(collection_id int, statement_id int, reference_number text, extras_review text, "full" int,
          minor_damage int, scrap int, missing int, amount_cents bigint)
    ), claimed as (
      update ${pickupCollections} c set credited_at = ${now.toISOString()}::timestamptz
      from claim where c.id = claim.collection_id and c.credited_at is null
        and c.extras_review is not distinct from claim.extras_review
      returning c.id, c.pickup_request_id, c.collected_at, claim.*
    )
    insert into ${buybackStatementLines} (statement_id, kind, collection_id, pickup_request_id, reference_number,
      collected_at, "full", minor_damage, scrap, missing, amount_cents)
    select claimed.statement_id, 'credit', claimed.id, claimed.pickup_request_id, claimed.reference_number,
      claimed.collected_at, claimed."full", claimed.minor_damage, claimed.scrap, claimed.missing, claimed.amount_cents
    from claimed
    returning 1`);
  await refreshTotals(tx, [...new Set(statementIds)], now);
  return rowsOf<unknown>(added).length;
}

/**
 * For each line to put on a statement (its company and the day it belongs to), the id of the
 * company's draft of that day's month, or of the first month after it still open when that
 * month's statement was approved; made if missing, and all locked in id order for the caller's
 * transaction. Another transaction may approve one between our look and our lock: we look again.
 */
export async function draftStatementsFor(
  tx: Executor,
  lines: readonly { returnerCompanyId: number; on: Date }[],
): Promise<number[]> {
  if (!lines.length) return [];
  const companyIds = [...new Set(lines.map((line) => line.returnerCompanyId))];
  const closed = await closedStatements(tx, companyIds);
  for (let attempt = 0; ; attempt++) {
    if (attempt === 5) throw new Error('statements kept changing while lines were added to them');
    if (attempt) for (const key of await closedStatements(tx, companyIds)) closed.add(key);
    const targets = new Map<string, Target>();
    const targetKeys = lines.map((line) => {
      const month = openMonthFrom(closed, line.returnerCompanyId, statementMonth(line.on));
      const key = keyOf(line.returnerCompanyId, month);
      targets.set(key, { returnerCompanyId: line.returnerCompanyId, month });
      return key;
    });
    const drafts = await lockedDrafts(tx, [...targets.values()]);
    if (drafts) return targetKeys.map((key) => drafts.get(key)!);
  }
}

/** Statements' totals as the sums of their lines, written back. */
export async function refreshTotals(tx: Executor, statementIds: number[], now: Date): Promise<void> {
  if (!statementIds.length) return;
  await tx
    .update(buybackStatements)
    .set({
      totalCents: sql`(select coalesce(sum(l.amount_cents), 0) from buyback_statement_lines l
        where l.statement_id = buyback_statements.id)`,
      updatedAt: now,
    })
    .where(inArray(buybackStatements.id, statementIds));
}

/** For readers of statements: every collection so far credited first, in a transaction of its own. */
export function creditBeforeReading(db: Executor, scope: { returnerCompanyId?: number } = {}): Promise<number> {
  return db.transaction((tx) => creditPendingCollections(tx, scope));
}
