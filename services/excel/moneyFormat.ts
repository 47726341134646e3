// Money in a workbook stays a number (sums and sorting keep working); its number format shows the
// currency sign where the reader's language writes it, as `Intl` does: '#,##0.00 "kr"' in Swedish,
// '"$"#,##0.00' in English. The separators are the spreadsheet app's own.
import { INTL_LOCALES, type Locale } from '../../domain/i18n/locales';

/** Excel's number format for amounts in `currency`, negative ones with a minus. */
export function moneyNumberFormat(currency: string, locale: Locale): string {
  const parts = new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency }).formatToParts(1);
  const at = parts.findIndex((part) => part.type === 'currency');
  // A sign is quoted text in a number format: one with a quote of its own would end it early.
  const sign = `"${(parts[at]?.value ?? currency).replace(/"/g, '')}"`;
  const before = at >= 0 && at < parts.findIndex((part) => part.type === 'integer');
  const spaced = parts[before ? at + 1 : at - 1]?.type === 'literal';
  const amount = before ? `${sign}${spaced ? ' ' : ''}#,##0.00` : `#,##0.00${spaced ? ' ' : ''}${sign}`;
  return `${amount};-${amount}`;
}
