// A delivery of tracked drums to a returner company's site (docs/tracked-drums.md): from the
// admin's screen, an integration (GraphQL, REST) or a delivery workbook. Each drum starts a stint
// with its specification's terms as they are on the delivery; a drum still on a site is refused.
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { drumDeliveries, drums, drumStints } from '../../db/schema';
import { costsFrom, stintTerms } from '../../domain/drumClock';
import { ValidationError } from '../../domain/errors';
import type { FieldIssue } from '../../domain/validation/common';
import { parseInput } from '../../domain/validation/parse';
import {
  type DrumDelivery,
  DrumDeliverySchema,
  drumNumberKey,
  TRACKED_DRUM_MESSAGES,
  trackedDrumMessage,
} from '../../domain/validation/trackedDrums';
import { type DrumEventDrum, enqueueDrumEvent } from '../webhooks/events';
import { syncDrums } from './stints';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for a 10,000-drum delivery. */
const CHUNK = 1000;
/** A refusal names at most this many drums (a workbook of 10,000 repeats would be a 10,000-line answer). */
const MAX_NAMED = 100;

export type RecordedDelivery = { deliveryId: number; drumIds: number[] };

const chunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, index) => rows.slice(index * CHUNK, (index + 1) * CHUNK));

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Records a delivery in one transaction; refuses (400, naming each field) before writing anything. */
export async function recordDrumDelivery(
  db: Executor,
  recordedByUserId: number | null,
  input: unknown,
): Promise<RecordedDelivery> {
  const delivery = parseInput(DrumDeliverySchema, input);
  try {
    return await db.transaction((tx) => writeDelivery(tx, recordedByUserId, delivery));
  } catch (error) {
    // Two deliveries of one drum at once: the second meets the open-stint index; name its drums.
    if (!isUniqueViolation(error)) throw error;
    const issues = await stillOnSite(db, delivery);
    if (issues.length) throw new ValidationError(issues);
    throw error;
  }
}

async function writeDelivery(tx: Executor, recordedByUserId: number | null, delivery: DrumDelivery) {
  const issues: FieldIssue[] = [];
  const company = await tx.query.returnerCompanies.findFirst({
    columns: { id: true },
    where: { id: delivery.returnerCompanyId },
  });
  if (!company) issues.push({ field: 'returnerCompanyId', message: TRACKED_DRUM_MESSAGES.companyNotFound });
  const specIds = [...new Set(delivery.drums.map((drum) => drum.drumSpecId))];
  const specs = new Map(
    (await tx.query.drumSpecs.findMany({ where: { id: { in: specIds } } })).map((spec) => [spec.id, spec]),
  );
  delivery.drums.forEach((drum, index) => {
    if (!specs.has(drum.drumSpecId) && issues.length < MAX_NAMED)
      issues.push({ field: `drums.${index}.drumSpecId`, message: TRACKED_DRUM_MESSAGES.specRequired });
  });
  issues.push(...(await stillOnSite(tx, delivery)));
  if (issues.length) throw new ValidationError(issues.slice(0, MAX_NAMED));

  const [row] = await tx
    .insert(drumDeliveries)
    .values({
      returnerCompanyId: delivery.returnerCompanyId,
      deliveryNote: delivery.deliveryNote,
      deliveredAt: delivery.deliveredAt,
      address: delivery.address,
      latitude: delivery.latitude,
      longitude: delivery.longitude,
      recordedByUserId,
    })
    .returning();

  // A drum the pool knows keeps its row (and its history); a new number becomes a drum.
  const drumIdByKey = new Map<string, number>();
  for (const chunk of chunks(delivery.drums)) {
    const rows = await tx
      .insert(drums)
      .values(
        chunk.map((drum) => ({
          number: drum.number,
          numberKey: drumNumberKey(drum.number),
          drumSpecId: drum.drumSpecId,
        })),
      )
      .onConflictDoUpdate({
        target: drums.numberKey,
        set: { drumSpecId: sql`excluded.drum_spec_id`, number: sql`excluded.number` },
      })
      .returning({ id: drums.id, numberKey: drums.numberKey });
    for (const stored of rows) drumIdByKey.set(stored.numberKey, stored.id);
  }

  const stints = delivery.drums.map((drum) => {
    const terms = stintTerms(delivery.deliveredAt, specs.get(drum.drumSpecId)!);
    return {
      drumId: drumIdByKey.get(drumNumberKey(drum.number))!,
      deliveryId: row.id,
      returnerCompanyId: delivery.returnerCompanyId,
      drumSpecId: drum.drumSpecId,
      deliveredAt: delivery.deliveredAt,
      address: delivery.address,
      latitude: delivery.latitude,
      longitude: delivery.longitude,
      rentFreeUntil: terms.rentFreeUntil,
      forfeitsOn: terms.forfeitsOn,
      monthlyRentCents: terms.monthlyRentCents,
      forfeitCents: terms.forfeitCents,
      costsFrom: costsFrom(terms),
    };
  });
  for (const chunk of chunks(stints)) await tx.insert(drumStints).values(chunk);
  const drumIds = stints.map((stint) => stint.drumId);
  await syncDrums(tx, drumIds);

  const events: DrumEventDrum[] = delivery.drums.map((drum, index) => ({
    drumId: stints[index].drumId,
    number: drum.number,
    drumSpecId: drum.drumSpecId,
    deliveredAt: delivery.deliveredAt,
    rentFreeUntil: stints[index].rentFreeUntil,
    forfeitsOn: stints[index].forfeitsOn,
  }));
  await enqueueDrumEvent(tx, 'drum.delivered', {
    returnerCompanyId: delivery.returnerCompanyId,
    deliveryId: row.id,
    deliveryNote: delivery.deliveryNote,
    drums: events,
  });
  return { deliveryId: row.id, drumIds };
}

/** The delivery's drums that are still on a site (an open stint), each named by its field. */
async function stillOnSite(tx: Executor, delivery: DrumDelivery): Promise<FieldIssue[]> {
  const keys = delivery.drums.map((drum) => drumNumberKey(drum.number));
  const open = new Set<string>();
  for (const chunk of chunks(keys)) {
    const rows = await tx
      .select({ numberKey: drums.numberKey })
      .from(drums)
      .innerJoin(drumStints, and(sql`${drumStints.drumId} = ${drums.id}`, ne(drumStints.status, 'returned')))
      .where(inArray(drums.numberKey, chunk));
    for (const found of rows) open.add(found.numberKey);
  }
  const issues: FieldIssue[] = [];
  delivery.drums.forEach((drum, index) => {
    if (open.has(drumNumberKey(drum.number)) && issues.length < MAX_NAMED)
      issues.push({
        field: `drums.${index}.number`,
        message: trackedDrumMessage('stillOnSite', { number: drum.number }),
      });
  });
  return issues;
}
