import { useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type {
  PickupStatus,
  useReturnsSubscription as ReturnsSubscription,
} from './__generated__/useReturnsSubscription.graphql';

/**
 * Keeps a returner's list live (ARCHITECTURE.md: real time is GraphQL subscriptions, no
 * polling): a changed request updates its card in the store, so a scheduled or collected one
 * moves section by itself; a deleted one leaves the store; one the list does not hold yet
 * (made on another device, or by an admin) and in one of the list's `statuses` calls
 * `onUnknown` to load the list again.
 */
export function useReturnsSubscription(
  knownIds: readonly string[],
  statuses: readonly PickupStatus[],
  onUnknown: () => void,
) {
  const known = useRef(knownIds);
  known.current = knownIds;
  const unknown = useRef(onUnknown);
  unknown.current = onUnknown;
  const wanted = useRef(statuses);
  wanted.current = statuses;
  const config = useMemo<GraphQLSubscriptionConfig<ReturnsSubscription>>(
    () => ({
      subscription: graphql`
        subscription useReturnsSubscription {
          pickupRequestChanged {
            id
            deleted
            pickupRequest {
              id
              status
              scheduledPickupDate
              ...ReturnCard_request
            }
          }
        }
      `,
      variables: {},
      updater: (store, data) => {
        const change = data?.pickupRequestChanged;
        if (change && (change.deleted || !change.pickupRequest)) store.delete(change.id);
      },
      onNext: (data) => {
        const change = data?.pickupRequestChanged;
        const request = change?.pickupRequest;
        if (request && !known.current.includes(request.id) && wanted.current.includes(request.status))
          unknown.current();
      },
    }),
    [],
  );
  useSubscription<ReturnsSubscription>(config);
}
