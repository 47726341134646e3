// Documents are made off the event loop (services/documents/pool.ts): while one returner downloads
// eight statement PDFs of 10,000 lines at once, /healthz keeps answering the whole time, and every
// PDF arrives whole (how fast it answers meanwhile is bench/document-load.ts's figure: a time bound
// here failed whenever the machine was busy with other tests). Past DOCUMENTS_PER_MINUTE a download
// answers 429 with Retry-After.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buybackStatements, returnerCompanies } from '../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../test/support/harness';

const LINES = 10_000;
const DOWNLOADS = 8;

let t: TestApp;
let base: string;
let alice: TestClient;
let statementId: number;
let smallId: number;

beforeAll(async () => {
  t = await createTestApp({ DOCUMENTS_PER_MINUTE: String(DOWNLOADS + 2) });
  const db = t.app.services.db;
  const [company] = await db
    .insert(returnerCompanies)
    .values({ name: 'Cable Crew AB', organizationNumber: '556677-8899' })
    .returning();
  const user = await t.createUser({ returnerCompanyId: company.id });
  alice = await t.signIn(user.email);
  const [statement] = await db
    .insert(buybackStatements)
    .values({ returnerCompanyId: company.id, month: '2026-11', status: 'paid', totalCents: LINES * 1250 })
    .returning();
  statementId = statement.id;
  await db.execute(sql`insert into buyback_statement_lines (statement_id, kind, reference_number, collected_at,
      "full", minor_damage, scrap, missing, amount_cents)
    select ${statement.id}, 'credit', 'PR-' || lpad(n::text, 6, '0'), timestamptz '2026-11-01' + n * interval '1 minute',
      2, 1, 0, 0, 1250
    from generate_series(1, ${LINES}) as n`);
  await new Promise<void>((resolve) => t.app.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // A first download compiles the route's query and starts a worker: once per process, not per document.
  const [small] = await db
    .insert(buybackStatements)
    .values({ returnerCompanyId: company.id, month: '2026-10', status: 'paid' })
    .returning();
  smallId = small.id;
  const warm = await download(small.id);
  expect(warm.response.status).toBe(200);
  await warm.bytes;
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => t?.app.server.close(resolve));
  await t?.close();
});

/** A download: its answer once the headers are in, and the whole body. */
const download = async (id = statementId) => {
  const response = await fetch(`${base}/api/buyback-statements/${id}/pdf`, {
    headers: { cookie: alice.sessionCookie },
  });
  return { response, bytes: response.arrayBuffer().then((body) => new Uint8Array(body)) };
};

describe('statement PDFs under load', () => {
  it('keeps /healthz answering while 8 PDFs of 10,000 lines are made at once, and each arrives whole', async () => {
    // From the moment all eight are answered (signed in, checked, counted): the documents are being made.
    const started = await Promise.all(Array.from({ length: DOWNLOADS }, () => download()));
    let downloading = true;
    const all = Promise.all(started.map(async ({ response, bytes }) => ({ response, bytes: await bytes }))).finally(
      () => (downloading = false),
    );
    let polls = 0;
    while (downloading) {
      const health = await fetch(`${base}/healthz`);
      await health.arrayBuffer();
      expect(health.status).toBe(200);
      polls += 1;
    }
    const pdfs = await all;
    // The polls ran the whole time the documents were made (seconds of work), not once before the
    // first began and once after the last: the event loop was never held for the documents.
    expect(polls).toBeGreaterThan(50);

    for (const { response, bytes } of pdfs) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(bytes.subarray(-8)).toString('latin1')).toContain('%%EOF');
    }
    expect(new Set(pdfs.map(({ bytes }) => bytes.length)).size).toBe(1);
    const pdf = await getDocument({ data: pdfs[0].bytes }).promise;
    const last = await (await pdf.getPage(pdf.numPages)).getTextContent();
    const text = last.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain(`PR-0${LINES}`);
    expect(text).toContain('Total: $125,000.00');
    expect(pdf.numPages).toBeGreaterThan(LINES / 60);
  }, 180_000);

  it('answers 429 with Retry-After past DOCUMENTS_PER_MINUTE', async () => {
    // What the minute still counts of the downloads before is left to it: within the allowance
    // and one more, one is refused.
    let refused: Awaited<ReturnType<typeof download>> | undefined;
    for (let n = 0; n <= DOWNLOADS + 2 && !refused; n++) {
      const answer = await download(smallId);
      await answer.bytes;
      if (answer.response.status === 429) refused = answer;
      else expect(answer.response.status).toBe(200);
    }
    expect(refused, 'no download was refused').toBeDefined();
    const wait = Number(refused!.response.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(JSON.parse(Buffer.from(await refused!.bytes).toString())).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  }, 60_000);
});
