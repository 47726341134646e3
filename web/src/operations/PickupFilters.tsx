import type { TFunction } from 'i18next';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { say } from '../i18n';
import { useMediaQuery } from '../components/useMediaQuery';
import { useSettledSearch } from '../components/useSettledSearch';
import { PICKUP_LIST_ORDERS, type PickupListOrder, SEARCH_LIMITS } from '../../../domain/pickupListFilter';
import { PICKUP_STATUSES } from '../../../domain/statuses';
import { pickupStatusName } from '../../../domain/statusLanguage';
import { Button } from '../components/Button';
import { DateField } from '../components/DateField';
import { Field } from '../components/Field';
import { SelectField } from '../components/SelectField';
import { SearchPicker } from '../components/SearchPicker';
import { type PickerKind, usePickedItem, usePickerSearch } from '../pickers/pickers';
import { type BoardFilter, foldedFilterCount, isFiltered, orderOf } from './boardFilter';

const ORDER_LABELS: Record<PickupListOrder, (t: TFunction) => string> = {
  CREATED_AT_DESC: (t) => t('operations.filters.order.newest'),
  CREATED_AT_ASC: (t) => t('operations.filters.order.oldest'),
  UPDATED_AT_DESC: (t) => t('operations.filters.order.recentlyChanged'),
  UPDATED_AT_ASC: (t) => t('operations.filters.order.longestUnchanged'),
  REFERENCE_DESC: (t) => t('operations.filters.order.referenceDesc'),
  REFERENCE_ASC: (t) => t('operations.filters.order.referenceAsc'),
  ADDRESS_ASC: (t) => t('operations.filters.order.addressAsc'),
  ADDRESS_DESC: (t) => t('operations.filters.order.addressDesc'),
  PICKUP_DATE_ASC: (t) => t('operations.filters.order.pickupDateAsc'),
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
  const { t } = useTranslation();
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
  const byStatus = select('status');
  const createdFrom = select('createdFrom');
  const createdTo = select('createdTo');

  return (
    <form role="search" aria-label={t('operations.filters.label')} onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label={t('common.search')}
          type="search"
          className="sm:col-span-2"
          placeholder={t('operations.filters.searchPlaceholder')}
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
            {active
              ? t('operations.filters.filtersActive', { active: String(active) })
              : t('operations.filters.filters')}
          </Button>
        )}
        {wide || open ? (
          <div id={foldId} className="contents">
            {withStatus ? (
              <SelectField label={t('operations.filters.status')} {...byStatus}>
                <option value="">{t('operations.filters.allStatuses')}</option>
                {PICKUP_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {pickupStatusName(status, say)}
                  </option>
                ))}
              </SelectField>
            ) : null}
            <SelectField
              label={t('operations.filters.sortBy')}
              value={orderOf(filter)}
              onChange={(event) => onChange({ orderBy: event.target.value })}
            >
              {PICKUP_LIST_ORDERS.map((order) => (
                <option key={order} value={order}>
                  {ORDER_LABELS[order](t)}
                </option>
              ))}
            </SelectField>
            <FilterPicker
              kind="zone"
              label={t('operations.filters.zone')}
              clearLabel={t('operations.filters.allZones')}
              value={filter.zoneId}
              onChange={(zoneId) => onChange({ zoneId })}
            />
            <FilterPicker
              kind="returnerCompany"
              label={t('operations.filters.returnerCompany')}
              clearLabel={t('operations.filters.allReturnerCompanies')}
              value={filter.returnerCompanyId}
              onChange={(returnerCompanyId) => onChange({ returnerCompanyId })}
            />
            <FilterPicker
              kind="transportCompany"
              label={t('operations.filters.transportCompany')}
              clearLabel={t('operations.filters.allTransportCompanies')}
              value={filter.transportCompanyId}
              onChange={(transportCompanyId) => onChange({ transportCompanyId })}
            />
            <DateField label={t('operations.filters.createdFrom')} {...createdFrom} />
            <DateField
              label={t('operations.filters.createdTo')}
              {...createdTo}
              error={backwards ? t('operations.filters.backwards') : undefined}
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
          {t('operations.filters.clear')}
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
