// A time of day as a person writes it in their language (docs/languages.md, "Dates"): the hours
// as the language counts them (Swedish 14:05, English 2:05 PM), as Intl writes them, so a
// language of its own needs no code here. The app keeps and sends a time as HH:MM (24 hours),
// as the browser's time input gave it.

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** HH:MM, 00:00 to 23:59: what the forms keep. */
export const isTime = (value: string) => TIME.test(value);

const formats = new Map<string, Intl.DateTimeFormat>();
/** The language's own hour cycle: Intl's, never the browser's or the system's setting. */
function formatOf(tag: string) {
  let format = formats.get(tag);
  if (!format) {
    const cycle = new Intl.DateTimeFormat(tag, { hour: 'numeric', timeZone: 'UTC' }).resolvedOptions().hourCycle;
    const twelve = cycle === 'h12' || cycle === 'h11';
    // Counted to 24, the hour has two digits (08:00), as the app writes times elsewhere.
    format = new Intl.DateTimeFormat(tag, { hour: twelve ? 'numeric' : '2-digit', minute: '2-digit', timeZone: 'UTC' });
    formats.set(tag, format);
  }
  return format;
}

/** Intl writes the mark after a narrow no-break space (2:05 PM); a person types a space. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const atTime = (hours: number, minutes: number) => Date.UTC(2026, 0, 1, hours, minutes);

/** The language's marks of the morning and the afternoon, as it writes them ("AM", "PM"). */
function dayPeriodsOf(tag: string): { am: string; pm: string } {
  const format = new Intl.DateTimeFormat(tag, { hour: 'numeric', hour12: true, timeZone: 'UTC' });
  const mark = (hours: number) =>
    format.formatToParts(atTime(hours, 0)).find((part) => part.type === 'dayPeriod')?.value ?? '';
  return { am: mark(1), pm: mark(13) };
}

/** The placeholder of a time field: a time as the language writes it ("2:05 PM", "14:05"). */
export const timeExample = (tag: string) => writeTime('14:05', tag);

/** '14:05' as the language writes it: '2:05 PM' in English. Anything but a time stays as it is. */
export function writeTime(time: string, tag: string): string {
  if (!isTime(time)) return time;
  const [hours, minutes] = time.split(':').map(Number);
  return plainSpaces(formatOf(tag).format(atTime(hours, minutes)));
}

/** Letters and dots only, lower case: "P.M." and "pm" read alike. */
const markOf = (text: string) => text.toLowerCase().replace(/[.\s]/g, '');

/**
 * The time a person wrote, as HH:MM, or null when it is none: hours and minutes with any mark
 * between them (14:05, 14.05, 1405), and a morning or afternoon mark (2:05 PM, 2 pm) in the
 * language or in English, whatever the language counts.
 */
export function readTime(text: string, tag: string): string | null {
  const match = /^(\d{1,2})(?:[^\d\s]?(\d{2}))?\s*(\D*)$/u.exec(plainSpaces(text).trim());
  if (!match) return null;
  const [, hourText, minuteText = '00', markText] = match;
  let hours = Number(hourText);
  const minutes = Number(minuteText);
  if (minutes > 59) return null;
  if (markText) {
    const mark = markOf(markText);
    const periods = dayPeriodsOf(tag);
    const afternoon = [markOf(periods.pm), 'pm'].includes(mark);
    if (!afternoon && ![markOf(periods.am), 'am'].includes(mark)) return null;
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (afternoon ? 12 : 0);
  } else if (hours > 23) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
