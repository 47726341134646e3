// Dates, numbers and money in the language on screen (docs/languages.md): the domain's formats,
// given the language the app speaks now. A component that shows them also calls useTranslation(),
// so it renders again when the language changes.
import { formatMoney as formatMoneyIn } from '../../domain/buyback';
import * as dates from '../../domain/dates';
import { INTL_LOCALES } from '../../domain/i18n/locales';
import { currentLocale } from './i18n';

type When = Date | string | number;

/** 'Nov 23, 2026 14:05'; Swedish '23 nov. 2026 14:05' */
export const formatDateTime = (when: When) => dates.formatDateTime(when, currentLocale());
/** 'Nov 23, 2026'; Swedish '23 nov. 2026' */
export const formatDay = (when: When) => dates.formatDay(when, currentLocale());
/** '14:05' when it was today, else 'Nov 23, 2026 14:05': when the data on screen was fetched */
export const formatAsOf = (when: When) => dates.formatAsOf(when, new Date(), currentLocale());
/** A day of a drum's clock, counted in UTC as the clock counts: 'Nov 23, 2026'; Swedish '23 nov. 2026' */
export const formatClockDay = (when: When) => dates.formatClockDay(when, currentLocale());
/** 'November 23'; Swedish '23 november' */
export const formatTimelineDay = (when: When) => dates.formatTimelineDay(when, currentLocale());

const counts = new Map<string, Intl.NumberFormat>();
/** A count as people read it: 2,500; Swedish 2 500. */
export function formatCount(count: number): string {
  const tag = INTL_LOCALES[currentLocale()];
  let formatter = counts.get(tag);
  if (!formatter) counts.set(tag, (formatter = new Intl.NumberFormat(tag)));
  return formatter.format(count);
}

const percents = new Map<string, Intl.NumberFormat>();
/** A share (0 to 1) as a whole percent: 45%; Swedish 45 %. */
export function formatPercent(share: number): string {
  const tag = INTL_LOCALES[currentLocale()];
  let formatter = percents.get(tag);
  if (!formatter)
    percents.set(tag, (formatter = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 })));
  return formatter.format(share);
}

/** Money in cents, in `currency` (CURRENCY): $1,234.50; Swedish with SEK 1 234,50 kr. */
export const formatMoney = (cents: number, currency: string) =>
  formatMoneyIn(cents, currency, INTL_LOCALES[currentLocale()]);
