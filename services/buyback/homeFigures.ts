// Each role's home figures: a returner's drums returned and credit this year; a
// transporter's pickups this week; an admin's open requests, overdue pickups and statements to
// approve and collections whose extra drums wait for review. One aggregate statement each.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { statementMonth } from '../../domain/buyback';
import { refreshStatements } from './statements';
import {
  buybackStatementLines,
  buybackStatements,
  pickupCollectionLines,
  pickupCollections,
  pickupRequests,
} from '../../db/schema';

export type HomeFigures = {
  drumsReturnedThisYear: number | null;
  creditThisYearCents: number | null;
  pickupsThisWeek: number | null;
  openRequests: number | null;
  overduePickups: number | null;
  statementsToApprove: number | null;
  collectionsToReview: number | null;
};

const NONE: HomeFigures = {
  drumsReturnedThisYear: null,
  creditThisYearCents: null,
  pickupsThisWeek: null,
  openRequests: null,
  overduePickups: null,
  statementsToApprove: null,
  collectionsToReview: null,
};

/** Monday 00:00 UTC of `now`'s week, and the Monday after. */
function weekOf(now: Date): { from: Date; to: Date } {
  const from = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)),
  );
  return { from, to: new Date(from.getTime() + 7 * 86_400_000) };
}

type Viewer = { role: string; returnerCompanyId: number | null; transportCompanyId: number | null };

export async function homeFigures(db: Executor, viewer: Viewer, now = new Date()): Promise<HomeFigures> {
  if (viewer.role === 'returner') {
    const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
    const [row] = await db
      .select({
        drums: sql<number>`coalesce(sum(${pickupCollectionLines.full} + ${pickupCollectionLines.minorDamage} + ${pickupCollectionLines.scrap}), 0)::int`,
      })
      .from(pickupCollectionLines)
      .innerJoin(pickupCollections, eq(pickupCollections.id, pickupCollectionLines.collectionId))
      .innerJoin(pickupRequests, eq(pickupRequests.id, pickupCollections.pickupRequestId))
      .where(
        and(
          eq(pickupRequests.returnerCompanyId, viewer.returnerCompanyId ?? -1),
          gte(pickupCollections.collectedAt, yearStart),
        ),
      );
    // The credit as the statements count it (rollbacks after approval included), every collection so far on them.
    await refreshStatements(db, { returnerCompanyId: viewer.returnerCompanyId ?? -1 });
    const [credit] = await db
      .select({ cents: sql<string>`coalesce(sum(${buybackStatementLines.amountCents}), 0)` })
      .from(buybackStatementLines)
      .innerJoin(buybackStatements, eq(buybackStatements.id, buybackStatementLines.statementId))
      .where(
        and(
          eq(buybackStatements.returnerCompanyId, viewer.returnerCompanyId ?? -1),
          gte(buybackStatements.month, `${now.getUTCFullYear()}-01`),
        ),
      );
    return { ...NONE, drumsReturnedThisYear: row.drums, creditThisYearCents: Number(credit.cents) };
  }
  if (viewer.role === 'transporter') {
    const week = weekOf(now);
    const pickups = await db.$count(
      pickupRequests,
      and(
        eq(pickupRequests.assignedTransportCompanyId, viewer.transportCompanyId ?? -1),
        inArray(pickupRequests.status, ['ready_for_pickup', 'pickup_scheduled', 'collected']),
        gte(pickupRequests.scheduledPickupDate, week.from),
        lt(pickupRequests.scheduledPickupDate, week.to),
      ),
    );
    return { ...NONE, pickupsThisWeek: pickups };
  }
  if (viewer.role === 'admin') {
    await refreshStatements(db);
    const [open, overdue, toApprove, toReview] = await Promise.all([
      db.$count(pickupRequests, inArray(pickupRequests.status, ['ready_for_pickup', 'pickup_scheduled'])),
      db.$count(
        pickupRequests,
        and(eq(pickupRequests.status, 'pickup_scheduled'), lt(pickupRequests.scheduledPickupDate, now)),
      ),
      // waitsForApproval (domain/buyback.ts) as a condition: drafts with lines of months that have ended.
      db.$count(
        buybackStatements,
        and(
          eq(buybackStatements.status, 'draft'),
          lt(buybackStatements.month, statementMonth(now)),
          sql`exists (select 1 from ${buybackStatementLines} where ${buybackStatementLines.statementId} = ${buybackStatements.id})`,
        ),
      ),
      db.$count(pickupCollections, eq(pickupCollections.extrasReview, 'pending')),
    ]);
    return {
      ...NONE,
      openRequests: open,
      overduePickups: overdue,
      statementsToApprove: toApprove,
      collectionsToReview: toReview,
    };
  }
  return NONE;
}
