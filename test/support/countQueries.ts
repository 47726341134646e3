// Counts the SQL statements the app sends while `run` runs, inside transactions too: on PGlite
// (client.query and each transaction's own query) and on a node-postgres pool (the query of every
// pooled connection it hands out, which pool.query uses as well).
import type { Database } from '../../db/client';

type Queryable = { query: (...args: unknown[]) => Promise<unknown> };
type Callback = (error: unknown, connection?: Queryable, release?: unknown) => void;
type Client = Queryable & {
  transaction?: (fn: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
  connect?: (callback?: Callback) => Promise<Queryable> | void;
};

/** A statement as sent: its text and parameters. */
export type Statement = { text: string; params: unknown[] };

function statementOf(args: unknown[]): Statement | null {
  const [first, second] = args;
  if (typeof first === 'string') return { text: first, params: Array.isArray(second) ? second : [] };
  if (first && typeof first === 'object' && typeof (first as { text?: unknown }).text === 'string') {
    const config = first as { text: string; values?: unknown[] };
    return { text: config.text, params: config.values ?? (Array.isArray(second) ? second : []) };
  }
  return null;
}

export async function countQueries<T>(
  db: Database,
  run: () => Promise<T>,
): Promise<{ result: T; queries: number; statements: Statement[] }> {
  const client = (db as unknown as { $client: Client }).$client;
  let queries = 0;
  const statements: Statement[] = [];
  const record = (args: unknown[]) => {
    queries += 1;
    const statement = statementOf(args);
    if (statement) statements.push(statement);
  };
  const restores: (() => void)[] = [];
  const counted = new Set<Queryable>();
  const count = (target: Queryable) => {
    if (counted.has(target)) return;
    counted.add(target);
    const original = target.query;
    target.query = function (this: unknown, ...args: unknown[]) {
      record(args);
      return original.apply(this, args);
    };
    restores.push(() => {
      target.query = original;
    });
  };
  if (client.connect) {
    // node-postgres: pool.query itself takes a connection, so counting connections counts all.
    const connect = client.connect;
    client.connect = function (this: unknown, callback?: Callback) {
      if (callback)
        return connect.call(this, (error, connection, release) => {
          if (connection) count(connection);
          callback(error, connection, release);
        });
      return (connect.call(this) as Promise<Queryable>).then((connection) => {
        count(connection);
        return connection;
      });
    } as Client['connect'];
    restores.push(() => {
      client.connect = connect;
    });
  } else {
    count(client);
    const transaction = client.transaction;
    if (transaction) {
      client.transaction = function (this: unknown, fn) {
        return transaction.call(this, (tx) => {
          const original = tx.query;
          tx.query = function (this: unknown, ...args: unknown[]) {
            record(args);
            return original.apply(this, args);
          };
          return fn(tx).finally(() => {
            tx.query = original;
          });
        });
      };
      restores.push(() => {
        client.transaction = transaction;
      });
    }
  }
  try {
    const result = await run();
    return { result, queries, statements };
  } finally {
    for (const restore of restores.reverse()) restore();
  }
}
