import {
  commitMutation,
  createOperationDescriptor,
  Environment,
  fetchQuery,
  getRequest,
  getSelector,
  type GraphQLTaggedNode,
  Network,
  Observable,
  RecordSource,
  requestSubscription,
  type SingularReaderSelector,
  Store,
  type Variables,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import CreatePickupRequestMutation from '../mutations/__generated__/CreatePickupRequestMutation.graphql';
import DeletePickupRequestMutation from '../mutations/__generated__/DeletePickupRequestMutation.graphql';
import CompletedRouteList from '../routes/completed/__generated__/CompletedRoute_list.graphql';
import CompletedRouteQuery from '../routes/completed/__generated__/CompletedRouteQuery.graphql';
import ReturnsRouteList from '../routes/returns/__generated__/ReturnsRoute_list.graphql';
import ReturnsRouteQuery from '../routes/returns/__generated__/ReturnsRouteQuery.graphql';
import useReturnsSubscription from './__generated__/useReturnsSubscription.graphql';
import { COMPLETED_RETURNS, MY_RETURNS, type ReturnsList } from './returnsLists';
import { applyListChange } from './listChange';
import { toGlobalId } from '../relay/globalId';

// The returner's lists are Relay connections: the route queries fill them, and the delete and
// create mutations and the live subscription change them in the store, without a refetch. These
// run the real artifacts against an in-memory Relay store with a scripted server.

type Row = { databaseId: number; status: string; createdAt: string };

function pickupRequest({ databaseId, status, createdAt }: Row) {
  return {
    __typename: 'PickupRequest',
    id: toGlobalId('PickupRequest', databaseId),
    databaseId,
    referenceNumberFormatted: `PR-${String(databaseId).padStart(6, '0')}`,
    status,
    address: 'Testgatan 1',
    latitude: null,
    longitude: null,
    zoneName: null,
    totalDrums: 1,
    drumType: 'wood',
    createdAt,
    confirmedAt: null,
    scheduledPickupDate: null,
    acknowledgedAt: null,
    collectedAt: status === 'collected' ? createdAt : null,
    assignedTransportCompanyName: null,
    transporterComments: null,
    hasLoadingCapability: false,
    supportsForklift: true,
    requiresCraneTruck: false,
    viewerCanEdit: status === 'draft',
    viewerCanDelete: status === 'draft',
    viewerCanSubmit: status === 'draft',
    drums: [],
    images: [],
  };
}

function connection(rows: Row[]) {
  return {
    totalCount: rows.length,
    edges: rows.map((row) => ({ cursor: `c${row.databaseId}`, node: pickupRequest(row) })),
    pageInfo: { endCursor: null, hasNextPage: false },
  };
}

const first = { databaseId: 1, status: 'draft', createdAt: '2026-11-01T08:00:00.000Z' };
const second = { databaseId: 2, status: 'ready_for_pickup', createdAt: '2026-11-02T08:00:00.000Z' };
const third = { databaseId: 3, status: 'draft', createdAt: '2026-11-03T08:00:00.000Z' };

/** A store holding both lists as the server sends them (newest first), and a live subscription. */
async function returnerStore(server: Record<string, (variables: Variables) => unknown> = {}) {
  const changes: { next: (data: unknown) => void }[] = [];
  const network = Network.create(
    (operation, variables) => Promise.resolve({ data: server[operation.name](variables) as never }),
    () => Observable.create((sink) => void changes.push({ next: (data) => sink.next({ data: data as never }) })),
  );
  const environment = new Environment({ network, store: new Store(new RecordSource()) });
  server.ReturnsRouteQuery ??= () => ({
    pickupRequests: connection([second, first]),
    drumSpecs: [],
    config: { geocoderUrl: null, mapTileUrl: null },
  });
  server.CompletedRouteQuery ??= () => ({ pickupRequests: connection([]) });
  const lists = [
    [ReturnsRouteQuery, MY_RETURNS],
    [CompletedRouteQuery, COMPLETED_RETURNS],
  ] as const;
  for (const [query, list] of lists) {
    const variables = { statuses: list.statuses };
    await fetchQuery(environment, query, variables).toPromise();
    // Kept, as the mounted route keeps it.
    environment.retain(createOperationDescriptor(getRequest(query), variables));
  }
  for (const list of [MY_RETURNS, COMPLETED_RETURNS]) {
    requestSubscription(environment, {
      subscription: useReturnsSubscription,
      variables: {},
      updater: (store) => applyListChange(store, list),
    });
  }
  /** The database ids of the requests a list shows, in order, as its route reads them. */
  const listed = (list: ReturnsList) => {
    const query = list === MY_RETURNS ? ReturnsRouteQuery : CompletedRouteQuery;
    const snapshot = environment.lookup(
      createOperationDescriptor(getRequest(query), { statuses: list.statuses }).fragment,
    );
    // Each route reads its list through a pagination fragment on the query.
    const fragment = list === MY_RETURNS ? ReturnsRouteList : CompletedRouteList;
    const read = environment.lookup(getSelector(fragment, snapshot.data) as SingularReaderSelector).data;
    const data = read as { pickupRequests: { edges: ({ node: { id: string } | null } | null)[] } };
    return data.pickupRequests.edges.map((edge) => (edge?.node ? Number(atob(edge.node.id).split(':')[1]) : null));
  };
  const mutate = (mutation: GraphQLTaggedNode, variables: Variables) =>
    new Promise((resolve, reject) =>
      commitMutation(environment, { mutation, variables, onCompleted: resolve, onError: reject }),
    );
  const push = (change: { pickupRequestId: string; deleted: boolean; pickupRequest: Row | null }) =>
    changes.forEach((subscription) =>
      subscription.next({
        pickupRequestChanged: {
          ...change,
          pickupRequest: change.pickupRequest && pickupRequest(change.pickupRequest),
        },
      }),
    );
  return { environment, listed, mutate, push };
}

describe("a returner's lists in the Relay store", () => {
  it('are the connections the route queries fill, found by the ids the mutations are given', async () => {
    const { environment, listed } = await returnerStore();
    expect(environment.getStore().getSource().get(MY_RETURNS.connectionId)).toBeTruthy();
    expect(environment.getStore().getSource().get(COMPLETED_RETURNS.connectionId)).toBeTruthy();
    expect(listed(MY_RETURNS)).toEqual([2, 1]);
    expect(COMPLETED_RETURNS.statuses).toEqual(['collected']);
  });

  it('lose a deleted request (no empty edge left behind)', async () => {
    const { listed, mutate } = await returnerStore({
      DeletePickupRequestMutation: () => ({
        deletePickupRequest: { deletedPickupRequestId: toGlobalId('PickupRequest', 1), deletedDatabaseId: 1 },
      }),
    });
    await mutate(DeletePickupRequestMutation, {
      input: { id: toGlobalId('PickupRequest', 1) },
      connections: [MY_RETURNS.connectionId],
    });
    expect(listed(MY_RETURNS)).toEqual([2]);
  });

  it('show a created draft first', async () => {
    const { listed, mutate } = await returnerStore({
      CreatePickupRequestMutation: () => ({
        createPickupRequest: { __typename: 'PickupRequestPayload', pickupRequest: pickupRequest(third) },
      }),
    });
    await mutate(CreatePickupRequestMutation, { input: {}, connections: [MY_RETURNS.connectionId] });
    expect(listed(MY_RETURNS)).toEqual([3, 2, 1]);
  });

  it('follow the live changes: a new request in order, a collected one moves, a deleted one goes', async () => {
    const { listed, push } = await returnerStore();
    push({ pickupRequestId: toGlobalId('PickupRequest', 3), deleted: false, pickupRequest: third });
    expect(listed(MY_RETURNS)).toEqual([3, 2, 1]);
    expect(listed(COMPLETED_RETURNS)).toEqual([]);
    // The same change again (its own create, seen live) adds nothing.
    push({ pickupRequestId: toGlobalId('PickupRequest', 3), deleted: false, pickupRequest: third });
    expect(listed(MY_RETURNS)).toEqual([3, 2, 1]);

    push({
      pickupRequestId: toGlobalId('PickupRequest', 2),
      deleted: false,
      pickupRequest: { ...second, status: 'collected' },
    });
    expect(listed(MY_RETURNS)).toEqual([3, 1]);
    expect(listed(COMPLETED_RETURNS)).toEqual([2]);

    push({ pickupRequestId: toGlobalId('PickupRequest', 1), deleted: true, pickupRequest: null });
    expect(listed(MY_RETURNS)).toEqual([3]);
  });
});
