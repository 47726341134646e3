// Fires the GraphQL denial-of-service documents at the whole app in-process
// and reports how long the server takes to answer (refuse) each, next to a small normal query
// timed in the same run, and how long /healthz waits while the attack is in flight.
// Run: npx tsx bench/graphql-dos.ts [rounds]   (TEST_DATABASE_URL selects PostgreSQL)
import { performance } from 'node:perf_hooks';
import { createTestApp, type TestClient } from '../test/support/harness';
import { BASELINE_QUERY, DOS_SHAPES } from '../test/support/dosShapes';
import { summaryRow } from './report';

const rounds = Number(process.argv[2] ?? 20);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

async function medianAnswer(client: TestClient, query: string) {
  const times: number[] = [];
  let refused = false;
  for (let i = 0; i < rounds; i += 1) {
    const [ms, result] = await timed(() => client.gql(query));
    times.push(ms);
    refused = !!result.errors?.length && !result.data;
  }
  return { ms: median(times), max: Math.max(...times), refused };
}

const t = await createTestApp();
try {
  const client = t.client();
  for (let i = 0; i < 5; i += 1) await client.gql(BASELINE_QUERY); // warm up
  const baseline = await medianAnswer(client, BASELINE_QUERY);
  console.log(`baseline ${BASELINE_QUERY}: median ${baseline.ms.toFixed(1)} ms over ${rounds} rounds\n`);
  const rows = [];
  for (const shape of DOS_SHAPES) {
    const answer = await medianAnswer(client, shape.query);
    // /healthz asked while the attack document is being answered.
    const attack = client.gql(shape.query);
    const [healthzMs] = await timed(() => client.raw('GET', '/healthz'));
    await attack;
    rows.push({
      shape: shape.name,
      'size KB': (shape.query.length / 1024).toFixed(0),
      refused: answer.refused ? 'yes' : 'NO',
      'median ms': answer.ms.toFixed(1),
      'max ms': answer.max.toFixed(1),
      'x baseline': (answer.ms / baseline.ms).toFixed(1),
      'healthz ms meanwhile': healthzMs.toFixed(1),
    });
  }
  console.table(rows);
  for (const row of rows)
    summaryRow({
      figure: `abuse refused: ${row.shape}`,
      ours: `${row['median ms']} ms (max ${row['max ms']})`,
      baseline: `${baseline.ms.toFixed(1)} ms ({ me { id } })`,
      ratio: `${row['x baseline']}x`,
      target: 'refused, < 100 ms',
      met: row.refused === 'yes' && Number(row['max ms']) < 100,
    });
  const failed = rows.filter((row) => row.refused !== 'yes');
  if (failed.length) {
    console.error(`not refused: ${failed.map((row) => row.shape).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await t.close();
}
