import {
  createOperationDescriptor,
  Environment,
  fetchQuery,
  getRequest,
  getSelector,
  Network,
  Observable,
  RecordSource,
  requestSubscription,
  type SingularReaderSelector,
  Store,
  type Variables,
} from 'relay-runtime';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import PickupBoardList from './__generated__/PickupBoard_list.graphql';
import PickupBoardQuery from './__generated__/PickupBoardQuery.graphql';
import livePickupsSubscription from './__generated__/livePickupsSubscription.graphql';
import { applyListChange } from '../pickups/listChange';
import { toGlobalId } from '../relay/globalId';

// The admin's and the transporter's boards are Relay connections: a live change moves one card
// in or out of a board in the store, and the board's query is not sent again. These
// run the real artifacts against an in-memory Relay store with a scripted server.

type Row = { databaseId: number; status: string; createdAt: string };

const request = ({ databaseId, status, createdAt }: Row) => ({
  __typename: 'PickupRequest',
  id: toGlobalId('PickupRequest', databaseId),
  databaseId,
  status,
  createdAt,
  scheduledPickupDate: null,
});

const REQUESTS_TAB = ['ready_for_pickup'] as const;
const board = {
  statuses: REQUESTS_TAB,
  connectionId: ConnectionHandler.getConnectionID(ROOT_ID, 'PickupBoard_pickupRequests', { statuses: REQUESTS_TAB }),
};

async function boardStore(rows: Row[], hasNextPage = false) {
  const sent: string[] = [];
  const changes: { next: (data: unknown) => void }[] = [];
  const network = Network.create(
    (operation) => {
      sent.push(operation.name);
      return Promise.resolve({
        data: {
          pickupRequests: {
            edges: rows.map((row) => ({ cursor: `c${row.databaseId}`, node: request(row) })),
            pageInfo: { endCursor: 'end', hasNextPage },
          },
        } as never,
      });
    },
    () => Observable.create((sink) => void changes.push({ next: (data) => sink.next({ data: data as never }) })),
  );
  const environment = new Environment({ network, store: new Store(new RecordSource()) });
  const variables: Variables = { statuses: board.statuses, first: 50 };
  await fetchQuery(environment, PickupBoardQuery, variables).toPromise();
  environment.retain(createOperationDescriptor(getRequest(PickupBoardQuery), variables));
  requestSubscription(environment, {
    subscription: livePickupsSubscription,
    variables: {},
    updater: (store) => applyListChange(store, board),
  });
  const listed = () => {
    const root = environment.lookup(createOperationDescriptor(getRequest(PickupBoardQuery), variables).fragment);
    const list = environment.lookup(getSelector(PickupBoardList, root.data) as SingularReaderSelector).data as {
      pickupRequests: { edges: { node: { databaseId?: number; id: string } | null }[] };
    };
    return list.pickupRequests.edges.map((edge) => (edge.node ? Number(atob(edge.node.id).split(':')[1]) : null));
  };
  const push = (databaseId: number, row: Row | null) =>
    changes.forEach((subscription) =>
      subscription.next({
        pickupRequestChanged: {
          pickupRequestId: toGlobalId('PickupRequest', databaseId),
          deleted: row === null,
          pickupRequest: row && request(row),
        },
      }),
    );
  return { listed, push, sent };
}

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`;

describe('a pickup board in the Relay store', () => {
  it('takes in a request that enters its statuses, in the server order, without asking for the list again', async () => {
    const { listed, push, sent } = await boardStore([
      { databaseId: 4, status: 'ready_for_pickup', createdAt: at(4) },
      { databaseId: 2, status: 'ready_for_pickup', createdAt: at(2) },
    ]);
    expect(listed()).toEqual([4, 2]);
    push(3, { databaseId: 3, status: 'ready_for_pickup', createdAt: at(3) });
    expect(listed()).toEqual([4, 3, 2]);
    push(5, { databaseId: 5, status: 'ready_for_pickup', createdAt: at(5) });
    expect(listed()).toEqual([5, 4, 3, 2]);
    // A change that does not concern the board (a draft elsewhere) leaves it alone.
    push(6, { databaseId: 6, status: 'draft', createdAt: at(6) });
    expect(listed()).toEqual([5, 4, 3, 2]);
    expect(sent).toEqual(['PickupBoardQuery']);
  });

  it('lets go of a request that moves on to another stage or is deleted', async () => {
    const { listed, push, sent } = await boardStore([
      { databaseId: 4, status: 'ready_for_pickup', createdAt: at(4) },
      { databaseId: 2, status: 'ready_for_pickup', createdAt: at(2) },
    ]);
    push(4, { databaseId: 4, status: 'scheduled', createdAt: at(4) });
    expect(listed()).toEqual([2]);
    push(2, null);
    expect(listed()).toEqual([]);
    expect(sent).toEqual(['PickupBoardQuery']);
  });
});
