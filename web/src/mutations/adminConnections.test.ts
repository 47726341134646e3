import { commitLocalUpdate, ConnectionHandler, Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { ADMIN_CONNECTIONS, addToTotalCount, syncPendingUser } from './adminConnections';

type UserFields = { role: string; approved: boolean; reviewed: boolean };

/** A store holding the New Users connection (the badge's) with the given pending users. */
function storeWithPending(users: Record<string, UserFields>, totalCount = Object.keys(users).length) {
  const environment = new Environment({
    network: Network.create(() => Promise.reject(new Error('no network in this test'))),
    store: new Store(new RecordSource()),
  });
  commitLocalUpdate(environment, (store) => {
    const connection = store.create(ADMIN_CONNECTIONS.pendingUsers, 'QueryPendingUsersConnection');
    connection.setValue(totalCount, 'totalCount');
    connection.setLinkedRecords([], 'edges');
    for (const [id, fields] of Object.entries(users)) {
      const user = store.create(id, 'User');
      for (const [name, value] of Object.entries(fields)) user.setValue(value, name);
      const edge = ConnectionHandler.createEdge(store, connection, user, 'QueryPendingUsersConnectionEdge');
      ConnectionHandler.insertEdgeAfter(connection, edge);
    }
  });
  const read = () => {
    const source = environment.getStore().getSource();
    const connection = source.get(ADMIN_CONNECTIONS.pendingUsers)!;
    const edgeIds = (connection.edges as { __refs: string[] }).__refs;
    const listed = edgeIds.map((edgeId) => (source.get(edgeId)!.node as { __ref: string }).__ref);
    return { totalCount: connection.totalCount, listed };
  };
  return { environment, read };
}

const pending: UserFields = { role: 'returner', approved: false, reviewed: false };

describe('the New Users connection and its badge follow user changes without a refetch', () => {
  it('an approved, reviewed or deleted user leaves the list and the count', () => {
    const { environment, read } = storeWithPending({ a: pending, b: pending, c: pending });
    commitLocalUpdate(environment, (store) => {
      store.get('a')!.setValue(true, 'approved');
      syncPendingUser(store, 'a');
      store.get('b')!.setValue(true, 'reviewed');
      syncPendingUser(store, 'b');
    });
    expect(read()).toEqual({ totalCount: 1, listed: ['c'] });
    commitLocalUpdate(environment, (store) => syncPendingUser(store, 'c', true));
    expect(read()).toEqual({ totalCount: 0, listed: [] });
  });

  it('a new user awaiting approval joins at the top; an approved one, an admin or an unchanged one does not', () => {
    const { environment, read } = storeWithPending({ a: pending });
    commitLocalUpdate(environment, (store) => {
      const create = (id: string, fields: UserFields) => {
        const user = store.create(id, 'User');
        for (const [name, value] of Object.entries(fields)) user.setValue(value, name);
        syncPendingUser(store, id);
      };
      create('new', pending);
      create('approved', { ...pending, approved: true });
      create('admin', { ...pending, role: 'admin' });
      syncPendingUser(store, 'a');
    });
    expect(read()).toEqual({ totalCount: 2, listed: ['new', 'a'] });
  });

  it('counts stay at zero or more, and nothing happens before the list was loaded', () => {
    const { environment, read } = storeWithPending({}, 0);
    commitLocalUpdate(environment, (store) => addToTotalCount(store, ADMIN_CONNECTIONS.pendingUsers, -1));
    expect(read().totalCount).toBe(0);
    commitLocalUpdate(environment, (store) => {
      expect(() => addToTotalCount(store, ADMIN_CONNECTIONS.users, 1)).not.toThrow();
    });
  });
});
