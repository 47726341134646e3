// Text in exported workbooks that a spreadsheet could take for a formula (OWASP, "CSV Injection"):
// a cell that starts with =, +, -, @, a tab or a carriage return is written with a leading
// apostrophe, so editing the cell in Excel or LibreOffice keeps it text instead of running it.
// Our imports read such a cell back as it was before export, so a sheet round-trips unchanged.

/** What a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Apostrophes, then a formula start: what an export writes for text that needs the guard. */
const GUARDED = /^'+[=+\-@\t\r]/;

/**
 * The text as an exported cell holds it. Text that already starts with apostrophes before a
 * formula start gets one more, so that reading it back (`importedCellText`) gives exactly it:
 * `=1+1` is written `'=1+1`, `'=1+1` is written `''=1+1`, `'abc` stays `'abc`.
 */
export function exportedCellText(text: string): string {
  return FORMULA_START.test(text) || GUARDED.test(text) ? `'${text}` : text;
}

/** A cell's text as the export had it before `exportedCellText`: one guarding apostrophe less. */
export function importedCellText(text: string): string {
  return GUARDED.test(text) ? text.slice(1) : text;
}

/** Any cell value ready for a workbook: text guarded, numbers, dates and empties as they are. */
export const exportedCell = <T>(value: T): T | string => (typeof value === 'string' ? exportedCellText(value) : value);
