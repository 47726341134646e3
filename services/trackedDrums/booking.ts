// Drum numbers on a pickup request (docs/tracked-drums.md): a booking names the drums it returns.
// A number of the pool books that drum's stint on the request; a number the pool does not know is
// kept on the request as unregistered. Written in the transaction that writes the request's lines.
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { drums, drumSpecs, drumStints, pickupRequestDrumNumbers } from '../../db/schema';
import { ValidationError } from '../../domain/errors';
import { formatReferenceNumber } from '../../domain/referenceNumber';
import type { FieldIssue } from '../../domain/validation/common';
import { drumNumberKey, trackedDrumMessage } from '../../domain/validation/trackedDrums';
import { openStintsOf, syncDrums, unbookStints } from './stints';

/** A request's drum line as written, with the numbers given for it. */
export type NumberedLine = { lineId: number; drumSpecId: number; drumNumbers: readonly string[] };

/**
 * Replaces the request's drum numbers with `lines`' (its lines were just written again): every
 * number checked first (another company's drum, a drum booked elsewhere, a drum of another
 * specification are refused naming the number's field), then the old bookings released and the
 * new ones made. `companyId` is the request's returner company.
 */
export async function bookDrumNumbers(
  tx: Executor,
  request: { id: number; returnerCompanyId: number | null },
  lines: readonly NumberedLine[],
): Promise<void> {
  const given = lines.flatMap((line, index) =>
    line.drumNumbers.map((number, position) => ({
      line,
      field: `drums.${index}.drumNumbers.${position}`,
      number,
      key: drumNumberKey(number),
    })),
  );
  const known = given.length
    ? await tx
        .select({ id: drums.id, numberKey: drums.numberKey, drumSpecId: drums.drumSpecId, specName: drumSpecs.name })
        .from(drums)
        .innerJoin(drumSpecs, eq(drumSpecs.id, drums.drumSpecId))
        .where(
          inArray(
            drums.numberKey,
            given.map((entry) => entry.key),
          ),
        )
    : [];
  const drumByKey = new Map(known.map((drum) => [drum.numberKey, drum]));
  const openByDrum = new Map(
    (
      await openStintsOf(
        tx,
        known.map((drum) => drum.id),
      )
    ).map((stint) => [stint.drumId, stint]),
  );

  const issues: FieldIssue[] = [];
  const rows: (typeof pickupRequestDrumNumbers.$inferInsert)[] = [];
  const bookedStintIds: number[] = [];
  for (const entry of given) {
    const drum = drumByKey.get(entry.key);
    if (!drum) {
      rows.push({
        pickupRequestId: request.id,
        drumLineId: entry.line.lineId,
        number: entry.number,
        numberKey: entry.key,
      });
      continue;
    }
    const stint = openByDrum.get(drum.id);
    // A drum not on this company's sites is refused alike, whoever holds it (nothing of another company shows).
    if (!stint || stint.returnerCompanyId !== request.returnerCompanyId) {
      issues.push({ field: entry.field, message: trackedDrumMessage('notYours', { number: entry.number }) });
      continue;
    }
    if (stint.status === 'booked' && stint.pickupRequestId !== null && stint.pickupRequestId !== request.id) {
      issues.push({
        field: entry.field,
        message: trackedDrumMessage('alreadyBooked', {
          number: entry.number,
          reference: formatReferenceNumber(stint.pickupRequestId),
        }),
      });
      continue;
    }
    if (drum.drumSpecId !== entry.line.drumSpecId) {
      issues.push({
        field: entry.field,
        message: trackedDrumMessage('otherSpec', { number: entry.number, spec: drum.specName }),
      });
      continue;
    }
    rows.push({
      pickupRequestId: request.id,
      drumLineId: entry.line.lineId,
      number: entry.number,
      numberKey: entry.key,
      drumId: drum.id,
      stintId: stint.id,
    });
    bookedStintIds.push(stint.id);
  }
  if (issues.length) throw new ValidationError(issues);

  // The lines were written again, so their numbers went with them (cascade); the stints are released here.
  await tx.delete(pickupRequestDrumNumbers).where(eq(pickupRequestDrumNumbers.pickupRequestId, request.id));
  await unbookStints(tx, request.id, bookedStintIds);
  if (rows.length) await tx.insert(pickupRequestDrumNumbers).values(rows);
  if (bookedStintIds.length) {
    const booked = await tx
      .update(drumStints)
      .set({ status: 'booked', pickupRequestId: request.id })
      .where(inArray(drumStints.id, bookedStintIds))
      .returning({ drumId: drumStints.drumId });
    await syncDrums(
      tx,
      booked.map((row) => row.drumId),
    );
  }
}
