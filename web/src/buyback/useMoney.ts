import { useCallback } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { formatMoney } from '../../../domain/buyback';
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

/** Formats cents in the server's currency, as the spec shows money: the currency's sign and 2 decimals. */
export function useMoney(): (cents: number) => string {
  const currency = useCurrency();
  return useCallback((cents: number) => formatMoney(cents, currency), [currency]);
}

/**
 * Prices kept in the currency's units (a drum specification's buyback prices and fee), shown the
 * same way as every other amount; '-' when there is none.
 */
export function usePrice(): (amount: number | null | undefined) => string {
  const currency = useCurrency();
  return useCallback((amount: number | null | undefined) => priceText(amount, currency), [currency]);
}
