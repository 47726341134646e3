import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../server/testing/harness';
import { THROTTLE_LIMITS } from './throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('login throttling per address', () => {
  it('answers 429 once one caller has failed too often, whichever emails it tried', async () => {
    const victim = await t.createUser();
    for (let i = 0; i < THROTTLE_LIMITS.loginPerIp; i += 1) {
      const response = await t
        .client()
        .rest('POST', '/api/auth/login', { email: `guess${i}@example.com`, password: 'wrong' });
      expect(response.status).toBe(401);
    }
    const blocked = await t.client().rest('POST', '/api/auth/login', { email: victim.email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('Too many failed login attempts. Please try again in 15 minutes.');
  });
});

describe('parallel guesses', () => {
  it('cannot slip past the per-email limit by arriving at once', async () => {
    const other = await createTestApp();
    try {
      const user = await other.createUser();
      const attempts = await Promise.all(
        Array.from({ length: 12 }, () =>
          other.client().rest('POST', '/api/auth/login', { email: user.email, password: 'wrong' }),
        ),
      );
      const refused = attempts.filter((r) => r.status === 429).length;
      expect(attempts.filter((r) => r.status === 401).length).toBeLessThanOrEqual(THROTTLE_LIMITS.loginPerEmail);
      expect(refused).toBeGreaterThanOrEqual(12 - THROTTLE_LIMITS.loginPerEmail);
    } finally {
      await other.close();
    }
  });
});
