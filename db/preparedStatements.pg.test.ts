// Long statements go to PostgreSQL as named prepared statements (planning a list's
// relational query cost more than running it), within a bound on how many texts get a name.
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { nameLongStatements } from './preparedStatements';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pools: pg.Pool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

/** One connection, so pg_prepared_statements (a per-connection view) shows everything it prepared. */
function onePool(limit?: number) {
  const pool = new pg.Pool({ connectionString: serverUrl, max: 1 });
  pools.push(pool);
  nameLongStatements(pool, limit);
  return pool;
}
/** A statement over the length that earns a name; `tag` makes texts differ. */
const longStatement = (tag: string) => `select $1::int + 1 as answer, '${tag}' as tag /* ${'padding '.repeat(60)} */`;
const prepared = async (pool: pg.Pool) =>
  (await pool.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements')).rows;

describe('nameLongStatements', () => {
  it('prepares a long statement once per connection and answers it alike every time', async () => {
    const pool = onePool();
    const text = longStatement('list');
    for (const value of [1, 2, 3]) {
      const { rows } = await pool.query({ text, values: [value] });
      expect(rows).toEqual([{ answer: value + 1, tag: 'list' }]);
    }
    const statements = await prepared(pool);
    expect(statements).toHaveLength(1);
    expect(statements[0].statement).toBe(text);
    expect(statements[0].name).toMatch(/^s_/);
  });

  it('leaves short statements and statements without parameters unnamed', async () => {
    const pool = onePool();
    await pool.query('select $1::int as short', [1]);
    await pool.query(`select 1 as one; select 2 as two /* ${'padding '.repeat(60)} */`);
    expect(await prepared(pool)).toEqual([]);
  });

  it('names no more texts than its limit; the rest still answer, unnamed', async () => {
    const pool = onePool(2);
    for (const tag of ['a', 'b', 'c', 'd']) {
      const { rows } = await pool.query(longStatement(tag), [41]);
      expect(rows).toEqual([{ answer: 42, tag }]);
    }
    expect((await prepared(pool)).map((row) => row.statement)).toEqual(
      expect.arrayContaining([longStatement('a'), longStatement('b')]),
    );
    expect(await prepared(pool)).toHaveLength(2);
  });
});
