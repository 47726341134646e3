// Every language says everything: a key missing or empty in a catalogue, a message that is no
// valid ICU, or a placeholder one language has and the other lacks fails here.
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../validation/common';
import { findServerMessage, flatten, keyOfServerMessage } from './catalogues';
import { en } from './en';
import { INTL_LOCALES } from './locales';
import { sv } from './sv';

const catalogues = { en: flatten(en), sv: flatten(sv) };

/** The arguments a message takes ({name}, {count, plural, ...}). */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const element of elements as {
      type: number;
      value?: string;
      options?: Record<string, { value: unknown[] }>;
    }[]) {
      if (element.type !== 0 && element.type !== 7 && element.value) names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

describe('the catalogues', () => {
  it('have the same keys, none empty', () => {
    expect([...catalogues.sv.keys()].sort()).toEqual([...catalogues.en.keys()].sort());
    for (const [language, messages] of Object.entries(catalogues))
      for (const [key, text] of messages) expect(text.trim(), `${language} ${key}`).not.toBe('');
  });

  it('are valid ICU messages with the same arguments in each language', () => {
    for (const [key, english] of catalogues.en) {
      const swedish = catalogues.sv.get(key)!;
      expect(argumentsOf(swedish, INTL_LOCALES.sv), key).toEqual(argumentsOf(english, INTL_LOCALES.en));
    }
  });

  it("keep the rules' numbers in their words", () => {
    for (const messages of Object.values(catalogues)) {
      expect(messages.get('errors.account.passwordTooLong')).toContain(String(PASSWORD_MAX_LENGTH));
      expect(messages.get('errors.account.passwordTooShort')).toContain(String(PASSWORD_MIN_LENGTH));
    }
  });

  it('say a server message alike in every language wherever its English is alike', () => {
    // The server finds a message by its English (the first key with those words), so two keys
    // with the same English must not part in another language.
    const byEnglish = new Map<string, string>();
    for (const [key, english] of catalogues.en) {
      if (!key.startsWith('errors.')) continue;
      const first = byEnglish.get(english);
      if (first) expect(catalogues.sv.get(key), `${key} and ${first}`).toBe(catalogues.sv.get(first));
      else byEnglish.set(english, key);
    }
  });

  it('find a server message by its English words', () => {
    expect(keyOfServerMessage('Please enter a valid email address')).toBe('errors.account.invalidEmail');
    // A screen's words are no server message.
    expect(keyOfServerMessage('Log In')).toBeUndefined();
  });

  it('find a server message with arguments, and the values it was written with', () => {
    expect(findServerMessage('Drum FB-12/3 is still on a site')).toEqual({
      key: 'errors.trackedDrums.stillOnSite',
      values: { number: 'FB-12/3' },
    });
    expect(findServerMessage('Drum A1 is already booked on PR-0042')).toEqual({
      key: 'errors.trackedDrums.alreadyBooked',
      values: { number: 'A1', reference: 'PR-0042' },
    });
    expect(findServerMessage('Drum A1 is somewhere else')).toBeUndefined();
  });

  it('hold no server message that is nothing but an argument (it would match any text)', () => {
    for (const [key, english] of flatten(en))
      if (key.startsWith('errors.')) expect(english, key).not.toMatch(/^\{\w+\}$/);
  });
});
