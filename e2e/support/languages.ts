// The catalogues as a browser test reads them (docs/languages.md): a Swedish word for an English
// one, and the English words of the interface found in a text shown in Swedish.
import { flatten } from '../../domain/i18n/catalogues';
import { en } from '../../domain/i18n/en';
import { sv } from '../../domain/i18n/sv';

const english = flatten(en);
const swedish = flatten(sv);

/** The Swedish of an English message of the catalogue (its first key with these words). */
export function inSwedish(words: string): string {
  for (const [key, text] of english) if (text === words) return swedish.get(key)!;
  throw new Error(`"${words}" is no English message of the catalogue`);
}

/** The words of a message, its ICU syntax and placeholders left out. */
function wordsOf(message: string): string[] {
  const text = message
    .replace(/\{\w+\}/g, ' ')
    .replace(/\{\w+, (plural|select|selectordinal),/g, ' ')
    .replace(/\b(one|other|zero|few|many|yes|no)\s*\{/g, ' ');
  return text.match(/\p{L}[\p{L}']{3,}/gu) ?? [];
}

/**
 * Words of the English catalogue that no Swedish message has: the interface in English. Names
 * and words both languages use (Drum Returns, OpenStreetMap, e-post addresses) are in both.
 */
const ENGLISH_ONLY = (() => {
  const inSwedishToo = new Set([...swedish.values()].flatMap(wordsOf).map((word) => word.toLowerCase()));
  return new Set(
    [...english.values()]
      .flatMap(wordsOf)
      .map((word) => word.toLowerCase())
      .filter((word) => !inSwedishToo.has(word)),
  );
})();

/**
 * Words the test's own data writes in English (company, person and specification names of the
 * worlds the tests make), not the interface's.
 */
const DATA_WORDS = new Set([
  'wood',
  'steel',
  'cable',
  'cables',
  'crew',
  'sweep',
  'admin',
  'administrator',
  'driver',
  'journey',
  'returner',
  'road',
  'pool',
]);

/** The interface's English words in `text`, once each. */
export function englishWordsIn(text: string): string[] {
  const found = new Set<string>();
  // Addresses and file names are data (support@..., drums.png).
  const words = text.replace(/\S+@\S+/g, ' ').replace(/\S+\.(png|jpe?g|webp|pdf|xlsx|ics)\b/gi, ' ');
  for (const word of words.match(/\p{L}[\p{L}']{3,}/gu) ?? []) {
    const lower = word.toLowerCase();
    if (ENGLISH_ONLY.has(lower) && !DATA_WORDS.has(lower)) found.add(word);
  }
  return [...found];
}
