import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Button } from '../../../components/Button';
import { PlusIcon } from '../../../components/icons';
import { ADMIN_CONNECTIONS } from '../../../mutations/adminConnections';
import { useDeleteUserMutation } from '../../../mutations/DeleteUserMutation';
import { UserCard, type UserCardData } from '../UserCard';
import { useRefreshPendingCount } from '../PendingCount';
import { UserDialog } from '../UserDialog';
import { RemoveDialog } from '../RemoveDialog';
import { EmptyState, TabHeader } from '../../../components/TabHeader';
import { ExcelButtons } from '../ExcelButtons';
import { useFocusAfterRemoval } from '../../../components/useFocusAfterRemoval';
import type { TabProps } from '../tabQuery';
import type { UsersTabQuery } from './__generated__/UsersTabQuery.graphql';
import { useViewer } from '../../../viewer/ViewerProvider';

export const usersTabQuery = graphql`
  query UsersTabQuery {
    users(first: 500) @connection(key: "Admin_users") {
      totalCount
      edges {
        node {
          id
          ...UserCard_user
        }
      }
    }
  }
`;

/**
 * Users (spec.md section 2). Create and delete change the list in the store (the mutations'
 * connection directives); an import reloads the tab and the New Users badge.
 */
export default function UsersTab({ queryRef, reload }: TabProps<UsersTabQuery>) {
  const data = usePreloadedQuery<UsersTabQuery>(usersTabQuery, queryRef);
  const refreshPendingCount = useRefreshPendingCount();
  const viewer = useViewer();
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'edit' | 'delete'; user: UserCardData } | null>(
    null,
  );
  const [remove, removing] = useDeleteUserMutation();
  const focus = useFocusAfterRemoval(data.users.edges.map(({ node }) => node.id));

  return (
    <>
      <TabHeader
        title="Users"
        headingRef={focus.heading}
        description={usersCount(data.users.edges.length, data.users.totalCount)}
      >
        <ExcelButtons
          entity="users"
          label="Users"
          onImported={() => {
            reload();
            refreshPendingCount();
          }}
        />
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
                {/* The server refuses an admin's deletion of their own account: no button for it. */}
                {user.id === viewer?.id ? null : (
                  <Button
                    variant="remove"

                    onClick={() => setDialog({ kind: 'delete', user })}
                  >
                    Delete
                  </Button>
                )}
              </>
            )}
          </UserCard>
        ))}
      </div>
      {dialog?.kind === 'create' ? <UserDialog onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? <UserDialog user={dialog.user} onClose={() => setDialog(null)} /> : null}
      <RemoveDialog
        item={dialog?.kind === 'delete' ? dialog.user : null}
        title="Delete User"
        consequence={(user) => `Delete ${user.name} (${user.email})? This cannot be undone.`}
        remove={(user) => remove({ input: { id: user.id }, connections: [ADMIN_CONNECTIONS.users] })}
        busy={removing}
        done={{ title: 'User deleted successfully' }}
        failed="Failed to delete user"
        onClose={() => setDialog(null)}
        onRemoved={(user) => {
          setDialog(null);
          focus.removed(user.id);
        }}
      />
    </>
  );
}

/** The list shows the server's page size at most (500); say so when there are more. */
function usersCount(shown: number, total: number) {
  return shown < total ? `Showing ${shown} of ${total} users` : `${total} users`;
}
