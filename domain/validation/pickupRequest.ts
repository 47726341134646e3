// The pickup request form of docs/specification.md section 5 ("Pickup request") and the limits of section 9,
// shared by the server (GraphQL and REST) and the web form so both answer with the same words.
import { en } from '../i18n/en';
import { z } from 'zod';
import { sayInEnglish } from '../i18n/say';
import { optionalText } from './common';
import { DrumNumberSchema, drumNumberKey, TRACKED_DRUM_MESSAGES, trackedDrumMessage } from './trackedDrums';

/** The rules' messages: the English catalogue's (errors.pickup), which other languages translate. */
export const PICKUP_MESSAGES = en.errors.pickup;

export const MAX_IMAGES_PER_REQUEST = 6;
const MIN_IMAGES_PER_REQUEST = 1;
/** 10MB per image (docs/specification.md section 9), counted in binary megabytes. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const ALLOWED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const MAX_COMMENT_LENGTH = 500;
const MAX_QUANTITY = 100_000;

/** "You can upload a maximum of 6 images total. You currently have N image(s)." */
const tooManyImagesFor = (current: number) =>
  sayInEnglish('errors.pickup.tooManyImagesFor', { max: String(MAX_IMAGES_PER_REQUEST), current: String(current) });

/**
 * A coordinate typed by hand: a finite number in range, or numeric text; anything else is
 * ignored (null), as docs/specification.md section 2 says for the manual latitude/longitude inputs.
 */
const NUMERIC_TEXT = /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/;

/** A number, or text that reads as one: what the coordinate rules take as meant to be a number. */
export const isNumberLike = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && NUMERIC_TEXT.test(value));

export function toCoordinate(value: unknown, limit: 90 | 180): number | null {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && NUMERIC_TEXT.test(value)) number = Number(value);
  else return null;
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/**
 * Non-numeric text is ignored (docs/specification.md section 2), but a number past the poles or the date line
 * is a mistake the caller hears about: 1e308 is not silently stored as "no coordinates".
 */
const coordinate = (limit: 90 | 180, message: string) =>
  z
    .unknown()
    .optional()
    .superRefine((value, ctx) => {
      if (isNumberLike(value) && !(Math.abs(Number(value)) <= limit)) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => toCoordinate(value, limit));

/** Booleans arrive as JSON booleans (GraphQL, PATCH) or as text in multipart forms. */
export function toFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return ['true', '1', 'on', 'yes'].includes(value.trim().toLowerCase());
  return false;
}

/** Quantity: a whole number written with digits only; text digits are accepted (multipart forms). */
const quantity = z
  .unknown()
  .optional()
  .transform((value) => {
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
    return Number.NaN;
  })
  .pipe(
    z
      .number({ error: PICKUP_MESSAGES.quantityInvalid })
      .int(PICKUP_MESSAGES.quantityInvalid)
      .min(1, PICKUP_MESSAGES.quantityMin)
      .max(MAX_QUANTITY, PICKUP_MESSAGES.quantityInvalid),
  );

const drumSpecId = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value))
  .pipe(
    z
      .number({ error: PICKUP_MESSAGES.drumTypeRequired })
      .int(PICKUP_MESSAGES.drumTypeRequired)
      .positive(PICKUP_MESSAGES.drumTypeRequired),
  );

/** The numbers of tracked drums on a line (docs/tracked-drums.md): at most one per drum of the line. */
const drumNumbers = z
  .array(DrumNumberSchema, { error: TRACKED_DRUM_MESSAGES.numberInvalid })
  .max(MAX_QUANTITY, TRACKED_DRUM_MESSAGES.moreNumbersThanDrums)
  .nullish()
  .transform((numbers) => numbers ?? []);

const DrumLineSchema = z
  .object({ drumSpecId, quantity, drumNumbers }, { error: PICKUP_MESSAGES.drumTypeRequired })
  .superRefine((line, ctx) => {
    if (line.drumNumbers.length > line.quantity)
      ctx.addIssue({ code: 'custom', path: ['drumNumbers'], message: TRACKED_DRUM_MESSAGES.moreNumbersThanDrums });
  });
export type DrumLine = z.output<typeof DrumLineSchema>;

const DrumLinesSchema = z
  .array(DrumLineSchema, { error: PICKUP_MESSAGES.noDrums })
  .min(1, PICKUP_MESSAGES.noDrums)
  .max(100, PICKUP_MESSAGES.tooManyLines)
  .superRefine((lines, ctx) => {
    // A number names one drum: on two lines, or twice on one, it is a mistake to name.
    const seen = new Set<string>();
    lines.forEach((line, index) =>
      line.drumNumbers.forEach((number, position) => {
        const key = drumNumberKey(number);
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'drumNumbers', position],
            message: trackedDrumMessage('duplicateNumber', { number }),
          });
        seen.add(key);
      }),
    );
  });

// `.optional()` before the transform: an absent key is read like an empty one (false / null),
// not refused with zod's internal "expected nonoptional".
const flag = z.unknown().optional().transform(toFlag);

/**
 * Everything of a request the returner fills in, images aside (they are counted with
 * `imageCountIssue`). Coordinates come as a pair: when either is unusable both are dropped.
 */
export const PickupRequestDetailsSchema = z
  .object({
    drums: DrumLinesSchema,
    address: z
      .string({ error: PICKUP_MESSAGES.addressRequired })
      .transform((value) => value.trim())
      .pipe(z.string().min(1, PICKUP_MESSAGES.addressRequired).max(500, PICKUP_MESSAGES.addressTooLong)),
    latitude: coordinate(90, PICKUP_MESSAGES.latitudeRange),
    longitude: coordinate(180, PICKUP_MESSAGES.longitudeRange),
    hasLoadingCapability: flag,
    supportsForklift: flag,
    requiresCraneTruck: flag,
    transporterComments: optionalText(MAX_COMMENT_LENGTH, PICKUP_MESSAGES.commentsTooLong),
  })
  .superRefine((value, ctx) => {
    if (!value.hasLoadingCapability && !value.supportsForklift && !value.requiresCraneTruck) {
      ctx.addIssue({ code: 'custom', path: ['siteInformation'], message: PICKUP_MESSAGES.siteInformationRequired });
    }
  })
  .transform((value) =>
    value.latitude === null || value.longitude === null ? { ...value, latitude: null, longitude: null } : value,
  );
export type PickupRequestDetails = z.output<typeof PickupRequestDetailsSchema>;

/**
 * The spec's message when `adding` images to a request that has `existing` would leave it
 * with none or with more than six; null when the count is fine. A new request has none yet.
 */
export function imageCountIssue(existing: number, adding: number, creating = false): string | null {
  const total = existing + adding;
  if (creating && adding > MAX_IMAGES_PER_REQUEST) return PICKUP_MESSAGES.tooManyImages;
  if (total > MAX_IMAGES_PER_REQUEST) return creating ? PICKUP_MESSAGES.tooManyImages : tooManyImagesFor(existing);
  if (total < MIN_IMAGES_PER_REQUEST) return PICKUP_MESSAGES.noImages;
  return null;
}
