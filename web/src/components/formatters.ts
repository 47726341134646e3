import { INTL_LOCALES } from '../../../domain/i18n/locales';
import { currentLocale, t } from '../i18n';
import type { BadgeTone } from './Badge';

// The admin's and the drum price list's shared ways of showing roles and measures (money: web/src/buyback/useMoney.ts).

export const roleTone = (role: string): BadgeTone =>
  role === 'admin' ? 'purple' : role === 'transporter' ? 'blue' : 'slate';

/** A role as a badge or a table names it, in the language on screen. */
export function roleLabel(role: string): string {
  switch (role) {
    case 'admin':
      return t('shell.roles.admin');
    case 'transporter':
      return t('shell.roles.transporter');
    case 'returner':
      return t('shell.roles.returner');
    default:
      return role.charAt(0).toUpperCase() + role.slice(1);
  }
}

/** A measure as given (no grouping, every decimal), with the decimal sign of the language on screen. */
export function formatNumber(value: number | null | undefined, unit = ''): string {
  if (value === null || value === undefined) return '-';
  return `${String(value).replace('.', decimalSign())}${unit}`;
}

const decimalSigns = new Map<string, string>();
function decimalSign(): string {
  const tag = INTL_LOCALES[currentLocale()];
  let sign = decimalSigns.get(tag);
  if (sign === undefined) {
    sign = new Intl.NumberFormat(tag).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    decimalSigns.set(tag, sign);
  }
  return sign;
}
