import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PICKUP_LIST_ORDER, type PickupListOrder } from '../../../domain/pickupListFilter';
import { useMediaQuery } from '../components/useMediaQuery';
import { type BoardListFilter, type BoardVariables, listVariables } from './boardFilter';
import { PickupTable } from './PickupTable';
import { fetchQuery, graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { ConnectionHandler, type Environment, ROOT_ID } from 'relay-runtime';
import type { PickupStatus } from '../../../domain/statuses';
import type { TransportSection } from '../../../domain/pickupSections';
import { Button } from '../components/Button';
import { useReconnectKey } from '../relay/reconnect';
import { useOfflineAsOf } from '../relay/offlineAnswers';
import { OfflineAsOf, ShownAsOf } from '../components/OfflineAsOf';
import type { PickupBoard_list$data, PickupBoard_list$key } from './__generated__/PickupBoard_list.graphql';
import type { PickupBoardPaginationQuery } from './__generated__/PickupBoardPaginationQuery.graphql';
import type { PickupBoardQuery } from './__generated__/PickupBoardQuery.graphql';
import { BulkToolbar } from './BulkToolbar';
import { listBoard } from './livePickups';
import { OperationsCard } from './OperationsCard';

type Node = PickupBoard_list$data['pickupRequests']['edges'][number]['node'];

/** From this width a filtered admin list is a table (Tailwind's lg). */
const WIDE = '(min-width: 1024px)';

/** The `@connection` key of every board: one list per set of statuses and filters. */
const BOARD_KEY = 'PickupBoard_pickupRequests';

const boardQuery = graphql`
  query PickupBoardQuery(
    $statuses: [PickupStatus!]!
    $section: TransportSection
    $first: Int!
    $search: String
    $zoneId: ID
    $returnerCompanyId: ID
    $transportCompanyId: ID
    $createdFrom: String
    $createdTo: String
    $orderBy: PickupRequestOrder
  ) {
    ...PickupBoard_list
      @arguments(
        statuses: $statuses
        section: $section
        first: $first
        search: $search
        zoneId: $zoneId
        returnerCompanyId: $returnerCompanyId
        transportCompanyId: $transportCompanyId
        createdFrom: $createdFrom
        createdTo: $createdTo
        orderBy: $orderBy
      )
  }
`;

/** How many requests a board shows at first, unless told otherwise. */
const FIRST_PAGE = 50;

/**
 * A board's first page fetched in passing (nothing shows), as the board itself would ask for it:
 * so a transporter's list not on screen now is kept for a start without coverage (docs/offline.md).
 */
export function keepBoardForOffline(
  environment: Environment,
  statuses: readonly PickupStatus[],
  section?: TransportSection,
): Promise<unknown> {
  return fetchQuery<PickupBoardQuery>(
    environment,
    boardQuery,
    { ...listVariables(statuses, undefined, section), first: FIRST_PAGE },
    { fetchPolicy: 'network-only' },
  ).toPromise();
}

/**
 * The requests of some statuses as cards with their actions, newest first, `limit` at a time
 * with a way to more; `section` narrows them to one section of the transport portal (its New /
 * Scheduled split), on the server, so every page is of that section.
 * Live through LivePickups: a change moves one card in or out of the list in the store, without
 * fetching the list again.
 */
export function PickupBoard({
  statuses,
  section,
  limit = FIRST_PAGE,
  more = true,
  empty,
  detailsTitle,
  label,
  returnsLog,
  selectable = false,
  filter,
  onOrder,
  noMatch,
}: {
  statuses: readonly PickupStatus[];
  section?: TransportSection;
  /** How many requests a page shows. */
  limit?: number;
  /** False for a preview (the dashboard's newest): no way to older requests. */
  more?: boolean;
  empty: string;
  detailsTitle?: string;
  /** The list's accessible name. */
  label: string;
  returnsLog?: boolean;
  /** Admin tabs: cards can be selected for a bulk action. */
  selectable?: boolean;
  /** The admin's search, filters and order, as GraphQL variables (boardFilter.ts). */
  filter?: BoardListFilter;
  /** With a filter: a desktop shows a table whose headers sort through this. */
  onOrder?: (order: PickupListOrder) => void;
  /** With a filter that finds nothing here: shown under the count (where the matches are). */
  noMatch?: ReactNode;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { t } = useTranslation();
  const listed = listVariables(statuses, filter, section);
  const wide = useMediaQuery(WIDE);
  const order = filter?.orderBy ?? DEFAULT_PICKUP_LIST_ORDER;
  const variables = { ...listed, first: limit };
  const root = useLazyLoadQuery<PickupBoardQuery>(
    boardQuery,
    variables,
    // What happened while the socket was down is fetched again on reconnect.
    { fetchPolicy: 'store-and-network', fetchKey: useReconnectKey() },
  );
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    PickupBoardPaginationQuery,
    PickupBoard_list$key
  >(
    graphql`
      fragment PickupBoard_list on Query
      @argumentDefinitions(
        statuses: { type: "[PickupStatus!]!" }
        section: { type: "TransportSection" }
        first: { type: "Int!" }
        after: { type: "String" }
        search: { type: "String" }
        zoneId: { type: "ID" }
        returnerCompanyId: { type: "ID" }
        transportCompanyId: { type: "ID" }
        createdFrom: { type: "String" }
        createdTo: { type: "String" }
        orderBy: { type: "PickupRequestOrder" }
      )
      @refetchable(queryName: "PickupBoardPaginationQuery") {
        pickupRequests(
          first: $first
          after: $after
          statuses: $statuses
          section: $section
          search: $search
          zoneId: $zoneId
          returnerCompanyId: $returnerCompanyId
          transportCompanyId: $transportCompanyId
          createdFrom: $createdFrom
          createdTo: $createdTo
          orderBy: $orderBy
        )
          @connection(
            key: "PickupBoard_pickupRequests"
            filters: [
              "statuses"
              "section"
              "search"
              "zoneId"
              "returnerCompanyId"
              "transportCompanyId"
              "createdFrom"
              "createdTo"
              "orderBy"
            ]
          ) {
          totalCount
          edges {
            node {
              id
              status
              scheduledPickupDate
              allowedActions
              viewerCanDelete
              ...OperationsCard_request
              ...PickupTable_request
            }
          }
        }
      }
    `,
    root,
  );
  useLiveBoard(listed);
  // A transporter's list shows from the phone's last data without coverage (docs/offline.md).
  const asOf = useOfflineAsOf(boardQuery, variables);
  // A node deleted here a moment ago (@deleteRecord) leaves a null edge until its change arrives.
  const requests = data.pickupRequests.edges
    .map((edge) => edge.node as Node | null)
    .filter((node): node is Node => node != null);
  const showMore =
    more && hasNext ? (
      <Button variant="secondary" className="w-full" disabled={isLoadingNext} onClick={() => loadNext(limit)}>
        {isLoadingNext
          ? t('common.loading')
          : order === DEFAULT_PICKUP_LIST_ORDER
            ? t('operations.board.showOlder')
            : t('operations.board.showMore')}
      </Button>
    ) : null;
  const total = data.pickupRequests.totalCount;
  // The visible total: how far the pages shown reach into the list.
  const shown = filter ? (
    <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
      {total === 0
        ? t('operations.board.noMatch')
        : t('operations.board.showing', { total, shown: String(requests.length), all: String(total) })}
    </p>
  ) : null;
  const offline = <OfflineAsOf asOf={asOf} />;
  if (requests.length === 0)
    return (
      <div className="space-y-3">
        {offline}
        {shown}
        {filter && total === 0 ? noMatch : null}
        <p className="text-slate-600 dark:text-slate-400">{empty}</p>
        {showMore}
      </div>
    );
  // Only what is still listed stays selected (a request may have left the tab meanwhile).
  const chosen = requests.filter((request) => selected.has(request.id));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ShownAsOf value={asOf}>
      <div className="space-y-3">
        {offline}
        {shown}
        {selectable ? <BulkToolbar selected={chosen} onDone={() => setSelected(new Set())} /> : null}
        {filter && wide && !returnsLog ? (
          <PickupTable
            label={label}
            order={order}
            onOrder={onOrder}
            rows={requests.map((request) => ({ id: request.id, request }))}
            selectable={selectable}
            isSelected={(id) => selected.has(id)}
            onSelect={toggle}
            detailsTitle={detailsTitle}
          />
        ) : (
          <ul aria-label={label} className="grid gap-3 lg:grid-cols-2">
            {requests.map((request) => (
              <li key={request.id}>
                <OperationsCard
                  request={request}
                  detailsTitle={detailsTitle}
                  returnsLog={returnsLog}
                  selected={selectable ? selected.has(request.id) : undefined}
                  onSelect={selectable ? () => toggle(request.id) : undefined}
                />
              </li>
            ))}
          </ul>
        )}
        {showMore}
      </div>
    </ShownAsOf>
  );
}

/**
 * While the board is shown, LivePickups' changes move requests in and out of its connection. A
 * searched, filtered or re-ordered list only lets go of requests that leave its statuses: whether
 * a changed request matches a search is the server's to say, so none is added there.
 */
function useLiveBoard(listed: BoardVariables) {
  const key = JSON.stringify(listed);
  useEffect(() => {
    const variables = JSON.parse(key) as BoardVariables;
    const { statuses, section, ...narrowing } = variables;
    return listBoard({
      statuses,
      section,
      connectionId: ConnectionHandler.getConnectionID(ROOT_ID, BOARD_KEY, variables),
      insert: Object.keys(narrowing).length === 0,
    });
  }, [key]);
}
