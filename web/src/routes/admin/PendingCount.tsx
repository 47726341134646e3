import { Suspense, useCallback } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { PendingCountQuery } from './__generated__/PendingCountQuery.graphql';

// Same arguments as the New Users tab's list query, so both read one store record.
const query = graphql`
  query PendingCountQuery {
    pendingUsers(first: 200) {
      totalCount
    }
  }
`;

/** The New Users tab's count badge; it follows the store, see useRefreshPendingCount. */
export function PendingCountBadge() {
  return (
    <Suspense fallback={null}>
      <PendingCount />
    </Suspense>
  );
}

function PendingCount() {
  const data = useLazyLoadQuery<PendingCountQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const count = data.pendingUsers.totalCount;
  if (count === 0) return null;
  return (
    <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white" aria-label={`${count} pending`}>
      {count}
    </span>
  );
}

/**
 * Refetches the pending count from the server (the badge then updates from the store). Call it
 * after anything that can change who is pending: creating, editing, approving, reviewing,
 * rejecting, deleting or importing users.
 */
export function useRefreshPendingCount() {
  const environment = useRelayEnvironment();
  return useCallback(() => {
    fetchQuery<PendingCountQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({
      error: () => {},
    });
  }, [environment]);
}
