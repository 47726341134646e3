import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useReturnsSubscription as ReturnsSubscription } from './__generated__/useReturnsSubscription.graphql';
import { applyListChange } from './listChange';
import type { ReturnsList } from './returnsLists';

/**
 * Keeps a returner's list live (docs/decisions.md: real time is GraphQL subscriptions, no
 * polling) in the same store the route's query filled: a changed request updates its card, so a
 * scheduled one moves section by itself; one that enters the list's statuses (made on another
 * device, or collected by a transporter) is added in the list's order, newest first; one that is
 * deleted or leaves the list's statuses is taken out of it.
 */
export function useReturnsSubscription(list: ReturnsList) {
  const config = useMemo<GraphQLSubscriptionConfig<ReturnsSubscription>>(
    () => ({
      subscription: graphql`
        subscription useReturnsSubscription {
          pickupRequestChanged {
            pickupRequestId
            deleted
            pickupRequest {
              id
              databaseId
              status
              createdAt
              scheduledPickupDate
              ...ReturnCard_request
            }
          }
        }
      `,
      variables: {},
      updater: (store) => applyListChange(store, list),
    }),
    [list],
  );
  useSubscription<ReturnsSubscription>(config);
}
