// A tracked drum's stints (docs/tracked-drums.md): every change to where a drum is (delivered,
// booked on a request, returned, back on the site) goes through here, and each ends by copying the
// latest stint's holder, status and urgency onto the drum, so lists read one indexed table.
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { drums, drumStints, NEVER, pickupRequestDrumNumbers } from '../../db/schema';

/** Copies each drum's latest stint onto it: its holder, status and urgency. One statement for any number of drums. */
export async function syncDrums(tx: Executor, drumIds: readonly number[]): Promise<void> {
  if (!drumIds.length) return;
  const ids = sql.join(
    [...new Set(drumIds)].map((id) => sql`${id}::int`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${drums} set
      current_stint_id = latest.id,
      holder_company_id = latest.returner_company_id,
      status = latest.status,
      pickup_request_id = latest.pickup_request_id,
      urgency_at = case when latest.status = 'returned' then ${NEVER} else coalesce(latest.costs_from, ${NEVER}) end
    from (
      select distinct on (drum_id) id, drum_id, returner_company_id, status, costs_from, pickup_request_id
      from ${drumStints} where drum_id in (${ids})
      order by drum_id, id desc
    ) latest
    where ${drums.id} = latest.drum_id`);
}

/** Stints booked on `requestId` go back on their sites' account (a cancel, or an edit that dropped them). */
export async function unbookStints(tx: Executor, requestId: number, keepStintIds: readonly number[] = []) {
  const released = await tx
    .update(drumStints)
    .set({ status: 'on_site', pickupRequestId: null })
    .where(
      and(
        eq(drumStints.pickupRequestId, requestId),
        eq(drumStints.status, 'booked'),
        keepStintIds.length ? notInArray(drumStints.id, [...keepStintIds]) : undefined,
      ),
    )
    .returning({ drumId: drumStints.drumId });
  await syncDrums(
    tx,
    released.map((row) => row.drumId),
  );
}

/**
 * A cancelled request brought back (an admin's rollback): its numbered drums still on their sites
 * and not booked elsewhere are booked on it again; the others stay as they are.
 */
export async function rebookStints(tx: Executor, requestId: number): Promise<void> {
  const rows = await tx
    .select({ stintId: pickupRequestDrumNumbers.stintId })
    .from(pickupRequestDrumNumbers)
    .where(eq(pickupRequestDrumNumbers.pickupRequestId, requestId));
  const stintIds = rows.map((row) => row.stintId).filter((id): id is number => id !== null);
  if (!stintIds.length) return;
  const booked = await tx
    .update(drumStints)
    .set({ status: 'booked', pickupRequestId: requestId })
    .where(and(inArray(drumStints.id, stintIds), eq(drumStints.status, 'on_site')))
    .returning({ drumId: drumStints.drumId });
  await syncDrums(
    tx,
    booked.map((row) => row.drumId),
  );
}

/**
 * The open stints of drums by id (still on a site, booked or not), locked for the caller's
 * transaction: two bookings of one drum at once take turns, and the second sees the first's.
 */
export async function openStintsOf(tx: Executor, drumIds: readonly number[]) {
  if (!drumIds.length) return [];
  return tx
    .select()
    .from(drumStints)
    .where(and(inArray(drumStints.drumId, [...new Set(drumIds)]), ne(drumStints.status, 'returned')))
    .orderBy(drumStints.id)
    .for('update');
}
