import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, userByEmail } from '../../server/testing/harness';
import { linkIn } from '../../server/testing/smtpSink';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rita Returner',
  email: `rita-${Math.random().toString(36).slice(2, 8)}@example.com`,
  phoneNumber: '+46 70 123 45 67',
  password: 'secret1',
  confirmPassword: 'secret1',
  companyName: 'Cable Crew AB',
  companyOrgNumber: '556677-8899',
  division: 'North',
  ...overrides,
});

describe('registration over REST', () => {
  it('creates an unapproved returner, mails a verification link that works once', async () => {
    const client = t.client();
    const body = registration();
    const response = await client.rest('POST', '/api/auth/register', { ...body, role: 'admin' });
    expect(response.status).toBe(201);
    const user = await userByEmail(t.app, body.email);
    expect(user).toMatchObject({ role: 'returner', approved: false, emailVerifiedAt: null, company: 'Cable Crew AB', division: 'North' });

    const mail = await t.mailTo(body.email, 'Verify');
    const link = linkIn(mail, 'http://localhost:3000/verify-email?token=');
    const token = new URL(link).searchParams.get('token');

    const early = await client.rest('POST', '/api/auth/login', { email: body.email, password: body.password });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('EMAIL_NOT_VERIFIED');

    const verified = await client.rest('POST', '/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    const again = await client.rest('POST', '/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('Invalid or expired verification token');

    const login = await client.rest('POST', '/api/auth/login', { email: body.email.toUpperCase(), password: body.password });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email: body.email, role: 'returner', approved: false, isAdmin: false });
    expect(typeof login.body.user.id).toBe('number');
  });
});
