// The web's words in the reader's language (docs/languages.md): i18next with ICU messages over
// the catalogues the server speaks too (domain/i18n). The first bundle carries the English the
// shell and the sign-in page read; the rest of English follows as a chunk of its own once the
// first screen has shown, and every other screen (and the shell's parts that speak of requests)
// waits for it (firstScreen.ts), so no key ever shows in place of its words. Another language's catalogue loads
// when it is first used. A visitor's choice is kept in this browser (like the theme); a signed-in
// person's comes from their account.
import i18next from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import type { ServerMessageKey } from '../../domain/i18n/catalogues';
import type { Say } from '../../domain/i18n/say';
import type { Catalogue } from '../../domain/i18n/en';
import { common } from '../../domain/i18n/en/common';
import { fields, login } from '../../domain/i18n/en/login';
import { nav } from '../../domain/i18n/en/nav';
import { shell } from '../../domain/i18n/en/shell';
import { DEFAULT_LOCALE, isLocale, type Locale, preferredLocale } from '../../domain/i18n/locales';
import { formatPrecompiledMessages } from './precompiledMessages';

const STORAGE_KEY = 'language';

const catalogues: Record<Exclude<Locale, 'en'>, () => Promise<Catalogue>> = {
  sv: () => import('../../domain/i18n/sv').then((module) => module.sv),
};

/** The English of the shell and the sign-in page: what the first screen of a visit reads. */
const firstWords = { common, shell, nav, login, fields };

let findServerMessage: ((english: string) => ServerMessageKey | undefined) | null = null;
let wholeEnglish: Promise<void> | null = null;

/**
 * The rest of the English catalogue (and the server messages' lookup, which reads all of it),
 * loaded once. Every screen but the sign-in page waits for it (firstScreen.ts), as does another
 * language, whose words fall back to English.
 */
export function loadWholeCatalogue(): Promise<void> {
  wholeEnglish ??= Promise.all([import('../../domain/i18n/en'), import('../../domain/i18n/catalogues')]).then(
    ([{ en }, catalogues]) => {
      findServerMessage = catalogues.findServerMessage;
      i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', en, true, true);
    },
  );
  return wholeEnglish;
}

// The catalogues' messages were parsed at build time: the ICU parser is not in the bundle.
formatPrecompiledMessages();

const i18n = i18next.createInstance();
void i18n
  .use(ICU)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: firstWords } },
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // Until the rest of English is here, a key it holds reads as nothing rather than as itself
    // (no screen asks before then; this is the guard), and what asked renders again once it is.
    parseMissingKeyHandler: (key, defaultValue?: string) => defaultValue ?? (findServerMessage ? key : ''),
    react: { useSuspense: false, bindI18nStore: 'added' },
  });

/** The language this browser was left in, else the browser's own (sv gives Swedish), else English. */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // No storage (private mode): the browser's language decides.
  }
  return preferredLocale(navigator.languages) ?? DEFAULT_LOCALE;
}

/** Switches the app to `locale`, loading its catalogue first; `<html lang>` follows. */
export async function applyLocale(locale: Locale): Promise<void> {
  if (locale !== 'en' && !i18n.hasResourceBundle(locale, 'translation')) {
    const [catalogue] = await Promise.all([catalogues[locale](), loadWholeCatalogue()]);
    i18n.addResourceBundle(locale, 'translation', catalogue);
  }
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}

/** A visitor's choice (the More page): kept in this browser, and used at once. */
export async function chooseLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Without storage the choice holds for this visit.
  }
  await applyLocale(locale);
}

/** The language on screen now. */
export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);

/**
 * A rule's message (the domain writes them in English, as the server answers integrations) in
 * the language on screen: the forms' own checks speak as the server does.
 */
export function inLanguage(message: string): string {
  if (currentLocale() === DEFAULT_LOCALE) return message;
  // Another language waited for the whole catalogue (applyLocale), and with it this lookup.
  const found = findServerMessage?.(message);
  return found ? i18n.t(found.key, found.values) : message;
}

/**
 * The catalogue's message for code outside a component (a toast raised by a hook, a list's
 * description): components use react-i18next's `useTranslation()`, which also renders again when
 * the language changes.
 */
export const t: typeof i18n.t = i18n.t.bind(i18n);

/** The domain's words (a status label, a history sentence) in the language on screen. */
export const say: Say = (key, values) => i18n.t(key, values ?? {});
