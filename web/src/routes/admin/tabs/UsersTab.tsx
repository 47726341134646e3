import { memo, Suspense, useCallback, useState } from 'react';
import { Loading } from '../../../components/Spinner';
import { FilteredUsers, isUserFiltered, UserFilters, useUserFilter } from '../UserFilters';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { LIST_PAGE, ShowMore } from '../../../components/ShowMore';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatCount } from '../../../format';
import { Button } from '../../../components/Button';
import { PlusIcon } from '../../../components/icons';
import { ADMIN_CONNECTIONS } from '../../../mutations/adminConnections';
import { useDeleteUserMutation } from '../../../mutations/DeleteUserMutation';
import { UserCard, type UserCardData } from '../UserCard';
import type { UserCard_user$key } from '../__generated__/UserCard_user.graphql';

type UserCardKey = UserCard_user$key;
import { useRefreshPendingCount } from '../PendingCount';
import { UserDialog } from '../UserDialog';
import { RemoveDialog } from '../RemoveDialog';
import { EmptyState, TabHeader } from '../../../components/TabHeader';
import { ExcelButtons } from '../ExcelButtons';
import { useFocusAfterRemoval } from '../../../components/useFocusAfterRemoval';
import type { TabProps } from '../tabQuery';
import type { UsersTabQuery } from './__generated__/UsersTabQuery.graphql';
import type { UsersTab_users$key } from './__generated__/UsersTab_users.graphql';
import type { UsersTabPaginationQuery } from './__generated__/UsersTabPaginationQuery.graphql';
import { useViewer } from '../../../viewer/ViewerProvider';

const usersTabQuery = graphql`
  query UsersTabQuery {
    ...UsersTab_users
  }
`;

const usersFragment = graphql`
  fragment UsersTab_users on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
  @refetchable(queryName: "UsersTabPaginationQuery") {
    users(first: $count, after: $cursor) @connection(key: "Admin_users") {
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
 * Users (docs/specification.md section 2). Create and delete change the list in the store (the mutations'
 * connection directives); an import reloads the tab and the New Users badge.
 */
export default function UsersTab({ queryRef, reload }: TabProps<UsersTabQuery>) {
  const root = usePreloadedQuery<UsersTabQuery>(usersTabQuery, queryRef);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<UsersTabPaginationQuery, UsersTab_users$key>(
    usersFragment,
    root,
  );
  const refreshPendingCount = useRefreshPendingCount();
  const viewer = useViewer();
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'edit' | 'delete'; user: UserCardData } | null>(
    null,
  );
  const [remove, removing] = useDeleteUserMutation();
  const focus = useFocusAfterRemoval(data.users.edges.map(({ node }) => node.id));
  const [filter, changeFilter] = useUserFilter();
  const [connections, setConnections] = useState<string[]>([ADMIN_CONNECTIONS.users]);
  const { t } = useTranslation();

  const edit = useCallback((user: UserCardData) => setDialog({ kind: 'edit', user }), []);
  const askDelete = useCallback((user: UserCardData, lists: readonly string[]) => {
    setConnections([...lists]);
    setDialog({ kind: 'delete', user });
  }, []);

  /** The cards of a list, each with Edit and Delete; a deletion leaves the lists given. */
  const cards = (edges: readonly { node: { id: string } & UserCardKey }[], lists: string[]) => (
    <>
      {edges.length === 0 ? <EmptyState>{t('masterData.users.empty')}</EmptyState> : null}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {edges.map(({ node }) => (
          <ListedUser
            key={node.id}
            user={node}
            lists={lists}
            viewerId={viewer?.id}
            onEdit={edit}
            onDelete={askDelete}
          />
        ))}
      </div>
    </>
  );

  return (
    <>
      <TabHeader
        title={t('masterData.users.title')}
        headingRef={focus.heading}
        description={usersCount(t, data.users.edges.length, data.users.totalCount)}
      >
        <ExcelButtons
          entity="users"
          label={t('masterData.users.excelLabel')}
          onImported={() => {
            reload();
            refreshPendingCount();
          }}
        />
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <PlusIcon className="size-4" /> {t('masterData.users.create')}
        </Button>
      </TabHeader>
      <UserFilters filter={filter} onChange={changeFilter} />
      {isUserFiltered(filter) ? (
        <Suspense fallback={<Loading>{t('masterData.users.finding')}</Loading>}>
          <FilteredUsers filter={filter}>
            {(users, connectionId, more) => (
              <>
                <p role="status" className="mb-3 text-sm text-slate-600 dark:text-slate-400">
                  {users.totalCount === 0
                    ? t('masterData.users.noMatch')
                    : usersCount(t, users.edges.length, users.totalCount)}
                </p>
                {cards(users.edges, [ADMIN_CONNECTIONS.users, connectionId])}
                {more}
              </>
            )}
          </FilteredUsers>
        </Suspense>
      ) : (
        <>
          {cards(data.users.edges, [ADMIN_CONNECTIONS.users])}
          <ShowMore hasNext={hasNext} isLoading={isLoadingNext} onMore={() => loadNext(LIST_PAGE)} />
        </>
      )}
      {dialog?.kind === 'create' ? <UserDialog onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? <UserDialog user={dialog.user} onClose={() => setDialog(null)} /> : null}
      <RemoveDialog
        item={dialog?.kind === 'delete' ? dialog.user : null}
        title={t('masterData.users.deleteTitle')}
        consequence={(user) => t('masterData.users.deleteConsequence', { name: user.name, email: user.email })}
        remove={(user) => remove({ input: { id: user.id }, connections })}
        busy={removing}
        done={{ title: t('masterData.users.deleted') }}
        failed={t('masterData.users.deleteFailed')}
        onClose={() => setDialog(null)}
        onRemoved={(user) => focus.removed(user.id)}
      />
    </>
  );
}

/** The list shows a page at a time; say how many of the total are shown. */
function usersCount(t: TFunction, shown: number, total: number) {
  const counts = { count: total, shown: formatCount(shown), total: formatCount(total) };
  return shown < total ? t('masterData.users.showingOf', counts) : t('masterData.users.count', counts);
}

type ListedUserProps = {
  user: UserCardKey;
  lists: readonly string[];
  viewerId: string | undefined;
  onEdit: (user: UserCardData) => void;
  onDelete: (user: UserCardData, lists: readonly string[]) => void;
};

/**
 * One card of the list with its buttons. Memoised: "Show more" adds 50 cards to a list that may
 * hold thousands, and only the new ones render (the lists' ids compared by value).
 */
const ListedUser = memo(
  function ListedUser({ user, lists, viewerId, onEdit, onDelete }: ListedUserProps) {
    const { t } = useTranslation();
    return (
      <UserCard user={user}>
        {(data) => (
          <>
            <Button variant="secondary" onClick={() => onEdit(data)}>
              {t('common.edit')}
            </Button>
            {/* The server refuses an admin's deletion of their own account: no button for it. */}
            {data.id === viewerId ? null : (
              <Button variant="remove" onClick={() => onDelete(data, lists)}>
                {t('common.delete')}
              </Button>
            )}
          </>
        )}
      </UserCard>
    );
  },
  (before, after) =>
    before.user === after.user &&
    before.viewerId === after.viewerId &&
    before.onEdit === after.onEdit &&
    before.onDelete === after.onDelete &&
    before.lists.join('\n') === after.lists.join('\n'),
);
