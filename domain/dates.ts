// The spec's date formats (docs/specification.md sections 2 and 4), in one place for every screen: a moment as
// 'MMM d, yyyy HH:mm' (24-hour), a day as 'MMM d, yyyy', a timeline day as 'MMMM d'. In another
// language, the same moments as `Intl` writes them there (docs/languages.md): '1 dec. 2026 14:05'.
import { format } from 'date-fns/format';
import { INTL_LOCALES, type Locale } from './i18n/locales';

type When = Date | string | number;
const asDate = (when: When) => (when instanceof Date ? when : new Date(when));

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const CLOCK_DAY: Intl.DateTimeFormatOptions = { ...DAY, timeZone: 'UTC' };
const TIMELINE_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const SHORT_DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** One format per language and shape, made once: a list of a hundred dates makes no formatter per row. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function intl(locale: Locale, shape: string, options: Intl.DateTimeFormatOptions, when: When): string {
  const key = `${locale} ${shape}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(INTL_LOCALES[locale], options)));
  return formatter.format(asDate(when));
}

/** 'Nov 23, 2026 14:05'; Swedish '23 nov. 2026 14:05' */
export const formatDateTime = (when: When, locale: Locale = 'en') =>
  locale === 'en' ? format(asDate(when), 'MMM d, yyyy HH:mm') : intl(locale, 'dateTime', DATE_TIME, when);
/** 'Nov 23, 2026'; Swedish '23 nov. 2026' */
export const formatDay = (when: When, locale: Locale = 'en') =>
  locale === 'en' ? format(asDate(when), 'MMM d, yyyy') : intl(locale, 'day', DAY, when);
/**
 * A day of a drum's clock, 'Nov 23, 2026'; Swedish '23 nov. 2026': the day in UTC, as
 * domain/drumClock.ts counts rent-free days and rent months, so a rent that starts at 23:30 UTC
 * reads the same day on every screen and statement, whatever the phone's zone.
 */
export const formatClockDay = (when: When, locale: Locale = 'en') => intl(locale, 'clockDay', CLOCK_DAY, when);
/** 'November 23' (status timelines); Swedish '23 november' */
export const formatTimelineDay = (when: When, locale: Locale = 'en') =>
  locale === 'en' ? format(asDate(when), 'MMMM d') : intl(locale, 'timelineDay', TIMELINE_DAY, when);
/** 'Nov 29 09:30' (history sentences); Swedish '29 nov. 09:30' */
export const formatShortDateTime = (when: When, locale: Locale = 'en') =>
  locale === 'en' ? format(asDate(when), 'MMM d HH:mm') : intl(locale, 'shortDateTime', SHORT_DATE_TIME, when);
/** '14:05', in every language (the clock of a moment today: "Offline, as of 14:05") */
export const formatTime = (when: When, locale: Locale = 'en') => intl(locale, 'time', TIME, when);

/** The time of a moment today, else its date and time: when the data on screen was fetched. */
export const formatAsOf = (when: When, now: When = new Date(), locale: Locale = 'en') => {
  const moment = asDate(when);
  const today = asDate(now);
  const sameDay =
    moment.getFullYear() === today.getFullYear() &&
    moment.getMonth() === today.getMonth() &&
    moment.getDate() === today.getDate();
  return sameDay ? formatTime(moment, locale) : formatDateTime(moment, locale);
};
