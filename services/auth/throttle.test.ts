import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestClient } from '../../test/support/harness';
import { THROTTLE_LIMITS, TOO_MANY_ATTEMPTS, TOO_MANY_PASSWORD_ATTEMPTS } from './throttle';

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
      expect(attempts.filter((r) => r.status === 401).length).toBeLessThanOrEqual(THROTTLE_LIMITS.loginPerPair);
      expect(refused).toBeGreaterThanOrEqual(12 - THROTTLE_LIMITS.loginPerPair);
    } finally {
      await other.close();
    }
  });
});

/** A caller behind the one trusted proxy of `p` (TRUST_PROXY=1), at `address`. */
class Caller {
  readonly client: TestClient;
  constructor(
    app: TestApp,
    readonly address: string,
  ) {
    this.client = app.client();
  }

  private async post(path: string, body: unknown) {
    return this.client.raw('POST', path, {
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `${this.address}` },
    });
  }

  async rest(path: string, body: unknown) {
    const response = await this.post(path, body);
    return { status: response.status, body: (await response.json()) as { error?: string; code?: string } };
  }

  async gql(query: string, variables: Record<string, unknown>) {
    return (await (await this.post('/graphql', { query, variables })).json()) as {
      data?: Record<string, any>;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
  }

  login(email: string, password: string) {
    return this.rest('/api/auth/login', { email, password });
  }

  gqlLogin(email: string, password: string) {
    return this.gql(
      `mutation($input: LoginInput!) { login(input: $input) { __typename ... on ViewerPayload { user { email } } } }`,
      { input: { email, password } },
    );
  }
}

describe('login throttling per account and address (OWASP), behind one trusted proxy', () => {
  let p: TestApp;
  let next = 0;
  // Each test gets fresh addresses, so counts of one never reach another.
  const address = () => `203.0.113.${(next += 1)}`;
  beforeAll(async () => {
    p = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => p?.close());

  it('lets the owner in from its own address after 10 failures for its account from other addresses', async () => {
    const owner = await p.createUser();
    for (let i = 0; i < 10; i += 1) {
      const stranger = new Caller(p, address());
      expect((await stranger.login(owner.email, `guess-${i}`)).status).toBe(401);
    }
    const home = new Caller(p, address());
    const signedIn = await home.login(owner.email, TEST_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect((await home.client.rest('GET', '/api/auth/me')).body.user.email).toBe(owner.email);
  });

  it('lets an admin in over GraphQL after 10 failures for its account from other addresses', async () => {
    const admin = await p.createUser({ role: 'admin' });
    for (let i = 0; i < 10; i += 1) {
      const result = await new Caller(p, address()).gqlLogin(admin.email, `guess-${i}`);
      expect(result.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    }
    const result = await new Caller(p, address()).gqlLogin(admin.email, TEST_PASSWORD);
    expect(result.errors).toBeUndefined();
    expect(result.data?.login.user.email).toBe(admin.email);
  });

  it('still answers 429 to the address that failed 5 times on the account, even with the right password', async () => {
    const owner = await p.createUser();
    const attacker = new Caller(p, address());
    for (let i = 0; i < THROTTLE_LIMITS.loginPerPair; i += 1)
      expect((await attacker.login(owner.email, `guess-${i}`)).status).toBe(401);
    const refused = await attacker.login(owner.email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: TOO_MANY_ATTEMPTS, code: 'TOO_MANY_REQUESTS' });
    const overGraphql = await attacker.gqlLogin(owner.email, TEST_PASSWORD);
    expect(overGraphql.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(overGraphql.data?.login ?? null).toBeNull();
    // The attacker's address may still sign in to other accounts: the lock is for the pair.
    const other = await p.createUser();
    expect((await attacker.login(other.email, TEST_PASSWORD)).status).toBe(200);
    // And the owner, elsewhere, is not refused.
    expect((await new Caller(p, address()).login(owner.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('lets 20 parallel correct logins of one account all succeed, and they lock nothing', async () => {
    const owner = await p.createUser();
    const office = address();
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () => new Caller(p, office).login(owner.email, TEST_PASSWORD)),
    );
    expect(attempts.map((a) => a.status)).toEqual(Array(20).fill(200));
    // Nothing was counted: five wrong passwords still answer 401, not 429.
    const later = new Caller(p, office);
    for (let i = 0; i < THROTTLE_LIMITS.loginPerPair; i += 1)
      expect((await later.login(owner.email, `typo-${i}`)).status).toBe(401);
  });

  it('counts a correct login after failures as clearing its own pair', async () => {
    const owner = await p.createUser();
    const home = new Caller(p, address());
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < THROTTLE_LIMITS.loginPerPair - 1; i += 1)
        expect((await home.login(owner.email, `typo-${i}`)).status).toBe(401);
      expect((await home.login(owner.email, TEST_PASSWORD)).status).toBe(200);
    }
  });

  it('counts two X-Forwarded-For addresses apart when TRUST_PROXY=1', async () => {
    const owner = await p.createUser();
    const first = new Caller(p, address());
    for (let i = 0; i < THROTTLE_LIMITS.loginPerPair; i += 1)
      expect((await first.login(owner.email, `guess-${i}`)).status).toBe(401);
    expect((await first.login(owner.email, TEST_PASSWORD)).status).toBe(429);
    // Only the address the trusted proxy appended (rightmost) counts; what the caller wrote is ignored.
    const second = new Caller(p, `${first.address}, ${address()}`);
    expect((await second.login(owner.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses an address after 30 failures on any accounts, and no other address', async () => {
    const sprayer = new Caller(p, address());
    for (let i = 0; i < THROTTLE_LIMITS.loginPerIp; i += 1)
      expect((await sprayer.login(`spray${i}@example.com`, 'wrong')).status).toBe(401);
    const owner = await p.createUser();
    expect((await sprayer.login(owner.email, TEST_PASSWORD)).status).toBe(429);
    expect((await new Caller(p, address()).login(owner.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe('change password throttling', () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => p?.close());

  const change = (currentPassword: string) => ({
    currentPassword,
    newPassword: 'brand-new-1',
    confirmPassword: 'brand-new-1',
  });

  it('answers 429 over REST after 5 wrong current passwords from one address, even to the right one', async () => {
    const user = await p.createUser();
    const caller = new Caller(p, '198.51.100.1');
    expect((await caller.login(user.email, TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < THROTTLE_LIMITS.loginPerPair; i += 1) {
      const wrong = await caller.rest('/api/auth/change-password', change(`guess-${i}`));
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toBe('Current password is incorrect');
    }
    const refused = await caller.rest('/api/auth/change-password', change(TEST_PASSWORD));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: TOO_MANY_PASSWORD_ATTEMPTS, code: 'TOO_MANY_REQUESTS' });
    // The password is unchanged.
    expect((await new Caller(p, '198.51.100.2').login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('answers TOO_MANY_REQUESTS over GraphQL after 5 wrong current passwords', async () => {
    const user = await p.createUser();
    const caller = new Caller(p, '198.51.100.3');
    expect((await caller.login(user.email, TEST_PASSWORD)).status).toBe(200);
    const mutation = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ... on MessagePayload { message } } }`;
    for (let i = 0; i < THROTTLE_LIMITS.loginPerPair; i += 1) {
      const wrong = await caller.gql(mutation, { input: change(`guess-${i}`) });
      expect(wrong.data?.changePassword.__typename).toBe('ValidationError');
    }
    const refused = await caller.gql(mutation, { input: change(TEST_PASSWORD) });
    expect(refused.errors?.[0]).toMatchObject({
      message: TOO_MANY_PASSWORD_ATTEMPTS,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
  });

  it('does not count a right current password', async () => {
    const user = await p.createUser();
    const caller = new Caller(p, '198.51.100.4');
    expect((await caller.login(user.email, TEST_PASSWORD)).status).toBe(200);
    let password = TEST_PASSWORD;
    for (let i = 0; i < THROTTLE_LIMITS.loginPerPair + 2; i += 1) {
      const next = `changed-${i}-pass`;
      const response = await caller.rest('/api/auth/change-password', {
        currentPassword: password,
        newPassword: next,
        confirmPassword: next,
      });
      expect(response.status).toBe(200);
      password = next;
    }
  });
});

describe('TRUST_PROXY=0 (the default)', () => {
  it('ignores X-Forwarded-For: failures under two forged addresses count as one caller', async () => {
    const p = await createTestApp();
    try {
      const owner = await p.createUser();
      for (let i = 0; i < THROTTLE_LIMITS.loginPerPair; i += 1)
        expect((await new Caller(p, `192.0.2.${i + 1}`).login(owner.email, `guess-${i}`)).status).toBe(401);
      expect((await new Caller(p, '192.0.2.99').login(owner.email, TEST_PASSWORD)).status).toBe(429);
    } finally {
      await p.close();
    }
  });
});
