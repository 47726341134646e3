import { describe, expect, it } from 'vitest';
import { deliveredAtOf, deliveryErrors, deliveryInput, drumLines, emptyDelivery, namedSpecs } from './deliveryForm';

describe('the delivery form', () => {
  it('reads one drum a line, with its own specification after a comma, semicolon or tab', () => {
    expect(drumLines('FB 1001\n\n  FB1002 , K10 wood\r\nFB1003;S12\tsteel\n')).toEqual([
      { line: 1, number: 'FB 1001', specName: null },
      { line: 3, number: 'FB1002', specName: 'K10 wood' },
      { line: 4, number: 'FB1003', specName: 'S12\tsteel' },
    ]);
    expect(namedSpecs(drumLines('A, K10\nB, k10\nC, S12'))).toEqual(['k10', 'S12']);
  });

  it('gives each drum its own specification or the form’s, and names lines without one', () => {
    const values = { ...emptyDelivery('2026-11-30'), returnerCompanyId: 'C1', address: 'Site', drums: 'A1\nA2, K10' };
    expect(deliveryInput(values, () => null)).toEqual({
      ok: false,
      problems: [
        { line: 1, kind: 'noSpec' },
        { line: 2, kind: 'unknownSpec', name: 'K10' },
      ],
    });
    const result = deliveryInput({ ...values, drumSpecId: 'S-all', latitude: '59,33', longitude: '18.07' }, (name) =>
      name === 'K10' ? 'S-k10' : null,
    );
    expect(result).toMatchObject({
      ok: true,
      input: {
        returnerCompanyId: 'C1',
        deliveryNote: null,
        latitude: 59.33,
        longitude: 18.07,
        drums: [
          { number: 'A1', drumSpecId: 'S-all' },
          { number: 'A2', drumSpecId: 'S-k10' },
        ],
      },
    });
  });

  it('sends the chosen day at noon UTC, never a moment ahead of now', () => {
    expect(deliveredAtOf('2026-11-30', new Date('2026-12-02T08:00:00Z'))).toBe('2026-11-30T12:00:00.000Z');
    expect(deliveredAtOf('2026-12-02', new Date('2026-12-02T08:00:00Z'))).toBe('2026-12-02T08:00:00.000Z');
  });

  it('puts the server’s drum issues on their lines', () => {
    const lines = drumLines('A1\n\nA1');
    const errors = deliveryErrors(
      [
        { field: 'drums.1.number', message: 'Drum A1 is listed twice' },
        { field: 'address', message: 'Enter the site address' },
        { field: 'deliveredAt', message: 'Too early' },
      ],
      lines,
      (line, message) => `Line ${line}: ${message}`,
    );
    expect(errors).toEqual({
      drums: 'Line 3: Drum A1 is listed twice',
      address: 'Enter the site address',
      deliveredOn: 'Too early',
    });
  });
});
