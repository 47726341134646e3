// Buyback settlement. Two figures:
//  1. A month's statements built from 10,000 collected pickups (spread over 50 returner companies)
//     whose proofs of collection wait to be credited (services/buyback/crediting.ts): the time the
//     admin waits for the month's Statements list, the first read after the collections (it puts
//     every one onto its company's draft and lists them). Baseline in the same run: hand-written
//     SQL writing the same statements and lines for another 10,000 in bulk. Target: under 5 s.
//  2. One statement of 2,000 requests as a PDF through GET /api/buyback-statements/{id}/pdf, read
//     through the HTTP stream, and the peak RSS growth while it runs. Baseline: pdfkit writing the
//     same table from rows already in memory, in the same embedded font. Target: under 2 s and
//     under +100 MB.
// Exits 1 when a target is missed at full size.
// Run: npx tsx bench/buyback.ts [requests] [pdfLines]   (TEST_DATABASE_URL selects PostgreSQL)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { eq, sql } from 'drizzle-orm';
import {
  buybackStatementLines,
  buybackStatements,
  drumSpecs,
  pickupRequestDrums,
  pickupRequests,
  returnerCompanies,
} from '../db/schema';
import { createTestApp } from '../test/support/harness';
import { setUpHauler, setUpPickupWorld, STOCKHOLM } from '../test/support/pickups';
import { ratioOf, summaryRow } from './report';

const count = Number(process.argv[2] ?? 10_000);
const pdfLines = Number(process.argv[3] ?? 2_000);
const t = await createTestApp();
let failed = false;

/** Runs `job`, sampling RSS every 20 ms: its time and the peak growth. */
async function measured<T>(job: () => Promise<T>) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const result = await job();
  const ms = performance.now() - started;
  clearInterval(timer);
  return { ms, mb: (Math.max(peak, process.memoryUsage().rss) - before) / 1024 / 1024, result };
}

try {
  const world = await setUpPickupWorld(t);
  const { hauler } = await setUpHauler(t, world);
  const db = t.app.services.db;
  await db.update(drumSpecs).set({ buybackPrice: 100, scrapHandlingFee: 10, weight: 80 });
  /** 50 returner companies. */
  const companiesNamed = (prefix: string) =>
    db
      .insert(returnerCompanies)
      .values(Array.from({ length: 50 }, (_, i) => ({ name: `${prefix} ${i}`, organizationNumber: '556677-0001' })))
      .returning({ id: returnerCompanies.id });

  /**
   * `n` pickups of the companies collected this month, two drum lines each, with their proofs of
   * collection as the markCollected transition records them, not yet on any statement.
   */
  async function collected(n: number, companies: { id: number }[]) {
    const ids: number[] = [];
    for (let start = 0; start < n; start += 1000) {
      const rows = await db
        .insert(pickupRequests)
        .values(
          Array.from({ length: Math.min(1000, n - start) }, (_, i) => ({
            status: 'collected' as const,
            address: `Bench road ${start + i}`,
            ...STOCKHOLM,
            zoneId: world.zone.id,
            returnerCompanyId: companies[(start + i) % companies.length].id,
            assignedTransportCompanyId: hauler.id,
            confirmedAt: new Date(),
            scheduledPickupDate: new Date(),
            acknowledgedAt: new Date(),
            collectedAt: new Date(),
          })),
        )
        .returning({ id: pickupRequests.id });
      await db.insert(pickupRequestDrums).values(
        rows.flatMap((row) => [
          { pickupRequestId: row.id, drumSpecId: world.woodSpec.id, quantity: 3 },
          { pickupRequestId: row.id, drumSpecId: world.steelSpec.id, quantity: 1 },
        ]),
      );
      ids.push(...rows.map((row) => row.id));
    }
    const [low, high] = [ids[0], ids[ids.length - 1]];
    await db.execute(sql`insert into pickup_collections (pickup_request_id, collected_at, credit_cents, transport_company_id)
      select r.id, now(), sum(d.quantity * round(s.buyback_price * 100)), r.assigned_transport_company_id
      from pickup_requests r join pickup_request_drums d on d.pickup_request_id = r.id
        join drum_specs s on s.id = d.drum_spec_id
      where r.id between ${low} and ${high} group by r.id`);
    await db.execute(sql`insert into pickup_collection_lines (collection_id, drum_line_id, drum_spec_id, declared_quantity,
        "full", minor_damage, scrap, missing, buyback_cents, buyback80_cents, scrap_fee_cents, weight_kg, credit_cents)
      select c.id, d.id, d.drum_spec_id, d.quantity, d.quantity, 0, 0, 0, round(s.buyback_price * 100),
        round(s.buyback_price * 80), round(coalesce(s.scrap_handling_fee, 0) * 100), s.weight, d.quantity * round(s.buyback_price * 100)
      from pickup_collections c join pickup_request_drums d on d.pickup_request_id = c.pickup_request_id
        join drum_specs s on s.id = d.drum_spec_id
      where c.pickup_request_id between ${low} and ${high}`);
    return { low, high };
  }

  // The baseline first, on companies of its own: the same statements and lines, hand-written in bulk.
  const bulk = await collected(count, await companiesNamed('Baseline'));
  const baseline = await measured(async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into buyback_statements (returner_company_id, month)
        select distinct r.returner_company_id, to_char(now() at time zone 'UTC', 'YYYY-MM')
        from pickup_requests r where r.id between ${bulk.low} and ${bulk.high}`);
      await tx.execute(sql`insert into buyback_statement_lines (statement_id, kind, collection_id, pickup_request_id,
          reference_number, collected_at, "full", minor_damage, scrap, missing, amount_cents)
        select st.id, 'credit', c.id, r.id, 'PR-' || lpad(r.id::text, 6, '0'), c.collected_at,
          (select sum(l.full) from pickup_collection_lines l where l.collection_id = c.id), 0, 0, 0, c.credit_cents
        from pickup_collections c join pickup_requests r on r.id = c.pickup_request_id
          join buyback_statements st on st.returner_company_id = r.returner_company_id
        where r.id between ${bulk.low} and ${bulk.high}`);
      await tx.execute(sql`update pickup_collections set credited_at = now()
        where pickup_request_id between ${bulk.low} and ${bulk.high}`);
      await tx.execute(sql`update buyback_statements st set total_cents =
        (select coalesce(sum(amount_cents), 0) from buyback_statement_lines l where l.statement_id = st.id)`);
    });
  });

  // Ours: the admin opens the month's statements.
  await collected(count, await companiesNamed('Bench'));
  const admin = await t.signIn('admin@example.com');
  const month = new Date().toISOString().slice(0, 7);
  const ours = await measured(async () => {
    const result = await admin.gql(
      `query($month: String) { buybackStatements(month: $month, first: 100) { edges { node { id totalCents lineCount } } } }`,
      { month },
    );
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data.buybackStatements.edges as { node: { totalCents: number; lineCount: number } }[];
  });
  const listed = ours.result.reduce((n, edge) => n + edge.node.lineCount, 0);
  if (listed !== 2 * count) throw new Error(`expected ${2 * count} statement lines, listed ${listed}`);
  const lineCount = await db.$count(buybackStatementLines);
  if (lineCount !== 2 * count) throw new Error(`expected ${2 * count} statement lines, found ${lineCount}`);
  console.log(`A month's statements from ${count} collected pickups (${ours.result.length} statements listed)`);
  console.log(`  ours (the Statements list, crediting them): ${ours.ms.toFixed(0)} ms`);
  console.log(`  baseline (bulk SQL):                         ${baseline.ms.toFixed(0)} ms`);
  summaryRow({
    figure: `Statements of a month of ${count} collected pickups`,
    ours: `${ours.ms.toFixed(0)} ms`,
    baseline: `${baseline.ms.toFixed(0)} ms`,
    ratio: ratioOf(ours.ms, baseline.ms),
    target: '< 5 s',
    met: ours.ms < 5000,
  });
  if (count >= 10_000 && ours.ms > 5000) {
    console.log('  target missed: under 5 s');
    failed = true;
  }

  // 2. One statement of `pdfLines` requests as a PDF.
  const [big] = await db
    .insert(buybackStatements)
    .values({ returnerCompanyId: world.firstCompany.id, month: '2026-01' })
    .returning();
  for (let start = 0; start < pdfLines; start += 1000)
    await db.insert(buybackStatementLines).values(
      Array.from({ length: Math.min(1000, pdfLines - start) }, (_, i) => ({
        statementId: big.id,
        kind: 'credit' as const,
        referenceNumber: `PR-${String(start + i + 1).padStart(6, '0')}`,
        collectedAt: new Date('2026-01-15T10:00:00Z'),
        full: 3,
        minorDamage: 1,
        scrap: 0,
        missing: 0,
        amountCents: 38000,
      })),
    );
  await db
    .update(buybackStatements)
    .set({ totalCents: pdfLines * 38000 })
    .where(eq(buybackStatements.id, big.id));
  const pdf = await measured(async () => {
    const response = await admin.raw('GET', `/api/buyback-statements/${big.id}/pdf`);
    if (response.status !== 200) throw new Error(`pdf answered ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    return bytes;
  });
  const rows = await db.select().from(buybackStatementLines).where(eq(buybackStatementLines.statementId, big.id));
  const pdfBaseline = await measured(async () => {
    let bytes = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    const finished = new Promise((resolve) => sink.on('finish', resolve));
    const doc = new PDFDocument({ size: 'A4', margin: 48 });
    doc.pipe(sink);
    // The same embedded font as ours (DejaVu Sans): its glyph layout is most of a PDF's work.
    doc.font(readFileSync(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')));
    doc.fontSize(9);
    for (const row of rows) {
      if (doc.y > doc.page.height - 88) doc.addPage();
      doc.text(
        `${row.referenceNumber}  ${row.full} ${row.minorDamage} ${row.scrap} ${row.missing}  ${row.amountCents / 100}`,
      );
    }
    doc.end();
    await finished;
    return bytes;
  });
  console.log(`A statement of ${pdfLines} requests as a PDF`);
  console.log(
    `  ours:     ${pdf.ms.toFixed(0)} ms, peak RSS +${pdf.mb.toFixed(0)} MB, ${(pdf.result / 1024).toFixed(0)} KB`,
  );
  console.log(`  baseline: ${pdfBaseline.ms.toFixed(0)} ms, peak RSS +${pdfBaseline.mb.toFixed(0)} MB`);
  summaryRow({
    figure: `Statement PDF of ${pdfLines} requests`,
    ours: `${pdf.ms.toFixed(0)} ms, +${pdf.mb.toFixed(0)} MB`,
    baseline: `${pdfBaseline.ms.toFixed(0)} ms, +${pdfBaseline.mb.toFixed(0)} MB`,
    ratio: ratioOf(pdf.ms, pdfBaseline.ms),
    target: '< 2 s, < +100 MB',
    met: pdf.ms < 2000 && pdf.mb < 100,
  });
  if (pdfLines >= 2_000 && (pdf.ms > 2000 || pdf.mb > 100)) {
    console.log('  target missed: under 2 s and under +100 MB');
    failed = true;
  }
} finally {
  await t.close();
}
process.exit(failed ? 1 : 0);
