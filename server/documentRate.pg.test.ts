// DOCUMENTS_PER_MINUTE holds over every instance: two server processes on one PostgreSQL (and
// Redis) share one returner's allowance, and past it both answer 429 with Retry-After. Runs with
// the PostgreSQL pass (TEST_DATABASE_URL).
import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buybackStatementLines, buybackStatements, returnerCompanies } from '../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestClient } from '../test/support/harness';
import { freePort } from '../test/support/freePort';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PER_MINUTE = 3;

let first: TestApp;
let second: ChildProcess;
let secondPort: number;
let secondLog = '';
let alice: TestClient;
let statementId: number;

beforeAll(async () => {
  first = await createTestApp({ REDIS_URL, DOCUMENTS_PER_MINUTE: String(PER_MINUTE) });
  const databaseUrl = first.app.services.config.databaseUrl;
  if (!databaseUrl) throw new Error('This test needs TEST_DATABASE_URL: two processes cannot share PGlite');
  secondPort = await freePort();
  second = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      PORT: String(secondPort),
      APP_URL: TEST_ORIGIN,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'secret123',
      SMTP_URL: first.sink.url,
      DATA_DIR: `/tmp/drum-documents-${secondPort}`,
      DOCUMENTS_PER_MINUTE: String(PER_MINUTE),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  second.stdout!.on('data', (chunk) => (secondLog += chunk));
  second.stderr!.on('data', (chunk) => (secondLog += chunk));
  const deadline = Date.now() + 45_000;
  while (
    (await fetch(`http://127.0.0.1:${secondPort}/healthz`).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  ) {
    if (second.exitCode !== null || Date.now() > deadline)
      throw new Error(`The second process did not start:\n${secondLog}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const db = first.app.services.db;
  const [company] = await db
    .insert(returnerCompanies)
    .values({ name: 'Cable Crew AB', organizationNumber: '556677-8899' })
    .returning();
  const user = await first.createUser({ returnerCompanyId: company.id });
  alice = await first.signIn(user.email);
  const [statement] = await db
    .insert(buybackStatements)
    .values({ returnerCompanyId: company.id, month: '2026-11', status: 'paid', totalCents: 1250 })
    .returning();
  statementId = statement.id;
  await db.insert(buybackStatementLines).values({
    statementId,
    kind: 'credit',
    referenceNumber: 'PR-000001',
    collectedAt: new Date('2026-11-02T10:00:00Z'),
    full: 2,
    minorDamage: 0,
    scrap: 0,
    missing: 0,
    amountCents: 1250,
  });
}, 60_000);

afterAll(async () => {
  second?.kill('SIGTERM');
  await first?.close();
});

/** A PDF download from the first instance (in-process) or the second (over HTTP), with the same session. */
async function download(on: 'first' | 'second') {
  const path = `/api/buyback-statements/${statementId}/pdf`;
  const response =
    on === 'first'
      ? await alice.raw('GET', path)
      : await fetch(`http://127.0.0.1:${secondPort}${path}`, { headers: { cookie: alice.sessionCookie } });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, retryAfter: response.headers.get('retry-after'), bytes };
}

describe('the documents allowance over two instances', () => {
  it(`lets ${PER_MINUTE} downloads a minute through, across both, then answers 429 with Retry-After on either`, async () => {
    for (const on of ['first', 'second', 'first'] as const) {
      const answer = await download(on);
      expect(answer.status, `${on}: ${answer.bytes.toString().slice(0, 200)}`).toBe(200);
      expect(answer.bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
    }
    for (const on of ['second', 'first'] as const) {
      const refused = await download(on);
      expect(refused.status, on).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
      expect(JSON.parse(refused.bytes.toString())).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    }
  }, 60_000);
});
