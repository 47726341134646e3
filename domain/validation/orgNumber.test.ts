import { describe, expect, it } from 'vitest';
import { ORG_NUMBER_PATTERN, orgNumberAsTyped } from './common';

describe('orgNumberAsTyped (formatted as typed, not refused)', () => {
  it('puts the hyphen in after the sixth digit', () => {
    expect(orgNumberAsTyped('5566778899')).toBe('556677-8899');
    expect(orgNumberAsTyped('5566778')).toBe('556677-8');
    expect(orgNumberAsTyped('556677 8899')).toBe('556677-8899');
    expect(ORG_NUMBER_PATTERN.test(orgNumberAsTyped('5566778899'))).toBe(true);
  });

  it('lets the hyphen be typed and deleted', () => {
    expect(orgNumberAsTyped('556677-')).toBe('556677-');
    expect(orgNumberAsTyped('556677')).toBe('556677');
    expect(orgNumberAsTyped('55667')).toBe('55667');
  });

  it('drops nothing and leaves other text for the check to refuse', () => {
    expect(orgNumberAsTyped('55667788990')).toBe('556677-88990');
    expect(ORG_NUMBER_PATTERN.test(orgNumberAsTyped('55667788990'))).toBe(false);
    expect(orgNumberAsTyped('SE556677')).toBe('SE556677');
  });
});
