import { useCallback } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { formatMoney } from '../../../domain/buyback';
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
