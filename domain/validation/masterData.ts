// The admin department's forms of docs/specification.md section 5 (zones, companies, contacts, users, drum
// types and specs), shared by the server, the Excel import and the web forms.
import { en } from '../../domain/i18n/en';
import { z } from 'zod';
import { MAX_TERM_DAYS } from '../drumClock';
import { ROLES } from '../statuses';
import { boundaryCrossesItself, ZONE_CROSSES_ITSELF, ZONE_MAX_POINTS, ZONE_MIN_POINTS } from '../zones';
import {
  MAX_STORED_INT,
  optionalText,
  ORG_NUMBER_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  requiredText,
} from './common';
import { TEXT_LIMITS } from './text';

const ADMIN_MESSAGES = en.errors.admin;

const SPEC_NUMBER_MESSAGES = en.errors.specNumbers;
const TRACKED_DRUM_MESSAGES = en.errors.trackedDrums;

/** Blank or missing becomes null; anything else must be a valid address (lower-cased). */
const optionalEmail = (message: string = ADMIN_MESSAGES.invalidEmail) =>
  optionalText().pipe(
    z
      .string()
      .email(message)
      .transform((value) => value.toLowerCase())
      .nullable(),
  );

/** A whole number >= 1 that fits the database; numeric text (from a sheet or a form) is accepted. */
const positiveInt = (message: string) =>
  z.preprocess(numericText, z.number({ error: message }).int(message).min(1, message).max(MAX_STORED_INT, message));

/** Null/blank stays null (optional); otherwise a number > 0. */
/** Weights, sizes and prices past this are typing errors (and 1e308 * 0.8 would be Infinity). */
const MAX_SPEC_NUMBER = 1_000_000_000;
const SPEC_NUMBER_TOO_LARGE = ADMIN_MESSAGES.numberTooLarge;

/** Null/blank stays null; otherwise a number from `min` to `max` (whole when `whole`). */
const optionalRange = (message: string, max: number, whole: boolean) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : numericText(value)),
    (whole ? z.number({ error: message }).int(message) : z.number({ error: message }))
      .min(0, message)
      .max(max, message)
      .nullable(),
  );

const optionalPositive = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : numericText(value)),
    z.number({ error: message }).gt(0, message).lte(MAX_SPEC_NUMBER, SPEC_NUMBER_TOO_LARGE).nullable(),
  );

function numericText(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value.trim())))
    return Number(value.trim());
  return value;
}

const booleanLike = (fallback: boolean) =>
  z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return fallback;
    if (typeof value === 'string') {
      const text = value.trim().toLowerCase();
      if (['true', 'yes', '1'].includes(text)) return true;
      if (['false', 'no', '0'].includes(text)) return false;
    }
    if (typeof value === 'number') return value !== 0;
    return value;
  }, z.boolean());

// --- Zones -------------------------------------------------------------------------------

const ZonePointSchema = z.object({
  lat: z
    .number({ error: ADMIN_MESSAGES.invalidPoint })
    .min(-90, ADMIN_MESSAGES.invalidPoint)
    .max(90, ADMIN_MESSAGES.invalidPoint),
  lng: z
    .number({ error: ADMIN_MESSAGES.invalidPoint })
    .min(-180, ADMIN_MESSAGES.invalidPoint)
    .max(180, ADMIN_MESSAGES.invalidPoint),
});

/**
 * A zone needs its polygon, 4 to 20 points that do not cross. The spec lets a zone
 * have none ("boundary optional; fewer than 4 drops the boundary"), but a zone without one takes
 * no request and hides work silently (two clicks on the zoom control saved a zone nobody could
 * serve), so missing, empty and short lists are all refused with the spec's message.
 */
export const ZoneSchema = z.object({
  zoneNumber: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 1 : numericText(v)),
    z.number({ error: ADMIN_MESSAGES.zoneNumber }).int(ADMIN_MESSAGES.zoneNumber).min(1, ADMIN_MESSAGES.zoneNumber),
  ),
  name: requiredText(ADMIN_MESSAGES.nameRequired),
  boundary: z
    .array(ZonePointSchema, { error: ADMIN_MESSAGES.zoneTooFewPoints })
    .min(ZONE_MIN_POINTS, ADMIN_MESSAGES.zoneTooFewPoints)
    .max(ZONE_MAX_POINTS, ADMIN_MESSAGES.zoneTooManyPoints)
    .refine((points) => !boundaryCrossesItself(points), ZONE_CROSSES_ITSELF),
});

// --- Companies and contacts -------------------------------------------------------------

/** Six digits, hyphen, four digits, as registration and transport companies take it. */
const organizationNumber = requiredText(ADMIN_MESSAGES.orgNumberRequired).pipe(
  z.string().regex(ORG_NUMBER_PATTERN, ADMIN_MESSAGES.orgNumberFormat),
);

export const ReturnerCompanySchema = z.object({
  name: requiredText(ADMIN_MESSAGES.nameRequired),
  organizationNumber,
  email: optionalEmail(),
  address: optionalText(TEXT_LIMITS.freeText),
  contactPerson: optionalText(),
});

const ServedZoneSchema = z.object({
  zoneId: positiveInt(ADMIN_MESSAGES.zoneRequired),
  minPickupThreshold: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 1 : v),
    positiveInt(ADMIN_MESSAGES.thresholdPositive),
  ),
});

export const TransportCompanySchema = z.object({
  name: requiredText(ADMIN_MESSAGES.companyNameRequired),
  organizationNumber,
  contactPerson: optionalText(),
  email: optionalEmail(),
  phone: optionalText(),
  /** Where its routes start and end; null clears it. */
  depotLatitude: z
    .number(ADMIN_MESSAGES.depotLatitude)
    .min(-90, ADMIN_MESSAGES.depotLatitude)
    .max(90, ADMIN_MESSAGES.depotLatitude)
    .nullish(),
  depotLongitude: z
    .number(ADMIN_MESSAGES.depotLongitude)
    .min(-180, ADMIN_MESSAGES.depotLongitude)
    .max(180, ADMIN_MESSAGES.depotLongitude)
    .nullish(),
  /** The zones served, each with its minimum pickup threshold in drums; absent = unchanged. */
  servedZones: z
    .array(ServedZoneSchema)
    .optional()
    .refine(
      (zones) => !zones || new Set(zones.map((z) => z.zoneId)).size === zones.length,
      ADMIN_MESSAGES.duplicateZone,
    ),
});
export type TransportCompanyData = z.output<typeof TransportCompanySchema>;

export const ContactSchema = z.object({
  name: requiredText(ADMIN_MESSAGES.contactNameRequired),
  email: optionalEmail(),
  phone: optionalText(),
});

// --- Users ------------------------------------------------------------------------------

const userFields = {
  name: requiredText(ADMIN_MESSAGES.nameRequired),
  email: requiredText(ADMIN_MESSAGES.validEmailRequired).pipe(
    z
      .string()
      .email(ADMIN_MESSAGES.validEmailRequired)
      .transform((value) => value.toLowerCase()),
  ),
  role: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'returner' : v),
    z.enum(ROLES, { error: ADMIN_MESSAGES.roleInvalid }),
  ),
  approved: booleanLike(true),
  returnerCompanyId: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    positiveInt(ADMIN_MESSAGES.returnerCompanyId).nullable(),
  ),
  transportCompanyId: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    positiveInt(ADMIN_MESSAGES.transportCompanyRequired).nullable(),
  ),
  phoneNumber: optionalText(),
  division: optionalText(),
};

/**
 * Admin-created users. A returner company belongs to returners only and a transport company to
 * transporters only (docs/decisions.md: admins may create transporters tied to a company).
 */
function tieCompanies<T extends { role: string; returnerCompanyId: number | null; transportCompanyId: number | null }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.role === 'transporter' && value.transportCompanyId === null) {
    ctx.addIssue({ code: 'custom', path: ['transportCompanyId'], message: ADMIN_MESSAGES.transportCompanyRequired });
  }
}
const companiesForRole = <
  T extends { role: string; returnerCompanyId: number | null; transportCompanyId: number | null },
>(
  value: T,
): T => ({
  ...value,
  returnerCompanyId: value.role === 'returner' ? value.returnerCompanyId : null,
  transportCompanyId: value.role === 'transporter' ? value.transportCompanyId : null,
});

export const CreateUserSchema = z
  .object({
    ...userFields,
    password: z
      .string({ error: ADMIN_MESSAGES.passwordTooShort })
      .min(PASSWORD_MIN_LENGTH, ADMIN_MESSAGES.passwordTooShort)
      .max(PASSWORD_MAX_LENGTH, en.errors.account.passwordTooLong),
  })
  .superRefine(tieCompanies)
  .transform(companiesForRole);
export type CreateUserData = z.output<typeof CreateUserSchema>;

export const UpdateUserSchema = z
  .object({ ...userFields, active: booleanLike(true) })
  .superRefine(tieCompanies)
  .transform(companiesForRole);
export type UpdateUserData = z.output<typeof UpdateUserSchema>;

/** A users sheet row: the edit rules plus the registration's company fields (format checked). */
export const ImportedUserSchema = z
  .object({
    ...userFields,
    active: booleanLike(true),
    company: optionalText(),
    companyOrgNumber: optionalText().pipe(
      z.string().regex(ORG_NUMBER_PATTERN, ADMIN_MESSAGES.orgNumberFormat).nullable(),
    ),
  })
  .superRefine(tieCompanies)
  .transform(companiesForRole);

// --- Drum database ----------------------------------------------------------------------

export const DrumTypeSchema = z.object({ name: requiredText(ADMIN_MESSAGES.typeNameRequired) });

export const DrumSpecSchema = z.object({
  name: requiredText(ADMIN_MESSAGES.specNameRequired),
  articleNumber: optionalText(),
  drumTypeId: positiveInt(ADMIN_MESSAGES.drumTypeRequired),
  weight: optionalPositive(SPEC_NUMBER_MESSAGES.weight),
  flangeDiameter: optionalPositive(SPEC_NUMBER_MESSAGES.flangeDiameter),
  widthBetweenFlanges: optionalPositive(SPEC_NUMBER_MESSAGES.widthBetweenFlanges),
  transportVolume: optionalPositive(SPEC_NUMBER_MESSAGES.transportVolume),
  buybackPrice: optionalPositive(SPEC_NUMBER_MESSAGES.buybackPrice),
  buybackPrice80: optionalPositive(SPEC_NUMBER_MESSAGES.buybackPrice80),
  scrapHandlingFee: optionalPositive(SPEC_NUMBER_MESSAGES.scrapHandlingFee),
  // The rent terms of its tracked drums (domain/drumClock.ts).
  rentFreeDays: optionalRange(TRACKED_DRUM_MESSAGES.rentFreeDays, MAX_TERM_DAYS, true),
  monthlyRentPercent: optionalRange(TRACKED_DRUM_MESSAGES.monthlyRentPercent, 100, false),
  forfeitAfterDays: optionalRange(TRACKED_DRUM_MESSAGES.forfeitAfterDays, MAX_TERM_DAYS, true),
  drumInfo: optionalText(TEXT_LIMITS.freeText),
  availableFor: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'returner' : v),
    z.enum(['returner', 'admin'], { error: ADMIN_MESSAGES.availableFor }),
  ),
});
