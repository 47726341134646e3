import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDay } from '../format';
import { PICKUP_LIST_ORDER_COLUMNS, type PickupListOrder } from '../../../domain/pickupListFilter';
import { StatusBadge } from '../pickups/StatusBadge';
import { UnreadBadge } from '../messages/UnreadBadge';
import type { PickupTable_request$key } from './__generated__/PickupTable_request.graphql';
import { SelectRequest, UnsentDraftNote } from './OperationsCard';
import { RequestActions } from './RequestActions';

type SortColumn = (typeof PICKUP_LIST_ORDER_COLUMNS)[PickupListOrder]['column'];

/** A sorted header's arrow (hidden from screen readers, which read aria-sort). */
const ARROWS = { asc: '▲', desc: '▼' } as const;

const COLUMNS: { id: string; label: (t: TFunction) => string; sort?: SortColumn }[] = [
  { id: 'reference', label: (t) => t('operations.table.reference'), sort: 'reference' },
  { id: 'status', label: (t) => t('operations.table.status') },
  { id: 'returner', label: (t) => t('operations.table.returner') },
  { id: 'zone', label: (t) => t('operations.table.zone') },
  { id: 'address', label: (t) => t('operations.table.address'), sort: 'address' },
  { id: 'drums', label: (t) => t('operations.table.drums') },
  { id: 'created', label: (t) => t('operations.table.created'), sort: 'createdAt' },
  { id: 'actions', label: (t) => t('operations.table.actions') },
];

/** The order a header's click asks for: its column, the other way round when it is sorted already. */
function nextOrder(column: SortColumn, current: PickupListOrder): PickupListOrder {
  const sorted = PICKUP_LIST_ORDER_COLUMNS[current];
  const direction =
    sorted.column === column ? (sorted.direction === 'asc' ? 'desc' : 'asc') : column === 'address' ? 'asc' : 'desc';
  const order = (Object.keys(PICKUP_LIST_ORDER_COLUMNS) as PickupListOrder[]).find(
    (candidate) =>
      PICKUP_LIST_ORDER_COLUMNS[candidate].column === column &&
      PICKUP_LIST_ORDER_COLUMNS[candidate].direction === direction,
  );
  return order ?? current;
}

/**
 * The admin's requests as a table on a desktop: one row per request with the
 * columns a depot scans for, headers that sort (the server's order, so paging keeps it), and the
 * request's actions in the last cell. Phones get the cards (PickupBoard).
 */
export function PickupTable({
  label,
  order,
  onOrder,
  rows,
  selectable,
  isSelected,
  onSelect,
  detailsTitle,
  returnsLog,
}: {
  label: string;
  order: PickupListOrder;
  onOrder?: (order: PickupListOrder) => void;
  rows: readonly { id: string; request: PickupTable_request$key }[];
  selectable: boolean;
  isSelected: (id: string) => boolean;
  onSelect: (id: string) => void;
  detailsTitle?: string;
  returnsLog?: boolean;
}) {
  const sorted = PICKUP_LIST_ORDER_COLUMNS[order];
  const { t } = useTranslation();
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-800 dark:bg-slate-900"
    >
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 dark:border-slate-700">
          <tr>
            {selectable ? (
              <th scope="col" className="w-11 px-2">
                <span className="sr-only">{t('operations.table.select')}</span>
              </th>
            ) : null}
            {COLUMNS.map(({ id, label: headingOf, sort }) => {
              const active = sort !== undefined && sorted.column === sort;
              const heading = headingOf(t);
              return (
                <th
                  key={id}
                  scope="col"
                  aria-sort={active ? (sorted.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  className="px-2 py-2 text-left align-bottom text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400"
                >
                  {sort && onOrder ? (
                    <button
                      type="button"
                      className="inline-flex min-h-11 items-center gap-1 uppercase hover:text-slate-900 dark:hover:text-slate-100"
                      onClick={() => onOrder(nextOrder(sort, order))}
                    >
                      {heading}
                      <span aria-hidden="true">{active ? ARROWS[sorted.direction] : ''}</span>
                    </button>
                  ) : (
                    heading
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map(({ id, request }) => (
            <PickupRow
              key={id}
              request={request}
              selected={selectable ? isSelected(id) : undefined}
              onSelect={selectable ? () => onSelect(id) : undefined}
              detailsTitle={detailsTitle}
              returnsLog={returnsLog}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PickupRow({
  request,
  selected,
  onSelect,
  detailsTitle,
  returnsLog,
}: {
  request: PickupTable_request$key;
  selected?: boolean;
  onSelect?: () => void;
  detailsTitle?: string;
  returnsLog?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment PickupTable_request on PickupRequest {
        referenceNumberFormatted
        status
        scheduledPickupDate
        unreadMessageCount
        returnerCompanyName
        assignedTransportCompanyName
        zoneName
        address
        totalDrums
        createdAt
        ...RequestActions_request
      }
    `,
    request,
  );
  const { t } = useTranslation();
  return (
    <tr aria-label={data.referenceNumberFormatted} className="align-top">
      {onSelect ? (
        <td className="px-2 py-1">
          <SelectRequest reference={data.referenceNumberFormatted} selected={selected} onSelect={onSelect} />
        </td>
      ) : null}
      <td className="whitespace-nowrap px-2 py-3 font-semibold">
        {data.referenceNumberFormatted} <UnreadBadge count={data.unreadMessageCount} />
      </td>
      <td className="px-2 py-3">
        <StatusBadge status={data.status} scheduledPickupDate={data.scheduledPickupDate} />
      </td>
      <td className="px-2 py-3">
        {data.returnerCompanyName ?? '—'}
        {data.assignedTransportCompanyName ? (
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {t('operations.table.transporter', { name: data.assignedTransportCompanyName })}
          </span>
        ) : null}
      </td>
      <td className="px-2 py-3">{data.zoneName ?? t('operations.table.noZone')}</td>
      <td className="min-w-48 px-2 py-3">
        {data.address}
        {data.status === 'draft' ? <UnsentDraftNote /> : null}
      </td>
      <td className="px-2 py-3 text-right tabular-nums">{data.totalDrums}</td>
      <td className="whitespace-nowrap px-2 py-3">{formatDay(data.createdAt)}</td>
      <td className="px-2 py-2">
        <RequestActions request={data} detailsTitle={detailsTitle} returnsLog={returnsLog} />
      </td>
    </tr>
  );
}
