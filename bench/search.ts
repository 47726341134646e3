// Finding requests among 100,000: the admin's search (a street and a number) and
// a filtered list (a returner company, a zone and a week, by address), each a GraphQL page of 50
// with its totalCount, run in-process through the app (session, GraphQL, drizzle, cursors).
// Baseline in the same run: hand-written SQL for the same rows and count (the same indexes),
// without GraphQL. Target: p50 under 100 ms for each at 100,000 requests; exits 1 when missed there.
// Run: npx tsx bench/search.ts [count] [rounds]   (TEST_DATABASE_URL selects PostgreSQL;
// BENCH_EXPLAIN=1 also prints the search page's plans there)
import { performance } from 'node:perf_hooks';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'drizzle-orm';
import { pickupRequests, returnerCompanies, zones } from '../db/schema';
import { createTestApp } from '../test/support/harness';
import { setUpPickupWorld, STOCKHOLM } from '../test/support/pickups';
import { ratioOf, summaryRow } from './report';

const count = Number(process.argv[2] ?? 100_000);
const rounds = Number(process.argv[3] ?? 30);
const TARGET_MS = 100;
/** The size the target is set for. */
const TARGET_COUNT = 100_000;
const COMPANIES = 20;
const ZONES = 5;

/** One word of a search, written out: it matches the reference, the address, a company or a person. */
function wordClause(word: string) {
  const pattern = `%${word}%`;
  const reference = /^\d+$/.test(word) ? sql`r.id = ${Number(word)} OR ` : sql``;
  return sql`(${reference}r.address ILIKE ${pattern}
    OR r.returner_company_id IN (SELECT id FROM returner_companies WHERE name ILIKE ${pattern} OR organization_number ILIKE ${pattern})
    OR r.assigned_transport_company_id IN (SELECT id FROM transport_companies WHERE name ILIKE ${pattern})
    OR r.user_id IN (SELECT id FROM users WHERE name ILIKE ${pattern} OR email ILIKE ${pattern}))`;
}

const t = await createTestApp();
let failed = false;
try {
  const world = await setUpPickupWorld(t);
  const db = t.app.services.db;
  const companies = await db
    .insert(returnerCompanies)
    .values(
      Array.from({ length: COMPANIES }, (_, i) => ({ name: `Bench Builders ${i}`, organizationNumber: '556677-8899' })),
    )
    .returning({ id: returnerCompanies.id });
  const zoneRows = await db
    .insert(zones)
    .values(Array.from({ length: ZONES }, (_, i) => ({ zoneNumber: 100 + i, name: `Bench zone ${i}`, boundary: [] })))
    .returning({ id: zones.id });
  // A year of requests, newest last; streets repeat every 1,000.
  const start = Date.parse('2026-01-01T00:00:00Z');
  const step = (365 * 86_400_000) / count;
  for (let from = 0; from < count; from += 5000) {
    await db.insert(pickupRequests).values(
      Array.from({ length: Math.min(5000, count - from) }, (_, k) => {
        const i = from + k;
        return {
          status: (['ready_for_pickup', 'pickup_scheduled', 'collected', 'draft'] as const)[i % 4],
          address: `${['Storgatan', 'Kungsgatan', 'Sveavägen', 'Drottninggatan'][i % 4]} ${i % 1000}, Stockholm`,
          ...STOCKHOLM,
          zoneId: zoneRows[i % ZONES].id,
          userId: world.alice.id,
          returnerCompanyId: companies[i % COMPANIES].id,
          createdAt: new Date(start + i * step),
        };
      }),
    );
  }
  await db.execute(sql`ANALYZE`);
  const admin = await t.signIn('admin@example.com');

  const PAGE = `query Bench($search: String, $zoneId: ID, $returnerCompanyId: ID, $createdFrom: String, $createdTo: String, $orderBy: PickupRequestOrder) {
    pickupRequests(first: 50, search: $search, zoneId: $zoneId, returnerCompanyId: $returnerCompanyId,
      createdFrom: $createdFrom, createdTo: $createdTo, orderBy: $orderBy) {
      totalCount edges { node { id referenceNumberFormatted status address returnerCompanyName zoneName totalDrums createdAt } } } }`;
  const company = companies[7].id;
  const zone = zoneRows[2].id;
  const cases = [
    {
      name: 'search "kungsgatan 117"',
      variables: { search: 'kungsgatan 117' },
      sql: sql`WITH matched AS (
          SELECT r.id, r.created_at FROM pickup_requests r
          WHERE ${sql.join(['kungsgatan', '117'].map(wordClause), sql` AND `)})
        SELECT (SELECT count(*) FROM matched) AS total, p.id, p.address, c.name, z.name, p.created_at,
          (SELECT sum(quantity) FROM pickup_request_drums d WHERE d.pickup_request_id = p.id)
        FROM (SELECT id FROM matched ORDER BY created_at DESC, id DESC LIMIT 50) m
        JOIN pickup_requests p ON p.id = m.id
        LEFT JOIN returner_companies c ON c.id = p.returner_company_id LEFT JOIN zones z ON z.id = p.zone_id`,
    },
    {
      name: 'company + zone + week, by address',
      variables: {
        returnerCompanyId: encodeGlobalID('ReturnerCompany', company),
        zoneId: encodeGlobalID('Zone', zone),
        createdFrom: '2026-06-01',
        createdTo: '2026-06-07',
        orderBy: 'ADDRESS_ASC',
      },
      sql: sql`WITH matched AS (
          SELECT r.id, r.address FROM pickup_requests r
          WHERE r.returner_company_id = ${company} AND r.zone_id = ${zone}
            AND r.created_at >= '2026-06-01' AND r.created_at < '2026-06-08')
        SELECT (SELECT count(*) FROM matched) AS total, p.id, p.address, c.name, z.name, p.created_at,
          (SELECT sum(quantity) FROM pickup_request_drums d WHERE d.pickup_request_id = p.id)
        FROM (SELECT id, address FROM matched ORDER BY address, id LIMIT 50) m
        JOIN pickup_requests p ON p.id = m.id
        LEFT JOIN returner_companies c ON c.id = p.returner_company_id LEFT JOIN zones z ON z.id = p.zone_id`,
    },
  ];

  if (process.env.BENCH_EXPLAIN) {
    const { countQueries } = await import('../test/support/countQueries');
    const { statements } = await countQueries(db, () => admin.gql(PAGE, cases[0].variables));
    for (const statement of statements.filter((s) => /pickup_requests/.test(s.text))) {
      const plan = await (db as any).$client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.params);
      console.log(statement.text.slice(0, 300));
      console.log(plan.rows.map((r: any) => r['QUERY PLAN']).join('\n'));
    }
  }
  const p50 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
  for (const { name, variables, sql: baselineSql } of cases) {
    const first = await admin.gql(PAGE, variables);
    if (first.errors) throw new Error(`${name}: ${JSON.stringify(first.errors)}`);
    const total = first.data.pickupRequests.totalCount;
    const baselineRows = (await db.execute(baselineSql)) as unknown as { rows?: { total: string }[] };
    const baselineTotal = Number(
      (baselineRows.rows ?? (baselineRows as unknown as { total: string }[]))[0]?.total ?? 0,
    );
    if (total !== baselineTotal) throw new Error(`${name}: ours counts ${total}, the baseline ${baselineTotal}`);
    const ours: number[] = [];
    const baseline: number[] = [];
    for (let round = 0; round < rounds; round++) {
      let started = performance.now();
      await admin.gql(PAGE, variables);
      ours.push(performance.now() - started);
      started = performance.now();
      await db.execute(baselineSql);
      baseline.push(performance.now() - started);
    }
    const oursMs = p50(ours);
    const baselineMs = p50(baseline);
    const met = oursMs < TARGET_MS;
    // The target is for 100,000 requests: a smaller run (CI's quick one, two benchmarks side by
    // side) proves the benchmark runs and reports its figures, but its timing decides nothing.
    if (!met && count >= TARGET_COUNT) failed = true;
    console.log(
      `${name} over ${count} requests (${total} found): p50 ${oursMs.toFixed(1)} ms, hand-written SQL ${baselineMs.toFixed(1)} ms`,
    );
    summaryRow({
      figure: `${name}, p50 (${count} requests)`,
      ours: `${oursMs.toFixed(1)} ms`,
      baseline: `${baselineMs.toFixed(1)} ms`,
      ratio: ratioOf(oursMs, baselineMs),
      target: `< ${TARGET_MS} ms`,
      met,
    });
  }
} finally {
  await t.close();
}
process.exit(failed ? 1 : 0);
