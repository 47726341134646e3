import type { ReactNode } from 'react';
import { useSettledSearch } from '../../components/useSettledSearch';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { LIST_PAGE, ShowMore } from '../../components/ShowMore';
import { useSearchParams } from 'react-router';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { SEARCH_LIMITS } from '../../../../domain/pickupListFilter';
import { ROLES } from '../../../../domain/statuses';
import { USER_LIST_ORDERS, type UserListOrder } from '../../../../domain/userListFilter';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import type { UserFiltersQuery, UserOrder } from './__generated__/UserFiltersQuery.graphql';
import type { UserFilters_users$data, UserFilters_users$key } from './__generated__/UserFilters_users.graphql';
import type { UserFiltersPaginationQuery } from './__generated__/UserFiltersPaginationQuery.graphql';

const ORDER_LABELS: Record<UserListOrder, string> = {
  CREATED_AT_DESC: 'Newest first',
  CREATED_AT_ASC: 'Oldest first',
  NAME_ASC: 'Name, A to Z',
  NAME_DESC: 'Name, Z to A',
  EMAIL_ASC: 'Email, A to Z',
};
const ROLE_LABELS = { admin: 'Admins', transporter: 'Transporters', returner: 'Returners' } as const;

/** The Users tab's search, role and order, in the page's URL (their own names beside the pickup tabs'). */
export type UserFilter = { search: string; role: string; orderBy: string };
const KEYS = { search: 'userSearch', role: 'userRole', orderBy: 'userOrder' } as const;

export function useUserFilter(): [UserFilter, (changes: Partial<UserFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = {
    search: params.get(KEYS.search) ?? '',
    role: params.get(KEYS.role) ?? '',
    orderBy: params.get(KEYS.orderBy) ?? '',
  };
  const change = (changes: Partial<UserFilter>) => {
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(KEYS[key as keyof UserFilter], value);
      else next.delete(KEYS[key as keyof UserFilter]);
    }
    setParams(next, { replace: true });
  };
  return [filter, change];
}

export const isUserFiltered = (filter: UserFilter) => Boolean(filter.search || filter.role || filter.orderBy);

/** The search box (it runs once typing rests), the role and the order. */
export function UserFilters({
  filter,
  onChange,
}: {
  filter: UserFilter;
  onChange: (changes: Partial<UserFilter>) => void;
}) {
  const {
    text: search,
    setText: setSearch,
    submit,
  } = useSettledSearch(filter.search, (text) => onChange({ search: text }));
  return (
    <form
      role="search"
      aria-label="Find users"
      className="mb-4 grid gap-3 sm:grid-cols-[2fr_1fr_1fr]"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field
        label="Search users"
        type="search"
        placeholder="Name, email or company"
        maxLength={SEARCH_LIMITS.length}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField label="Role" value={filter.role} onChange={(event) => onChange({ role: event.target.value })}>
        <option value="">All roles</option>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Sort users by"
        value={filter.orderBy || 'CREATED_AT_DESC'}
        onChange={(event) => onChange({ orderBy: event.target.value === 'CREATED_AT_DESC' ? '' : event.target.value })}
      >
        {USER_LIST_ORDERS.map((order) => (
          <option key={order} value={order}>
            {ORDER_LABELS[order]}
          </option>
        ))}
      </SelectField>
    </form>
  );
}

const FILTERED_KEY = 'UserFilters_users';

/**
 * The users the filter selects, a page at a time with the total, handed to `children` with the
 * connection's store id (so a deletion there takes the card out of this list as well) and the
 * list's "Show more".
 */
export function FilteredUsers({
  filter,
  children,
}: {
  filter: UserFilter;
  children: (users: UserFilters_users$data['users'], connectionId: string, more: ReactNode) => ReactNode;
}) {
  const variables = {
    search: filter.search || null,
    role: ROLES.find((role) => role === filter.role) ?? null,
    orderBy: (USER_LIST_ORDERS.find((order) => order === filter.orderBy) ?? null) as UserOrder | null,
  };
  const root = useLazyLoadQuery<UserFiltersQuery>(
    graphql`
      query UserFiltersQuery($search: String, $role: String, $orderBy: UserOrder) {
        ...UserFilters_users @arguments(search: $search, role: $role, orderBy: $orderBy)
      }
    `,
    variables,
    { fetchPolicy: 'store-and-network' },
  );
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    UserFiltersPaginationQuery,
    UserFilters_users$key
  >(
    graphql`
      fragment UserFilters_users on Query
      @argumentDefinitions(
        search: { type: "String" }
        role: { type: "String" }
        orderBy: { type: "UserOrder" }
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "UserFiltersPaginationQuery") {
        users(first: $count, after: $cursor, search: $search, role: $role, orderBy: $orderBy)
          @connection(key: "UserFilters_users", filters: ["search", "role", "orderBy"]) {
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
    root,
  );
  const more = <ShowMore hasNext={hasNext} isLoading={isLoadingNext} onMore={() => loadNext(LIST_PAGE)} />;
  return <>{children(data.users, ConnectionHandler.getConnectionID(ROOT_ID, FILTERED_KEY, variables), more)}</>;
}
