// Issue 9, item 8: register and forgot password must not tell, by how long they take, whether
// an email has an account. Measured in one run, interleaved, as medians of 15 calls each; the
// band is generous (both ways wait out the same answer floor, so they come out nearly equal).
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/support/harness';

const CALLS = 15;
const MAX_RATIO = 1.5;

let t: TestApp;
let address = 0;
beforeAll(async () => {
  // Behind one trusted proxy, each call comes from its own address: the per-address mail
  // throttle (services/auth/throttle.ts) never counts more than one call.
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t?.close());

/** How long one REST call takes to answer, from a fresh address; it must succeed. */
async function timed(path: string, body: Record<string, unknown>): Promise<number> {
  address += 1;
  const started = performance.now();
  const response = await t.client().raw('POST', path, {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${address >> 8}.${address & 255}` },
  });
  await response.text();
  const elapsed = performance.now() - started;
  expect(response.status, path).toBeLessThan(300);
  return elapsed;
}

const registration = (email: string) => ({
  name: 'Tim Timing',
  email,
  phoneNumber: '+46 70 123 45 67',
  password: 'secret1',
  confirmPassword: 'secret1',
  companyName: 'Timing AB',
  companyOrgNumber: '556677-1234',
  division: 'North',
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ratio = (a: number[], b: number[]) => Math.max(median(a), median(b)) / Math.min(median(a), median(b));

describe('answer times do not tell whether an email has an account', () => {
  it('forgot password (known vs unknown email) and register (taken vs new email)', async () => {
    const known = await Promise.all(Array.from({ length: CALLS }, () => t.createUser()));
    const run = Math.random().toString(36).slice(2, 8);
    // Warm-up: the first calls of each kind pay one-time costs.
    await timed('/api/auth/forgot-password', { email: `warm-${run}@example.com` });
    await timed('/api/auth/register', registration(`warm-${run}@example.com`));

    const forgotKnown: number[] = [];
    const forgotUnknown: number[] = [];
    const registerTaken: number[] = [];
    const registerNew: number[] = [];
    for (let i = 0; i < CALLS; i += 1) {
      forgotKnown.push(await timed('/api/auth/forgot-password', { email: known[i].email }));
      forgotUnknown.push(await timed('/api/auth/forgot-password', { email: `nobody-${run}-${i}@example.com` }));
      registerTaken.push(await timed('/api/auth/register', registration(known[i].email)));
      registerNew.push(await timed('/api/auth/register', registration(`new-${run}-${i}@example.com`)));
    }
    const report = JSON.stringify({
      forgotKnown: median(forgotKnown),
      forgotUnknown: median(forgotUnknown),
      registerTaken: median(registerTaken),
      registerNew: median(registerNew),
    });
    expect(ratio(forgotKnown, forgotUnknown), report).toBeLessThan(MAX_RATIO);
    expect(ratio(registerTaken, registerNew), report).toBeLessThan(MAX_RATIO);

    // Both branches really ran: a reset link for each known email, an account for each new one.
    const db = t.app.services.db;
    const [resets] = await db.select({ n: count() }).from(authTokens).where(eq(authTokens.purpose, 'reset_password'));
    expect(resets.n).toBe(CALLS);
    const created = await db.query.users.findMany({ where: { email: { like: `new-${run}-%` } } });
    expect(created).toHaveLength(CALLS);
    expect(await db.$count(users)).toBe(1 + 2 * CALLS + 1);
  });
});
