import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs on first use, not at start: it costs some 27 MB of memory that an instance nobody
 * exports from or imports into never needs (idle RSS).
 */
export function loadExcel(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}
