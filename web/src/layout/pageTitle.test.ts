import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it('names the deepest titled route, then the app', () => {
    expect(pageTitle([{}, { handle: { title: 'My Returns' } }])).toBe('My Returns · Drum Returns');
    expect(pageTitle([{ handle: { title: 'Outer' } }, { handle: { title: 'Inner' } }])).toBe('Inner · Drum Returns');
    expect(pageTitle([{}, {}])).toBe('Drum Returns');
  });
});
