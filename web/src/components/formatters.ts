import type { BadgeTone } from './Badge';

// The admin's and the drum price list's shared ways of showing roles, money and measures.

export const roleTone = (role: string): BadgeTone =>
  role === 'admin' ? 'purple' : role === 'transporter' ? 'blue' : 'slate';
export const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

/** spec.md section 9: money with a dollar sign and 2 decimals. */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const sign = value < 0 ? '-' : '';
  return `${sign}$${Math.abs(value).toFixed(2)}`;
}

/** spec.md section 9: the scrap handling fee is shown as a negative amount. */
export function formatScrapFee(fee: number | null | undefined): string {
  return fee === null || fee === undefined ? '-' : formatMoney(-fee);
}

export function formatNumber(value: number | null | undefined, unit = ''): string {
  if (value === null || value === undefined) return '-';
  return `${value}${unit}`;
}
