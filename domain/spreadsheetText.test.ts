import { describe, expect, it } from 'vitest';
import { exportedCell, exportedCellText, importedCellText } from './spreadsheetText';

describe('text in exported workbooks', () => {
  it('starts with an apostrophe where a spreadsheet would see a formula', () => {
    for (const text of ['=HYPERLINK("http://x")', '+46 70 123', '-5', '@SUM(A1)', '\tcmd', '\rcmd'])
      expect(exportedCellText(text)).toBe(`'${text}`);
    for (const text of ['Cable Crew AB', "'quoted", '', 'a=b', ' =x']) expect(exportedCellText(text)).toBe(text);
    expect(exportedCell(-5)).toBe(-5);
    expect(exportedCell(null)).toBe(null);
  });

  it('reads back what was exported, whatever it was', () => {
    for (const text of ['=1+1', "'=1+1", "''=1+1", "'abc", 'plain', '-', "'", "'-", '@'])
      expect(importedCellText(exportedCellText(text))).toBe(text);
    // As a person typed it in a sheet of their own: only our guard is taken off.
    expect(importedCellText("'abc")).toBe("'abc");
  });
});
