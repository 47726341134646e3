import { createContext, type ReactNode, startTransition, useContext, useMemo, useState } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { applyListChange, type ListedConnection } from '../pickups/listChange';
import { useReconnectKey } from '../relay/reconnect';
import type { livePickupsSubscription } from './__generated__/livePickupsSubscription.graphql';

const LiveKey = createContext(0);

/** The boards on screen (PickupBoard registers its connection while mounted). */
const boards = new Set<ListedConnection>();

/** Lists a board's connection for live changes; the returned function unlists it. */
export function listBoard(board: ListedConnection): () => void {
  boards.add(board);
  return () => boards.delete(board);
}

/**
 * Keeps the pickup boards and counts of a page live without polling (docs/decisions.md): each
 * change the viewer may see arrives over the pickupRequestChanged subscription with the card's
 * fields, so the card updates at once and moves in or out of each board on screen in the store
 * (no list is fetched again for a change); the small counts refetch in the background.
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
              id
              databaseId
              status
              createdAt
              scheduledPickupDate
              ...OperationsCard_request
            }
          }
        }
      `,
      variables: {},
      updater: (store) => boards.forEach((board) => applyListChange(store, board)),
      onNext: () => startTransition(() => setKey((current) => current + 1)),
    }),
    [],
  );
  useSubscription<livePickupsSubscription>(config);
  // A reconnect counts as a change: whatever happened while the socket was down is fetched.
  const reconnectKey = useReconnectKey();
  return <LiveKey.Provider value={key * 1000 + reconnectKey}>{children}</LiveKey.Provider>;
}

/** Changes whenever a visible request changed: a fetchKey for the page's counts and proposals. */
export const useLiveKey = () => useContext(LiveKey);
