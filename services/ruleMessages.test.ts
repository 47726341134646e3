// Every message a rule or a service answers with is one the catalogues know (docs/languages.md,
// "Errors"): the server finds a message by its English and answers it in the caller's language, so
// English words written into a rule that the catalogue lacks would reach a Swedish reader in
// English. This reads the production code of domain/ and services/ and finds each message where
// it is written: a refusal's (AppError), an issue's or a zod check's, and the *_MESSAGES tables.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findServerMessage } from '../domain/i18n/catalogues';
import { translateServerMessage } from './i18n';

const ROOT = join(import.meta.dirname, '..');

/** zod's checks, whose string argument is the message of the issue they raise. */
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'int',
  'positive',
  'nonnegative',
  'negative',
  'nonempty',
  'email',
  'url',
  'refine',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'finite',
]);
/** The rules' own helpers that take a message (domain/validation/, domain/errors.ts). */
const MESSAGE_HELPERS = new Set([
  'notFound',
  'requiredText',
  'optionalText',
  'emailField',
  'optionalEmail',
  'positiveInt',
  'optionalRange',
  'optionalPositive',
  'positiveId',
  'conflict',
  'forbidden',
]);
/** Properties whose value is what the reader reads: an issue's, a refusal's, zod's `{ error }`. */
const MESSAGE_PROPERTIES = new Set(['message', 'error']);

/** Not answered to a caller, nor shown to anyone: none today. */
const NOT_ANSWERED = new Set<string>([]);

function productionFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('i18n/'))
    .map((file) => join(folder, file));
}

type Found = { file: string; line: number; english: string };

/** A literal's words, each `${...}` standing for a value ("7"), as the catalogue's `{name}` reads one. */
function wordsOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `7${span.literal.text}`).join('');
  return null;
}

function messagesOf(file: string, text = readFileSync(join(ROOT, file), 'utf8')): Found[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  // The file's own constants, so a message written once and named (`const BUSY = '...'`) counts.
  const constants = new Map<string, ts.Expression>();
  const visitConstants = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      constants.set(node.name.text, node.initializer);
    ts.forEachChild(node, visitConstants);
  };
  visitConstants(source);

  const found: Found[] = [];
  const seen = new Set<ts.Node>();
  const add = (expression: ts.Expression | undefined, depth = 0): void => {
    if (!expression || depth > 3 || seen.has(expression)) return;
    seen.add(expression);
    const words = wordsOf(expression);
    if (words !== null) {
      const line = source.getLineAndCharacterOfPosition(expression.getStart()).line + 1;
      found.push({ file, line, english: words });
    } else if (ts.isIdentifier(expression)) add(constants.get(expression.text), depth + 1);
    else if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression)) {
      const table = constants.get(expression.expression.text);
      if (table && ts.isObjectLiteralExpression(table))
        for (const property of table.properties)
          if (ts.isPropertyAssignment(property) && property.name.getText() === expression.name.text)
            add(property.initializer, depth + 1);
    } else if (ts.isConditionalExpression(expression)) {
      add(expression.whenTrue, depth);
      add(expression.whenFalse, depth);
    } else if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression))
      add(expression.expression, depth);
    else if (ts.isArrowFunction(expression) && !ts.isBlock(expression.body)) add(expression.body, depth);
  };

  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && node.expression.getText() === 'AppError') add(node.arguments?.[1]);
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : '';
      if ((ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(name)) || MESSAGE_HELPERS.has(name))
        for (const argument of node.arguments)
          if (wordsOf(argument) !== null || ts.isIdentifier(argument)) add(argument);
    }
    if (ts.isPropertyAssignment(node) && MESSAGE_PROPERTIES.has(node.name.getText())) add(node.initializer);
    // A table of messages, or one named as a message: every words of it, a value's template too.
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /messages?$|^TOO_MANY|_BUSY$/i.test(node.name.text) &&
      node.initializer
    ) {
      const table = ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (ts.isObjectLiteralExpression(table)) {
        for (const property of table.properties) if (ts.isPropertyAssignment(property)) add(property.initializer);
      } else add(table);
    }
    // A parameter's default message (`notFound = (what = 'Not found')`).
    if (ts.isParameter(node) && node.initializer && /message|what|tooLong/i.test(node.name.getText()))
      add(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const messages = ['domain', 'services'].flatMap(productionFiles).flatMap((file) => messagesOf(file));

describe("the rules' and services' messages", () => {
  it('are found wherever they are written (the reading of the code works)', () => {
    const code = `
      const BUSY_MESSAGE = 'One';
      const TABLE_MESSAGES = { a: 'Two', b: (max: number) => \`Three \${max}\` };
      const schema = z.string({ error: 'Four' }).min(1, 'Five').max(9, TABLE_MESSAGES.a).refine(ok, 'Six');
      const name = requiredText('Seven', 200, 'Eight');
      throw new AppError('CONFLICT', 'Nine');
      ctx.addIssue({ code: 'custom', path: ['x'], message: flag ? 'Ten' : \`Eleven \${n}\` });
      throw notFound(BUSY_MESSAGE);
      const fine = 'Not a message', alsoFine = value.includes('Not one either');`;
    expect(messagesOf('example.ts', code).map((found) => found.english)).toEqual(
      expect.arrayContaining([
        'One',
        'Two',
        'Three 7',
        'Four',
        'Five',
        'Six',
        'Seven',
        'Eight',
        'Nine',
        'Ten',
        'Eleven 7',
      ]),
    );
    expect(messagesOf('example.ts', code).map((found) => found.english)).not.toContain('Not a message');
    expect(messagesOf('example.ts', code).map((found) => found.english)).not.toContain('Not one either');
    expect(messages.length).toBeGreaterThan(5);
  });

  it('are all in the catalogues, so a Swedish caller reads them in Swedish', () => {
    const unknown = messages
      .filter(({ english }) => english !== '' && !NOT_ANSWERED.has(english))
      .filter(({ english }) => !findServerMessage(english) || translateServerMessage('sv', english) === english)
      .map(({ file, line, english }) => `${relative(ROOT, join(ROOT, file))}:${line} ${english}`);
    expect(unknown).toEqual([]);
  });
});
