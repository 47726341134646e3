// The plan PostgreSQL (or PGlite) makes for a statement the app sent, with sequential scans
// priced out (enable_seqscan off): a Seq Scan left in the plan means no index can serve it.
import type { Database } from '../../db/client';
import type { Statement } from './countQueries';

export type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

type Rows = { rows: Record<string, unknown>[] };
type Queryable = { query: (text: string, params?: unknown[]) => Promise<Rows> };
type Client = Queryable & {
  transaction?: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;
  connect?: () => Promise<Queryable & { release: () => void }>;
};

export async function planWithoutSeqScans(db: Database, statement: Statement): Promise<PlanNode[]> {
  const client = (db as unknown as { $client: Client }).$client;
  const explain = async (tx: Queryable) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    const { rows } = await tx.query(`EXPLAIN (FORMAT JSON) ${statement.text}`, statement.params);
    const plan = Object.values(rows[0])[0];
    return (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  };
  let plan: { Plan: PlanNode }[];
  if (client.connect) {
    const connection = await client.connect();
    try {
      await connection.query('BEGIN');
      plan = await explain(connection);
    } finally {
      await connection.query('ROLLBACK');
      connection.release();
    }
  } else {
    plan = await client.transaction!(explain);
  }
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    for (const child of node.Plans ?? []) walk(child);
  };
  for (const entry of plan) walk(entry.Plan);
  return nodes;
}
