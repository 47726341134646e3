// The months the Reports and Statements filters offer, as a select of named months: Chromium's
// `<input type="month">` shows '--------- ----' while empty, and is awkward on a phone.
import { MAX_REPORT_MONTHS, statementMonth } from '../../../../domain/buyback';
import { INTL_LOCALES } from '../../../../domain/i18n/locales';
import { currentLocale } from '../../i18n';

export type MonthChoice = { value: string; label: string };

/**
 * The `count` months up to `now`'s, newest first, each 'YYYY-MM' with its name in `locale`
 * ('March 2026'; Swedish 'mars 2026'), by default the language on screen.
 */
export function recentMonths(
  now: Date,
  count = MAX_REPORT_MONTHS,
  locale: string = INTL_LOCALES[currentLocale()],
): MonthChoice[] {
  const name = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return Array.from({ length: count }, (_, back) => {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    return { value: statementMonth(first), label: name.format(first) };
  });
}
