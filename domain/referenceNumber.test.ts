import { describe, expect, it } from 'vitest';
import { formatReferenceNumber, parseReferenceNumber } from './referenceNumber';

describe('reference numbers', () => {
  it('pads the id to six digits after PR-', () => {
    expect(formatReferenceNumber(1)).toBe('PR-000001');
    expect(formatReferenceNumber(123456)).toBe('PR-123456');
    expect(formatReferenceNumber(1234567)).toBe('PR-1234567');
  });

  it('reads them back, and refuses anything else', () => {
    expect(parseReferenceNumber('PR-000042')).toBe(42);
    expect(parseReferenceNumber('pr-42')).toBe(42);
    expect(parseReferenceNumber('42')).toBe(42);
    expect(parseReferenceNumber('PR-')).toBeNull();
    expect(parseReferenceNumber('PR-0')).toBeNull();
    expect(parseReferenceNumber('PX-000042')).toBeNull();
  });
});
