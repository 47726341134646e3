// Register and forgot password must not tell whether an email has an account.
// Their answers are the same either way, and both branches do their work; that they take as long
// is bench/answer-timing.ts's to measure (a ratio of durations is no test on a shared host), and
// services/auth/answerFloor.test.ts checks the floor both wait out.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/support/harness';
import { registration } from '../../test/support/accounts';

let t: TestApp;
let address = 0;
beforeAll(async () => {
  // Behind one trusted proxy, each call comes from its own address: the per-address mail
  // throttle (services/auth/throttle.ts) never counts more than one call.
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t?.close());

/** One REST call from a fresh address: its status and body. */
async function call(path: string, body: Record<string, unknown>) {
  address += 1;
  const response = await t.client().raw('POST', path, {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${address >> 8}.${address & 255}` },
  });
  return { status: response.status, body: await response.text() };
}

describe('answers do not tell whether an email has an account', () => {
  it('forgot password (known vs unknown email) and register (taken vs new email)', async () => {
    const known = await t.createUser();
    const run = Math.random().toString(36).slice(2, 8);
    const forgotKnown = await call('/api/auth/forgot-password', { email: known.email });
    const forgotUnknown = await call('/api/auth/forgot-password', { email: `nobody-${run}@example.com` });
    expect(forgotKnown.status).toBeLessThan(300);
    expect(forgotKnown).toEqual(forgotUnknown);
    const registerTaken = await call('/api/auth/register', registration(known.email));
    const registerNew = await call('/api/auth/register', registration(`new-${run}@example.com`));
    expect(registerTaken.status).toBeLessThan(300);
    expect(registerTaken).toEqual(registerNew);

    // Both branches really ran: a reset link for the known email, an account for the new one.
    const db = t.app.services.db;
    const [resets] = await db.select({ n: count() }).from(authTokens).where(eq(authTokens.purpose, 'reset_password'));
    expect(resets.n).toBe(1);
    expect(await db.query.users.findMany({ where: { email: `new-${run}@example.com` } })).toHaveLength(1);
    expect(await db.$count(users)).toBe(3); // the admin, the known user and the new one
  });
});
