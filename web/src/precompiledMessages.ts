import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

// The catalogues' ICU messages, parsed at build time (scripts/precompile-messages.ts registers
// each catalogue module's own as it loads): the web bundle carries formatjs's formatter without
// its parser, which Vite swaps for its no-parser build.
const parsed = new Map<string, MessageFormatElement[]>();

/** A catalogue module's messages that are more than their own text, each with its parse. */
export function registerMessages(messages: Record<string, MessageFormatElement[]>): void {
  for (const [message, ast] of Object.entries(messages)) parsed.set(message, ast);
}

/**
 * IntlMessageFormat (which i18next-icu formats with) reads a message's parse from the build. A
 * message the build did not register reads as its own text (it has no argument, plural or quote),
 * unless a parser is there after all (the unit tests run the sources without the build).
 */
export function formatPrecompiledMessages(): void {
  const parse = IntlMessageFormat.__parse;
  let parser = false;
  try {
    parser = Array.isArray(parse?.('a'));
  } catch {
    // formatjs's no-parser build: the bundle's.
  }
  IntlMessageFormat.__parse = (message, options) =>
    parsed.get(message) ?? (parser && parse ? parse(message, options) : [{ type: 0, value: message }]);
}
