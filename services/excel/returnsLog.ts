// The Returns Log for accounting (issue 16): one row per pickup request with its companies, zone,
// drums, dates and buyback value, written straight to the response with exceljs' streaming
// writer, 1,000 requests at a time (two statements each), so 10,000 or 100,000 requests never
// sit in memory as one workbook.
import type { Writable } from 'node:stream';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { loadExcel } from './loadExcel';
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
import { formatReferenceNumber } from '../../domain/referenceNumber';
import { PICKUP_STATUS_LABELS } from '../../domain/statuses';
import type { ReturnsLogFilter } from '../../domain/validation/returnsLogExport';
import type { SearchSight } from '../../domain/sight';
import { pickupListCondition, searchMatches } from '../pickupListConditions';

const BATCH = 1000;

export const RETURNS_LOG_COLUMNS = [
  { header: 'Reference', key: 'reference', width: 12 },
  { header: 'Status', key: 'status', width: 20 },
  { header: 'Returner Company', key: 'returnerCompany', width: 28 },
  { header: 'Zone', key: 'zone', width: 20 },
  { header: 'Transport Company', key: 'transportCompany', width: 28 },
  { header: 'Address', key: 'address', width: 36 },
  { header: 'Drums', key: 'drums', width: 40 },
  { header: 'Total Drums', key: 'totalDrums', width: 12 },
  { header: 'Buyback Value', key: 'buybackValue', width: 14 },
  { header: 'Created', key: 'createdAt', width: 18 },
  { header: 'Submitted', key: 'confirmedAt', width: 18 },
  { header: 'Scheduled Pickup', key: 'scheduledPickupDate', width: 18 },
  { header: 'Collected', key: 'collectedAt', width: 18 },
  { header: 'Cancelled', key: 'cancelledAt', width: 18 },
] as const;

export const returnsLogFilename = (now = new Date()) => `returns-log-${now.toISOString().slice(0, 10)}.xlsx`;

/** How many requests the filter takes (the REST call reads it before streaming). */
export async function countReturnsLog(db: Database, filter: ReturnsLogFilter, sight: SearchSight): Promise<number> {
  return db.$count(pickupRequests, pickupListCondition(filter, await searchMatches(db, filter.search, sight)));
}

/** Writes the workbook to `output` and ends it; resolves when the last byte is handed over. */
/** `sight`: what the search may match for the viewer (domain/sight.ts). */
export async function writeReturnsLog(
  db: Database,
  filter: ReturnsLogFilter,
  sight: SearchSight,
  output: Writable,
): Promise<void> {
  const workbook = new (await loadExcel()).stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Drum Returns';
  const sheet = workbook.addWorksheet('Returns Log', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = RETURNS_LOG_COLUMNS.map((column) => ({ ...column }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const column of ['createdAt', 'confirmedAt', 'scheduledPickupDate', 'collectedAt', 'cancelledAt'])
    sheet.getColumn(column).numFmt = 'yyyy-mm-dd hh:mm';
  sheet.getColumn('buybackValue').numFmt = '"$"#,##0.00';

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
    for (const request of requests) {
      const lines = byRequest.get(request.id) ?? [];
      sheet
        .addRow({
          ...request,
          reference: formatReferenceNumber(request.id),
          status: PICKUP_STATUS_LABELS[request.status],
          drums: lines.map((line) => `${line.quantity} x ${line.spec} (${line.type})`).join('; '),
          totalDrums: lines.reduce((sum, line) => sum + line.quantity, 0),
          // Cents, as the server counts money (domain/drumSpecs.ts).
          buybackValue:
            lines.reduce((sum, line) => sum + Math.round((line.buybackPrice ?? 0) * 100) * line.quantity, 0) / 100,
        })
        .commit();
    }
    after = requests[requests.length - 1].id;
    if (requests.length < BATCH) break;
  }
  sheet.commit();
  await workbook.commit();
}
