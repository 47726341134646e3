import { describe, expect, it } from 'vitest';
import { importRefusals } from './importRefusals';

const andMore = (count: number) => `and ${count} more`;

// An admin's import of a workbook with many bad rows: the toast names the first three.
describe('an import refusal toast', () => {
  it('names every refused row up to three', () => {
    expect(importRefusals(['Row 2: name is required'], andMore)).toBe('Row 2: name is required');
    expect(importRefusals(['Row 2: a', 'Row 3: b', 'Row 4: c'], andMore)).toBe('Row 2: a; Row 3: b; Row 4: c');
  });

  it('cuts a longer list to its first three and counts the rest', () => {
    expect(importRefusals(['Row 2: a', 'Row 3: b', 'Row 4: c', 'Row 5: d', 'Row 6: e'], andMore)).toBe(
      'Row 2: a; Row 3: b; Row 4: c and 2 more',
    );
  });

  it('is empty when the server named no row', () => {
    expect(importRefusals([], andMore)).toBe('');
  });
});
