// Buyback settlement: what a collected drum earns by its condition, the credit of a
// collection, the monthly statement of a returner company and what may happen to it. Money is
// integer cents everywhere; the specs' prices (dollars with 2 decimals) become cents once, here.
import { en } from '../domain/i18n/en';
import { sayInEnglish } from './i18n/say';
import { defaultBuyback80Cents } from './drumSpecs';
import type { Refusal } from './errors';
import type { FieldIssue } from './validation/common';

/** The conditions a collected drum is found in; `missing` counts declared drums not found. */
type DrumCondition = 'full' | 'minorDamage' | 'scrap' | 'missing';
export type ConditionCounts = Record<DrumCondition, number>;

/** The highest count of one condition on one line (hostile input: huge numbers). */
export const MAX_CONDITION_COUNT = 10_000;
export const COLLECTOR_NAME_MAX = 254;
export const PAYMENT_REFERENCE_MAX = 254;
/** Photos of damage one collection may carry. */
export const MAX_COLLECTION_PHOTOS = 6;

/** A drum spec's prices in cents, as copied onto a collected line (later edits change no credit). */
export type LinePrices = { buybackCents: number; buyback80Cents: number; scrapFeeCents: number };

export const BUYBACK_STATEMENT_STATUSES = ['draft', 'approved', 'paid'] as const;
/** A statement line: a collection's credit or its adjustment, or a tracked drum's rent, forfeit or forfeit reversal. */
export const BUYBACK_LINE_KINDS = ['credit', 'adjustment', 'rent', 'forfeit', 'forfeit_reversal'] as const;
export type BuybackLineKind = (typeof BUYBACK_LINE_KINDS)[number];
export type BuybackStatementStatus = (typeof BUYBACK_STATEMENT_STATUSES)[number];

export const BUYBACK_MESSAGES = en.errors.buyback;

/** The refusal of approving a statement whose requests hold drums beyond the declared quantity not yet reviewed. */
export const extrasWaitMessage = (referenceNumbers: readonly string[]) =>
  sayInEnglish('errors.buyback.extrasWait', { references: referenceNumbers.join(', ') });

/** Dollars (the specs' numeric prices) to whole cents; no price is nothing earned or charged. */
export function toCents(amount: number | null | undefined): number {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return 0;
  return Math.round(amount * 100);
}

/** A spec's prices in cents; the 80% price falls back to 80% of the full price (docs/specification.md section 3). */
export function pricesOf(spec: {
  buybackPrice: number | null;
  buybackPrice80: number | null;
  scrapHandlingFee: number | null;
}): LinePrices {
  const buybackCents = toCents(spec.buybackPrice);
  return {
    buybackCents,
    buyback80Cents: spec.buybackPrice80 === null ? defaultBuyback80Cents(buybackCents) : toCents(spec.buybackPrice80),
    scrapFeeCents: toCents(spec.scrapHandlingFee),
  };
}

/** What a request's drums are worth at full buyback, in cents: each line's price in cents times its drums. */
export function fullBuybackCents(lines: readonly { buybackPrice: number | null; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + toCents(line.buybackPrice) * line.quantity, 0);
}

/** full x buybackPrice + minorDamage x buybackPrice80 - scrap x scrapHandlingFee; missing earns nothing. */
export function lineCreditCents(counts: ConditionCounts, prices: LinePrices): number {
  return (
    counts.full * prices.buybackCents + counts.minorDamage * prices.buyback80Cents - counts.scrap * prices.scrapFeeCents
  );
}

/** The drums found on a line, whatever their condition. */
const foundCount = (counts: ConditionCounts) => counts.full + counts.minorDamage + counts.scrap;

/** A line as declared, every drum found full: what a pickup that matches records with one tap. */
export const asDeclared = (declaredQuantity: number): ConditionCounts => ({
  full: declaredQuantity,
  minorDamage: 0,
  scrap: 0,
  missing: 0,
});

/** Declared drums not found; drums beyond the declared quantity are counted, never negative missing. */
const missingOf = (declaredQuantity: number, found: number) => Math.max(0, declaredQuantity - found);

/** How a collected line differs from its declaration (both zero when it matches). */
export function differenceFromDeclared(declaredQuantity: number, counts: ConditionCounts) {
  const found = foundCount(counts);
  return { missing: missingOf(declaredQuantity, found), extra: Math.max(0, found - declaredQuantity) };
}

/**
 * The collection dialog's counting rule: the declared drums stay declared while the collector
 * moves them between conditions. Raising minor damage, scrap or missing takes a drum from Full
 * (only while Full has one); lowering one puts it back on Full. Drums beyond the declared
 * quantity come only through `foundMore`.
 */
export type MovableCondition = Exclude<DrumCondition, 'full'>;

/** Declared, found, missing and extra drums of a line, as the dialog's summary shows them. */
export function lineTally(declaredQuantity: number, counts: ConditionCounts) {
  return { declared: declaredQuantity, found: foundCount(counts), ...differenceFromDeclared(declaredQuantity, counts) };
}

/** Whether "+" on a condition can move a drum there: Full has one (and, for missing, no drum is extra). */
export function canRaise(declaredQuantity: number, counts: ConditionCounts, condition: MovableCondition): boolean {
  if (counts.full <= 0) return false;
  return condition !== 'missing' || foundCount(counts) <= declaredQuantity;
}

/** A condition's count set to `value`: the difference moves from or to Full, never past what Full holds. */
export function setConditionCount(
  declaredQuantity: number,
  counts: ConditionCounts,
  condition: MovableCondition,
  value: number,
): ConditionCounts {
  const wanted = Math.max(0, Math.min(MAX_CONDITION_COUNT, Math.trunc(value) || 0));
  if (wanted > counts[condition] && !canRaise(declaredQuantity, counts, condition)) return counts;
  const moved = Math.max(-counts[condition], Math.min(counts.full, wanted - counts[condition]));
  const next = { ...counts, full: counts.full - moved, [condition]: counts[condition] + moved };
  return { ...next, missing: missingOf(declaredQuantity, foundCount(next)) };
}

/** One drum more found, full: a missing one turned up, or else one beyond the declared quantity. */
export function foundMore(declaredQuantity: number, counts: ConditionCounts): ConditionCounts {
  if (counts.full >= MAX_CONDITION_COUNT) return counts;
  const next = { ...counts, full: counts.full + 1 };
  return { ...next, missing: missingOf(declaredQuantity, foundCount(next)) };
}

/** One drum fewer beyond the declared quantity (a full one); unchanged when none is extra or full. */
export function foundFewer(declaredQuantity: number, counts: ConditionCounts): ConditionCounts {
  if (foundCount(counts) <= declaredQuantity || counts.full <= 0) return counts;
  return { ...counts, full: counts.full - 1 };
}

/** How an admin decided on drums found beyond the declared quantity; null on a collection without any. */
export const EXTRAS_REVIEWS = ['pending', 'accepted', 'refused'] as const;
export type ExtrasReview = (typeof EXTRAS_REVIEWS)[number];

/** The drums of a collection beyond the declared quantities, line by line. */
export const extraDrumsOf = (lines: readonly (ConditionCounts & { declaredQuantity: number })[]) =>
  lines.reduce((sum, line) => sum + differenceFromDeclared(line.declaredQuantity, line).extra, 0);

/** The review a new collection starts with: pending when it holds extras. */
export const initialExtrasReview = (extraDrums: number): ExtrasReview | null => (extraDrums > 0 ? 'pending' : null);

/** Drums beyond the declared quantity an admin has still to accept or refuse. */
export const extrasToReview = (collection: { extraDrums: number; extrasReview: ExtrasReview | null }) =>
  collection.extrasReview === 'pending' ? collection.extraDrums : 0;

/**
 * The counts a line is credited with: as found once its extras are accepted (or it has none);
 * else the declared drums only, taken as the best of those found (the extras come off scrap,
 * then minor damage, then full), so an unreviewed count never earns more than the declaration.
 */
export function creditedCounts(
  line: ConditionCounts & { declaredQuantity: number },
  review: ExtrasReview | null,
): ConditionCounts {
  const counts = { full: line.full, minorDamage: line.minorDamage, scrap: line.scrap, missing: line.missing };
  let extra = differenceFromDeclared(line.declaredQuantity, counts).extra;
  if (review === 'accepted' || extra === 0) return counts;
  for (const condition of ['scrap', 'minorDamage', 'full'] as const) {
    const off = Math.min(extra, counts[condition]);
    counts[condition] -= off;
    extra -= off;
  }
  return counts;
}

/** A collected line's credit as it counts under the collection's review. */
export const creditedLineCents = (
  line: ConditionCounts & LinePrices & { declaredQuantity: number },
  review: ExtrasReview | null,
) => lineCreditCents(creditedCounts(line, review), line);

/** The credit of a whole collection: the sum of its lines. */
export const collectionCreditCents = (lines: readonly { creditCents: number }[]) =>
  lines.reduce((sum, line) => sum + line.creditCents, 0);

/** A line of the collector's input: counts given, `missing` optional (it follows from the rest). */
export type CollectedLineInput = {
  drumLineId: number;
  full: number;
  minorDamage: number;
  scrap: number;
  missing?: number | null;
};

/**
 * The counts of every declared line, from the collector's input: lines not given are as declared
 * (full); the given ones must be on this request, once each, with whole counts 0-10,000, and a
 * `missing` (when given) equal to the declared drums not found. Issues name `lines.<i>.<field>`.
 */
export function collectedCounts(
  declared: readonly { id: number; quantity: number }[],
  input: readonly CollectedLineInput[] | null | undefined,
): { counts: Map<number, ConditionCounts> } | { issues: FieldIssue[] } {
  const counts = new Map(declared.map((line) => [line.id, asDeclared(line.quantity)]));
  const quantities = new Map(declared.map((line) => [line.id, line.quantity]));
  const issues: FieldIssue[] = [];
  const seen = new Set<number>();
  (input ?? []).forEach((line, index) => {
    const at = (field: string) => `lines.${index}.${field}`;
    const quantity = quantities.get(line.drumLineId);
    if (quantity === undefined)
      return issues.push({ field: at('drumLineId'), message: BUYBACK_MESSAGES.lineNotOnRequest });
    if (seen.has(line.drumLineId)) return issues.push({ field: at('drumLineId'), message: BUYBACK_MESSAGES.lineTwice });
    seen.add(line.drumLineId);
    const bad = (['full', 'minorDamage', 'scrap', 'missing'] as const).find((key) => {
      const value = line[key];
      if (key === 'missing' && (value === undefined || value === null)) return false;
      return !isCount(value);
    });
    if (bad) return issues.push({ field: at(bad), message: BUYBACK_MESSAGES.countInteger });
    const missing = missingOf(quantity, line.full + line.minorDamage + line.scrap);
    if (line.missing !== undefined && line.missing !== null && line.missing !== missing)
      return issues.push({ field: at('missing'), message: BUYBACK_MESSAGES.missingMismatch });
    counts.set(line.drumLineId, { full: line.full, minorDamage: line.minorDamage, scrap: line.scrap, missing });
  });
  return issues.length ? { issues } : { counts };
}

/**
 * A line's counts when the collector named its drums by number (docs/tracked-drums.md) and gave no
 * counts: the numbered drums in their conditions, the rest of the declared drums found full.
 */
export function countsWithNumbers(
  declaredQuantity: number,
  numbered: ConditionCounts | undefined,
): CollectedLineInput & { missing: number } {
  const named = numbered ?? { full: 0, minorDamage: 0, scrap: 0, missing: 0 };
  const rest = Math.max(0, declaredQuantity - (named.full + named.minorDamage + named.scrap + named.missing));
  const full = named.full + rest;
  return {
    drumLineId: 0,
    full,
    minorDamage: named.minorDamage,
    scrap: named.scrap,
    missing: missingOf(declaredQuantity, full + named.minorDamage + named.scrap),
  };
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_CONDITION_COUNT;

/** The calendar month a collection belongs to, 'YYYY-MM' in UTC (the server's one clock). */
export function statementMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}

/** 'YYYY-MM' between 2000-01 and 9999-12, else null. */
export function parseStatementMonth(text: string): string | null {
  return /^(\d{4})-(0[1-9]|1[0-2])$/.test(text) && text >= '2000-01' ? text : null;
}

/** The first instant of a month and of the next one, for range filters. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year, index] = month.split('-').map(Number);
  return { from: new Date(Date.UTC(year, index - 1, 1)), to: new Date(Date.UTC(year, index, 1)) };
}

/** Every month from `from` to `to` ('YYYY-MM', both included). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to;) {
    months.push(month);
    const [year, index] = month.split('-').map(Number);
    month = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
  }
  return months;
}

/**
 * Where a rolled-back collection's credit goes: off its own statement while that is a draft,
 * else (approved or paid: it never changes) a negative adjustment on the company's next draft.
 */
export function rollbackSettlement(statementStatus: BuybackStatementStatus): 'removeLine' | 'adjustNext' {
  return statementStatus === 'draft' ? 'removeLine' : 'adjustNext';
}

/** A statement's total is always the sum of its lines. */
export const statementTotalCents = (lines: readonly { amountCents: number }[]) =>
  lines.reduce((sum, line) => sum + line.amountCents, 0);

/**
 * Approve: a draft with at least one line and no request on it whose drums beyond the declared
 * quantity wait for review (`extrasWaitingOn`: their reference numbers); else 409 and nothing changes.
 */
export function approveRefusal(statement: {
  status: BuybackStatementStatus;
  lineCount: number;
  extrasWaitingOn?: readonly string[];
}): Refusal | null {
  if (statement.status !== 'draft') return { code: 'CONFLICT', message: BUYBACK_MESSAGES.approveTwice };
  if (statement.lineCount === 0) return { code: 'CONFLICT', message: BUYBACK_MESSAGES.approveEmpty };
  if (statement.extrasWaitingOn?.length)
    return { code: 'CONFLICT', message: extrasWaitMessage(statement.extrasWaitingOn) };
  return null;
}

/**
 * A statement waiting for the admin's approval (the admin's "Statements to approve"): a draft
 * with lines whose month has ended. One blocked by extras to review waits too.
 */
export const waitsForApproval = (
  statement: { status: BuybackStatementStatus; month: string; lineCount: number },
  now: Date,
) => statement.status === 'draft' && statement.lineCount > 0 && statement.month < statementMonth(now);

/** Mark paid: an approved statement only; else 409 and nothing changes. */
export function payRefusal(statement: { status: BuybackStatementStatus }): Refusal | null {
  return statement.status === 'approved' ? null : { code: 'CONFLICT', message: BUYBACK_MESSAGES.payUnapproved };
}

/** The payment reference as stored (trimmed), or the field's issue. */
export function paymentReferenceIssue(reference: string): string | null {
  const trimmed = reference.trim();
  if (!trimmed) return BUYBACK_MESSAGES.paymentReferenceRequired;
  if (trimmed.length > PAYMENT_REFERENCE_MAX) return BUYBACK_MESSAGES.paymentReferenceTooLong;
  return null;
}

/** Money as the spec shows it (a currency sign, 2 decimals), in the configured currency (CURRENCY). */
export function formatMoney(cents: number, currency = 'USD', locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }).format(cents / 100);
}

/** A currency code Intl knows (CURRENCY's check at start). */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
}

/** Material returned to reuse: the weight of drums found full or with minor damage (kg). */
export function reusedKilograms(
  counts: Pick<ConditionCounts, 'full' | 'minorDamage'>,
  weightKg: number | null,
): number {
  return weightKg === null ? 0 : (counts.full + counts.minorDamage) * weightKg;
}

/** The median of some numbers (null for none): days from submission to collection. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The longest report range, in months (a report's figures are one row per month). */
export const MAX_REPORT_MONTHS = 60;

/** The report's months: both given and in order, at most MAX_REPORT_MONTHS; else the field's issue. */
export function reportRangeIssue(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (!parseStatementMonth(from)) return { field: 'from', message: BUYBACK_MESSAGES.monthInvalid };
  if (!parseStatementMonth(to)) return { field: 'to', message: BUYBACK_MESSAGES.monthInvalid };
  if (from > to) return { field: 'to', message: BUYBACK_MESSAGES.monthsOutOfOrder };
  const [fromYear, fromMonth] = from.split('-').map(Number);
  const [toYear, toMonth] = to.split('-').map(Number);
  if ((toYear - fromYear) * 12 + toMonth - fromMonth + 1 > MAX_REPORT_MONTHS)
    return { field: 'to', message: sayInEnglish('errors.buyback.reportTooLong', { max: String(MAX_REPORT_MONTHS) }) };
  return null;
}

/** The last twelve months up to `now`'s, the reports' default range. */
export function lastTwelveMonths(now: Date): { from: string; to: string } {
  const to = statementMonth(now);
  const from = statementMonth(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)));
  return { from, to };
}
