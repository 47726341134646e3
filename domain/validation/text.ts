// What any text input may hold, whatever the field: the one rule the input layer applies to
// every string an API call carries (schema/inputGuard.ts), and the lengths the forms' rules use.
import { en } from '../i18n/en';
import { sayInEnglish } from '../i18n/say';

/** Maximum lengths: names, emails and other one-line values; free text (comments, addresses). */
export const TEXT_LIMITS = {
  short: 254,
  freeText: 500,
  /** No text input of any kind is longer (tokens, passwords, search terms included). */
  anyInput: 10_000,
} as const;

export const TEXT_MESSAGES = {
  ...en.errors.text,
  // The catalogue's words with the limit in them (a reader of another language gets them translated).
  tooLong: (max: number) => sayInEnglish('errors.text.tooLong', { max: String(max) }),
} as const;

/**
 * NUL cannot be stored (PostgreSQL text refuses it) and an unpaired UTF-16 surrogate is not
 * text at all (it cannot be encoded as UTF-8 for the database, a mail or a sheet).
 */
export function hasForbiddenCharacter(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text input is refused before any rule of its form runs, or null when it may go on. */
export function textFault(value: string): string | null {
  if (value.length > TEXT_LIMITS.anyInput) return TEXT_MESSAGES.tooLong(TEXT_LIMITS.anyInput);
  if (hasForbiddenCharacter(value)) return TEXT_MESSAGES.forbiddenCharacter;
  return null;
}
