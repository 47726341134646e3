import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Button } from '../../../components/Button';
import { PlusIcon } from '../../../components/icons';
import { useDeleteUserMutation } from '../../../mutations/DeleteUserMutation';
import { UserCard, type UserCardData } from '../UserCard';
import { useRefreshPendingCount } from '../PendingCount';
import { UserDialog } from '../UserDialog';
import {
  ConfirmDialog,
  EmptyState,
  ExcelButtons,
  TabHeader,
  useAdminAction,
  useFocusAfterRemoval,
  useRefreshableQuery,
} from '../shared';
import type { UsersTabQuery } from './__generated__/UsersTabQuery.graphql';

export default function UsersTab() {
  const [options, refreshList] = useRefreshableQuery();
  // Every change here can change who is pending, so the New Users badge is refetched too.
  const refreshPendingCount = useRefreshPendingCount();
  const refresh = () => {
    refreshList();
    refreshPendingCount();
  };
  const data = useLazyLoadQuery<UsersTabQuery>(
    graphql`
      query UsersTabQuery {
        users(first: 500) {
          totalCount
          edges {
            node {
              id
              ...UserCard_user
            }
          }
        }
      }
    `,
    {},
    options,
  );
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'edit' | 'delete'; user: UserCardData } | null>(
    null,
  );
  const [remove, removing] = useDeleteUserMutation();
  const run = useAdminAction();
  const focus = useFocusAfterRemoval(data.users.edges.map(({ node }) => node.id));

  return (
    <>
      <TabHeader
        title="Users"
        headingRef={focus.heading}
        description={usersCount(data.users.edges.length, data.users.totalCount)}
      >
        <ExcelButtons entity="users" label="Users" onImported={refresh} />
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <PlusIcon className="size-4" /> Create User
        </Button>
      </TabHeader>
      {data.users.edges.length === 0 ? <EmptyState>No users</EmptyState> : null}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {data.users.edges.map(({ node }) => (
          <UserCard key={node.id} user={node}>
            {(user) => (
              <>
                <Button variant="secondary" onClick={() => setDialog({ kind: 'edit', user })}>
                  Edit
                </Button>
                <Button
                  variant="secondary"
                  className="text-red-700 dark:text-red-400"
                  onClick={() => setDialog({ kind: 'delete', user })}
                >
                  Delete
                </Button>
              </>
            )}
          </UserCard>
        ))}
      </div>
      {dialog?.kind === 'create' ? <UserDialog onClose={() => setDialog(null)} onSaved={refresh} /> : null}
      {dialog?.kind === 'edit' ? (
        <UserDialog user={dialog.user} onClose={() => setDialog(null)} onSaved={refresh} />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete User"
        busy={removing}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          const { id } = dialog.user;
          const done = await run(() => remove({ input: { id } }), 'User deleted successfully', 'Failed to delete user');
          setDialog(null);
          if (done) {
            focus.removed(id);
            refresh();
          }
        }}
      >
        {dialog?.kind === 'delete' ? `Delete ${dialog.user.name} (${dialog.user.email})? This cannot be undone.` : null}
      </ConfirmDialog>
    </>
  );
}

/** The list shows the server's page size at most (500); say so when there are more. */
function usersCount(shown: number, total: number) {
  return shown < total ? `Showing ${shown} of ${total} users` : `${total} users`;
}
