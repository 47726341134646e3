// Trusted documents: with TRUSTED_DOCUMENTS on (the default in production) a
// cookie session runs only the web app's persisted operations, by id, over HTTP and graphql-ws;
// bearer-token integrations and an admin's GraphiQL may send their own documents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../services/apiTokens';
import { GRAPHIQL_HEADER } from './graphiql';
import { createTestApp, type TestApp, type TestClient } from '../test/support/harness';
import { listenOnce, socketClient, subscribeOverSocket } from '../test/support/subscriptions';
import { persistedDocuments, TRUSTED_DOCUMENT_MESSAGES } from './trustedDocuments';

let t: TestApp;
let returner: TestClient;
let returnerId: number;
const ME = '{ me { name role } }';

/** The persisted id of the web's operation named `name`. */
function persistedId(name: string): string {
  const entry = [...persistedDocuments()].find(([, text]) => new RegExp(`^\\w+ ${name}\\b`).test(text));
  if (!entry) throw new Error(`${name} is not persisted`);
  return entry[0];
}

async function post(client: TestClient, body: unknown, headers: Record<string, string> = {}) {
  const response = await client.raw('POST', '/graphql', {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}

beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production' });
  const user = await t.createUser({ name: 'Rita Returner' });
  returnerId = user.id;
  returner = await t.signIn(user.email);
});
afterAll(() => t?.close());

describe('TRUSTED_DOCUMENTS on (production)', () => {
  it('runs a persisted operation by id for a session, and refuses the session’s own document', async () => {
    const byId = await post(returner, {
      extensions: { persistedQuery: { version: 1, sha256Hash: persistedId('UserMenuContentQuery') } },
    });
    expect(byId.status).toBe(200);
    expect(byId.body.data.me).toMatchObject({ name: 'Rita Returner', role: 'returner' });

    const own = await post(returner, { query: ME });
    expect(own.status).toBe(403);
    expect(own.body.errors?.[0]).toMatchObject({
      message: TRUSTED_DOCUMENT_MESSAGES.onlyTrusted,
      extensions: { code: 'FORBIDDEN' },
    });
    const unknown = await post(returner, {
      extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } },
    });
    expect(unknown.status).toBe(404);
  });

  it('lets a bearer token and an admin’s GraphiQL send their own documents', async () => {
    const { token } = await createApiToken(
      t.app.services.db,
      returnerId,
      { kind: 'admin' },
      {
        name: 'Integration',
        scopes: ['READ'],
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    );
    const integration = await post(t.client().withBearer(token), { query: ME });
    expect(integration.status).toBe(200);
    expect(integration.body.data.me.role).toBe('admin');

    const admin = await t.signIn('admin@example.com');
    expect((await post(admin, { query: ME }, { [GRAPHIQL_HEADER]: '1' })).body.data.me.role).toBe('admin');
    // The GraphiQL header alone opens nothing for a returner.
    expect((await post(returner, { query: ME }, { [GRAPHIQL_HEADER]: '1' })).status).toBe(403);
  });

  it('holds over graphql-ws: a persisted subscription is served, the session’s own document refused', async () => {
    const port = await listenOnce(t.app);
    const own = subscribeOverSocket(port, returner.sessionCookie, 'subscription { notificationChanged { id } }', 'x');
    await expect.poll(() => own.state.errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(own.state.errors)).toContain('FORBIDDEN');
    await own.client.dispose();

    /** A subscribe by persisted id, as the web sends it: its first refusal, or none within 500 ms. */
    const subscribeById = (id: string) => {
      const client = socketClient(port, returner.sessionCookie);
      return new Promise<unknown>((resolve) => {
        const stop = client.subscribe(
          { query: '', extensions: { persistedQuery: { version: 1, sha256Hash: id } } },
          { next: (value) => resolve(value.errors), error: resolve, complete: () => resolve('completed') },
        );
        setTimeout(() => {
          stop();
          resolve(undefined);
        }, 500);
      }).finally(() => client.dispose());
    };
    expect(JSON.stringify(await subscribeById('f'.repeat(64)))).toContain('NOT_FOUND');
    expect(await subscribeById(persistedId('NotificationSubscriptionsChangedSubscription'))).toBeUndefined();
  });
});
