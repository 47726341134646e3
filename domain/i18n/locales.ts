// The languages the product speaks (docs/languages.md): English, the integrations' and the
// fallback language, and Swedish. A third is a new catalogue beside these and an entry here.

export const LOCALES = ['en', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The tag `Intl` formats a language's dates, numbers and money with. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', sv: 'sv-SE' };

/** Each language's name in itself, as a language chooser shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', sv: 'Svenska' };

export const LOCALE_MESSAGES = { locale: `Locale must be one of: ${LOCALES.join(', ')}` } as const;

/**
 * The first language we speak among those asked for: an `Accept-Language` header ("sv-SE,sv;q=0.9,
 * en;q=0.8") or a browser's `navigator.languages`, best first. Null when none is ours.
 */
export function preferredLocale(accepted: string | readonly string[] | null | undefined): Locale | null {
  if (!accepted) return null;
  const ranked =
    typeof accepted === 'string'
      ? accepted
          .split(',')
          .slice(0, 20)
          .map((part, index) => {
            const [tag, ...parameters] = part.trim().split(';');
            const quality = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
            return { tag, quality: quality === undefined ? 1 : Number(quality), index };
          })
          .filter((entry) => entry.tag && entry.quality > 0)
          .sort((a, b) => b.quality - a.quality || a.index - b.index)
          .map((entry) => entry.tag)
      : accepted;
  for (const tag of ranked) {
    const language = tag.trim().toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return null;
}
