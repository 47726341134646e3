// Tracked drums (docs/tracked-drums.md): a drum's own number, a delivery of drums to a returner's
// site, and the numbers on a booking or a collection. Shared by the server (GraphQL, REST, the
// delivery workbook) and the screens, so both answer with the same words.
import { z } from 'zod';
import { en } from '../i18n/en';
import { sayInEnglish } from '../i18n/say';
import { MAX_STORED_INT, optionalText, requiredText } from './common';
import { hasForbiddenCharacter } from './text';

export const TRACKED_DRUM_MESSAGES = en.errors.trackedDrums;
const say = (key: keyof typeof TRACKED_DRUM_MESSAGES, values: Record<string, string>) =>
  sayInEnglish(`errors.trackedDrums.${key}`, values);
export const trackedDrumMessage = say;

const DRUM_NUMBER_MAX = 40;
const MAX_DRUMS_PER_DELIVERY = 10_000;
const DELIVERY_NOTE_MAX = 100;
const EARLIEST_DELIVERY = new Date('2000-01-01T00:00:00Z');
/** A phone's or a server's clock a little ahead is no delivery in the future. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** Letters (any alphabet), digits, `-` and `/`; spaces may separate groups as printed and do not count. */
const NUMBER_CHARACTERS = /^[\p{L}\p{N}\-/]+$/u;

/** A number as it is compared: without case or spaces ("fb 123" is "FB123"). */
export const drumNumberKey = (number: string) => number.replace(/\s+/g, '').toUpperCase();

/** A number as it is stored and shown: trimmed, each run of spaces one space, upper case. */
const drumNumberShown = (number: string) => number.trim().replace(/\s+/g, ' ').toUpperCase();

/** The refusal of a typed or scanned number, or null when it is a drum number. */
function drumNumberIssue(number: unknown): string | null {
  if (typeof number !== 'string' || drumNumberKey(number) === '') return TRACKED_DRUM_MESSAGES.numberRequired;
  const key = drumNumberKey(number);
  if (key.length > DRUM_NUMBER_MAX || !NUMBER_CHARACTERS.test(key) || hasForbiddenCharacter(number))
    return TRACKED_DRUM_MESSAGES.numberInvalid;
  return null;
}

/** A drum number: checked, then as stored. */
export const DrumNumberSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    const issue = drumNumberIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  })
  .transform((value) => drumNumberShown(value as string));

const positiveId = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(MAX_STORED_INT, message),
  );

const coordinate = (limit: number, message: string) =>
  z.preprocess(
    (value) =>
      value === '' || value === undefined
        ? null
        : typeof value === 'string' && value.trim() !== ''
          ? Number(value)
          : value,
    z.number({ error: message }).min(-limit, message).max(limit, message).nullable(),
  );

/** A moment from 2000 on, not in the future: a delivery's date, typed or given as ISO text. */
const deliveryDate = (now: () => Date = () => new Date()) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? new Date(value) : value),
    z
      .date({ error: TRACKED_DRUM_MESSAGES.deliveredAtRequired })
      .refine((date) => !Number.isNaN(date.getTime()), TRACKED_DRUM_MESSAGES.deliveredAtRequired)
      .refine(
        (date) => date >= EARLIEST_DELIVERY && date.getTime() <= now().getTime() + CLOCK_SKEW_MS,
        TRACKED_DRUM_MESSAGES.deliveredAtRange,
      ),
  );

const DeliveredDrumSchema = z.object(
  { number: DrumNumberSchema, drumSpecId: positiveId(TRACKED_DRUM_MESSAGES.specRequired) },
  { error: TRACKED_DRUM_MESSAGES.drumsRequired },
);

/** A delivery as an admin or an integration records it; the same number twice is named. */
export const DrumDeliverySchema = z
  .object({
    returnerCompanyId: positiveId(TRACKED_DRUM_MESSAGES.companyRequired),
    deliveryNote: optionalText(DELIVERY_NOTE_MAX),
    deliveredAt: deliveryDate(),
    address: requiredText(TRACKED_DRUM_MESSAGES.addressRequired, 500),
    latitude: coordinate(90, en.errors.pickup.latitudeRange),
    longitude: coordinate(180, en.errors.pickup.longitudeRange),
    drums: z
      .array(DeliveredDrumSchema, { error: TRACKED_DRUM_MESSAGES.drumsRequired })
      .min(1, TRACKED_DRUM_MESSAGES.drumsRequired)
      .max(MAX_DRUMS_PER_DELIVERY, TRACKED_DRUM_MESSAGES.tooManyDrums),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.drums.forEach((drum, index) => {
      const key = drumNumberKey(drum.number);
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['drums', index, 'number'],
          message: say('duplicateNumber', { number: drum.number }),
        });
      seen.add(key);
    });
  })
  .transform((value) =>
    value.latitude === null || value.longitude === null ? { ...value, latitude: null, longitude: null } : value,
  );
export type DrumDelivery = z.output<typeof DrumDeliverySchema>;

/** The conditions a collector records per drum number (GraphQL's enum values). */
export const DRUM_CONDITIONS = ['FULL', 'MINOR_DAMAGE', 'SCRAP', 'MISSING'] as const;
export type DrumCondition = (typeof DRUM_CONDITIONS)[number];

const CollectedDrumSchema = z.object({
  number: DrumNumberSchema,
  condition: z.enum(DRUM_CONDITIONS, { error: TRACKED_DRUM_MESSAGES.conditionInvalid }),
});
export const CollectedDrumsSchema = z
  .array(CollectedDrumSchema)
  .max(MAX_DRUMS_PER_DELIVERY, TRACKED_DRUM_MESSAGES.tooManyDrums)
  .superRefine((drums, ctx) => {
    const seen = new Set<string>();
    drums.forEach((drum, index) => {
      const key = drumNumberKey(drum.number);
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'number'],
          message: say('duplicateNumber', { number: drum.number }),
        });
      seen.add(key);
    });
  });
export type CollectedDrum = z.output<typeof CollectedDrumSchema>;
