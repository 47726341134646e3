// A contract test generated from /api/openapi.json itself: for every operation it
// documents, a valid body made from the document's schema, the body with a key it does not
// take, a null for each required key, no credentials, a method the path does not have, and
// HEAD. Every answer must be one the document lists for the operation (405 with `Allow` for
// another method); an undocumented answer fails, whatever the call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../services/auth/cookies';
import { createSession } from '../../services/auth/sessions';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';
import { photo, setUpPickupWorld } from '../../test/support/pickups';
import { userByEmail } from '../../test/support/harness';

type Schema = Record<string, any>;
type Operation = { responses: Record<string, unknown>; security?: unknown[]; requestBody?: any; parameters?: any[] };

let t: TestApp;
let document: { paths: Record<string, Record<string, Operation>> };
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  await setUpPickupWorld(t);
  adminId = (await userByEmail(t.app, 'admin@example.com'))!.id;
  document = (await t.client().rest('GET', '/api/openapi.json')).body as never;
});
afterAll(() => t?.close());

/** A fresh admin session for each operation: a logout or a password change ends only its own. */
async function adminClient(): Promise<TestClient> {
  const { token } = await createSession(t.app.services.db, adminId);
  return t.client().withCookie(`${SESSION_COOKIE}=${token}`);
}

/** A value the schema accepts, as plain as it gets. */
function sample(schema: Schema): unknown {
  if (schema.anyOf) return sample(schema.anyOf.find((option: Schema) => option.type !== 'null') ?? {});
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => (schema.required ?? []).includes(key))
          .map(([key, value]) => [key, sample(value as Schema)]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () => sample(schema.items ?? {}));
    case 'integer':
      return schema.minimum ?? 1;
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date-time') return '2099-01-01T08:00:00.000Z';
      if (schema.format === 'email') return 'someone@example.com';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return 'x';
  }
}

const PATH_VALUES: Record<string, string> = { feed: 'no-such-feed.ics', asset: 'start.js' };

function concretePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => PATH_VALUES[name] ?? '1');
}

type Body = { json?: Record<string, unknown>; form?: () => Promise<FormData> };

/** The operation's body: JSON, or a multipart form (files as one small PNG each). */
function bodyOf(operation: Operation, change?: (json: Record<string, unknown>) => Record<string, unknown>): Body {
  const content = operation.requestBody?.content ?? {};
  if (content['application/json']) {
    const json = sample(content['application/json'].schema) as Record<string, unknown>;
    return { json: change ? change(json) : json };
  }
  const formSchema = content['multipart/form-data']?.schema;
  if (!formSchema) return {};
  return {
    form: async () => {
      const form = new FormData();
      for (const [key, value] of Object.entries(formSchema.properties ?? {}) as [string, Schema][]) {
        if (!(formSchema.required ?? []).includes(key)) continue;
        const binary = value.format === 'binary' || value.items?.format === 'binary';
        if (binary) form.append(key, await photo());
        else if (value.contentMediaType === 'application/json') form.append(key, JSON.stringify(sample(value)));
        else form.append(key, String(sample(value)));
      }
      return form;
    },
  };
}

async function send(client: TestClient, method: string, path: string, body: Body = {}) {
  if (body.form) return client.raw(method, path, { body: await body.form() });
  if (body.json) {
    return client.raw(method, path, {
      body: JSON.stringify(body.json),
      headers: { 'content-type': 'application/json' },
    });
  }
  return client.raw(method, path);
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

describe('every operation of /api/openapi.json answers only what the document lists', () => {
  it('has operations to walk', () => {
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
  });

  it('walks them all: valid body, unknown key, null required keys, no credentials, another method, HEAD', async () => {
    const undocumented: string[] = [];
    /** Answers by status, over the whole walk. */
    const stats: Record<string, number> = {};
    const expectListed = (what: string, operation: Operation, status: number) => {
      stats[status] = (stats[status] ?? 0) + 1;
      if (!(String(status) in operation.responses)) undocumented.push(`${what}: ${status}`);
    };
    for (const [path, item] of Object.entries(document.paths)) {
      const url = concretePath(path);
      const methods = METHODS.filter((method) => item[method]);
      for (const method of methods) {
        const operation = item[method]!;
        const name = `${method.toUpperCase()} ${path}`;
        const admin = await adminClient();
        const valid = await send(admin, method.toUpperCase(), url, bodyOf(operation));
        expectListed(`${name} (valid body)`, operation, valid.status);
        const json = operation.requestBody?.content?.['application/json']?.schema as Schema | undefined;
        if (json) {
          const unknown = await send(await adminClient(), method.toUpperCase(), url, {
            json: { ...(sample(json) as object), notAField: 1 },
          });
          expectListed(`${name} (unknown key)`, operation, unknown.status);
          if (unknown.status !== 400 && unknown.status !== 401 && unknown.status !== 429)
            undocumented.push(`${name} (unknown key): ${unknown.status}, not 400`);
          for (const key of json.required ?? []) {
            const nulled = await send(await adminClient(), method.toUpperCase(), url, {
              json: { ...(sample(json) as object), [key]: null },
            });
            expectListed(`${name} (${key}: null)`, operation, nulled.status);
          }
        }
        const anonymous = await send(t.client(), method.toUpperCase(), url, bodyOf(operation));
        expectListed(`${name} (no credentials)`, operation, anonymous.status);
        if (!operation.security && anonymous.status !== 401)
          undocumented.push(`${name} (no credentials): ${anonymous.status}, not 401`);
      }
      const allowed = [...methods.map((method) => method.toUpperCase()), ...(item.get ? ['HEAD'] : [])].sort();
      const other = METHODS.find((method) => !item[method]);
      if (other) {
        const response = await send(await adminClient(), other.toUpperCase(), url);
        if (response.status !== 405 || response.headers.get('allow') !== allowed.join(', '))
          undocumented.push(
            `${other.toUpperCase()} ${path}: ${response.status} allow=${response.headers.get('allow')}`,
          );
      }
      const head = await (await adminClient()).raw('HEAD', url);
      if (item.get) expectListed(`HEAD ${path}`, item.get, head.status);
      else if (head.status !== 405) undocumented.push(`HEAD ${path}: ${head.status}, not 405`);
      if ((await head.text()) !== '') undocumented.push(`HEAD ${path}: answered a body`);
    }
    expect(undocumented).toEqual([]);
    // A walk that reached the calls: many answered with data, many refused the made-up input.
    expect(stats[200]).toBeGreaterThan(40);
    expect(stats[400]).toBeGreaterThan(40);
  }, 300_000);
});
