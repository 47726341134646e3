import { toCents } from '../../../domain/buyback';
import { formatMoney } from '../format';

/**
 * A price kept in the currency's units (a drum specification's buyback prices and fee) as every
 * other amount is shown: the currency's sign and 2 decimals, in the language on screen; '-' when
 * there is none.
 */
export function priceText(amount: number | null | undefined, currency: string): string {
  return amount === null || amount === undefined ? '-' : formatMoney(toCents(amount), currency);
}
