import { useCallback } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { formatMoney, toCents } from '../../../domain/buyback';
import type { useMoneyQuery } from './__generated__/useMoneyQuery.graphql';

/**
 * Formats cents in the server's currency (CURRENCY), as the spec shows money: the currency's sign
 * and 2 decimals. The setting is read once and kept in the store.
 */
export function useMoney(): (cents: number) => string {
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
  return useCallback((cents: number) => formatMoney(cents, config.currency), [config.currency]);
}

/**
 * Prices kept in the currency's units (a drum specification's buyback prices and fee), shown the
 * same way as every other amount; '-' when there is none.
 */
export function usePrice(): (amount: number | null | undefined) => string {
  const money = useMoney();
  return useCallback(
    (amount: number | null | undefined) => (amount === null || amount === undefined ? '-' : money(toCents(amount))),
    [money],
  );
}
