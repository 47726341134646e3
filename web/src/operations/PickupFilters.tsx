import { type FormEvent, useId, useState } from 'react';
import { useMediaQuery } from '../components/useMediaQuery';
import { useSettledSearch } from '../components/useSettledSearch';
import { PICKUP_LIST_ORDERS, type PickupListOrder, SEARCH_LIMITS } from '../../../domain/pickupListFilter';
import { PICKUP_STATUS_LABELS, PICKUP_STATUSES } from '../../../domain/statuses';
import { Button } from '../components/Button';
import { Field } from '../components/Field';
import { SelectField } from '../components/SelectField';
import { SearchPicker } from '../components/SearchPicker';
import { type PickerKind, usePickedItem, usePickerSearch } from '../pickers/pickers';
import { type BoardFilter, foldedFilterCount, isFiltered, orderOf } from './boardFilter';

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

/**
 * The admin's search and filters above a request list: they live in the query string
 * (boardFilter.ts), so the list, a bookmark and the Returns Log export read the same. Companies and
 * zones are chosen by name; the URL holds their database ids, as the REST calls take them.
 */
export function PickupFilters({
  filter,
  onChange,
  withStatus = false,
}: {
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
  // On a phone the filters fold behind one button, so the first request is on the first screen.
  const wide = useMediaQuery('(min-width: 640px)');
  const [open, setOpen] = useState(false);
  const foldId = useId();
  const active = foldedFilterCount(filter);
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
        {wide ? null : (
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={foldId}
            onClick={() => setOpen((current) => !current)}
          >
            {active ? `Filters (${active})` : 'Filters'}
          </Button>
        )}
        {wide || open ? (
          <div id={foldId} className="contents">
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
            <FilterPicker
              kind="zone"
              label="Zone"
              clearLabel="All zones"
              value={filter.zoneId}
              onChange={(zoneId) => onChange({ zoneId })}
            />
            <FilterPicker
              kind="returnerCompany"
              label="Returner company"
              clearLabel="All returner companies"
              value={filter.returnerCompanyId}
              onChange={(returnerCompanyId) => onChange({ returnerCompanyId })}
            />
            <FilterPicker
              kind="transportCompany"
              label="Transport company"
              clearLabel="All transport companies"
              value={filter.transportCompanyId}
              onChange={(transportCompanyId) => onChange({ transportCompanyId })}
            />
            <Field label="Created from" type="date" {...select('createdFrom')} />
            <Field
              label="Created to"
              type="date"
              {...select('createdTo')}
              error={backwards ? 'The end date is before the start date' : undefined}
            />
          </div>
        ) : null}
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

/** A filter by a zone or company, found by typing; the URL holds its database id. */
function FilterPicker({
  kind,
  label,
  clearLabel,
  value,
  onChange,
}: {
  kind: PickerKind;
  label: string;
  clearLabel: string;
  value: string | undefined;
  onChange: (databaseId: string) => void;
}) {
  const picked = usePickedItem(kind, value);
  return (
    <SearchPicker
      label={label}
      clearLabel={clearLabel}
      value={picked}
      onChange={(item) => onChange(item ? String(item.databaseId) : '')}
      load={usePickerSearch(kind)}
    />
  );
}
