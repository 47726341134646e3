import type { FormEvent } from 'react';
import { useSettledSearch } from '../components/useSettledSearch';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { PICKUP_LIST_ORDERS, type PickupListOrder, SEARCH_LIMITS } from '../../../domain/pickupListFilter';
import { PICKUP_STATUS_LABELS, PICKUP_STATUSES } from '../../../domain/statuses';
import { Button } from '../components/Button';
import { Field } from '../components/Field';
import { SelectField } from '../components/SelectField';
import type { PickupFiltersQuery } from './__generated__/PickupFiltersQuery.graphql';
import { type BoardFilter, isFiltered, orderOf } from './boardFilter';
import { toGlobalId } from '../relay/globalId';

const ORDER_LABELS: Record<PickupListOrder, string> = {
  CREATED_AT_DESC: 'Newest first',
  CREATED_AT_ASC: 'Oldest first',
  UPDATED_AT_DESC: 'Recently changed',
  UPDATED_AT_ASC: 'Longest unchanged',
  REFERENCE_DESC: 'Reference, high to low',
  REFERENCE_ASC: 'Reference, low to high',
  ADDRESS_ASC: 'Address, A to Z',
  ADDRESS_DESC: 'Address, Z to A',
};

/** The zones and companies to filter by, each with its global id (GraphQL) and database id (URL, REST). */
export type PickupFilterOptions = PickupFiltersQuery['response'];

/** The choices of the filters, loaded once per page (admins only: the queries are theirs). */
export function usePickupFilterOptions(): PickupFilterOptions {
  return useLazyLoadQuery<PickupFiltersQuery>(
    graphql`
      query PickupFiltersQuery {
        zones(first: 500) {
          edges {
            node {
              id
              databaseId
              zoneNumber
              name
            }
          }
        }
        returnerCompanies(first: 500) {
          edges {
            node {
              id
              databaseId
              name
            }
          }
        }
        transportCompanies(first: 500) {
          edges {
            node {
              id
              databaseId
              name
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
}

/**
 * The GraphQL id of a filter's database id (the URL's), or undefined when none is chosen. One a
 * hand-edited link names that is not among the choices goes as an id of nothing: the list is
 * then empty rather than unfiltered.
 */
export function globalIdOf(
  options: PickupFilterOptions,
  kind: 'zones' | 'returnerCompanies' | 'transportCompanies',
  databaseId: string | undefined,
): string | undefined {
  if (!databaseId) return undefined;
  const edges: readonly { node: { id: string; databaseId: number } }[] = options[kind].edges;
  return (
    edges.find(({ node }) => String(node.databaseId) === databaseId)?.node.id ?? toGlobalId(TYPENAMES[kind], NO_ROW)
  );
}

const TYPENAMES = {
  zones: 'Zone',
  returnerCompanies: 'ReturnerCompany',
  transportCompanies: 'TransportCompany',
} as const;
/** The largest id the database holds: a valid id that names no row (ids are counted from 1). */
const NO_ROW = 2147483647;

/**
 * The admin's search and filters above a request list: they live in the query string
 * (boardFilter.ts), so the list, a bookmark and the Returns Log export read the same. Companies and
 * zones are chosen by name; the URL holds their database ids, as the REST calls take them.
 */
export function PickupFilters({
  filter,
  onChange,
  withStatus = false,
  options,
}: {
  options: PickupFilterOptions;
  filter: BoardFilter;
  onChange: (changes: BoardFilter) => void;
  /** The Returns Log lists every status: it filters by one. */
  withStatus?: boolean;
}) {
  const {
    text: search,
    setText: setSearch,
    submit: runSearch,
  } = useSettledSearch(filter.search ?? '', (text) => onChange({ search: text }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    runSearch();
  };
  const backwards = Boolean(filter.createdFrom && filter.createdTo && filter.createdFrom > filter.createdTo);
  const select = (key: keyof BoardFilter) => ({
    value: filter[key] ?? '',
    onChange: (event: { target: { value: string } }) => onChange({ [key]: event.target.value }),
  });

  return (
    <form role="search" aria-label="Find requests" onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label="Search"
          type="search"
          className="sm:col-span-2"
          placeholder="Reference, address, company, person or email"
          maxLength={SEARCH_LIMITS.length}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {withStatus ? (
          <SelectField label="Status" {...select('status')}>
            <option value="">All statuses</option>
            {PICKUP_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PICKUP_STATUS_LABELS[status]}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label="Sort by"
          value={orderOf(filter)}
          onChange={(event) => onChange({ orderBy: event.target.value })}
        >
          {PICKUP_LIST_ORDERS.map((order) => (
            <option key={order} value={order}>
              {ORDER_LABELS[order]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Zone" {...select('zoneId')}>
          <option value="">All zones</option>
          {options.zones.edges.map(({ node }) => (
            <option key={node.databaseId} value={String(node.databaseId)}>
              {node.zoneNumber} · {node.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Returner company" {...select('returnerCompanyId')}>
          <option value="">All returner companies</option>
          {options.returnerCompanies.edges.map(({ node }) => (
            <option key={node.databaseId} value={String(node.databaseId)}>
              {node.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Transport company" {...select('transportCompanyId')}>
          <option value="">All transport companies</option>
          {options.transportCompanies.edges.map(({ node }) => (
            <option key={node.databaseId} value={String(node.databaseId)}>
              {node.name}
            </option>
          ))}
        </SelectField>
        <Field label="Created from" type="date" {...select('createdFrom')} />
        <Field
          label="Created to"
          type="date"
          {...select('createdTo')}
          error={backwards ? 'The end date is before the start date' : undefined}
        />
      </div>
      {isFiltered(filter) ? (
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            onChange({
              search: '',
              status: '',
              zoneId: '',
              returnerCompanyId: '',
              transportCompanyId: '',
              createdFrom: '',
              createdTo: '',
            })
          }
        >
          Clear filters
        </Button>
      ) : null}
    </form>
  );
}
