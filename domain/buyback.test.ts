import { describe, expect, it } from 'vitest';
import {
  approveRefusal,
  BUYBACK_MESSAGES,
  collectedCounts,
  collectionCreditCents,
  differenceFromDeclared,
  formatMoney,
  isCurrencyCode,
  lineCreditCents,
  median,
  parseStatementMonth,
  payRefusal,
  pricesOf,
  reusedKilograms,
  rollbackSettlement,
  statementMonth,
  statementTotalCents,
} from './buyback';

const spec = { buybackPrice: 120.5, buybackPrice80: 90, scrapHandlingFee: 15.25 };
const prices = pricesOf(spec);
const counts = (full: number, minorDamage = 0, scrap = 0, missing = 0) => ({ full, minorDamage, scrap, missing });

describe('what a collected drum earns', () => {
  it('pays the full price for a full drum, the 80% price for minor damage, and charges the fee for scrap', () => {
    expect(lineCreditCents(counts(1), prices)).toBe(12050);
    expect(lineCreditCents(counts(0, 1), prices)).toBe(9000);
    expect(lineCreditCents(counts(0, 0, 1), prices)).toBe(-1525);
    expect(lineCreditCents(counts(0, 0, 0, 3), prices)).toBe(0);
    expect(lineCreditCents(counts(3, 2, 1, 1), prices)).toBe(3 * 12050 + 2 * 9000 - 1525);
  });

  it('falls back to 80% of the full price when a spec has no 80% price, to the cent', () => {
    expect(pricesOf({ buybackPrice: 10.05, buybackPrice80: null, scrapHandlingFee: null })).toEqual({
      buybackCents: 1005,
      buyback80Cents: 804,
      scrapFeeCents: 0,
    });
  });

  it('keeps a past credit when the spec is repriced after collection (the prices were copied)', () => {
    const copied = pricesOf(spec);
    const before = lineCreditCents(counts(2, 1), copied);
    spec.buybackPrice = 500;
    expect(lineCreditCents(counts(2, 1), copied)).toBe(before);
    expect(lineCreditCents(counts(2, 1), pricesOf(spec))).not.toBe(before);
    spec.buybackPrice = 120.5;
  });

  it('sums a collection and a statement from their lines', () => {
    expect(collectionCreditCents([{ creditCents: 100 }, { creditCents: -25 }])).toBe(75);
    expect(statementTotalCents([{ amountCents: 12050 }, { amountCents: -3000 }, { amountCents: 1 }])).toBe(9051);
    expect(statementTotalCents([])).toBe(0);
  });
});

describe("the collector's counts", () => {
  const declared = [
    { id: 7, quantity: 4 },
    { id: 8, quantity: 2 },
  ];

  it('records every line as declared and full when nothing is given (one tap)', () => {
    const result = collectedCounts(declared, undefined);
    expect('counts' in result && Object.fromEntries(result.counts)).toEqual({ 7: counts(4), 8: counts(2) });
  });

  it('works out the missing drums and counts drums beyond the declaration', () => {
    const result = collectedCounts(declared, [
      { drumLineId: 7, full: 1, minorDamage: 1, scrap: 1 },
      { drumLineId: 8, full: 3, minorDamage: 0, scrap: 0, missing: 0 },
    ]);
    expect('counts' in result && Object.fromEntries(result.counts)).toEqual({ 7: counts(1, 1, 1, 1), 8: counts(3) });
    expect(differenceFromDeclared(4, counts(1, 1, 1, 1))).toEqual({ missing: 1, extra: 0 });
    expect(differenceFromDeclared(2, counts(3))).toEqual({ missing: 0, extra: 1 });
  });

  it.each([
    [{ drumLineId: 7, full: -1, minorDamage: 0, scrap: 0 }, 'lines.0.full', BUYBACK_MESSAGES.countInteger],
    [{ drumLineId: 7, full: 1.5, minorDamage: 0, scrap: 0 }, 'lines.0.full', BUYBACK_MESSAGES.countInteger],
    [{ drumLineId: 7, full: 0, minorDamage: 10_001, scrap: 0 }, 'lines.0.minorDamage', BUYBACK_MESSAGES.countInteger],
    [
      { drumLineId: 7, full: 4, minorDamage: 0, scrap: 0, missing: 1 },
      'lines.0.missing',
      BUYBACK_MESSAGES.missingMismatch,
    ],
    [{ drumLineId: 99, full: 1, minorDamage: 0, scrap: 0 }, 'lines.0.drumLineId', BUYBACK_MESSAGES.lineNotOnRequest],
  ])('refuses %j naming %s', (line, field, message) => {
    expect(collectedCounts(declared, [line])).toEqual({ issues: [{ field, message }] });
  });

  it('refuses a line counted twice', () => {
    const line = { drumLineId: 8, full: 2, minorDamage: 0, scrap: 0 };
    expect(collectedCounts(declared, [line, line])).toEqual({
      issues: [{ field: 'lines.1.drumLineId', message: BUYBACK_MESSAGES.lineTwice }],
    });
  });
});

describe('statements', () => {
  it('take a collection into the UTC calendar month it was collected in', () => {
    expect(statementMonth(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(statementMonth(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
    expect(parseStatementMonth('2026-11')).toBe('2026-11');
    for (const bad of ['2026-13', '2026-1', '26-11', '2026-11-01', '1999-12', ''])
      expect(parseStatementMonth(bad)).toBeNull();
  });

  it('take a rolled-back credit off a draft, and adjust the next statement once approved or paid', () => {
    expect(rollbackSettlement('draft')).toBe('removeLine');
    expect(rollbackSettlement('approved')).toBe('adjustNext');
    expect(rollbackSettlement('paid')).toBe('adjustNext');
  });

  it('are approved once, with lines, and paid only once approved', () => {
    expect(approveRefusal({ status: 'draft', lineCount: 1 })).toBeNull();
    expect(approveRefusal({ status: 'draft', lineCount: 0 })).toEqual({
      code: 'CONFLICT',
      message: BUYBACK_MESSAGES.approveEmpty,
    });
    expect(approveRefusal({ status: 'approved', lineCount: 3 })?.message).toBe(BUYBACK_MESSAGES.approveTwice);
    expect(approveRefusal({ status: 'paid', lineCount: 3 })?.code).toBe('CONFLICT');
    expect(payRefusal({ status: 'approved' })).toBeNull();
    expect(payRefusal({ status: 'draft' })?.message).toBe(BUYBACK_MESSAGES.payUnapproved);
    expect(payRefusal({ status: 'paid' })?.code).toBe('CONFLICT');
  });
});

describe('figures', () => {
  it('shows money with the currency sign and two decimals', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(-1525)).toBe('-$15.25');
    expect(formatMoney(500, 'EUR')).toBe('€5.00');
    expect(isCurrencyCode('SEK')).toBe(true);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode('ZZ1')).toBe(false);
  });

  it('counts reused material from full and minor-damage drums only, and takes a median', () => {
    expect(reusedKilograms({ full: 2, minorDamage: 1 }, 50.5)).toBe(151.5);
    expect(reusedKilograms({ full: 2, minorDamage: 1 }, null)).toBe(0);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
