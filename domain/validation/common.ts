import { z } from 'zod';
import { hasForbiddenCharacter, TEXT_LIMITS, TEXT_MESSAGES } from './text';

/** Sheets and forms reach the rules without the API's input layer: the same text rule holds. */
const allowedText = (value: string) => !hasForbiddenCharacter(value);

export type FieldIssue = { field: string; message: string };

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; issues: FieldIssue[] };

/** Runs a zod schema and returns the spec's messages by field, first failure per field. */
export function validate<T>(schema: z.ZodType<T>, input: unknown): ValidationResult<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (seen.has(field)) continue;
    seen.add(field);
    issues.push({ field, message: issue.message });
  }
  return { ok: false, issues };
}

/** A required trimmed string of at most `max` characters: blank and missing both give `message`. */
export const requiredText = (message: string, max: number = TEXT_LIMITS.short, tooLong = TEXT_MESSAGES.tooLong(max)) =>
  z
    .string({ error: message })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, message).max(max, tooLong).refine(allowedText, TEXT_MESSAGES.forbiddenCharacter));

/** An optional trimmed string of at most `max` characters: blank becomes null. */
export const optionalText = (max: number = TEXT_LIMITS.short, tooLong = TEXT_MESSAGES.tooLong(max)) =>
  z
    .string()
    .nullish()
    .transform((value) => {
      const trimmed = value?.trim();
      return trimmed ? trimmed : null;
    })
    .pipe(z.string().max(max, tooLong).refine(allowedText, TEXT_MESSAGES.forbiddenCharacter).nullable());

export const ORG_NUMBER_PATTERN = /^\d{6}-\d{4}$/;
/** Serial ids, zone numbers and thresholds are PostgreSQL integers; nothing larger is stored. */
export const MAX_STORED_INT = 2_147_483_647;

export const PASSWORD_MIN_LENGTH = 6;
/** Long passphrases are welcome; past this a password is an attack on the hashing. */
export const PASSWORD_MAX_LENGTH = 1000;

export const emailField = (requiredMessage: string, invalidMessage = 'Please enter a valid email address') =>
  requiredText(requiredMessage).pipe(
    z
      .string()
      .email(invalidMessage)
      .transform((value) => value.toLowerCase()),
  );

/**
 * An organization number as it is typed: digits only, the hyphen put in after the
 * sixth, so '5566778899' reads '556677-8899'. Nothing is dropped: eleven digits stay eleven and
 * fail ORG_NUMBER_PATTERN with the spec's message. Anything but digits and a hyphen is left as
 * typed, for the check to name.
 */
export function orgNumberAsTyped(input: string): string {
  if (!/^[\d\s-]*$/.test(input)) return input;
  const digits = input.replace(/\D/g, '');
  if (digits.length < 6 || (digits.length === 6 && !input.trimEnd().endsWith('-'))) return digits;
  return `${digits.slice(0, 6)}-${digits.slice(6)}`;
}
