// A notification's words as stored (docs/languages.md): the catalogue's key and its values, and
// the English an integration reads.
import { sayInEnglish } from './say';

export type Notice = { key: string; values: Record<string, string> };

/** The notice of `key` (under `notice.`) with its values. */
export const notice = (key: string, values: Record<string, string> = {}): Notice => ({
  key: `notice.${key}`,
  values,
});

/** A notice's English, as the `message` column keeps it. */
export const noticeInEnglish = (n: Notice) => sayInEnglish(n.key, n.values);
