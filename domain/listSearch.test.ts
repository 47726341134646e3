import { describe, expect, it } from 'vitest';
import { matchesListSearch } from './listSearch';

// The phone's own filter of a kept list (the drum specification picker offline) keeps the rows the
// server's `search` would: a name or number that contains the text, any case.
describe('a list search on the phone', () => {
  it('keeps the rows one of whose texts contains the trimmed search, in any case', () => {
    expect(matchesListSearch(' spool ', ['Journey Spool 12', null])).toBe(true);
    expect(matchesListSearch('K10', ['Wood drum', 'art-k10-4'])).toBe(true);
    expect(matchesListSearch('steel', ['Wood drum', undefined])).toBe(false);
  });

  it('keeps every row for no search', () => {
    expect(matchesListSearch('', ['Anything'])).toBe(true);
    expect(matchesListSearch('   ', [null])).toBe(true);
  });

  it('reads % and _ as themselves, as the server escapes them', () => {
    expect(matchesListSearch('50%', ['Drum 50% off'])).toBe(true);
    expect(matchesListSearch('a_b', ['axb'])).toBe(false);
  });
});
