import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { printedSchema } from '../scripts/print-schema';
import type { AddressInfo } from 'node:net';
import { GRAPHQL_FORM_LIMITS, MAX_ALIASES, MAX_QUERY_DEPTH } from './graphql';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/support/harness';

describe('schema.graphql', () => {
  it('is the printed schema (run `npm run schema:print` after changing schema/)', () => {
    const committed = readFileSync(new URL('../schema/schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(printedSchema());
  });
});

describe('GraphQL hardening', () => {
  let dev: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    [dev, prod] = await Promise.all([
      createTestApp(),
      // Production, but sending the test's own documents with a session (trusted documents have their own test).
      createTestApp({ NODE_ENV: 'production', TRUSTED_DOCUMENTS: 'off' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([dev?.close(), prod?.close()]);
  });

  it(`refuses queries deeper than ${MAX_QUERY_DEPTH}`, async () => {
    let deep = 'name';
    for (let i = 0; i < MAX_QUERY_DEPTH + 1; i += 1) deep = `f${i} { ${deep} }`;
    const result = await dev.client().gql(`{ me { ${deep} } }`);
    expect(result.errors?.some((e) => /depth/i.test(e.message))).toBe(true);
    const shallow = await dev.client().gql('{ drumSpecs { edges { node { drumType { name } } } } }');
    expect(shallow.errors?.some((e) => /depth/i.test(e.message)) ?? false).toBe(false);
  });

  it('logs an unexpected error but not a refusal meant for the caller', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const refused = await dev.client().gql('{ users(first: 1) { totalCount } }');
      expect(refused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it(`refuses more than ${MAX_ALIASES} aliases`, async () => {
    const aliases = Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `a${i}: config { mapTileUrl }`).join(' ');
    const result = await dev.client().gql(`{ ${aliases} }`);
    expect(result.errors?.[0].message).toMatch(/alias/i);
  });

  it('suggests no field or enum value names in production', async () => {
    const typo = await prod.client().gql('{ mee { id } }');
    expect(typo.errors?.[0].message).toMatch(/Cannot query field "mee"/);
    const enumValue = await prod
      .client()
      .gql('query($e: ExcelEntity!) { excelExport(entity: $e) { filename } }', { e: 'USER' });
    expect(enumValue.errors?.[0].message).toMatch(/USER/);
    for (const result of [typo, enumValue]) expect(JSON.stringify(result.errors)).not.toMatch(/Did you mean/);
    const devEnum = await dev.client().gql('query($e: ExcelEntity!) { excelExport(entity: $e) { filename } }', {
      e: 'USER',
    });
    expect(JSON.stringify(devEnum.errors)).toMatch(/Did you mean/);
  });

  it('allows introspection in development but not in production', async () => {
    const query = '{ __schema { queryType { name } } }';
    expect((await dev.client().gql(query)).data?.__schema.queryType.name).toBe('Query');
    const result = await prod.client().gql(query);
    expect(result.data?.__schema).toBeUndefined();
    expect(result.errors?.length).toBeGreaterThan(0);
  });

  it('suggests no field names in production', async () => {
    const result = await prod.client().gql('{ mee { name } }');
    expect(result.errors?.[0].message).not.toMatch(/Did you mean/);
    expect((await dev.client().gql('{ mee { name } }')).errors?.[0].message).toMatch(/Did you mean/);
  });

  it('refuses a mutation posted from another site and changes nothing', async () => {
    const user = await dev.createUser({ division: 'Before' });
    const client = await dev.signIn(user.email);
    const response = await client.raw('POST', '/graphql', {
      origin: 'https://evil.example',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { updateProfile(input: { division: "After" }) { __typename } }' }),
    });
    expect(response.status).toBe(403);
    const after = await dev.app.services.db.query.users.findFirst({ where: { id: user.id } });
    expect(after?.division).toBe('Before');
  });

  it('refuses a multipart form without the CSRF header (a plain HTML form could send one)', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: '{ __typename }' }));
    form.set('map', '{}');
    const user = await dev.createUser();
    const response = await (await dev.signIn(user.email)).raw('POST', '/graphql', { body: form });
    expect(response.status).toBe(403);
  });

  it('refuses a multipart upload from a caller without a session before reading it', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: '{ __typename }' }));
    form.set('map', '{}');
    const response = await dev
      .client()
      .raw('POST', '/graphql', { body: form, headers: { 'x-graphql-yoga-csrf': '1' } });
    expect(response.status).toBe(401);
  });

  it('cuts off an oversized upload while it streams in over HTTP', async () => {
    await new Promise<void>((resolve) => dev.app.server.listen(0, '127.0.0.1', resolve));
    const { port } = dev.app.server.address() as AddressInfo;
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query: 'mutation($f: File!) { importExcel(input: { entity: USERS, file: $f }) { __typename } }',
        variables: { f: null },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.f'] }));
    form.set('0', new Blob([new Uint8Array(GRAPHQL_FORM_LIMITS.fileSize + 1024)]), 'big.xlsx');
    const admin = await dev.signIn('admin@example.com');
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      body: form,
      headers: { 'x-graphql-yoga-csrf': '1', origin: TEST_ORIGIN, cookie: admin.sessionCookie },
    });
    const body = await response.text();
    expect(response.status === 413 || response.status === 400 || /limit/i.test(body)).toBe(true);
    expect(body).toMatch(/limit exceeded|too large|413/i);
  });

  it('refuses a GET query without a CSRF header', async () => {
    const response = await dev.app.fetch(new Request('http://localhost:3000/graphql?query=%7B__typename%7D'));
    expect(response.status).toBe(403);
  });
});
