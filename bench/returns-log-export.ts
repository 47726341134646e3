// Times the Returns Log export (GET /api/pickup-requests/export-excel) over 10,000
// requests with two drum lines each, read through the HTTP stream, and the peak RSS growth while
// it runs. Baseline in the same run: hand-written code doing the same job (one SQL statement
// per 1,000 rows and exceljs' streaming writer, no GraphQL, no drizzle). Targets: under 5 s and
// under +300 MB; exits 1 when missed.
// Run: npx tsx bench/returns-log-export.ts [count]   (TEST_DATABASE_URL selects PostgreSQL)
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { pickupRequestDrums, pickupRequests } from '../db/schema';
import { createTestApp } from '../test/support/harness';
import { setUpPickupWorld, STOCKHOLM } from '../test/support/pickups';
import { ratioOf, summaryRow } from './report';

const count = Number(process.argv[2] ?? 10_000);
const t = await createTestApp();
let failed = false;
try {
  const world = await setUpPickupWorld(t);
  const db = t.app.services.db;
  for (let start = 0; start < count; start += 1000) {
    const rows = await db
      .insert(pickupRequests)
      .values(
        Array.from({ length: Math.min(1000, count - start) }, (_, i) => ({
          status: (['collected', 'cancelled', 'ready_for_pickup'] as const)[(start + i) % 3],
          address: `Storgatan ${start + i}`,
          ...STOCKHOLM,
          zoneId: world.zone.id,
          userId: world.alice.id,
          returnerCompanyId: world.firstCompany.id,
        })),
      )
      .returning({ id: pickupRequests.id });
    await db.insert(pickupRequestDrums).values(
      rows.flatMap((row) => [
        { pickupRequestId: row.id, drumSpecId: world.woodSpec.id, quantity: 2 },
        { pickupRequestId: row.id, drumSpecId: world.steelSpec.id, quantity: 1 },
      ]),
    );
  }
  const admin = await t.signIn('admin@example.com');

  /** Runs `job`, sampling RSS every 20 ms: its time and the peak growth. */
  async function measured(job: () => Promise<number>) {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const bytes = await job();
    const ms = performance.now() - started;
    clearInterval(timer);
    return { ms, mb: (Math.max(peak, process.memoryUsage().rss) - before) / 1024 / 1024, bytes };
  }

  const ours = await measured(async () => {
    const response = await admin.raw('GET', '/api/pickup-requests/export-excel');
    if (response.status !== 200) throw new Error(`export answered ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    return bytes;
  });

  const baseline = await measured(async () => {
    let bytes = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Returns Log');
    let after = 0;
    for (;;) {
      type Row = Record<string, unknown> & { id: number };
      // The same columns as ours, with the drums and the value summed in SQL.
      const page: unknown = await db.execute(sql`
        select r.id, r.status, c.name as company, z.name as zone, tc.name as transport, r.address,
          string_agg(d.quantity || ' x ' || s.name || ' (' || ty.name || ')', '; ' order by d.id) as drums,
          sum(d.quantity) as total, sum(d.quantity * coalesce(s.buyback_price, 0)) as value,
          r.created_at, r.confirmed_at, r.scheduled_pickup_date, r.collected_at, r.cancelled_at
        from pickup_requests r
        left join returner_companies c on c.id = r.returner_company_id
        left join zones z on z.id = r.zone_id
        left join transport_companies tc on tc.id = r.assigned_transport_company_id
        left join pickup_request_drums d on d.pickup_request_id = r.id
        left join drum_specs s on s.id = d.drum_spec_id
        left join drum_types ty on ty.id = s.drum_type_id
        where r.id > ${after} group by r.id, c.name, z.name, tc.name order by r.id limit 1000`);
      // node-postgres and PGlite both answer { rows }.
      const rows = (page as { rows: Row[] }).rows;
      if (rows.length === 0) break;
      for (const row of rows)
        sheet.addRow(Object.values(row).map((v) => (typeof v === 'bigint' ? Number(v) : v))).commit();
      after = rows[rows.length - 1].id;
    }
    sheet.commit();
    await workbook.commit();
    return bytes;
  });

  const line = (name: string, r: { ms: number; mb: number; bytes: number }) =>
    `${name}: ${r.ms.toFixed(0)} ms, peak RSS +${r.mb.toFixed(0)} MB, ${(r.bytes / 1024).toFixed(0)} KB`;
  console.log(`Returns Log export of ${count} requests`);
  console.log(line('  ours    ', ours));
  console.log(line('  baseline', baseline));
  console.log(`  ratio ${(ours.ms / baseline.ms).toFixed(2)}x the baseline's time`);
  summaryRow({
    figure: `Returns Log export of ${count} requests`,
    ours: `${ours.ms.toFixed(0)} ms, +${ours.mb.toFixed(0)} MB`,
    baseline: `${baseline.ms.toFixed(0)} ms, +${baseline.mb.toFixed(0)} MB`,
    ratio: ratioOf(ours.ms, baseline.ms),
    target: '< 5 s, < +300 MB',
    met: ours.ms < 5000 && ours.mb < 300,
  });
  if (count >= 10_000 && (ours.ms > 5000 || ours.mb > 300)) {
    console.log('  target missed: under 5 s and under +300 MB');
    failed = true;
  }
} finally {
  await t.close();
}
process.exit(failed ? 1 : 0);
