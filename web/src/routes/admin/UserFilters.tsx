import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

function orderLabel(t: TFunction, order: UserListOrder): string {
  switch (order) {
    case 'CREATED_AT_DESC':
      return t('admin.userFilters.newest');
    case 'CREATED_AT_ASC':
      return t('admin.userFilters.oldest');
    case 'NAME_ASC':
      return t('admin.userFilters.nameAsc');
    case 'NAME_DESC':
      return t('admin.userFilters.nameDesc');
    case 'EMAIL_ASC':
      return t('admin.userFilters.emailAsc');
  }
}

function roleLabel(t: TFunction, role: (typeof ROLES)[number]): string {
  switch (role) {
    case 'admin':
      return t('admin.userFilters.admins');
    case 'transporter':
      return t('admin.userFilters.transporters');
    case 'returner':
      return t('admin.userFilters.returners');
  }
}

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
  const { t } = useTranslation();
  return (
    <form
      role="search"
      aria-label={t('admin.userFilters.find')}
      className="mb-4 grid gap-3 sm:grid-cols-[2fr_1fr_1fr]"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field
        label={t('admin.userFilters.search')}
        type="search"
        placeholder={t('admin.userFilters.searchPlaceholder')}
        maxLength={SEARCH_LIMITS.length}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label={t('admin.fields.role')}
        value={filter.role}
        onChange={(event) => onChange({ role: event.target.value })}
      >
        <option value="">{t('admin.userFilters.allRoles')}</option>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {roleLabel(t, role)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('admin.userFilters.sort')}
        value={filter.orderBy || 'CREATED_AT_DESC'}
        onChange={(event) => onChange({ orderBy: event.target.value === 'CREATED_AT_DESC' ? '' : event.target.value })}
      >
        {USER_LIST_ORDERS.map((order) => (
          <option key={order} value={order}>
            {orderLabel(t, order)}
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
