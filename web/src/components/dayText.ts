// A calendar day as a person writes it in their language (docs/languages.md, "Dates"): the
// numbers in the language's order (Swedish 2026-12-01, English 12/01/2026), as Intl writes them,
// so a language of its own needs no code here. The app keeps and sends days as YYYY-MM-DD.
import { isDay } from '../../../domain/validation/days';

type Part = 'year' | 'month' | 'day';
/** The order of a day's numbers in a language and the mark between them. */
export type DayPattern = { order: Part[]; separator: string };

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(tag: string) {
  let format = formats.get(tag);
  if (!format)
    formats.set(
      tag,
      (format = new Intl.DateTimeFormat(tag, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' })),
    );
  return format;
}

export function dayPattern(tag: string): DayPattern {
  const parts = formatOf(tag).formatToParts(Date.UTC(2026, 11, 1));
  const order = parts.map((part) => part.type).filter((type): type is Part => ['year', 'month', 'day'].includes(type));
  return { order, separator: parts.find((part) => part.type === 'literal')?.value ?? '-' };
}

/** '2026-12-01' as the language writes it: '12/01/2026' in English. Anything but a day stays as it is. */
export function writeDay(day: string, tag: string): string {
  if (!isDay(day)) return day;
  return formatOf(tag).format(Date.parse(`${day}T00:00:00Z`));
}

/**
 * The day a person wrote, as YYYY-MM-DD, or null when it is none: the language's order with any
 * marks between the numbers (12/1/2026, 12-01-2026, 12.1.2026), or YYYY-MM-DD in any language
 * (what a pasted or an API's date looks like).
 */
export function readDay(text: string, tag: string): string | null {
  const trimmed = text.trim();
  if (isDay(trimmed)) return trimmed;
  const numbers = trimmed.split(/[^\d]+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const { order } = dayPattern(tag);
  const of = (part: Part) => numbers[order.indexOf(part)];
  const year = of('year');
  if (year.length !== 4 || of('month').length > 2 || of('day').length > 2) return null;
  const day = `${year}-${of('month').padStart(2, '0')}-${of('day').padStart(2, '0')}`;
  return isDay(day) ? day : null;
}

/** What is wrong with a typed day, if anything: none, or outside `min`..`max` (YYYY-MM-DD). */
export function dayProblem(text: string, tag: string, min?: string, max?: string) {
  if (text.trim() === '') return undefined;
  const day = readDay(text, tag);
  if (day === null) return 'unreadable';
  if (min && day < min) return 'tooEarly';
  if (max && day > max) return 'tooLate';
  return undefined;
}
