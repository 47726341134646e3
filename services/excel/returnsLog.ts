// The Returns Log for accounting: one row per pickup request with its companies, zone,
// drums, dates and buyback value, read 1,000 requests at a time (two statements each) as the
// document worker writing the workbook (services/excel/returnsLogSheet.ts) asks for them, so
// 10,000 or 100,000 requests never sit in memory as one workbook. It speaks the language of
// whoever downloads it: the status words here, the headers in the worker.
import type { Writable } from 'node:stream';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  drumSpecs,
  drumTypes,
  pickupRequestDrums,
  pickupRequests,
  returnerCompanies,
  transportCompanies,
  zones,
} from '../../db/schema';
import type { Locale } from '../../domain/i18n/locales';
import { formatReferenceNumber } from '../../domain/referenceNumber';
import { pickupStatusName } from '../../domain/statusLanguage';
import type { ReturnsLogFilter } from '../../domain/validation/returnsLogExport';
import type { SearchSight } from '../../domain/sight';
import { pickupListCondition, searchMatches } from '../pickupListConditions';
import type { DocumentPool } from '../documents/pool';
import type { ReturnsLogRow } from './returnsLogSheet';
import { totalDrums } from '../../domain/drumCount';
import { fullBuybackCents } from '../../domain/buyback';
import { sayIn } from '../i18n';

const BATCH = 1000;

export const returnsLogFilename = (now = new Date()) => `returns-log-${now.toISOString().slice(0, 10)}.xlsx`;

/** How many requests the filter takes (the REST call reads it before streaming). */
export async function countReturnsLog(db: Database, filter: ReturnsLogFilter, sight: SearchSight): Promise<number> {
  return db.$count(pickupRequests, pickupListCondition(filter, await searchMatches(db, filter.search, sight)));
}

/**
 * Writes the workbook in `locale` to `output` and ends it; resolves when the last byte is handed
 * over. A document worker makes it (services/documents/pool.ts) from the rows read here as it
 * asks. `sight`: what the search may match for the viewer (domain/sight.ts); `currency`: the
 * buyback values' (CURRENCY).
 */
export function writeReturnsLog(
  services: { db: Database; documents: DocumentPool },
  filter: ReturnsLogFilter,
  sight: SearchSight,
  words: { locale: Locale; currency: string },
  output: Writable,
): Promise<void> {
  return services.documents.write(
    { kind: 'returnsLog', ...words },
    output,
    returnsLogRows(services.db, filter, sight, words.locale),
  );
}

/** The log's rows, a batch of requests at a time (two statements each). */
async function* returnsLogRows(
  db: Database,
  filter: ReturnsLogFilter,
  sight: SearchSight,
  locale: Locale,
): AsyncIterable<ReturnsLogRow[]> {
  const say = sayIn(locale);
  const condition = pickupListCondition(filter, await searchMatches(db, filter.search, sight));
  let after = 0;
  for (;;) {
    const requests = await db
      .select({
        id: pickupRequests.id,
        status: pickupRequests.status,
        address: pickupRequests.address,
        returnerCompany: returnerCompanies.name,
        zone: zones.name,
        transportCompany: transportCompanies.name,
        createdAt: pickupRequests.createdAt,
        confirmedAt: pickupRequests.confirmedAt,
        scheduledPickupDate: pickupRequests.scheduledPickupDate,
        collectedAt: pickupRequests.collectedAt,
        cancelledAt: pickupRequests.cancelledAt,
      })
      .from(pickupRequests)
      .leftJoin(returnerCompanies, eq(returnerCompanies.id, pickupRequests.returnerCompanyId))
      .leftJoin(zones, eq(zones.id, pickupRequests.zoneId))
      .leftJoin(transportCompanies, eq(transportCompanies.id, pickupRequests.assignedTransportCompanyId))
      .where(and(gt(pickupRequests.id, after), condition))
      .orderBy(asc(pickupRequests.id))
      .limit(BATCH);
    if (requests.length === 0) break;
    const drums = await db
      .select({
        pickupRequestId: pickupRequestDrums.pickupRequestId,
        quantity: pickupRequestDrums.quantity,
        spec: drumSpecs.name,
        type: drumTypes.name,
        buybackPrice: drumSpecs.buybackPrice,
      })
      .from(pickupRequestDrums)
      .innerJoin(drumSpecs, eq(drumSpecs.id, pickupRequestDrums.drumSpecId))
      .innerJoin(drumTypes, eq(drumTypes.id, drumSpecs.drumTypeId))
      .where(
        inArray(
          pickupRequestDrums.pickupRequestId,
          requests.map((request) => request.id),
        ),
      )
      .orderBy(asc(pickupRequestDrums.id));
    const byRequest = new Map<number, typeof drums>();
    for (const drum of drums) {
      const lines = byRequest.get(drum.pickupRequestId);
      if (lines) lines.push(drum);
      else byRequest.set(drum.pickupRequestId, [drum]);
    }
    yield requests.map(({ id, status, ...request }) => {
      const lines = byRequest.get(id) ?? [];
      return {
        ...request,
        reference: formatReferenceNumber(id),
        status: pickupStatusName(status, say),
        drums: lines.map((line) => `${line.quantity} x ${line.spec} (${line.type})`).join('; '),
        totalDrums: totalDrums(lines),
        buybackValue: fullBuybackCents(lines) / 100,
      };
    });
    after = requests[requests.length - 1].id;
    if (requests.length < BATCH) break;
  }
}
