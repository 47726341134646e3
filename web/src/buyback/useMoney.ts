import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { formatMoney } from '../format';
import { priceText } from './price';
import type { useMoneyQuery } from './__generated__/useMoneyQuery.graphql';

/** The server's currency (CURRENCY): read once and kept in the store. */
function useCurrency(): string {
  const { config } = useLazyLoadQuery<useMoneyQuery>(
    graphql`
      query useMoneyQuery {
        config {
          currency
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return config.currency;
}

/**
 * Formats cents in the server's currency, as the spec shows money: the currency's sign and 2
 * decimals, written the way the language on screen writes them.
 */
export function useMoney(): (cents: number) => string {
  const currency = useCurrency();
  // The formatter reads the language as it runs: this renders the component again when it changes.
  useTranslation();
  return useCallback((cents: number) => formatMoney(cents, currency), [currency]);
}

/**
 * Prices kept in the currency's units (a drum specification's buyback prices and fee), shown the
 * same way as every other amount; '-' when there is none.
 */
export function usePrice(): (amount: number | null | undefined) => string {
  const currency = useCurrency();
  useTranslation();
  return useCallback((amount: number | null | undefined) => priceText(amount, currency), [currency]);
}
