// The web formats the catalogues' messages from their build-time parse (scripts/precompile-messages.ts,
// web/src/precompiledMessages.ts): every message of both catalogues must read exactly as the
// parser at run time would have it, with every plural and select branch and numbers.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { flatten } from '../domain/i18n/catalogues';
import { en } from '../domain/i18n/en';
import { sv } from '../domain/i18n/sv';
import { precompiledMessages } from './precompile-messages';

const I18N = join(import.meta.dirname, '..', 'domain', 'i18n');

/** What the build registers for a language: every catalogue module's, as the bundle carries it (JSON). */
function registered(language: string): Map<string, MessageFormatElement[]> {
  const all = new Map<string, MessageFormatElement[]>();
  for (const file of readdirSync(join(I18N, language)).filter((name) => name.endsWith('.ts'))) {
    const messages = precompiledMessages(readFileSync(join(I18N, language, file), 'utf8'), language);
    for (const [message, ast] of Object.entries(JSON.parse(JSON.stringify(messages)) as typeof messages))
      all.set(message, ast);
  }
  return all;
}

type Argument = { name: string; kind: 'text' | 'number' | 'choice'; choices: string[] };

function argumentsOf(ast: MessageFormatElement[], into = new Map<string, Argument>()): Map<string, Argument> {
  for (const element of ast) {
    if (element.type === TYPE.argument) into.set(element.value, { name: element.value, kind: 'text', choices: [] });
    if (element.type === TYPE.number) into.set(element.value, { name: element.value, kind: 'number', choices: [] });
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const choices = Object.keys(element.options);
      into.set(element.value, {
        name: element.value,
        kind: element.type === TYPE.plural ? 'number' : 'choice',
        choices,
      });
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

/** Values that take every branch: numbers 0, 1, 2, 5, 21 and 1234.5; each choice of every select. */
function valueSets(args: Argument[]): Record<string, string | number>[] {
  const rounds = Math.max(6, ...args.map((arg) => arg.choices.length + 1));
  const numbers = [0, 1, 2, 5, 21, 1234.5];
  return Array.from({ length: rounds }, (_, round) =>
    Object.fromEntries(
      args.map((arg) => [
        arg.name,
        arg.kind === 'number'
          ? numbers[round % numbers.length]
          : arg.kind === 'choice'
            ? ([...arg.choices, 'unlisted'][round % (arg.choices.length + 1)] ?? 'other')
            : `Value ${round}`,
      ]),
    ),
  );
}

const format = (message: string | MessageFormatElement[], locale: string, values: Record<string, unknown>) => {
  try {
    return String(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).format(values));
  } catch (error) {
    return `error: ${(error as Error).message}`;
  }
};

describe('the precompiled catalogues', () => {
  for (const [language, catalogue] of [
    ['en', en],
    ['sv', sv],
  ] as const) {
    it(`format every ${language} message as the parser would`, () => {
      const parsed = registered(language);
      let withArguments = 0;
      for (const [key, message] of flatten(catalogue)) {
        const ast = parsed.get(message) ?? [{ type: TYPE.literal, value: message }];
        const args = [
          ...argumentsOf(new IntlMessageFormat(message, language, undefined, { ignoreTag: true }).getAst()).values(),
        ];
        if (args.length) withArguments++;
        for (const values of valueSets(args))
          expect(format(ast, language, values), `${language} ${key} ${JSON.stringify(values)}`).toBe(
            format(message, language, values),
          );
      }
      expect(withArguments).toBeGreaterThan(50);
    });
  }

  it('leave out the messages that are their own text', () => {
    const messages = precompiledMessages(
      `export const a = { b: 'Log In', c: "Don't", d: 'Hi {name}', e: 'It' + "''s" };`,
      'en',
    );
    // A sum's parts count as strings too: a part that is more than its text costs a few bytes.
    expect(Object.keys(messages).sort()).toEqual(["''s", "It''s", 'Hi {name}'].sort());
  });
});
