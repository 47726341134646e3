import { createContext, type ReactNode, startTransition, useContext, useMemo, useState } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useReconnectKey } from '../relay/reconnect';
import type { livePickupsSubscription } from './__generated__/livePickupsSubscription.graphql';

const LiveKey = createContext(0);

/**
 * Keeps the pickup boards and counts of a page live without polling (ARCHITECTURE.md): each
 * change the viewer may see arrives over the pickupRequestChanged subscription with the card's
 * fields (so the card updates at once), and the lists and counts refetch in the background, so
 * a request moves between tabs by itself.
 */
export function LivePickups({ children }: { children: ReactNode }) {
  const [key, setKey] = useState(0);
  const config = useMemo<GraphQLSubscriptionConfig<livePickupsSubscription>>(
    () => ({
      subscription: graphql`
        subscription livePickupsSubscription {
          pickupRequestChanged {
            pickupRequestId
            deleted
            pickupRequest {
              ...OperationsCard_request
            }
          }
        }
      `,
      variables: {},
      onNext: () => startTransition(() => setKey((current) => current + 1)),
    }),
    [],
  );
  useSubscription<livePickupsSubscription>(config);
  // A reconnect counts as a change: whatever happened while the socket was down is fetched.
  const reconnectKey = useReconnectKey();
  return <LiveKey.Provider value={key * 1000 + reconnectKey}>{children}</LiveKey.Provider>;
}

/** Changes whenever a visible request changed: a fetchKey for the page's lists and counts. */
export const useLiveKey = () => useContext(LiveKey);
