import { defaultBuybackPrice80 } from '../../../../domain/drumSpecs';
import { type FieldIssue, validate } from '../../../../domain/validation/common';
import { DrumSpecSchema } from '../../../../domain/validation/masterData';

/** The drum spec's editable fields as form text, and the conversion to the full input the server wants. */
export type SpecValues = {
  name: string;
  articleNumber: string;
  drumTypeId: string;
  weight: string;
  flangeDiameter: string;
  widthBetweenFlanges: string;
  transportVolume: string;
  buybackPrice: string;
  buybackPrice80: string;
  scrapHandlingFee: string;
  /** The tracked drums' terms (docs/tracked-drums.md); empty: no rent, never charged in full. */
  rentFreeDays: string;
  monthlyRentPercent: string;
  forfeitAfterDays: string;
  drumInfo: string;
  availableFor: string;
};

type SpecLike = {
  name: string;
  articleNumber?: string | null;
  /** Global ID of the drum type. */
  drumTypeId: string;
  weight?: number | null;
  flangeDiameter?: number | null;
  widthBetweenFlanges?: number | null;
  transportVolume?: number | null;
  buybackPrice?: number | null;
  buybackPrice80?: number | null;
  scrapHandlingFee?: number | null;
  rentFreeDays?: number | null;
  monthlyRentPercent?: number | null;
  forfeitAfterDays?: number | null;
  drumInfo?: string | null;
  availableFor: string;
};

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const number = (value: string) => (value.trim() === '' ? null : Number(value));

export function specValues(spec?: SpecLike, firstTypeId?: string): SpecValues {
  return {
    name: spec?.name ?? '',
    articleNumber: spec?.articleNumber ?? '',
    drumTypeId: spec ? spec.drumTypeId : (firstTypeId ?? ''),
    weight: text(spec?.weight),
    flangeDiameter: text(spec?.flangeDiameter),
    widthBetweenFlanges: text(spec?.widthBetweenFlanges),
    transportVolume: text(spec?.transportVolume),
    buybackPrice: text(spec?.buybackPrice),
    buybackPrice80: text(spec?.buybackPrice80),
    scrapHandlingFee: text(spec?.scrapHandlingFee),
    rentFreeDays: text(spec?.rentFreeDays),
    monthlyRentPercent: text(spec?.monthlyRentPercent),
    forfeitAfterDays: text(spec?.forfeitAfterDays),
    drumInfo: spec?.drumInfo ?? '',
    availableFor: spec?.availableFor ?? 'returner',
  };
}

/** docs/specification.md section 7: the inline edit sends the full spec, articleNumber null when empty. */
export function specInput(values: SpecValues) {
  return {
    name: values.name,
    articleNumber: values.articleNumber.trim() === '' ? null : values.articleNumber.trim(),
    drumTypeId: values.drumTypeId === '' ? null : values.drumTypeId,
    weight: number(values.weight),
    flangeDiameter: number(values.flangeDiameter),
    widthBetweenFlanges: number(values.widthBetweenFlanges),
    transportVolume: number(values.transportVolume),
    buybackPrice: number(values.buybackPrice),
    buybackPrice80: number(values.buybackPrice80),
    scrapHandlingFee: number(values.scrapHandlingFee),
    rentFreeDays: number(values.rentFreeDays),
    monthlyRentPercent: number(values.monthlyRentPercent),
    forfeitAfterDays: number(values.forfeitAfterDays),
    drumInfo: values.drumInfo.trim() === '' ? null : values.drumInfo,
    availableFor: values.availableFor,
  };
}

/** docs/specification.md section 9: buyback 80% defaults to 80% of the 100% price, in cents as the server counts it. */
export function eightyPercent(price: string): string {
  const value = Number(price);
  if (price.trim() === '' || !Number.isFinite(value)) return '';
  return String(defaultBuybackPrice80(value));
}

/**
 * A change of the 100% price carries the 80% price along while the 80% price still is the
 * default (empty or 80% of the old price); a price typed by hand stays.
 */
export function withBuybackPrice(values: SpecValues, buybackPrice: string): SpecValues {
  const followsDefault = values.buybackPrice80 === '' || values.buybackPrice80 === eightyPercent(values.buybackPrice);
  return {
    ...values,
    buybackPrice,
    buybackPrice80: followsDefault ? eightyPercent(buybackPrice) : values.buybackPrice80,
  };
}

/**
 * Every issue of the form at once, with the server's words (domain/validation/masterData.ts).
 * The drum type is a global id here: only its presence is checked, the server checks the rest.
 */
export function specIssues(values: SpecValues): FieldIssue[] {
  const result = validate(DrumSpecSchema, { ...specInput(values), drumTypeId: values.drumTypeId === '' ? null : 1 });
  return result.ok ? [] : result.issues;
}
