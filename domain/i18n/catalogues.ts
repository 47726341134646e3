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
let templates: { key: string; pattern: RegExp; names: string[] }[] | null = null;

/** An ICU message with plain `{name}` arguments only (no plural or select), as a pattern that reads them back. */
function templateOf(key: string, text: string) {
  if (!/\{\w+\}/.test(text) || /\{\w+\s*,/.test(text)) return null;
  const names: string[] = [];
  const source = text
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { key, pattern: new RegExp(`^${source}$`, 's'), names };
}

/** A server message found by meaning: its catalogue key, and the values its arguments had. */
export type ServerMessageKey = { key: string; values: Record<string, string> };

/**
 * The key of a server message written in English (a rule's own words, as every domain message
 * is written), when the English catalogue has it: so an error raised anywhere reaches the reader
 * in their language. A message with arguments ("Drum {number} is still on a site") is found with
 * the values it was written with. Only `errors.` messages count: a screen's word that happens to
 * read alike is not a server message.
 */
export function findServerMessage(english: string): ServerMessageKey | undefined {
  if (!englishKeys || !templates) {
    englishKeys = new Map();
    templates = [];
    for (const [key, text] of flatten(en)) {
      if (!key.startsWith('errors.')) continue;
      if (!englishKeys.has(text)) englishKeys.set(text, key);
      const template = templateOf(key, text);
      if (template) templates.push(template);
    }
  }
  const key = englishKeys.get(english);
  if (key) return { key, values: {} };
  for (const template of templates) {
    const match = template.pattern.exec(english);
    if (match)
      return {
        key: template.key,
        values: Object.fromEntries(template.names.map((name, index) => [name, match[index + 1]])),
      };
  }
  return undefined;
}

/** The key of a server message without arguments (see findServerMessage). */
export const keyOfServerMessage = (english: string): string | undefined => {
  const found = findServerMessage(english);
  return found && Object.keys(found.values).length === 0 ? found.key : undefined;
};
