import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import type { Plugin } from 'vite';

// A Vite plugin: the catalogues' ICU messages (domain/i18n/<language>/*.ts) parsed at build time.
// Each catalogue module registers the parse of its messages as it loads
// (web/src/precompiledMessages.ts), and the bundle takes formatjs's parser-less build
// (formatjs.github.io/docs/guides/advanced-usage, "Pre-compiling messages"): the parser and its
// skeleton parser stay on the build machine. The server reads the same catalogues and parses them
// itself.

const CATALOGUE_MODULE = /[\\/]domain[\\/]i18n[\\/](\w+)[\\/]\w+\.ts$/;
const REGISTRY = fileURLToPath(new URL('../web/src/precompiledMessages.ts', import.meta.url));

/** The text of a string literal, or of a sum of them (`'a' + 'b'`); undefined for anything else. */
function textOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return textOf(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [left, right] = [textOf(node.left), textOf(node.right)];
    return left === undefined || right === undefined ? undefined : left + right;
  }
  return undefined;
}

/** Every string a module's source spells out, whole sums included. */
function stringsOf(source: string): Set<string> {
  const file = ts.createSourceFile('catalogue.ts', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found = new Set<string>();
  const visit = (node: ts.Node) => {
    const text = textOf(node);
    if (text !== undefined) found.add(text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The messages of a catalogue module's source that are more than their own text, with the parse
 * IntlMessageFormat would make of them at run time (i18next-icu's options: tags are text).
 * Strings that are no valid ICU are left out: at run time they read as their text, as
 * i18next-icu's parse error handler has them read.
 */
export function precompiledMessages(source: string, locale: string): Record<string, MessageFormatElement[]> {
  const messages: Record<string, MessageFormatElement[]> = {};
  for (const text of stringsOf(source)) {
    let ast: MessageFormatElement[];
    try {
      ast = parse(text, { ignoreTag: true, locale: new Intl.Locale(locale) });
    } catch {
      continue;
    }
    const plain = ast.length === 0 || (ast.length === 1 && ast[0].type === TYPE.literal && ast[0].value === text);
    if (!plain) messages[text] = ast;
  }
  return messages;
}

export function precompileMessages(): Plugin {
  return {
    name: 'drum-returns:precompile-messages',
    transform(code, id) {
      const language = CATALOGUE_MODULE.exec(id)?.[1];
      if (!language) return null;
      const messages = precompiledMessages(code, language);
      if (Object.keys(messages).length === 0) return null;
      const registry = JSON.stringify(REGISTRY);
      // JSON.parse of a string literal: quicker to load than the same object as code.
      const json = JSON.stringify(JSON.stringify(messages));
      return {
        code: `${code}\nimport { registerMessages as __registerMessages } from ${registry};\n__registerMessages(JSON.parse(${json}));\n`,
        map: null,
      };
    },
  };
}
