import { describe, expect, it } from 'vitest';
import { assertSafeXlsx, EXCEL_LIMITS } from './guard';
import { makeZip, WORKBOOK_PARTS } from '../../test/support/zip';
import { writeSheet } from './workbook';

const statusOf = (bytes: Uint8Array) => {
  try {
    assertSafeXlsx(bytes);
    return 'ok';
  } catch (error) {
    return (error as { status: number }).status;
  }
};

describe('assertSafeXlsx', () => {
  it('accepts a workbook written by exceljs', async () => {
    expect(statusOf(await writeSheet('S', ['id', 'name'], [{ id: 1, name: 'a' }]))).toBe('ok');
  });

  it('refuses text renamed to .xlsx, and zips that are not workbooks (415)', () => {
    expect(statusOf(Buffer.from('id,name\n1,wood\n'))).toBe(415);
    expect(statusOf(makeZip([{ name: 'readme.txt', data: Buffer.from('hi') }]))).toBe(415);
    expect(statusOf(Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 0, 0]))).toBe(415);
  });

  it('refuses files over the size limit (413)', () => {
    const big = Buffer.alloc(EXCEL_LIMITS.maxFileBytes + 1);
    big.writeUInt32LE(0x04034b50, 0);
    expect(statusOf(big)).toBe(413);
  });

  it('refuses a zip bomb by its declared sizes without unpacking it (413)', () => {
    const bomb = makeZip([
      ...WORKBOOK_PARTS,
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(60 * 1024 * 1024) },
    ]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(statusOf(bomb)).toBe(413);
  });

  it('refuses a zip whose directory understates an entry (413)', () => {
    const liar = makeZip([
      ...WORKBOOK_PARTS,
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(2 * 1024 * 1024), declaredSize: 1000 },
    ]);
    expect(statusOf(liar)).toBe(413);
  });
});
