import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import { CountBadge } from '../../components/Badge';
import type { PendingCountQuery } from './__generated__/PendingCountQuery.graphql';

// The New Users tab's connection (same key): the mutations keep its edges and totalCount current
// (web/src/mutations/adminConnections.ts), so the badge follows without a refetch. It asks for the
// tab's first page (LIST_PAGE): a refresh here then leaves the tab's first page as it was.
const query = graphql`
  query PendingCountQuery {
    pendingUsers(first: 50) @connection(key: "Admin_pendingUsers") {
      totalCount
      edges {
        node {
          id
        }
      }
    }
  }
`;

/** The New Users tab's count badge. */
export function PendingCountBadge() {
  return (
    <Suspense fallback={null}>
      <PendingCount />
    </Suspense>
  );
}

function PendingCount() {
  const data = useLazyLoadQuery<PendingCountQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const { t } = useTranslation();
  return <CountBadge count={data.pendingUsers.totalCount} label={t('admin.users.pendingCount')} />;
}

/** Refetches who is pending: after an Excel import of users, which changes an unknown set. */
export function useRefreshPendingCount() {
  const environment = useRelayEnvironment();
  return useCallback(() => {
    fetchQuery<PendingCountQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({
      error: () => {},
    });
  }, [environment]);
}
