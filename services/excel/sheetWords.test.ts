// The master data sheets' words: in English the sheet names and column keys sheets have always
// had; in every language a header for each column, none of which an import could mistake for
// another column's.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/i18n/locales';
import { EXCEL_ENTITIES, ENTITY_DEFS } from './entities';
import { headerAliases, sheetWords } from './transfer';
import { normalizeHeader } from './workbook';

describe('the master data sheets in each language', () => {
  it.each(EXCEL_ENTITIES)('%s: English is the sheet name and the column keys', (entity) => {
    expect(sheetWords(entity, 'en')).toEqual({
      sheetName: ENTITY_DEFS[entity].sheet,
      headers: [...ENTITY_DEFS[entity].columns],
    });
  });

  it.each(EXCEL_ENTITIES)('%s: every language names every column, each header reading as one column only', (entity) => {
    const columns = ENTITY_DEFS[entity].columns;
    for (const locale of LOCALES) {
      const { sheetName, headers } = sheetWords(entity, locale);
      expect(sheetName, locale).not.toMatch(/^documents\./);
      // Excel's limits on a sheet's name.
      expect(sheetName.length, locale).toBeLessThanOrEqual(31);
      expect(sheetName, locale).not.toMatch(/[[\]:*?/\\]/);
      headers.forEach((header, index) => expect(header, `${locale} ${columns[index]}`).not.toMatch(/^documents\./));
    }
    const readAs = new Map<string, string>();
    for (const [header, key] of [...columns.map((key) => [key, key] as const), ...headerAliases(entity)]) {
      const read = normalizeHeader(header);
      expect(readAs.get(read) ?? key, `${header} reads as ${readAs.get(read)}`).toBe(key);
      readAs.set(read, key);
    }
  });

  it('has Swedish headers in Swedish', () => {
    expect(sheetWords('drumSpecs', 'sv')).toMatchObject({ sheetName: 'Trumspecifikationer' });
    expect(sheetWords('drumSpecs', 'sv').headers.slice(0, 3)).toEqual(['id', 'Namn/märkning', 'Artikelnummer']);
    expect(sheetWords('users', 'sv').headers).toContain('E-post');
  });
});
