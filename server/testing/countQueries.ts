// Counts the SQL statements the app sends while `run` runs, inside transactions too: on PGlite
// (client.query and the transaction's own query) and on a node-postgres pool (pool.query and the
// query of each connection it hands out).
import type { Database } from '../../db/client';

type Queryable = { query: (...args: unknown[]) => Promise<unknown> };
type Client = Queryable & {
  transaction?: (fn: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
  connect?: () => Promise<Queryable>;
};

export async function countQueries<T>(db: Database, run: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const client = (db as unknown as { $client: Client }).$client;
  let queries = 0;
  const counting = (target: Queryable) => {
    const original = target.query;
    target.query = function (this: unknown, ...args: unknown[]) {
      queries += 1;
      return original.apply(this, args);
    };
    return () => {
      target.query = original;
    };
  };
  const restores = [counting(client)];
  if (client.transaction) {
    const transaction = client.transaction;
    client.transaction = function (this: unknown, fn) {
      return transaction.call(this, (tx) => {
        const restore = counting(tx);
        return fn(tx).finally(restore);
      });
    };
    restores.push(() => {
      client.transaction = transaction;
    });
  }
  if (client.connect) {
    const connect = client.connect;
    const connections: (() => void)[] = [];
    client.connect = async function (this: unknown) {
      const connection = await connect.call(this);
      connections.push(counting(connection));
      return connection;
    };
    restores.push(() => {
      client.connect = connect;
      for (const restore of connections) restore();
    });
  }
  try {
    return { result: await run(), queries };
  } finally {
    for (const restore of restores.reverse()) restore();
  }
}
