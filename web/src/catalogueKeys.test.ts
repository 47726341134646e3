// Every key the web app asks for is in the catalogues (docs/languages.md): a `t('...')` or an
// `i18nKey` naming no message would show the key itself to the reader.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flatten } from '../../domain/i18n/catalogues';
import { en } from '../../domain/i18n/en';

const root = join(import.meta.dirname);
const messages = flatten(en);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `t('a.b')`, `t("a.b", ...)`, `i18nKey="a.b"`: the keys written out in a file. */
function keysIn(text: string): string[] {
  const keys: string[] = [];
  for (const match of text.matchAll(/\bt\(\s*['"]([\w.]+)['"]/g)) keys.push(match[1]);
  for (const match of text.matchAll(/i18nKey=["'{`]+([\w.]+)/g)) keys.push(match[1]);
  return keys;
}

describe('the web app', () => {
  it('asks only for keys the catalogues have', () => {
    const missing: string[] = [];
    for (const file of sources(root))
      for (const key of keysIn(readFileSync(file, 'utf8')))
        if (!messages.has(key)) missing.push(`${file.slice(root.length + 1)}: ${key}`);
    expect(missing).toEqual([]);
  });
});
