// Collecting tracked drums by number (docs/tracked-drums.md), in the transaction of the
// markCollected transition: each drum the collector names is returned in its condition (or, when
// MISSING, stays on its site's account); a booked drum not named stays on the site; a drum found
// without being booked is added to the request. A rollback of the collection takes it all back.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { drums, drumStints, pickupRequestDrumNumbers, pickupRequestDrums, type pickupRequests } from '../../db/schema';
import type { ConditionCounts } from '../../domain/buyback';
import { ValidationError } from '../../domain/errors';
import type { FieldIssue } from '../../domain/validation/common';
import {
  type CollectedDrum,
  CollectedDrumsSchema,
  type DrumCondition,
  drumNumberKey,
  trackedDrumMessage,
} from '../../domain/validation/trackedDrums';
import { validate } from '../../domain/validation/common';
import { type DrumEventDrum, enqueueDrumEvent } from '../webhooks/events';
import { openStintsOf, syncDrums } from './stints';

type PickupRow = typeof pickupRequests.$inferSelect;
type StoredCondition = 'full' | 'minor_damage' | 'scrap' | 'missing';

const STORED: Record<DrumCondition, StoredCondition> = {
  FULL: 'full',
  MINOR_DAMAGE: 'minor_damage',
  SCRAP: 'scrap',
  MISSING: 'missing',
};
const COUNT_OF: Record<StoredCondition, keyof ConditionCounts> = {
  full: 'full',
  minor_damage: 'minorDamage',
  scrap: 'scrap',
  missing: 'missing',
};

/** The collector's drums by number, checked (400 naming `drums.N.number` or `drums.N.condition`). */
export function parseCollectedDrums(input: unknown): CollectedDrum[] | null {
  if (input === undefined || input === null) return null;
  const result = validate(CollectedDrumsSchema, input);
  if (!result.ok)
    throw new ValidationError(result.issues.map((issue) => ({ ...issue, field: `drums.${issue.field}` })));
  return result.data;
}

/**
 * Writes what the collector found by number and answers, per drum line, the numbered drums'
 * counts by condition (for a collection whose counts were not given). Without `collected`, every
 * booked drum is taken as returned, its condition not recorded (the counts say what was found).
 */
export async function collectDrumNumbers(
  tx: Executor,
  request: PickupRow,
  collected: readonly CollectedDrum[] | null,
  now: Date,
): Promise<Map<number, ConditionCounts>> {
  const numbered = await tx
    .select()
    .from(pickupRequestDrumNumbers)
    .where(eq(pickupRequestDrumNumbers.pickupRequestId, request.id));
  if (!numbered.length && !collected?.length) return new Map();
  const byKey = new Map(numbered.map((row) => [row.numberKey, row]));
  const given = new Map((collected ?? []).map((drum, index) => [drumNumberKey(drum.number), { ...drum, index }]));

  // Drums found without being booked: a drum of this company's sites, or a number the pool does not know.
  const unbooked = [...given.values()].filter((drum) => !byKey.has(drumNumberKey(drum.number)));
  const lines = await tx
    .select({ id: pickupRequestDrums.id, drumSpecId: pickupRequestDrums.drumSpecId })
    .from(pickupRequestDrums)
    .where(eq(pickupRequestDrums.pickupRequestId, request.id))
    .orderBy(pickupRequestDrums.id);
  const known = unbooked.length
    ? await tx
        .select({ id: drums.id, numberKey: drums.numberKey, drumSpecId: drums.drumSpecId })
        .from(drums)
        .where(
          inArray(
            drums.numberKey,
            unbooked.map((drum) => drumNumberKey(drum.number)),
          ),
        )
    : [];
  const knownByKey = new Map(known.map((drum) => [drum.numberKey, drum]));
  const stintIds = numbered.map((row) => row.stintId).filter((id): id is number => id !== null);
  const open = new Map(
    (
      await openStintsOf(tx, [
        ...known.map((drum) => drum.id),
        ...numbered.map((row) => row.drumId).filter((id): id is number => id !== null),
      ])
    ).map((stint) => [stint.drumId, stint]),
  );
  const issues: FieldIssue[] = [];
  const added: (typeof pickupRequestDrumNumbers.$inferInsert)[] = [];
  for (const drum of unbooked) {
    const key = drumNumberKey(drum.number);
    const poolDrum = knownByKey.get(key);
    const stint = poolDrum ? open.get(poolDrum.id) : undefined;
    if (poolDrum && (!stint || stint.returnerCompanyId !== request.returnerCompanyId)) {
      issues.push({
        field: `drums.${drum.index}.number`,
        message: trackedDrumMessage('notYours', { number: drum.number }),
      });
      continue;
    }
    const line = lines.find((candidate) => candidate.drumSpecId === poolDrum?.drumSpecId) ?? lines[0];
    if (!line) continue;
    added.push({
      pickupRequestId: request.id,
      drumLineId: line.id,
      number: drum.number,
      numberKey: key,
      drumId: poolDrum?.id ?? null,
      stintId: stint?.id ?? null,
      foundUnbooked: true,
      condition: STORED[drum.condition],
    });
    if (stint) stintIds.push(stint.id);
  }
  if (issues.length) throw new ValidationError(issues);
  if (added.length) await tx.insert(pickupRequestDrumNumbers).values(added);

  const counts = new Map<number, ConditionCounts>();
  const returned: DrumEventDrum[] = [];
  const touched: number[] = [];
  const conditionOf = (row: { numberKey: string; condition?: StoredCondition | null }): StoredCondition | null => {
    if (!collected) return null;
    const named = given.get(row.numberKey);
    return named ? STORED[named.condition] : 'missing';
  };
  const rows = [
    ...numbered.map((row) => ({ ...row, condition: conditionOf(row) })),
    ...added.map((row) => ({
      ...row,
      drumId: row.drumId ?? null,
      stintId: row.stintId ?? null,
      condition: row.condition ?? null,
    })),
  ];
  for (const row of rows) {
    if (collected) {
      const lineCounts = counts.get(row.drumLineId) ?? { full: 0, minorDamage: 0, scrap: 0, missing: 0 };
      lineCounts[COUNT_OF[row.condition ?? 'full']] += 1;
      counts.set(row.drumLineId, lineCounts);
    }
  }
  // The conditions of booked numbers, in one statement.
  if (collected && numbered.length)
    await tx.execute(sql`
      update ${pickupRequestDrumNumbers} set condition = v.condition
      from (values ${sql.join(
        numbered.map((row) => sql`(${row.id}::int, ${conditionOf(row)}::text)`),
        sql`, `,
      )}) as v(id, condition)
      where ${pickupRequestDrumNumbers.id} = v.id`);

  const stillOnSite: number[] = [];
  for (const row of rows) {
    const stint = row.drumId !== null ? open.get(row.drumId) : undefined;
    if (!stint || !stintIds.includes(stint.id)) continue;
    touched.push(stint.drumId);
    // Not found: it stays on the site's account, booked no more.
    if (row.condition === 'missing') stillOnSite.push(stint.id);
    else
      returned.push({
        drumId: stint.drumId,
        number: row.number,
        drumSpecId: stint.drumSpecId,
        deliveredAt: stint.deliveredAt,
        rentFreeUntil: stint.rentFreeUntil,
        forfeitsOn: stint.forfeitsOn,
        // Never before it came: a drum of the site found unbooked may have come after a phone's collection time.
        returnedAt: stint.deliveredAt > now ? stint.deliveredAt : now,
        condition: row.condition,
      });
  }
  if (stillOnSite.length)
    await tx
      .update(drumStints)
      .set({ status: 'on_site', pickupRequestId: null })
      .where(inArray(drumStints.id, stillOnSite));
  const returnedIds = returned.map((drum) => open.get(drum.drumId)!.id);
  if (returnedIds.length)
    await tx.execute(sql`
      update ${drumStints} set status = 'returned', returned_at = greatest(${now}::timestamptz, ${drumStints.deliveredAt}), pickup_request_id = ${request.id},
        return_condition = v.condition
      from (values ${sql.join(
        returned.map((drum) => sql`(${open.get(drum.drumId)!.id}::int, ${drum.condition ?? null}::text)`),
        sql`, `,
      )}) as v(id, condition)
      where ${drumStints.id} = v.id`);
  await syncDrums(tx, touched);
  if (request.returnerCompanyId !== null)
    await enqueueDrumEvent(tx, 'drum.returned', {
      returnerCompanyId: request.returnerCompanyId,
      pickupRequestId: request.id,
      drums: returned,
    });
  return counts;
}

/**
 * A collection rolled back: the drums it returned are booked on the request again, those it
 * found without a booking go back on their sites, and every recorded condition is cleared.
 */
export async function restoreCollectedDrums(tx: Executor, requestId: number): Promise<void> {
  const rows = await tx
    .select({
      id: pickupRequestDrumNumbers.id,
      foundUnbooked: pickupRequestDrumNumbers.foundUnbooked,
      stintId: pickupRequestDrumNumbers.stintId,
    })
    .from(pickupRequestDrumNumbers)
    .where(eq(pickupRequestDrumNumbers.pickupRequestId, requestId));
  if (!rows.length) return;
  const stintIds = rows.map((row) => row.stintId).filter((id): id is number => id !== null);
  const foundIds = new Set(rows.filter((row) => row.foundUnbooked).map((row) => row.stintId));
  const stints = stintIds.length
    ? await tx.select().from(drumStints).where(inArray(drumStints.id, stintIds)).for('update')
    : [];
  // A drum delivered again since has a newer stint; its old one stays returned.
  const latest = new Set(
    stints.length
      ? (
          await tx
            .select({ id: sql<number>`max(${drumStints.id})`.mapWith(Number) })
            .from(drumStints)
            .where(
              inArray(
                drumStints.drumId,
                stints.map((stint) => stint.drumId),
              ),
            )
            .groupBy(drumStints.drumId)
        ).map((row) => row.id)
      : [],
  );
  // Only what this collection did is undone: a drum booked elsewhere since stays there.
  const restored = stints.filter(
    (stint) =>
      latest.has(stint.id) &&
      ((stint.status === 'returned' && stint.pickupRequestId === requestId) || stint.status === 'on_site'),
  );
  const back = (found: boolean) => restored.filter((stint) => foundIds.has(stint.id) === found).map((s) => s.id);
  for (const found of [true, false]) {
    const ids = back(found);
    if (ids.length)
      await tx
        .update(drumStints)
        .set({
          status: found ? 'on_site' : 'booked',
          pickupRequestId: found ? null : requestId,
          returnedAt: null,
          returnCondition: null,
        })
        .where(inArray(drumStints.id, ids));
  }
  const touched = restored.map((stint) => stint.drumId);
  await tx
    .delete(pickupRequestDrumNumbers)
    .where(
      and(eq(pickupRequestDrumNumbers.pickupRequestId, requestId), eq(pickupRequestDrumNumbers.foundUnbooked, true)),
    );
  await tx
    .update(pickupRequestDrumNumbers)
    .set({ condition: null })
    .where(eq(pickupRequestDrumNumbers.pickupRequestId, requestId));
  await syncDrums(tx, touched);
}
