// Faults against a running server: the app on PostgreSQL and Redis, each reached
// through a TCP proxy; writers create drum types over HTTP while PostgreSQL is cut for a few
// seconds and then Redis; prints the acknowledged writes, the acknowledged writes missing from
// the database afterwards (must be 0), the refusals (503) and how long recovery took.
// Run: npx tsx bench/reliability.ts [seconds per fault]   (needs PostgreSQL and Redis on 127.0.0.1,
// or TEST_DATABASE_URL and REDIS_URL)
import { summaryRow } from './report';
import pg from 'pg';
import { createTestApp } from '../test/support/harness';
import { provisionTestDatabase } from '../test/support/database';
import { startTcpProxy } from '../test/support/tcpProxy';

const faultSeconds = Number(process.argv[2] ?? 3);
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const database = await provisionTestDatabase();
const direct = new URL(database.databaseUrl!);
const dbProxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
const redisProxy = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
const viaProxy = new URL(direct);
viaProxy.port = String(dbProxy.port);
const t = await createTestApp({
  DATABASE_URL: viaProxy.toString(),
  REDIS_URL: `redis://127.0.0.1:${redisProxy.port}`,
  DB_STATEMENT_TIMEOUT_MS: '2000',
  DB_CONNECT_TIMEOUT_MS: '1000',
});
const admin = await t.signIn('admin@example.com');

const acknowledged: string[] = [];
const statuses = new Map<number, number>();
let running = true;
let counter = 0;
let lastOkAt = 0;
const writer = async () => {
  while (running) {
    const name = `bench-${(counter += 1)}`;
    const response = await admin.raw('POST', '/api/drum-types', {
      body: JSON.stringify({ name }),
      headers: { 'content-type': 'application/json' },
    });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    if (response.status === 201) {
      acknowledged.push(name);
      lastOkAt = Date.now();
    } else await sleep(50);
  }
};

async function fault(name: string, proxy: typeof dbProxy) {
  proxy.cut();
  await sleep(faultSeconds * 1000);
  proxy.restore();
  const restored = Date.now();
  while (lastOkAt < restored) await sleep(20);
  return { fault: name, 'cut s': faultSeconds, 'recovery ms': lastOkAt - restored };
}

const writers = Array.from({ length: 8 }, writer);
await sleep(1000);
const results = [await fault('PostgreSQL connections cut', dbProxy)];
await sleep(1000);
results.push(await fault('Redis connections cut', redisProxy));
await sleep(1000);
running = false;
await Promise.all(writers);

const check = new pg.Client({ connectionString: direct.toString() });
await check.connect();
const stored = new Set((await check.query('select name from drum_types')).rows.map((row) => row.name as string));
await check.end();
const lost = acknowledged.filter((name) => !stored.has(name));

console.table(results);
console.log(
  `acknowledged writes ${acknowledged.length}, lost ${lost.length}, answers by status ${JSON.stringify(Object.fromEntries(statuses))}`,
);
summaryRow({
  figure: 'writes through PostgreSQL and Redis outages',
  ours: `${acknowledged.length} acknowledged, ${lost.length} lost`,
  baseline: '-',
  ratio: '-',
  target: '0 lost, no 5xx but 503',
  met: !lost.length && ![...statuses.keys()].some((status) => status >= 500 && status !== 503),
});
await t.close();
await dbProxy.close();
await redisProxy.close();
await database.drop();
if (lost.length || [...statuses.keys()].some((status) => status >= 500 && status !== 503)) process.exitCode = 1;
process.exit();
