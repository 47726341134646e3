// Sheets in and out with exceljs: one worksheet, a header row (the column keys, or their words in
// the reader's language), one row per record.
import type ExcelJS from 'exceljs';
import { loadExcel } from './loadExcel';
import { AppError } from '../../domain/errors';
import { exportedCell, importedCellText } from '../../domain/spreadsheetText';
import { EXCEL_LIMITS, EXCEL_MESSAGES } from './guard';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type CellValue = string | number | boolean | null;
export type SheetRow = { row: number; values: Record<string, CellValue> };
export type Sheet = {
  rows: SheetRow[];
  /** Header cells that name none of the wanted columns. */ unknownHeaders: string[];
};

/** A sheet of `records` under `columns`, each headed by its entry in `headers` (else its key). */
export async function writeSheet(
  sheetName: string,
  columns: readonly string[],
  records: Record<string, unknown>[],
  headers: readonly string[] = columns,
): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Drum Returns';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((key, index) => {
    const header = headers[index] ?? key;
    return { header, key, width: Math.max(12, header.length + 2) };
  });
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const record of records) {
    sheet.addRow(Object.fromEntries(columns.map((key) => [key, exportedCell(record[key] ?? null)])));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The first worksheet's rows as header-keyed values with their sheet row numbers (the header is
 * row 1, so the first record is row 2). Blank rows are skipped; header matching ignores case and
 * spaces. Only `columns` are read: a header is a column's key, or one of `aliases` (a header in
 * words, by the key it stands for).
 */
export async function readSheet(
  bytes: Uint8Array,
  columns: readonly string[],
  aliases: Iterable<readonly [header: string, key: string]> = [],
): Promise<SheetRow[]> {
  return (await readSheetWithHeader(bytes, columns, aliases)).rows;
}

/** readSheet, also telling which header cells matched no column. */
export async function readSheetWithHeader(
  bytes: Uint8Array,
  columns: readonly string[],
  aliases: Iterable<readonly [header: string, key: string]> = [],
): Promise<Sheet> {
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', EXCEL_MESSAGES.notXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('BAD_REQUEST', EXCEL_MESSAGES.noSheet);
  if (sheet.rowCount > EXCEL_LIMITS.maxRows + 1) throw new AppError('PAYLOAD_TOO_LARGE', EXCEL_MESSAGES.tooManyRows);

  const wanted = new Map(columns.map((key) => [normalizeHeader(key), key]));
  // A key wins over a word that reads like it: a sheet keyed as always is read as always.
  for (const [header, key] of aliases)
    if (columns.includes(key) && !wanted.has(normalizeHeader(header))) wanted.set(normalizeHeader(header), key);
  const keyByColumn = new Map<number, string>();
  const unknownHeaders: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    const header = String(cellValue(cell.value) ?? '').trim();
    const key = wanted.get(normalizeHeader(header));
    if (key) keyByColumn.set(col, key);
    else if (header) unknownHeaders.push(header);
  });

  const rows: SheetRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, CellValue> = {};
    let blank = true;
    for (const [col, key] of keyByColumn) {
      const value = cellValue(row.getCell(col).value);
      values[key] = value;
      if (value !== null && value !== '') blank = false;
    }
    if (!blank) rows.push({ row: rowNumber, values });
  });
  return { rows, unknownHeaders };
}

export const normalizeHeader = (header: string) => header.toLowerCase().replace(/[\s_-]/g, '');

/**
 * Plain value of a cell: hyperlinks (emails), rich text and formulas become their shown value;
 * text loses the apostrophe our exports put before what a spreadsheet would take for a formula.
 */
function cellValue(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : importedCellText(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return importedCellText(value.richText.map((part) => part.text).join(''));
    if ('text' in value && typeof value.text === 'string') return importedCellText(value.text);
    if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
    if ('error' in value) return null;
  }
  return String(value);
}
