// The Returns Log's workbook, written with exceljs' streaming writer as its rows arrive (in a
// document worker: services/documents/worker.ts), so 10,000 or 100,000 requests never sit in
// memory as one workbook.
import type { Writable } from 'node:stream';
import { exportedCell } from '../../domain/spreadsheetText';
import { loadExcel } from './loadExcel';

const RETURNS_LOG_COLUMNS = [
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

export type ReturnsLogRow = Record<(typeof RETURNS_LOG_COLUMNS)[number]['key'], string | number | Date | null>;

/** Writes the workbook to `output` and ends it; resolves when the last byte is handed over. */
export async function writeReturnsLogSheet(rows: AsyncIterable<readonly ReturnsLogRow[]>, output: Writable) {
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
  for await (const batch of rows)
    for (const row of batch)
      sheet.addRow(Object.fromEntries(Object.entries(row).map(([key, value]) => [key, exportedCell(value)]))).commit();
  sheet.commit();
  await workbook.commit();
}
