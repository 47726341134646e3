import { z } from 'zod';

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

/** A required trimmed string: blank and missing both give `message`. */
export const requiredText = (message: string) =>
  z
    .string({ error: message })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, message));

/** An optional trimmed string: blank becomes null. */
export const optionalText = () =>
  z
    .string()
    .nullish()
    .transform((value) => {
      const trimmed = value?.trim();
      return trimmed ? trimmed : null;
    });

export const ORG_NUMBER_PATTERN = /^\d{6}-\d{4}$/;
export const PASSWORD_MIN_LENGTH = 6;

export const emailField = (requiredMessage: string, invalidMessage = 'Please enter a valid email address') =>
  requiredText(requiredMessage).pipe(
    z
      .string()
      .email(invalidMessage)
      .transform((value) => value.toLowerCase()),
  );
