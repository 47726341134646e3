// Every list the web app asks for comes a page at a time (docs/api.md, "Lists and pickers"): no
// document it sends asks for more than the server's page, so no screen silently stops at a
// fixed count.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../../domain/listPages';
import { PICKER_PAGE_SIZE } from '../../../domain/listSearch';
import { LIST_PAGE } from '../components/ShowMore';

const documents: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../persisted-documents.json', import.meta.url), 'utf8'),
);

/** The row counts a document asks for: literal `first` / `last`, and the defaults of its variables. */
function rowCounts(text: string): number[] {
  return [...text.matchAll(/\b(?:first|last):\s*(\d+)|\$\w+:\s*Int!?\s*=\s*(\d+)/g)].map((match) =>
    Number(match[1] ?? match[2]),
  );
}

describe('page sizes', () => {
  it('reads the counts a document asks for', () => {
    expect(rowCounts('query Q($count: Int = 50) { a(first: 500) { b(last: 7) } c(first: $count) }')).toEqual([
      50, 500, 7,
    ]);
  });

  it(`no document the app sends asks for more than ${MAX_PAGE_SIZE} rows`, () => {
    expect(Object.keys(documents).length).toBeGreaterThan(50);
    const tooLarge = Object.values(documents)
      .filter((text) => rowCounts(text).some((count) => count > MAX_PAGE_SIZE))
      .map((text) => text.split('\n')[0]);
    expect(tooLarge).toEqual([]);
  });

  it('lists and pickers page within the server page', () => {
    expect(LIST_PAGE).toBeLessThanOrEqual(MAX_PAGE_SIZE);
    expect(PICKER_PAGE_SIZE).toBeLessThanOrEqual(MAX_PAGE_SIZE);
  });
});
