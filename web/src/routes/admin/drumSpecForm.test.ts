import { describe, expect, it } from 'vitest';
import { eightyPercent, specInput, specIssues, specValues, withBuybackPrice } from './drumSpecForm';

describe('drum spec form', () => {
  it('defaults buyback 80% to 80% of the 100% price, rounded to cents', () => {
    expect(eightyPercent('100')).toBe('80');
    expect(eightyPercent('12.34')).toBe('9.87');
    expect(eightyPercent('')).toBe('');
    expect(eightyPercent('abc')).toBe('');
  });

  it('agrees with the server to the cent: the price is rounded to cents first (domain/drumSpecs)', () => {
    // The old x * 0.8 * 100 gave 8.
    expect(eightyPercent('10.005')).toBe('8.01');
  });

  it('carries the 80% price along while it is the default, keeps one typed by hand', () => {
    const spec = specValues({
      name: 'K10',
      drumTypeId: 'RHJ1bVR5cGU6Mg==',
      buybackPrice: 100,
      buybackPrice80: 80,
      availableFor: 'returner',
    });
    expect(withBuybackPrice(spec, '200').buybackPrice80).toBe('160');
    const empty = { ...spec, buybackPrice80: '' };
    expect(withBuybackPrice(empty, '50').buybackPrice80).toBe('40');
    const typed = { ...spec, buybackPrice80: '75' };
    expect(withBuybackPrice(typed, '200').buybackPrice80).toBe('75');
  });

  it('sends the full spec with numbers, null for blanks and articleNumber null when empty', () => {
    const values = {
      ...specValues({ name: 'K10', drumTypeId: 'RHJ1bVR5cGU6Mg==', weight: 95, availableFor: 'admin' }),
      articleNumber: '  ',
      transportVolume: '1.125',
    };
    expect(specInput(values)).toEqual({
      name: 'K10',
      articleNumber: null,
      drumTypeId: 'RHJ1bVR5cGU6Mg==',
      weight: 95,
      flangeDiameter: null,
      widthBetweenFlanges: null,
      transportVolume: 1.125,
      buybackPrice: null,
      buybackPrice80: null,
      scrapHandlingFee: null,
      rentFreeDays: null,
      monthlyRentPercent: null,
      forfeitAfterDays: null,
      drumInfo: null,
      availableFor: 'admin',
    });
  });

  it('names every problem at once, not the first only', () => {
    const empty = { ...specValues(), drumTypeId: '', weight: '-5', transportVolume: 'abc' };
    expect(specIssues(empty).map((issue) => issue.field)).toEqual(
      expect.arrayContaining(['name', 'drumTypeId', 'weight', 'transportVolume']),
    );
    expect(specIssues({ ...specValues(), name: 'K10', drumTypeId: 'RHJ1bVR5cGU6Mg==' })).toEqual([]);
  });

  it('sends the rent terms as numbers, an empty one as null (never)', () => {
    const values = {
      ...specValues({ name: 'K10', drumTypeId: 'RHJ1bVR5cGU6Mg==', rentFreeDays: 180, availableFor: 'returner' }),
      monthlyRentPercent: '15',
      forfeitAfterDays: ' ',
    };
    expect(values.rentFreeDays).toBe('180');
    expect(specInput(values)).toMatchObject({ rentFreeDays: 180, monthlyRentPercent: 15, forfeitAfterDays: null });
  });

  it('names out-of-range terms with the server rule', () => {
    const spec = { ...specValues(), name: 'K10', drumTypeId: 'RHJ1bVR5cGU6Mg==' };
    const issues = specIssues({ ...spec, rentFreeDays: '1.5', monthlyRentPercent: '101', forfeitAfterDays: '-1' });
    expect(issues.map((issue) => issue.field)).toEqual(
      expect.arrayContaining(['rentFreeDays', 'monthlyRentPercent', 'forfeitAfterDays']),
    );
    expect(specIssues({ ...spec, rentFreeDays: '0', monthlyRentPercent: '100', forfeitAfterDays: '36500' })).toEqual(
      [],
    );
  });
});
