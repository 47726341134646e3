// The Returns Log's workbook, written with exceljs' streaming writer as its rows arrive (in a
// document worker: services/documents/worker.ts), so 10,000 or 100,000 requests never sit in
// memory as one workbook. Its sheet name and headers are in the language of whoever downloads it
// (the catalogue's `documents.returnsLog.`); the status words come with the rows.
import type { Writable } from 'node:stream';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales';
import { exportedCell } from '../../domain/spreadsheetText';
import { translate } from '../i18n';
import { loadExcel } from './loadExcel';
import { moneyNumberFormat } from './moneyFormat';

const RETURNS_LOG_COLUMNS = [
  { key: 'reference', width: 12 },
  { key: 'status', width: 20 },
  { key: 'returnerCompany', width: 28 },
  { key: 'zone', width: 20 },
  { key: 'transportCompany', width: 28 },
  { key: 'address', width: 36 },
  { key: 'drums', width: 40 },
  { key: 'totalDrums', width: 12 },
  { key: 'buybackValue', width: 14 },
  { key: 'createdAt', width: 18 },
  { key: 'confirmedAt', width: 18 },
  { key: 'scheduledPickupDate', width: 18 },
  { key: 'collectedAt', width: 18 },
  { key: 'cancelledAt', width: 18 },
] as const;

export type ReturnsLogRow = Record<(typeof RETURNS_LOG_COLUMNS)[number]['key'], string | number | Date | null>;

/** The buyback value's format: English keeps the dollar sign it always had, others the currency's. */
const valueFormat = (currency: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? '"$"#,##0.00' : moneyNumberFormat(currency, locale);

/** Writes the workbook in `locale` to `output` and ends it; resolves when the last byte is handed over. */
export async function writeReturnsLogSheet(
  rows: AsyncIterable<readonly ReturnsLogRow[]>,
  currency: string,
  locale: Locale,
  output: Writable,
) {
  const workbook = new (await loadExcel()).stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Drum Returns';
  const sheet = workbook.addWorksheet(translate(locale, 'documents.returnsLog.sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = RETURNS_LOG_COLUMNS.map((column) => ({
    ...column,
    header: translate(locale, `documents.returnsLog.header.${column.key}`),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const column of ['createdAt', 'confirmedAt', 'scheduledPickupDate', 'collectedAt', 'cancelledAt'])
    sheet.getColumn(column).numFmt = 'yyyy-mm-dd hh:mm';
  sheet.getColumn('buybackValue').numFmt = valueFormat(currency, locale);
  for await (const batch of rows)
    for (const row of batch)
      sheet.addRow(Object.fromEntries(Object.entries(row).map(([key, value]) => [key, exportedCell(value)]))).commit();
  sheet.commit();
  await workbook.commit();
}
