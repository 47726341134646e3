import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedSchema } from '../scripts/print-schema';
import { MAX_ALIASES, MAX_QUERY_DEPTH } from './graphql';
import { createTestApp, type TestApp } from './testing/harness';

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
    [dev, prod] = await Promise.all([createTestApp(), createTestApp({ NODE_ENV: 'production' })]);
  });
  afterAll(async () => {
    await Promise.all([dev?.close(), prod?.close()]);
  });

  it(`refuses queries deeper than ${MAX_QUERY_DEPTH}`, async () => {
    let deep = 'name';
    for (let i = 0; i < MAX_QUERY_DEPTH + 1; i += 1) deep = `f${i} { ${deep} }`;
    const result = await dev.client().gql(`{ me { ${deep} } }`);
    expect(result.errors?.some((e) => /depth/i.test(e.message))).toBe(true);
    const shallow = await dev.client().gql('{ drumSpecs { drumType { name } } }');
    expect(shallow.errors?.some((e) => /depth/i.test(e.message)) ?? false).toBe(false);
  });

  it(`refuses more than ${MAX_ALIASES} aliases`, async () => {
    const aliases = Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `a${i}: config { mapTileUrl }`).join(' ');
    const result = await dev.client().gql(`{ ${aliases} }`);
    expect(result.errors?.[0].message).toMatch(/alias/i);
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

  it('refuses a GET query without a CSRF header', async () => {
    const response = await dev.app.fetch(new Request('http://localhost:3000/graphql?query=%7B__typename%7D'));
    expect(response.status).toBe(403);
  });
});
