// How the domain speaks without a translation library: a rule that words something (a status
// label, a history sentence) names the catalogue key and its values, and whoever shows it passes
// the translator of the reader's language (i18next on the web and the server). English, the
// default, reads the English catalogue directly, so a rule's English needs no library.
import { flatten } from './catalogues';
import { en } from './en';

/** A catalogue key and its values, as the reader's language words them. */
export type Say = (key: string, values?: Record<string, string>) => string;

let english: Map<string, string> | null = null;

/** The English catalogue's message of `key`, its `{name}` placeholders filled in. */
export const sayInEnglish: Say = (key, values = {}) => {
  english ??= flatten(en);
  const message = english.get(key);
  if (message === undefined) throw new Error(`No English message for ${key}`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
};
