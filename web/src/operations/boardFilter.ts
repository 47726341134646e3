// The filters of an admin request list, kept in the page's query string with the
// API's own names and database ids (`?tab=requests&search=storgatan&zoneId=3`), so a view can be
// bookmarked and shared, and the Returns Log export is the same query on its REST path.
import { useSearchParams } from 'react-router';
import {
  DEFAULT_PICKUP_LIST_ORDER,
  PICKUP_LIST_FILTER_KEYS,
  PICKUP_LIST_NARROWING_FILTERS,
  PICKUP_LIST_ORDERS,
  type PickupListFilterKey,
  type PickupListOrder,
  SEARCH_LIMITS,
} from '../../../domain/pickupListFilter';
import { isDay } from '../../../domain/validation/days';
import { PICKUP_STATUSES, type PickupStatus } from '../../../domain/statuses';
import type { TransportSection } from '../../../domain/pickupSections';

/** The query string's keys are the list filters' own names (domain/pickupListFilter.ts). */
export type BoardFilter = Partial<Record<PickupListFilterKey, string>>;

/** The filters in the query string, and a setter that keeps the rest of it (department, tab). */
export function useBoardFilter(): [BoardFilter, (changes: BoardFilter) => void] {
  const [params, setParams] = useSearchParams();
  // From the address bar, not the hook's copy: two changes in one tick (a choice, then a day)
  // would otherwise each start from the same old query and the second undo the first.
  const change = (changes: BoardFilter) => setParams(queryWith(window.location.search, changes), { replace: true });
  return [filterOf(params), change];
}

/** The filters a query string holds (what a bookmark or a reload brings back); empty ones are none. */
export function filterOf(params: URLSearchParams): BoardFilter {
  const filter: BoardFilter = {};
  for (const key of PICKUP_LIST_FILTER_KEYS) {
    const value = params.get(key);
    if (value) filter[key] = value;
  }
  return filter;
}

/** The query string `search` with `changes` made: a value sets its key, an empty one removes it. */
export function queryWith(search: string, changes: BoardFilter): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** True when something narrows the list (a search, a company, a day, ...), not only its order. */
export const isFiltered = (filter: BoardFilter) => PICKUP_LIST_NARROWING_FILTERS.some((key) => Boolean(filter[key]));

/**
 * How many filters behind the phone's "Filters" button narrow the list or change its order (the
 * search stays in sight, so it is not counted).
 */
export const foldedFilterCount = (filter: BoardFilter) =>
  PICKUP_LIST_FILTER_KEYS.filter((key) => key !== 'search' && Boolean(filter[key])).length;

/** The order chosen, or the lists' default (an unknown one in a hand-edited link falls back). */
export function orderOf(filter: BoardFilter): PickupListOrder {
  return PICKUP_LIST_ORDERS.find((order) => order === filter.orderBy) ?? DEFAULT_PICKUP_LIST_ORDER;
}

/** The Returns Log's status filter, when it names one. */
export function statusOf(filter: BoardFilter): PickupStatus | undefined {
  return PICKUP_STATUSES.find((status) => status === filter.status);
}

/** The export's query string: the filters on screen (its rows do not depend on the order). */
export function exportQuery(filter: BoardFilter): string {
  const query = new URLSearchParams();
  const days = boardListFilter(filter, (_kind, id) => id);
  for (const key of PICKUP_LIST_NARROWING_FILTERS) {
    // Days as the list reads them: a day still being typed, or a backwards range, narrows nothing.
    const value = key === 'createdFrom' || key === 'createdTo' ? days[key] : filter[key];
    if (value) query.set(key, value);
  }
  return query.size ? `?${query}` : '';
}

/** A list's filters as its GraphQL arguments (global ids): what PickupBoard asks for. */
export type BoardListFilter = {
  status?: PickupStatus;
  search?: string;
  zoneId?: string;
  returnerCompanyId?: string;
  transportCompanyId?: string;
  createdFrom?: string;
  createdTo?: string;
  orderBy?: PickupListOrder;
};

/**
 * The variables of a board's list: its statuses, its section of the transport portal, and the
 * filters given; nothing for those not given.
 */
export type BoardVariables = Omit<BoardListFilter, 'status'> & { statuses: PickupStatus[]; section?: TransportSection };

export function listVariables(
  statuses: readonly PickupStatus[],
  filter: BoardListFilter | undefined,
  section?: TransportSection,
): BoardVariables {
  const { status, ...rest } = filter ?? {};
  const variables: BoardVariables = {
    // A status the tab does not list leaves it empty, never widened to every status.
    statuses: status ? statuses.filter((listed) => listed === status) : [...statuses],
  };
  if (section) variables.section = section;
  for (const [key, value] of Object.entries(rest) as [keyof typeof rest, string | undefined][])
    if (value) (variables as Record<string, unknown>)[key] = value;
  return variables;
}

/**
 * The URL's filters as a list's arguments: ids through `globalId`, and only days that are days
 * in an order that makes a range (the form shows what is wrong with the others).
 */
export function boardListFilter(
  filter: BoardFilter,
  globalId: (kind: 'zones' | 'returnerCompanies' | 'transportCompanies', databaseId?: string) => string | undefined,
): BoardListFilter {
  const from = filter.createdFrom && isDay(filter.createdFrom) ? filter.createdFrom : undefined;
  const to = filter.createdTo && isDay(filter.createdTo) ? filter.createdTo : undefined;
  const backwards = Boolean(from && to && from > to);
  return {
    status: statusOf(filter),
    search: filter.search?.trim().slice(0, SEARCH_LIMITS.length) || undefined,
    zoneId: globalId('zones', filter.zoneId),
    returnerCompanyId: globalId('returnerCompanies', filter.returnerCompanyId),
    transportCompanyId: globalId('transportCompanies', filter.transportCompanyId),
    createdFrom: backwards ? undefined : from,
    createdTo: backwards ? undefined : to,
    orderBy: filter.orderBy ? orderOf(filter) : undefined,
  };
}
