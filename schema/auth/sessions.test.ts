import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, sessions, users } from '../../db/schema';
import { createTestApp, TEST_PASSWORD, type TestApp, userByEmail } from '../../test/support/harness';
import { linkIn } from '../../test/support/smtpSink';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const sessionCount = async (userId: number) =>
  (await t.app.services.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0].n;

describe('login', () => {
  it('sets an httpOnly SameSite=Lax session cookie and /api/auth/me answers the user', async () => {
    const user = await t.createUser({ name: 'Lena Login' });
    const client = t.client();
    const response = await client.rest('POST', '/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie()[0];
    expect(cookie).toMatch(/^dr_session=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const me = await client.rest('GET', '/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id: user.id, name: 'Lena Login', email: user.email });
  });

  it('stores only a hash of the session token', async () => {
    const user = await t.createUser();
    const client = await t.signIn(user.email);
    const token = client.sessionCookie.split('=')[1];
    const rows = await t.app.services.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rotates the session at login: the old cookie stops working', async () => {
    const user = await t.createUser();
    const client = await t.signIn(user.email);
    const oldCookie = client.sessionCookie;
    await client.rest('POST', '/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(client.sessionCookie).not.toBe(oldCookie);
    expect((await t.client().withCookie(oldCookie).rest('GET', '/api/auth/me')).status).toBe(401);
    expect((await client.rest('GET', '/api/auth/me')).status).toBe(200);
  });

  it('answers wrong passwords and unknown emails alike with Invalid credentials', async () => {
    const user = await t.createUser();
    const wrong = await t.client().rest('POST', '/api/auth/login', { email: user.email, password: 'wrong-password' });
    const unknown = await t
      .client()
      .rest('POST', '/api/auth/login', { email: 'ghost@example.com', password: 'whatever' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Invalid credentials', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('needs email and password', async () => {
    for (const body of [{ email: '', password: 'x' }, { email: 'a@b.se' }, {}]) {
      const response = await t.client().rest('POST', '/api/auth/login', body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Email and password are required');
    }
  });

  it('answers 429 after 5 failed attempts, even with the right password, and nothing is signed in', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await t.client().rest('POST', '/api/auth/login', { email: user.email, password: `wrong-${i}` })).status,
      ).toBe(401);
    }
    const client = t.client();
    const blocked = await client.rest('POST', '/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.headers.getSetCookie()).toHaveLength(0);
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('lets an unapproved but verified returner sign in (they see Account Pending Approval)', async () => {
    const user = await t.createUser({ approved: false });
    const client = await t.signIn(user.email);
    const me = await client.rest('GET', '/api/auth/me');
    expect(me.body.user.approved).toBe(false);
  });

  it('refuses a deactivated account', async () => {
    const user = await t.createUser({ active: false });
    const response = await t.client().rest('POST', '/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(response.status).toBe(403);
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('logs in over GraphQL and sets the cookie there too', async () => {
    const user = await t.createUser({ name: 'Gina Graph' });
    const client = t.client();
    const result = await client.gql(
      `mutation($input: LoginInput!) { login(input: $input) { __typename ... on ViewerPayload { user { name email } } } }`,
      { input: { email: user.email, password: TEST_PASSWORD } },
    );
    expect(result.data.login.user).toEqual({ name: 'Gina Graph', email: user.email });
    const me = await client.gql(`{ me { name } }`);
    expect(me.data.me.name).toBe('Gina Graph');
  });
});

describe('a session', () => {
  it('speaks for its user until it expires, then for nobody, over REST and GraphQL', async () => {
    const user = await t.createUser({ name: 'Ernst Expiry' });
    const client = await t.signIn(user.email);
    const caller = () => t.client().withCookie(client.sessionCookie);
    const setExpiry = (expiresAt: Date) =>
      t.app.services.db.update(sessions).set({ expiresAt }).where(eq(sessions.userId, user.id));

    await setExpiry(new Date(Date.now() + 60_000));
    expect((await caller().rest('GET', '/api/auth/me')).status).toBe(200);
    expect((await caller().gql(`{ me { name } }`)).data.me).toEqual({ name: 'Ernst Expiry' });

    await setExpiry(new Date(Date.now() - 1000));
    expect((await caller().rest('GET', '/api/auth/me')).status).toBe(401);
    expect((await caller().gql(`{ me { name } }`)).data.me).toBeNull();
  });
});

describe('logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const user = await t.createUser();
    const client = await t.signIn(user.email);
    const cookie = client.sessionCookie;
    const response = await client.rest('POST', '/api/auth/logout');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()[0]).toContain('Max-Age=0');
    expect(await sessionCount(user.id)).toBe(0);
    expect((await t.client().withCookie(cookie).rest('GET', '/api/auth/me')).status).toBe(401);
  });
});

describe('change password', () => {
  it('changes it, ends every other session and keeps this one on a fresh cookie', async () => {
    const user = await t.createUser();
    const phone = await t.signIn(user.email);
    const laptop = await t.signIn(user.email);
    const oldLaptopCookie = laptop.sessionCookie;
    const response = await laptop.rest('POST', '/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'brand-new',
      confirmPassword: 'brand-new',
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Your password has been changed successfully');
    expect((await phone.rest('GET', '/api/auth/me')).status).toBe(401);
    expect((await t.client().withCookie(oldLaptopCookie).rest('GET', '/api/auth/me')).status).toBe(401);
    expect((await laptop.rest('GET', '/api/auth/me')).status).toBe(200);
    expect(
      (await t.client().rest('POST', '/api/auth/login', { email: user.email, password: TEST_PASSWORD })).status,
    ).toBe(401);
    expect(
      (await t.client().rest('POST', '/api/auth/login', { email: user.email, password: 'brand-new' })).status,
    ).toBe(200);
  });

  const bad: [string, Record<string, string>, string][] = [
    ['no current password', { currentPassword: '', newPassword: 'abcdef' }, 'Current password is required'],
    [
      'a short new password',
      { currentPassword: TEST_PASSWORD, newPassword: 'abc' },
      'Password must be at least 6 characters',
    ],
    [
      'an empty confirmation',
      { currentPassword: TEST_PASSWORD, newPassword: 'abcdef', confirmPassword: '' },
      'Please confirm your password',
    ],
    [
      'a different confirmation',
      { currentPassword: TEST_PASSWORD, newPassword: 'abcdef', confirmPassword: 'abcdeg' },
      'Passwords do not match',
    ],
    ['a wrong current password', { currentPassword: 'not-it', newPassword: 'abcdef' }, 'Current password is incorrect'],
  ];
  it.each(bad)('refuses %s and keeps the old password', async (_label, body, message) => {
    const user = await t.createUser();
    const client = await t.signIn(user.email);
    const response = await client.rest('POST', '/api/auth/change-password', body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(message);
    expect(
      (await t.client().rest('POST', '/api/auth/login', { email: user.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const response = await t
      .client()
      .rest('POST', '/api/auth/change-password', { currentPassword: 'x', newPassword: 'abcdef' });
    expect(response.status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  async function requestReset(email: string) {
    const response = await t.client().rest('POST', '/api/auth/forgot-password', { email });
    expect(response.status).toBe(200);
    const mail = await t.mailTo(email, 'Reset');
    return new URL(linkIn(mail, 'http://localhost:3000/reset-password?token=')).searchParams.get('token')!;
  }

  it('gives the same answer whether or not the account exists, mailing only a real one', async () => {
    const user = await t.createUser();
    const known = await t.client().rest('POST', '/api/auth/forgot-password', { email: user.email });
    const unknown = await t.client().rest('POST', '/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.body).toEqual(unknown.body);
    expect(known.status).toBe(unknown.status);
    await t.mailTo(user.email, 'Reset');
    await t.app.services.outbox.drain();
    expect(t.sink.mails.filter((m) => m.to.includes('nobody-here@example.com'))).toHaveLength(0);
  });

  it('requires an email', async () => {
    const response = await t.client().rest('POST', '/api/auth/forgot-password', { email: '' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Email required');
  });

  it('resets with the mailed token once, and ends every session', async () => {
    const user = await t.createUser();
    const signedIn = await t.signIn(user.email);
    const token = await requestReset(user.email);
    const reset = await t.client().rest('POST', '/api/auth/reset-password', { token, newPassword: 'reset-pass' });
    expect(reset.status).toBe(200);
    expect((await signedIn.rest('GET', '/api/auth/me')).status).toBe(401);
    expect(
      (await t.client().rest('POST', '/api/auth/login', { email: user.email, password: 'reset-pass' })).status,
    ).toBe(200);
    const reuse = await t.client().rest('POST', '/api/auth/reset-password', { token, newPassword: 'other-pass' });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe('This password reset link is invalid or has expired.');
    expect(
      (await t.client().rest('POST', '/api/auth/login', { email: user.email, password: 'other-pass' })).status,
    ).toBe(401);
  });

  it('refuses the link of an account deactivated after it was mailed, changing no password', async () => {
    const user = await t.createUser();
    const token = await requestReset(user.email);
    await t.app.services.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const response = await t.client().rest('POST', '/api/auth/reset-password', { token, newPassword: 'taken-over' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('This password reset link is invalid or has expired.');
    const stored = await userByEmail(t.app, user.email);
    await t.app.services.db.update(users).set({ active: true }).where(eq(users.id, user.id));
    expect(stored?.active).toBe(false);
    expect(
      (await t.client().rest('POST', '/api/auth/login', { email: user.email, password: 'taken-over' })).status,
    ).toBe(401);
  });

  it('refuses a token older than one hour', async () => {
    const user = await t.createUser();
    const token = await requestReset(user.email);
    await t.app.services.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user.id));
    const response = await t.client().rest('POST', '/api/auth/reset-password', { token, newPassword: 'late-pass' });
    expect(response.status).toBe(400);
    expect(
      (await t.client().rest('POST', '/api/auth/login', { email: user.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it('sets the expiry one hour ahead', async () => {
    const user = await t.createUser();
    await requestReset(user.email);
    const row = await t.app.services.db.query.authTokens.findFirst({
      where: { userId: user.id, purpose: 'reset_password' },
    });
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(60, 0);
  });

  const bad: [string, Record<string, string>, string][] = [
    ['no token', { newPassword: 'abcdef' }, 'No reset token provided'],
    ['a short password', { token: 'x', newPassword: 'abc' }, 'Password must be at least 6 characters'],
    [
      'a different confirmation',
      { token: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeX' },
      'Passwords do not match',
    ],
  ];
  it.each(bad)('refuses %s', async (_label, body, message) => {
    const response = await t.client().rest('POST', '/api/auth/reset-password', body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(message);
  });

  it('retires every older reset link once the password is reset', async () => {
    const user = await t.createUser();
    await t.client().rest('POST', '/api/auth/forgot-password', { email: user.email });
    await t.client().rest('POST', '/api/auth/forgot-password', { email: user.email });
    await t.app.services.outbox.drain();
    const tokens = t.sink.mails
      .filter((m) => m.to.includes(user.email) && m.subject.includes('Reset'))
      .map((m) => new URL(linkIn(m, 'http://localhost:3000/reset-password?token=')).searchParams.get('token'));
    expect(tokens).toHaveLength(2);
    expect(
      (await t.client().rest('POST', '/api/auth/reset-password', { token: tokens[1], newPassword: 'first-reset' }))
        .status,
    ).toBe(200);
    expect(
      (await t.client().rest('POST', '/api/auth/reset-password', { token: tokens[0], newPassword: 'second-reset' }))
        .status,
    ).toBe(400);
    expect(
      (await t.client().rest('POST', '/api/auth/login', { email: user.email, password: 'first-reset' })).status,
    ).toBe(200);
  });

  it('answers 429 to a sixth mail request for one address within 15 minutes, sending no more mail', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i += 1)
      expect((await t.client().rest('POST', '/api/auth/forgot-password', { email: user.email })).status).toBe(200);
    const blocked = await t.client().rest('POST', '/api/auth/forgot-password', { email: user.email });
    expect(blocked.status).toBe(429);
    await t.app.services.outbox.drain();
    await t.mailTo(user.email, 'Reset');
    expect(t.sink.mails.filter((m) => m.to.includes(user.email))).toHaveLength(5);
  });

  it('does not accept a verification token as a reset token', async () => {
    const user = await t.createUser({ emailVerifiedAt: null });
    await t.client().rest('POST', '/api/auth/resend-verification', { email: user.email });
    const mail = await t.mailTo(user.email, 'Verify');
    const token = new URL(linkIn(mail, 'http://localhost:3000/verify-email?token=')).searchParams.get('token');
    const response = await t.client().rest('POST', '/api/auth/reset-password', { token, newPassword: 'sneaky-pass' });
    expect(response.status).toBe(400);
  });
});

describe('profile', () => {
  it('updates phone number and division and answers the refreshed user', async () => {
    const user = await t.createUser({ phoneNumber: '1', division: 'Old' });
    const client = await t.signIn(user.email);
    const response = await client.rest('PATCH', '/api/profile', { phoneNumber: ' 070-111 ', division: 'South' });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ phoneNumber: '070-111', division: 'South' });
    expect((await userByEmail(t.app, user.email))?.division).toBe('South');
  });

  it('changes nothing else, whatever the body says: keys outside the contract are refused by name', async () => {
    const user = await t.createUser();
    const client = await t.signIn(user.email);
    const response = await client.rest('PATCH', '/api/profile', {
      role: 'admin',
      approved: true,
      name: 'Hacker',
      division: 'X',
    });
    expect(response.status).toBe(400);
    expect(response.body.issues.map((issue: { field: string }) => issue.field)).toContain('role');
    const after = await userByEmail(t.app, user.email);
    expect(after).toMatchObject({ role: 'returner', name: user.name, division: user.division ?? null });
  });

  it('needs a signed-in caller', async () => {
    expect((await t.client().rest('PATCH', '/api/profile', { division: 'X' })).status).toBe(401);
  });
});

describe('cross-site protection', () => {
  it('refuses an unsafe REST call from another origin and changes nothing', async () => {
    const user = await t.createUser({ division: 'Before' });
    const client = await t.signIn(user.email);
    const response = await client.rest(
      'PATCH',
      '/api/profile',
      { division: 'After' },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect((await userByEmail(t.app, user.email))?.division).toBe('Before');
  });

  it('accepts integrations that send no Origin header', async () => {
    const user = await t.createUser();
    const response = await t
      .client()
      .rest('POST', '/api/auth/login', { email: user.email, password: TEST_PASSWORD }, { origin: null });
    expect(response.status).toBe(200);
  });
});

describe('GET /api/config', () => {
  it('answers the maps settings without signing in', async () => {
    const response = await t.client().rest('GET', '/api/config');
    expect(response.status).toBe(200);
    expect(response.body).toHaveProperty('googleMapsApiKey', null);
    expect(response.body.mapTileUrl).toContain('{z}');
  });
});
