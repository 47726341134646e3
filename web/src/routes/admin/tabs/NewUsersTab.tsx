import { type ReactNode, Suspense, useState } from 'react';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { LIST_PAGE, ShowMore } from '../../../components/ShowMore';
import { toGlobalId } from '../../../relay/globalId';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Button } from '../../../components/Button';
import { ADMIN_CONNECTIONS } from '../../../mutations/adminConnections';
import { useApproveUserMutation } from '../../../mutations/ApproveUserMutation';
import { useMarkUserReviewedMutation } from '../../../mutations/MarkUserReviewedMutation';
import { useRejectUserMutation } from '../../../mutations/RejectUserMutation';
import { BulkUsersBar } from '../BulkUsersBar';
import { UserCard, type UserCardData } from '../UserCard';
import { UserDialog } from '../UserDialog';
import { type ApprovalChoice, ApproveUserDialog } from '../ApproveUserDialog';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState, TabHeader } from '../../../components/TabHeader';
import { useAdminAction } from '../useAdminAction';
import { useFocusAfterRemoval } from '../../../components/useFocusAfterRemoval';
import type { TabProps } from '../tabQuery';
import type { NewUsersTabQuery } from './__generated__/NewUsersTabQuery.graphql';
import type { NewUsersTab_users$data, NewUsersTab_users$key } from './__generated__/NewUsersTab_users.graphql';
import type { NewUsersTabPaginationQuery } from './__generated__/NewUsersTabPaginationQuery.graphql';
import type { NewUsersTabPointedUserQuery } from './__generated__/NewUsersTabPointedUserQuery.graphql';

// The badge's connection (PendingCount.tsx, same key): approving, reviewing, rejecting or editing
// a user takes the card off both in the store (web/src/mutations/adminConnections.ts).
const newUsersTabQuery = graphql`
  query NewUsersTabQuery {
    ...NewUsersTab_users
  }
`;

const newUsersTabFragment = graphql`
  fragment NewUsersTab_users on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
  @refetchable(queryName: "NewUsersTabPaginationQuery") {
    pendingUsers(first: $count, after: $cursor) @connection(key: "Admin_pendingUsers") {
      totalCount
      edges {
        node {
          id
          databaseId
          ...UserCard_user
          ...ApproveUserDialog_user
        }
      }
    }
  }
`;

const pointedUserQuery = graphql`
  query NewUsersTabPointedUserQuery($id: ID!) {
    node(id: $id) {
      ... on User {
        id
        databaseId
        approved
        reviewed
        ...UserCard_user
        ...ApproveUserDialog_user
      }
    }
  }
`;

type PendingNode = NewUsersTab_users$data['pendingUsers']['edges'][number]['node'];

/** The user a link points at when the list does not reach it; nothing once approved or reviewed. */
function PointedUser({ databaseId, children }: { databaseId: number; children: (node: PendingNode) => ReactNode }) {
  const data = useLazyLoadQuery<NewUsersTabPointedUserQuery>(pointedUserQuery, { id: toGlobalId('User', databaseId) });
  const node = data.node;
  if (!node?.id || node.approved || node.reviewed) return null;
  return children(node as PendingNode);
}

/** Registrations awaiting approval or review (docs/specification.md section 2, New Users). */
export default function NewUsersTab({ queryRef, reload }: TabProps<NewUsersTabQuery>) {
  const root = usePreloadedQuery<NewUsersTabQuery>(newUsersTabQuery, queryRef);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    NewUsersTabPaginationQuery,
    NewUsersTab_users$key
  >(newUsersTabFragment, root);
  const [editing, setEditing] = useState<UserCardData | null>(null);
  const [rejecting, setRejecting] = useState<UserCardData | null>(null);
  const [approving, setApproving] = useState<PendingNode | null>(null);
  // A registration notification names its user: that card is the one to look at.
  const [params] = useSearchParams();
  const pointedAt = Number(params.get('user')) || null;
  const [approve] = useApproveUserMutation();
  const [review] = useMarkUserReviewedMutation();
  const [reject, rejectInFlight] = useRejectUserMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const listed = data.pendingUsers.edges.map(({ node }) => node.id);
  const chosen = listed.filter((id) => selected.has(id));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  // The list stops at 200: a registration further down is fetched on its own, to show first.
  const cut = data.pendingUsers.totalCount > listed.length;
  const beyond =
    pointedAt !== null && cut && !data.pendingUsers.edges.some(({ node }) => node.databaseId === pointedAt);
  const run = useAdminAction();
  const { t } = useTranslation();
  // Approve, review and reject all take the card off this list.
  const focus = useFocusAfterRemoval(data.pendingUsers.edges.map(({ node }) => node.id));

  async function act(userId: string, action: () => Promise<unknown>, success: string, failure: string) {
    setBusy(userId);
    const done = await run(action, success, failure);
    setBusy(null);
    if (done) focus.removed(userId);
  }

  const card = (node: PendingNode) => (
    <UserCard key={node.id} user={node} requested highlighted={node.databaseId === pointedAt}>
      {(user) => (
        <>
          <label className="flex min-h-11 min-w-11 items-center justify-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={selected.has(user.id)}
              onChange={() => toggle(user.id)}
              aria-label={t('masterData.newUsers.select', { name: user.name })}
            />
          </label>
          <Button disabled={busy === user.id} onClick={() => setApproving(node)}>
            {t('masterData.newUsers.approve')}
          </Button>
          <Button
            variant="secondary"
            disabled={busy === user.id}
            onClick={() =>
              act(
                user.id,
                () => review({ input: { id: user.id } }),
                t('masterData.newUsers.reviewed'),
                t('masterData.newUsers.reviewFailed'),
              )
            }
          >
            {t('masterData.newUsers.markReviewed')}
          </Button>
          <Button variant="secondary" onClick={() => setEditing(user)}>
            {t('common.edit')}
          </Button>
          <Button
            variant="remove"

            onClick={() => setRejecting(user)}
          >
            {t('masterData.newUsers.reject')}
          </Button>
        </>
      )}
    </UserCard>
  );

  return (
    <>
      <TabHeader
        title={t('masterData.newUsers.title')}
        headingRef={focus.heading}
        description={t('masterData.newUsers.description')}
      />
      <BulkUsersBar
        ids={chosen}
        onDone={() => {
          setSelected(new Set());
          reload();
        }}
      />
      {data.pendingUsers.edges.length === 0 ? <EmptyState>{t('masterData.newUsers.empty')}</EmptyState> : null}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {beyond ? (
          <Suspense fallback={null}>
            <PointedUser databaseId={pointedAt}>{card}</PointedUser>
          </Suspense>
        ) : null}
        {data.pendingUsers.edges.map(({ node }) => card(node))}
      </div>
      <ShowMore hasNext={hasNext} isLoading={isLoadingNext} onMore={() => loadNext(LIST_PAGE)} />
      {approving ? (
        <ApproveUserDialog
          user={approving}
          busy={busy === approving.id}
          onClose={() => setApproving(null)}
          onApprove={(choice: ApprovalChoice) => {
            const id = approving.id;
            setApproving(null);
            void act(
              id,
              () => approve({ input: { id }, ...choice }),
              t('masterData.newUsers.approved'),
              t('masterData.newUsers.approveFailed'),
            );
          }}
        />
      ) : null}
      {editing ? <UserDialog user={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={rejecting !== null}
        title={t('masterData.newUsers.rejectTitle')}
        confirmLabel={t('masterData.newUsers.reject')}
        busy={rejectInFlight}
        onClose={() => setRejecting(null)}
        onConfirm={async () => {
          if (!rejecting) return;
          const user = rejecting;
          setRejecting(null);
          await act(
            user.id,
            () => reject({ input: { id: user.id }, connections: [ADMIN_CONNECTIONS.users] }),
            t('masterData.newUsers.rejected'),
            t('masterData.newUsers.rejectFailed'),
          );
        }}
      >
        {rejecting
          ? t('masterData.newUsers.rejectConsequence', { name: rejecting.name, email: rejecting.email })
          : null}
      </ConfirmDialog>
    </>
  );
}
