// The server's words in the reader's language (docs/languages.md): one i18next instance with ICU
// messages over both catalogues, asked per call with the language of whoever reads the answer
// (the request's, or a mail's recipient's).
import i18next from 'i18next';
import ICU from 'i18next-icu';
import { findServerMessage } from '../domain/i18n/catalogues';
import { en } from '../domain/i18n/en';
import { DEFAULT_LOCALE, type Locale } from '../domain/i18n/locales';
import { type Say, sayInEnglish } from '../domain/i18n/say';
import { sv } from '../domain/i18n/sv';

const instance = i18next.createInstance();
void instance.use(ICU).init({
  resources: { en: { translation: en }, sv: { translation: sv } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  initAsync: false,
  // Mails escape what they put in HTML themselves; a message's values are plain text.
  interpolation: { escapeValue: false },
});

/** The message of `key` in `locale`, its ICU arguments filled in. */
export function translate(locale: Locale, key: string, values: Record<string, unknown> = {}): string {
  return String(instance.t(key, { ...values, lng: locale }));
}

/**
 * A server message (written in English, as the rules write them) in the reader's language:
 * English stays as it is, a message the catalogue knows is translated, any other stays English.
 */
export function translateServerMessage(locale: Locale, message: string): string {
  if (locale === DEFAULT_LOCALE) return message;
  const found = findServerMessage(message);
  // A value may be a rule's message itself (a sheet's "Row 3: Name is required"): it is translated too.
  if (found)
    return translate(
      locale,
      found.key,
      Object.fromEntries(Object.entries(found.values).map(([name, value]) => [name, nestedMessage(locale, value)])),
    );
  // A refusal naming its field first ("messageText: Contains a character that is not allowed"):
  // the field stays as it is, as codes and fields do, and the rule's words are translated.
  const prefixed = /^([\w.[\]]{1,200}): (.+)$/s.exec(message);
  const rule = prefixed && findServerMessage(prefixed[2]);
  return rule ? `${prefixed[1]}: ${translate(locale, rule.key, rule.values)}` : message;
}

/** A message's value in the reader's language when it is a server message itself, else as it is. */
function nestedMessage(locale: Locale, value: string): string {
  const found = findServerMessage(value);
  return found ? translate(locale, found.key, found.values) : value;
}

const speakers = new Map<Locale, Say>();
/** The domain's words (a status label, a history sentence) in `locale`. */
export function sayIn(locale: Locale): Say {
  let say = speakers.get(locale);
  if (!say)
    speakers.set(
      locale,
      (say = locale === DEFAULT_LOCALE ? sayInEnglish : (key, values) => translate(locale, key, values)),
    );
  return say;
}
