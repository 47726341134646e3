import type { BadgeTone } from './Badge';

// The admin's and the drum price list's shared ways of showing roles and measures (money: web/src/buyback/useMoney.ts).

export const roleTone = (role: string): BadgeTone =>
  role === 'admin' ? 'purple' : role === 'transporter' ? 'blue' : 'slate';
export const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

export function formatNumber(value: number | null | undefined, unit = ''): string {
  if (value === null || value === undefined) return '-';
  return `${value}${unit}`;
}
