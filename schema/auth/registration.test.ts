import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, returnerCompanies, users } from '../../db/schema';
import { createTestApp, type TestApp, userByEmail } from '../../test/support/harness';
import { linkIn } from '../../test/support/smtpSink';

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

const userCount = async () => (await t.app.services.db.select({ n: count() }).from(users))[0].n;

describe('registration over REST', () => {
  it('creates an unapproved returner, mails a verification link that works once', async () => {
    const client = t.client();
    const body = registration();
    const response = await client.rest('POST', '/api/auth/register', { ...body, role: 'admin' });
    expect(response.status).toBe(201);
    const user = await userByEmail(t.app, body.email);
    expect(user).toMatchObject({
      role: 'returner',
      approved: false,
      emailVerifiedAt: null,
      company: 'Cable Crew AB',
      division: 'North',
    });

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

    const login = await client.rest('POST', '/api/auth/login', {
      email: body.email.toUpperCase(),
      password: body.password,
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email: body.email, role: 'returner', approved: false, isAdmin: false });
    expect(typeof login.body.user.id).toBe('number');
  });

  it('creates and joins a company for a new organization number, but never joins an existing one by itself', async () => {
    const first = registration({ companyOrgNumber: '111111-2222', companyName: 'Shared AB' });
    const second = registration({ companyOrgNumber: '111111-2222', companyName: 'Impostor AB', name: 'Ivan Impostor' });
    expect((await t.client().rest('POST', '/api/auth/register', first)).status).toBe(201);
    expect((await t.client().rest('POST', '/api/auth/register', second)).status).toBe(201);
    const a = await userByEmail(t.app, first.email);
    const b = await userByEmail(t.app, second.email);
    const companies = await t.app.services.db.query.returnerCompanies.findMany({
      where: { organizationNumber: '111111-2222' },
    });
    expect(companies).toHaveLength(1);
    expect(a?.returnerCompanyId).toBe(companies[0].id);
    // An organization number is public: the second registrant waits for an admin to assign it.
    expect(b?.returnerCompanyId).toBeNull();
    const admin = await userByEmail(t.app, 'admin@example.com');
    const notes = await t.app.services.db.query.notifications.findMany({ where: { userId: admin!.id } });
    expect(notes.some((n) => n.message.includes('Ivan Impostor') && n.message.includes('belongs to Shared AB'))).toBe(
      true,
    );
  });

  it('notifies every admin of a new registration', async () => {
    const before = (await t.app.services.db.select({ n: count() }).from(notifications))[0].n;
    const body = registration({ name: 'Nora Notify' });
    await t.client().rest('POST', '/api/auth/register', body);
    const admin = await userByEmail(t.app, 'admin@example.com');
    const rows = await t.app.services.db.query.notifications.findMany({ where: { userId: admin!.id } });
    expect(rows.some((n) => n.message.includes('Nora Notify') && !n.isRead)).toBe(true);
    expect((await t.app.services.db.select({ n: count() }).from(notifications))[0].n).toBeGreaterThan(before);
  });

  const badRegistrations: [string, Record<string, unknown>, string, string][] = [
    ['mismatched passwords', { confirmPassword: 'other1' }, 'confirmPassword', 'Passwords do not match'],
    [
      'a missing organization number',
      { companyOrgNumber: '' },
      'companyOrgNumber',
      'Please provide your organization number',
    ],
    [
      'an organization number without hyphen',
      { companyOrgNumber: '5566778899' },
      'companyOrgNumber',
      'Organization number must be in format xxxxxx-xxxx (e.g., 123456-7890)',
    ],
    [
      'an organization number with letters',
      { companyOrgNumber: '55667A-8899' },
      'companyOrgNumber',
      'Organization number must be in format xxxxxx-xxxx (e.g., 123456-7890)',
    ],
    ['a missing name', { name: '  ' }, 'name', 'Name is required'],
    ['a missing email', { email: '' }, 'email', 'Email is required'],
    ['an invalid email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['a missing phone', { phoneNumber: '' }, 'phoneNumber', 'Phone number is required'],
    ['a missing company', { companyName: '' }, 'companyName', 'Company name is required'],
    ['a missing password', { password: '', confirmPassword: '' }, 'password', 'Password is required'],
    [
      'a 5-character password',
      { password: 'abcde', confirmPassword: 'abcde' },
      'password',
      'Password must be at least 6 characters',
    ],
  ];

  it.each(badRegistrations)(
    'refuses %s with the spec message and creates nothing',
    async (_label, change, field, message) => {
      const before = await userCount();
      const companiesBefore = (await t.app.services.db.select({ n: count() }).from(returnerCompanies))[0].n;
      const response = await t.client().rest('POST', '/api/auth/register', registration(change));
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
      expect(response.body.issues).toContainEqual({ field, message });
      expect(await userCount()).toBe(before);
      expect((await t.app.services.db.select({ n: count() }).from(returnerCompanies))[0].n).toBe(companiesBefore);
    },
  );

  it('answers a second registration of an email like any other, creates nothing and mails the owner', async () => {
    const body = registration({ name: 'Olle Owner' });
    await t.client().rest('POST', '/api/auth/register', body);
    const before = await userCount();
    const response = await t
      .client()
      .rest('POST', '/api/auth/register', { ...body, email: body.email.toUpperCase(), name: 'Someone Else' });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(
      'Registration successful. Please check your email to verify your account before logging in.',
    );
    expect(await userCount()).toBe(before);
    const mail = await t.mailTo(body.email, 'Your Drum Returns account');
    expect(mail.text).toContain('Hello Olle Owner');
    expect((await userByEmail(t.app, body.email))?.name).toBe('Olle Owner');
  });

  it('refuses a name longer than 200 characters', async () => {
    const before = await userCount();
    const response = await t.client().rest('POST', '/api/auth/register', registration({ name: 'x'.repeat(201) }));
    expect(response.status).toBe(400);
    expect(response.body.issues).toContainEqual({ field: 'name', message: 'Name must be 200 characters or less' });
    expect(await userCount()).toBe(before);
  });

  it('division is optional', async () => {
    const body = registration({ division: undefined });
    expect((await t.client().rest('POST', '/api/auth/register', body)).status).toBe(201);
    expect((await userByEmail(t.app, body.email))?.division).toBeNull();
  });
});

describe('registration over GraphQL', () => {
  it('answers bad input with a typed ValidationError naming the field', async () => {
    const before = await userCount();
    const result = await t
      .client()
      .gql(
        `mutation($input: RegisterInput!) { register(input: $input) { __typename ... on ValidationError { message issues { field message } } } }`,
        { input: registration({ companyOrgNumber: '12-34' }) },
      );
    expect(result.errors).toBeUndefined();
    expect(result.data.register.__typename).toBe('ValidationError');
    expect(result.data.register.issues).toContainEqual({
      field: 'companyOrgNumber',
      message: 'Organization number must be in format xxxxxx-xxxx (e.g., 123456-7890)',
    });
    expect(await userCount()).toBe(before);
  });

  it('registers with a MessagePayload', async () => {
    const result = await t
      .client()
      .gql(
        `mutation($input: RegisterInput!) { register(input: $input) { __typename ... on MessagePayload { message } } }`,
        { input: registration() },
      );
    expect(result.data.register).toEqual({
      __typename: 'MessagePayload',
      message: 'Registration successful. Please check your email to verify your account before logging in.',
    });
  });
});

describe('resend verification', () => {
  it('sends a fresh working link to an unverified account', async () => {
    const body = registration();
    await t.client().rest('POST', '/api/auth/register', body);
    await t.mailTo(body.email, 'Verify');
    const response = await t.client().rest('POST', '/api/auth/resend-verification', { email: body.email });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(
      'If an unverified account exists for this email, a new verification link has been sent.',
    );
    await t.app.services.outbox.drain();
    const mails = t.sink.mails.filter((m) => m.to.includes(body.email));
    expect(mails).toHaveLength(2);
    const token = new URL(linkIn(mails[1], 'http://localhost:3000/verify-email?token=')).searchParams.get('token');
    expect((await t.client().rest('POST', '/api/auth/verify-email', { token })).status).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const sent = t.sink.mails.length;
    const response = await t.client().rest('POST', '/api/auth/resend-verification', { email: 'nobody@example.com' });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(
      'If an unverified account exists for this email, a new verification link has been sent.',
    );
    await t.app.services.outbox.drain();
    expect(t.sink.mails.length).toBe(sent);
  });

  it('needs a non-empty email', async () => {
    const response = await t.client().rest('POST', '/api/auth/resend-verification', { email: '' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Email required');
  });
});

describe('verify email', () => {
  it('needs a token', async () => {
    const response = await t.client().rest('POST', '/api/auth/verify-email', {});
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('No verification token provided');
  });

  it('refuses an unknown token', async () => {
    const response = await t.client().rest('POST', '/api/auth/verify-email', { token: 'made-up' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('INVALID_TOKEN');
  });
});
