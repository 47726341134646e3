import { describe, expect, it } from 'vitest';
import {
  approveRefusal,
  asDeclared,
  canRaise,
  creditedCounts,
  extraDrumsOf,
  extrasToReview,
  foundFewer,
  foundMore,
  initialExtrasReview,
  lineTally,
  setConditionCount,
  waitsForApproval,
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

describe('the collection dialog’s counting rule', () => {
  it('moves a drum from Full on "+": three declared, one damaged, still three found', () => {
    const after = setConditionCount(3, asDeclared(3), 'minorDamage', 1);
    expect(after).toEqual(counts(2, 1));
    expect(lineTally(3, after)).toEqual({ declared: 3, found: 3, missing: 0, extra: 0 });
    expect(lineCreditCents(after, prices)).toBe(2 * 12050 + 9000);
  });

  it('moves drums to scrap and missing the same way, and back to Full on "-"', () => {
    const scrapped = setConditionCount(3, asDeclared(3), 'scrap', 1);
    const lost = setConditionCount(3, scrapped, 'missing', 1);
    expect(lost).toEqual(counts(1, 0, 1, 1));
    expect(lineTally(3, lost)).toEqual({ declared: 3, found: 2, missing: 1, extra: 0 });
    expect(setConditionCount(3, lost, 'missing', 0)).toEqual(counts(2, 0, 1, 0));
    expect(setConditionCount(3, lost, 'scrap', 0)).toEqual(counts(2, 0, 0, 1));
  });

  it('never takes more than Full holds, and "+" does nothing once Full is empty', () => {
    expect(setConditionCount(3, asDeclared(3), 'minorDamage', 7)).toEqual(counts(0, 3));
    expect(canRaise(3, counts(0, 3), 'scrap')).toBe(false);
    expect(setConditionCount(3, counts(0, 3), 'scrap', 1)).toEqual(counts(0, 3));
    expect(setConditionCount(3, asDeclared(3), 'minorDamage', -4)).toEqual(asDeclared(3));
  });

  it('adds drums beyond the declaration only through Found more, a missing one first', () => {
    expect(foundMore(3, counts(2, 0, 0, 1))).toEqual(counts(3));
    const more = foundMore(3, asDeclared(3));
    expect(more).toEqual(counts(4));
    expect(lineTally(3, more)).toEqual({ declared: 3, found: 4, missing: 0, extra: 1 });
    // With a drum extra, none can go missing; it can go again through Found more.
    expect(canRaise(3, more, 'missing')).toBe(false);
    expect(foundFewer(3, more)).toEqual(asDeclared(3));
    expect(foundFewer(3, asDeclared(3))).toEqual(asDeclared(3));
  });
});

describe('drums beyond the declared quantity', () => {
  const line = (full: number, minorDamage: number, scrap: number, declaredQuantity: number) => ({
    ...counts(full, minorDamage, scrap, Math.max(0, declaredQuantity - full - minorDamage - scrap)),
    declaredQuantity,
  });

  it('credits the declared drums only until an admin accepts the extras, the best of those found', () => {
    expect(extraDrumsOf([line(3, 1, 0, 3), line(1, 0, 0, 2), line(10_000, 0, 0, 2)])).toBe(1 + 9_998);
    expect(creditedCounts(line(3, 0, 1, 3), 'pending')).toEqual(counts(3));
    expect(creditedCounts(line(2, 2, 0, 3), 'refused')).toEqual(counts(2, 1));
    expect(creditedCounts(line(10_000, 0, 0, 2), 'pending')).toEqual(counts(2));
    expect(creditedCounts(line(3, 0, 1, 3), 'accepted')).toEqual(counts(3, 0, 1));
    expect(creditedCounts(line(1, 1, 0, 3), null)).toEqual(counts(1, 1, 0, 1));
  });

  it('waits for review only while pending', () => {
    expect(initialExtrasReview(0)).toBeNull();
    expect(extrasToReview({ extraDrums: 4, extrasReview: initialExtrasReview(4) })).toBe(4);
    expect(extrasToReview({ extraDrums: 4, extrasReview: 'accepted' })).toBe(0);
    expect(extrasToReview({ extraDrums: 4, extrasReview: 'refused' })).toBe(0);
  });

  it('refuses to approve a statement while extras wait, naming the requests', () => {
    expect(approveRefusal({ status: 'draft', lineCount: 2, extrasWaitingOn: ['PR-000012', 'PR-000015'] })).toEqual({
      code: 'CONFLICT',
      message: 'Drums beyond the declared quantity wait for review on PR-000012, PR-000015',
    });
    expect(approveRefusal({ status: 'draft', lineCount: 2, extrasWaitingOn: [] })).toBeNull();
  });

  it('counts a statement as waiting for approval once its month has ended, with lines', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    expect(waitsForApproval({ status: 'draft', month: '2026-11', lineCount: 1 }, now)).toBe(true);
    expect(waitsForApproval({ status: 'draft', month: '2026-12', lineCount: 1 }, now)).toBe(false);
    expect(waitsForApproval({ status: 'draft', month: '2026-11', lineCount: 0 }, now)).toBe(false);
    expect(waitsForApproval({ status: 'approved', month: '2026-11', lineCount: 1 }, now)).toBe(false);
  });
});
