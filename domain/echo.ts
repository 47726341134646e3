// Error messages may name what the caller sent ("Unknown column "Foo"", GraphQL's 'Variable
// "$n" got invalid value "..."'), but never repeat much of it: a 1 MB value must not come back
// as a 2 MB answer (twice, as GraphQL's coercion messages do), nor fill the logs.

/** The most characters of one input value an error message repeats. */
const MAX_ECHO_CHARACTERS = 40;
/** The longest error message sent at all, whatever it is made of. */
export const MAX_MESSAGE_CHARACTERS = 500;
const ELLIPSIS = '…';

/** One input value for a message: at most MAX_ECHO_CHARACTERS, then '…'. */
export const echo = (value: string): string => cutAt(value, MAX_ECHO_CHARACTERS);

/**
 * A message with every value it quotes (and every long unbroken run, such as an id printed
 * bare) cut by `echo`, and the whole cut at MAX_MESSAGE_CHARACTERS. Cutting twice changes
 * nothing, so every layer that sends errors may apply it. One pass, in linear time: the
 * message itself may be hostile (a regular expression over quotes backtracks on `"a\"a\"...`).
 */
export function withShortEchoes(message: string): string {
  let cut = '';
  let at = 0;
  while (at < message.length && cut.length <= MAX_MESSAGE_CHARACTERS) {
    const open = message.indexOf('"', at);
    const close = open === -1 ? -1 : closingQuote(message, open + 1);
    if (close === -1) {
      cut += shortRuns(message.slice(at, at + 2 * MAX_MESSAGE_CHARACTERS + 1));
      break;
    }
    cut += `${shortRuns(message.slice(at, open))}"${echo(message.slice(open + 1, close))}"`;
    at = close + 1;
  }
  return cutAt(cut, MAX_MESSAGE_CHARACTERS);
}

const LONG_RUN = new RegExp(`[^\\s"]{${MAX_ECHO_CHARACTERS + 1},}`, 'g');
const shortRuns = (text: string) => text.replace(LONG_RUN, echo);

/** The index of the quote that closes a JSON string whose text starts at `from`, or -1. */
function closingQuote(text: string, from: number): number {
  for (let index = from; index < text.length; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text[index] === '"') return index;
  }
  return -1;
}

function cutAt(value: string, limit: number): string {
  if (value.length <= limit) return value;
  let head = value.slice(0, limit);
  // Neither half a surrogate pair nor half a JSON escape ("\", "\u00") is left at the cut.
  head = head.replace(/[\uD800-\uDBFF]$/, '');
  head = head.replace(/\\u[0-9a-fA-F]{0,3}$/, '').replace(/(^|[^\\])((?:\\\\)*)\\$/, '$1$2');
  return head + ELLIPSIS;
}
