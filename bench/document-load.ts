// Documents are made off the event loop (services/documents/pool.ts): while one returner downloads
// eight statement PDFs of 10,000 lines at once, /healthz keeps answering. Figure: the slowest of the
// /healthz answers polled back to back while the eight are made. Baseline in the same run: the
// slowest of as many polls with nothing else running. Target: under 100 ms.
// (server/documentLoad.test.ts checks that the polls run the whole time and every PDF arrives whole;
// the time bound is here, where a noisy machine's figure is read against its own baseline.)
// Exits 1 when the target is missed at full size.
// Run: npx tsx bench/document-load.ts [lines] [downloads]   (TEST_DATABASE_URL selects PostgreSQL)
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buybackStatements, returnerCompanies } from '../db/schema';
import { createTestApp } from '../test/support/harness';
import { ratioOf, summaryRow } from './report';

const lines = Number(process.argv[2] ?? 10_000);
const downloads = Number(process.argv[3] ?? 8);
const full = lines >= 10_000 && downloads >= 8;
const t = await createTestApp({ DOCUMENTS_PER_MINUTE: String(downloads + 2) });
let failed = false;

try {
  const db = t.app.services.db;
  const [company] = await db
    .insert(returnerCompanies)
    .values({ name: 'Cable Crew AB', organizationNumber: '556677-8899' })
    .returning();
  const user = await t.createUser({ returnerCompanyId: company.id });
  const alice = await t.signIn(user.email);
  const [statement] = await db
    .insert(buybackStatements)
    .values({ returnerCompanyId: company.id, month: '2026-11', status: 'paid', totalCents: lines * 1250 })
    .returning();
  await db.execute(sql`insert into buyback_statement_lines (statement_id, kind, reference_number, collected_at,
      "full", minor_damage, scrap, missing, amount_cents)
    select ${statement.id}, 'credit', 'PR-' || lpad(n::text, 6, '0'), timestamptz '2026-11-01' + n * interval '1 minute',
      2, 1, 0, 0, 1250
    from generate_series(1, ${lines}) as n`);
  await new Promise<void>((resolve) => t.app.server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const download = () =>
    fetch(`${base}/api/buyback-statements/${statement.id}/pdf`, { headers: { cookie: alice.sessionCookie } }).then(
      (response) => response.arrayBuffer(),
    );
  const poll = async () => {
    const sent = performance.now();
    await (await fetch(`${base}/healthz`)).arrayBuffer();
    return performance.now() - sent;
  };
  // A first download starts a worker and compiles the route's query: once per process.
  await download();

  let downloading = true;
  const made = Promise.all(Array.from({ length: downloads }, download)).finally(() => (downloading = false));
  const loaded: number[] = [];
  while (downloading) loaded.push(await poll());
  await made;
  const idle: number[] = [];
  for (let n = 0; n < loaded.length; n++) idle.push(await poll());

  const slowest = Math.max(...loaded);
  const idleSlowest = Math.max(...idle);
  const met = slowest < 100;
  if (full && !met) failed = true;
  console.log(
    `${downloads} PDFs of ${lines} lines: ${loaded.length} /healthz polls meanwhile, slowest ${slowest.toFixed(1)} ms (idle: ${idleSlowest.toFixed(1)} ms)`,
  );
  summaryRow({
    figure: `/healthz while ${downloads} PDFs of ${lines} lines are made, slowest of ${loaded.length} polls`,
    ours: `${slowest.toFixed(1)} ms`,
    baseline: `${idleSlowest.toFixed(1)} ms`,
    ratio: ratioOf(slowest, idleSlowest),
    target: '< 100 ms',
    met,
  });
} finally {
  await new Promise((resolve) => t.app.server.close(resolve));
  await t.close();
}
process.exit(failed ? 1 : 0);
