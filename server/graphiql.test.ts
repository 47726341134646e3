// GraphiQL for signed-in admins: the page at GET /graphql for a browser, its
// files under /graphiql/, and in production the schema's introspection for an admin's GraphiQL
// requests only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHIQL_HEADER } from './graphiql';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/support/harness';

const html = { accept: 'text/html,application/xhtml+xml' };
const INTROSPECTION = '{ __schema { queryType { name } } }';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /graphql in a browser', () => {
  it('shows GraphiQL to an admin, under a CSP that allows scripts from the app only', async () => {
    const admin = await t.signIn('admin@example.com');
    const page = await admin.raw('GET', '/graphql', { headers: html });
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('<script src="/graphiql/graphiql.js"></script>');
    expect(text).not.toMatch(/<script>/);
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    // Only this page relaxes styles: elsewhere only the built pages' own inline style, by its hash.
    const other = await admin.raw('GET', '/api/config');
    expect(other.headers.get('content-security-policy')).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    for (const file of ['graphiql.js', 'graphiql.css', 'environment.js', 'start.js', 'editor.worker.js']) {
      const asset = await t.client().raw('GET', `/graphiql/${file}`);
      expect(asset.status, file).toBe(200);
    }
    expect((await t.client().raw('GET', '/graphiql/package.json')).status).toBe(404);
  });

  it('sends the signed-out to log in and refuses other roles', async () => {
    const anonymous = await t.client().raw('GET', '/graphql', { headers: html });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toMatch(/\/login$/);
    const returner = await t.signIn((await t.createUser()).email);
    expect((await returner.raw('GET', '/graphql', { headers: html })).status).toBe(403);
  });

  it("sends the signed-out to APP_URL's login whatever Host the request names", async () => {
    // Behind a proxy the request's URL is built from its Host header, which the caller chooses.
    const forged = await t.app.fetch(
      new Request('http://evil.example/graphql', { headers: { ...html, host: 'evil.example' } }),
    );
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe(`${TEST_ORIGIN}/login`);
  });
});

describe('introspection in production', () => {
  it('is open to an admin’s GraphiQL requests only', async () => {
    // Production, but sending the test's own documents with a session (trusted documents have their own test).
    const production = await createTestApp({ NODE_ENV: 'production', TRUSTED_DOCUMENTS: 'off' });
    try {
      const ask = async (client: Awaited<ReturnType<typeof production.signIn>>, headers: Record<string, string>) => {
        const response = await client.raw('POST', '/graphql', {
          body: JSON.stringify({ query: INTROSPECTION }),
          headers: { 'content-type': 'application/json', ...headers },
        });
        return (await response.json()) as { data?: { __schema: unknown }; errors?: unknown[] };
      };
      const admin = await production.signIn('admin@example.com');
      expect((await ask(admin, { [GRAPHIQL_HEADER]: '1' })).data?.__schema).toBeTruthy();
      expect((await ask(admin, {})).errors?.length).toBeGreaterThan(0);
      const returner = await production.signIn((await production.createUser()).email);
      expect((await ask(returner, { [GRAPHIQL_HEADER]: '1' })).errors?.length).toBeGreaterThan(0);
      expect((await ask(production.client(), { [GRAPHIQL_HEADER]: '1' })).errors?.length).toBeGreaterThan(0);
    } finally {
      await production.close();
    }
  });
});
