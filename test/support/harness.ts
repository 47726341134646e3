import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Role } from '../../domain/statuses';
import { createApp, type App } from '../../server/app';
import { hashPassword } from '../../services/auth/passwords';
import { loadConfig } from '../../server/config';
import { provisionTestDatabase } from './database';
import { type ReceivedMail, startSmtpSink } from './smtpSink';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'secret123';

export type TestApp = {
  app: App;
  sink: Awaited<ReturnType<typeof startSmtpSink>>;
  client: () => TestClient;
  createUser: (
    fields?: Partial<typeof users.$inferInsert> & { password?: string },
  ) => Promise<typeof users.$inferSelect>;
  signIn: (email: string, password?: string) => Promise<TestClient>;
  /** Delivers the outbox now and waits for the mail to arrive at the SMTP sink. */
  mailTo: (address: string, subjectContains?: string) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/** The whole app in-process on a fresh database, with a real SMTP sink for its mail. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { webDist?: string; webhookTickMs?: number } = {},
): Promise<TestApp> {
  const sink = await startSmtpSink();
  const database = await provisionTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    SMTP_URL: sink.url,
    APP_URL: TEST_ORIGIN,
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: TEST_PASSWORD,
    // Suites upload many images as one user within a minute; the allowance has its own test.
    IMAGE_UPLOADS_PER_MINUTE: '10000',
    // Suites download many documents as one user within a minute; the allowance has its own test.
    DOCUMENTS_PER_MINUTE: '10000',
    // A closing test app has no balancer to wait for (the drain has its own test: server/shutdown.test.ts).
    SHUTDOWN_DRAIN_MS: '0',
    // The suites' webhook receivers listen on 127.0.0.1 (the refusal has its own tests).
    WEBHOOK_ALLOW_PRIVATE: '1',
    ...env,
  });
  const app = await createApp(config, {
    mailPollMs: 60_000,
    webhookIdlePollMs: 60_000,
    webhookTickMs: options.webhookTickMs,
    pgliteImage: database.pgliteImage,
    webDist: options.webDist,
    // Suites run the job themselves with a fixed `now` (services/trackedDrums/reminders.test.ts).
    drumReminders: false,
  });
  let counter = 0;

  const testApp: TestApp = {
    app,
    sink,
    client: () => new TestClient(app),
    createUser: async (fields = {}) => {
      counter += 1;
      const { password, ...rest } = fields;
      const [user] = await app.services.db
        .insert(users)
        .values({
          name: `User ${counter}`,
          email: `user${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`,
          role: 'returner' as Role,
          approved: true,
          emailVerifiedAt: new Date(),
          ...rest,
          passwordHash: await hashPassword(password ?? TEST_PASSWORD),
        })
        .returning();
      return user;
    },
    signIn: async (email, password = TEST_PASSWORD) => {
      const client = new TestClient(app);
      const response = await client.rest('POST', '/api/auth/login', { email, password });
      if (response.status !== 200) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(response.body)}`);
      return client;
    },
    mailTo: async (address, subjectContains = '') => {
      await app.services.outbox.drain();
      return sink.waitFor((mail) => mail.to.includes(address.toLowerCase()) && mail.subject.includes(subjectContains));
    },
    close: async () => {
      await app.close();
      await sink.close();
      await database.drop();
    },
  };
  return testApp;
}

export async function userByEmail(app: App, email: string) {
  return app.services.db.query.users.findFirst({ where: { email: email.toLowerCase() } });
}

export async function setUser(app: App, id: number, fields: Partial<typeof users.$inferInsert>) {
  await app.services.db.update(users).set(fields).where(eq(users.id, id));
}

export type RestResponse = { status: number; body: any; headers: Headers };

/** A browser-like caller: keeps the session cookie between calls and sends our Origin. */
export class TestClient {
  private cookie = '';
  private authorization = '';
  private language = '';
  constructor(private readonly app: App) {}

  /** A browser or integration that asks for a language: `Accept-Language` on every call. */
  withLanguage(acceptLanguage: string): this {
    this.language = acceptLanguage;
    return this;
  }

  /** An integration's caller: `Authorization: Bearer <token>`, no cookie, no Origin. */
  withBearer(token: string): this {
    this.authorization = `Bearer ${token}`;
    return this;
  }

  get sessionCookie(): string {
    return this.cookie;
  }

  withCookie(cookie: string): this {
    this.cookie = cookie;
    return this;
  }

  async raw(
    method: string,
    path: string,
    init: { body?: BodyInit; headers?: Record<string, string>; origin?: string | null } = {},
  ): Promise<Response> {
    const headers = new Headers(init.headers);
    // As the web app asks (web/src/relay/environment.ts): refusals keep their HTTP status.
    if (!headers.has('accept')) headers.set('accept', 'application/graphql-response+json, application/json');
    if (this.cookie) headers.set('cookie', this.cookie);
    if (this.language && !headers.has('accept-language')) headers.set('accept-language', this.language);
    if (this.authorization && !headers.has('authorization')) headers.set('authorization', this.authorization);
    if (init.origin !== null && method !== 'GET' && (!this.authorization || init.origin))
      headers.set('origin', init.origin ?? TEST_ORIGIN);
    const response = await this.app.fetch(new Request(`${TEST_ORIGIN}${path}`, { method, headers, body: init.body }));
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair.split('=');
      this.cookie = value ? `${name}=${value}` : '';
    }
    return response;
  }

  async rest(
    method: string,
    path: string,
    body?: unknown,
    options: { origin?: string | null } = {},
  ): Promise<RestResponse> {
    const response = await this.raw(method, path, {
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      origin: options.origin,
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  async gql<T = any>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
    const response = await this.raw('POST', '/graphql', {
      body: JSON.stringify({ query, variables }),
      headers: { 'content-type': 'application/json' },
    });
    return (await response.json()) as never;
  }
}
