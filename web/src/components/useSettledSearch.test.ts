import { describe, expect, it } from 'vitest';
import { searchToRun } from './useSettledSearch';

// The admin's search box runs its search once typing rests; these are what it then sends.
describe('the settled search', () => {
  it('runs what was typed, without its outer spaces', () => {
    expect(searchToRun('  storgatan ', '')).toBe('storgatan');
  });

  it('sends no query when only a space was added to the search in force', () => {
    expect(searchToRun('storgatan ', 'storgatan')).toBeUndefined();
  });

  it('sends no query for the text a link or Clear filters put in the box', () => {
    expect(searchToRun('PR-000214', 'PR-000214')).toBeUndefined();
    expect(searchToRun('', '')).toBeUndefined();
  });

  it('clears the search when the box is emptied', () => {
    expect(searchToRun('   ', 'storgatan')).toBe('');
  });
});
