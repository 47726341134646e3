// The catalogues as the libraries take them, and the server's English answers found by meaning.
import { en } from './en';

/** Every message of a catalogue by its dotted key ("login.title"). */
type Tree = { readonly [key: string]: string | Tree };

export function flatten(catalogue: Tree, prefix = ''): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') messages.set(path, value);
    else for (const [inner, text] of flatten(value, path)) messages.set(inner, text);
  }
  return messages;
}

let englishKeys: Map<string, string> | null = null;

/**
 * The key of a server message written in English (a rule's own words, as every domain message
 * is written), when the English catalogue has it: so an error raised anywhere reaches the reader
 * in their language. Only `errors.` messages count: a screen's word that happens to read alike is
 * not a server message.
 */
export function keyOfServerMessage(english: string): string | undefined {
  if (!englishKeys) {
    englishKeys = new Map();
    for (const [key, text] of flatten(en))
      if (key.startsWith('errors.') && !englishKeys.has(text)) englishKeys.set(text, key);
  }
  return englishKeys.get(english);
}
