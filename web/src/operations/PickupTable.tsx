import { graphql, useFragment } from 'react-relay/hooks';
import { formatDay } from '../../../domain/dates';
import { PICKUP_LIST_ORDER_COLUMNS, type PickupListOrder } from '../../../domain/pickupListFilter';
import { StatusBadge } from '../pickups/StatusBadge';
import { UnreadBadge } from '../messages/UnreadBadge';
import type { PickupTable_request$key } from './__generated__/PickupTable_request.graphql';
import { UnsentDraftNote } from './OperationsCard';
import { RequestActions } from './RequestActions';

type SortColumn = (typeof PICKUP_LIST_ORDER_COLUMNS)[PickupListOrder]['column'];

const COLUMNS: { label: string; sort?: SortColumn }[] = [
  { label: 'Reference', sort: 'reference' },
  { label: 'Status' },
  { label: 'Returner' },
  { label: 'Zone' },
  { label: 'Address', sort: 'address' },
  { label: 'Drums' },
  { label: 'Created', sort: 'createdAt' },
  { label: 'Actions' },
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
                <span className="sr-only">Select</span>
              </th>
            ) : null}
            {COLUMNS.map(({ label: heading, sort }) => {
              const active = sort !== undefined && sorted.column === sort;
              return (
                <th
                  key={heading}
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
                      <span aria-hidden="true">{active ? (sorted.direction === 'asc' ? '▲' : '▼') : ''}</span>
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
  return (
    <tr aria-label={data.referenceNumberFormatted} className="align-top">
      {onSelect ? (
        <td className="px-2 py-1">
          <label className="flex size-11 cursor-pointer items-center justify-center">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              aria-label={`Select ${data.referenceNumberFormatted}`}
              checked={selected ?? false}
              onChange={onSelect}
            />
          </label>
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
            Transporter: {data.assignedTransportCompanyName}
          </span>
        ) : null}
      </td>
      <td className="px-2 py-3">{data.zoneName ?? 'No zone'}</td>
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
