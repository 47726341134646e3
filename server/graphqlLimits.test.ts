import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type DocumentNode, getIntrospectionQuery, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheValidDocuments, documentLimitErrors, GRAPHQL_LIMITS, measureDocument } from './graphqlLimits';
import { BASELINE_QUERY, DOS_SHAPES } from '../test/support/dosShapes';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/support/harness';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { listenOnce } from '../test/support/subscriptions';
import { persistedDocuments } from './trustedDocuments';

const webRoot = new URL('../web/src/', import.meta.url).pathname;

/** Every Relay artifact's operation (fragments have none), its text read from the persisted documents. */
async function webOperations(): Promise<{ file: string; text: string }[]> {
  const files = readdirSync(webRoot, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /(^|\/)__generated__\/[^/]+\.graphql\.ts$/.test(file),
  );
  const operations: { file: string; text: string }[] = [];
  for (const file of files) {
    const artifact = (await import(join(webRoot, file))) as { default: { params?: { id?: string | null } } };
    const id = artifact.default.params?.id;
    if (!id) continue;
    const text = persistedDocuments().get(id);
    expect(text, `${file} is persisted`).toBeDefined();
    operations.push({ file, text: text! });
  }
  return operations;
}

describe('GraphQL cost limits', () => {
  let dev: TestApp;
  beforeAll(async () => {
    dev = await createTestApp();
  });
  afterAll(async () => {
    await dev?.close();
  });

  it("lets every one of the web's own operations through every limit", async () => {
    const operations = await webOperations();
    expect(operations.length).toBeGreaterThan(40);
    for (const { file, text } of operations) {
      const document = parse(text, { maxTokens: GRAPHQL_LIMITS.maxTokens });
      expect({ file, refusals: documentLimitErrors(document).map((e) => e.message) }).toEqual({ file, refusals: [] });
    }
  });

  it('lets the standard introspection query through where introspection is on', async () => {
    const result = await dev.client().gql(getIntrospectionQuery());
    expect(result.errors).toBeUndefined();
    expect(result.data.__schema.types.length).toBeGreaterThan(10);
  });

  for (const shape of DOS_SHAPES) {
    // How fast each is refused (< 100 ms) is measured by bench/graphql-dos.ts beside its baseline;
    // here, that it is refused and the server answers right after.
    it(`refuses ${shape.name}, and answers { me { id } } right after`, async () => {
      const client = dev.client();
      const result = await client.gql(shape.query);
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.length).toBeGreaterThan(0);
      const after = await client.gql(BASELINE_QUERY);
      expect(after).toEqual({ data: { me: null } });
    });
  }

  it('counts `__typename` as an alias', async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: __typename`).join(' ');
    const result = await dev.client().gql(`{ ${aliases} }`);
    expect(result.errors?.[0].message).toMatch(/aliases limit/i);
    const within = Array.from({ length: GRAPHQL_LIMITS.maxAliases }, (_, i) => `a${i}: __typename`).join(' ');
    expect((await dev.client().gql(`{ ${within} }`)).errors).toBeUndefined();
  });

  it('caps introspection depth on its own', async () => {
    // __schema, types, then the ofType levels, then name: levels + 3 deep.
    const nested = (levels: number) =>
      `{ __schema { types { ${'ofType { '.repeat(levels)}name ${'} '.repeat(levels)}} } }`;
    const refused = await dev.client().gql(nested(GRAPHQL_LIMITS.maxIntrospectionDepth - 2));
    expect(refused.errors?.[0].message).toMatch(/introspection depth/i);
    expect((await dev.client().gql(nested(GRAPHQL_LIMITS.maxIntrospectionDepth - 3))).errors).toBeUndefined();
  });

  it('refuses documents over the token limit while parsing', async () => {
    const result = await dev.client().gql(`{ me { ${'id '.repeat(GRAPHQL_LIMITS.maxTokens)}} }`);
    expect(result.errors?.[0].message).toMatch(/more that \d+ tokens/); // sic, graphql-js's message
  });

  it('refuses documents over the character limit before lexing them', async () => {
    const result = await dev.client().gql(`{ me { id } } ${'#'.repeat(GRAPHQL_LIMITS.maxCharacters)}`);
    expect(result.errors?.[0].message).toMatch(/longer than \d+ characters/);
  });

  it('refuses more fields than the cost limit allows, under the token limit', async () => {
    const result = await dev.client().gql(`{ me { ${'email '.repeat(GRAPHQL_LIMITS.maxFields)}} }`);
    expect(result.errors?.[0].message).toMatch(/cost limit/i);
  });

  it('counts fields of a fragment each time it is spread, without walking it again', () => {
    // 2^30 fields after flattening, 30 small fragments to write: walking them would take many
    // seconds, counting each fragment once takes well under one.
    const fragments = Array.from({ length: 30 }, (_, i) => `fragment F${i} on User { ...F${i + 1} ...F${i + 1} }`);
    fragments.push('fragment F30 on User { id }');
    const document = parse(`{ me { ...F0 } } ${fragments.join(' ')}`);
    // A walk would run into the test's timeout; how fast counting is, is bench/graphql-dos.ts's.
    expect(measureDocument(document).fields).toBe(2 ** 30 + 1);
    expect(documentLimitErrors(document)[0].message).toMatch(/cost limit/i);
  });

  it('refuses more directives than allowed', async () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.maxDirectives + 1 }, () => 'id @include(if: true)').join(' ');
    const result = await dev.client().gql(`{ me { ${fields} } }`);
    expect(result.errors?.[0].message).toMatch(/directives limit/i);
  });

  it('answers a document again after a cached success, and refuses a refused one again', async () => {
    const client = dev.client();
    for (let i = 0; i < 2; i += 1) {
      expect(await client.gql('query Again { me { id } }')).toEqual({ data: { me: null } });
      expect((await client.gql('query Bad { me { nope } }')).errors?.[0].message).toMatch(/nope/);
    }
  });

  it('refuses the DoS shapes over graphql-ws too, with GraphQL errors, and the socket keeps answering', async () => {
    const port = await listenOnce(dev.app);
    const client = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      retryAttempts: 0,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { origin: TEST_ORIGIN } });
        }
      },
    });
    const run = (query: string) =>
      new Promise<{ data?: unknown; errors?: unknown }>((resolve) => {
        let last: { data?: unknown; errors?: unknown } = {};
        client.subscribe(
          { query },
          {
            next: (value) => (last = value),
            error: (error) => resolve({ errors: error }),
            complete: () => resolve(last),
          },
        );
      });
    try {
      expect(await run(BASELINE_QUERY)).toEqual({ data: { me: null } }); // connects
      // The first large message pays one-time costs (code paths, buffers): warm up with a refused
      // document that is none of the shapes, then time each shape.
      expect(Array.isArray((await run(`{ me { ${'id '.repeat(10_000)}} }`)).errors)).toBe(true);
      for (const shape of DOS_SHAPES) {
        const result = await run(shape.query);
        expect(Array.isArray(result.errors), `${shape.name}: ${String(result.errors)}`).toBe(true);
        expect(await run(BASELINE_QUERY)).toEqual({ data: { me: null } });
      }
    } finally {
      await client.dispose();
    }
  });
});

describe('the parse and validation cache', () => {
  /** Parses and validates `text` through the plugin's hooks; answers whether the cache served it. */
  function through(plugin: ReturnType<typeof cacheValidDocuments>, text: string, valid: boolean) {
    let served: DocumentNode | undefined;
    const onParseEnd = plugin.onParse!({
      params: { source: text },
      setParsedDocument: (d: DocumentNode) => (served = d),
    } as never);
    const document = served ?? parse(text);
    if (typeof onParseEnd === 'function') onParseEnd({ result: document } as never);
    let skipped = false;
    const onValidateEnd = plugin.onValidate!({
      params: { documentAST: document },
      setResult: () => (skipped = true),
    } as never);
    if (typeof onValidateEnd === 'function') onValidateEnd({ valid, result: [] } as never);
    return { fromCache: served !== undefined, validationSkipped: skipped };
  }

  it('serves a document that passed validation from the cache, without validating it again', () => {
    const plugin = cacheValidDocuments();
    expect(through(plugin, '{ me { id } }', true)).toEqual({ fromCache: false, validationSkipped: false });
    expect(through(plugin, '{ me { id } }', true)).toEqual({ fromCache: true, validationSkipped: true });
  });

  it('never keeps a document that failed validation, carries a comment or is too long', () => {
    const plugin = cacheValidDocuments();
    const long = `{ me { ${'id '.repeat(GRAPHQL_LIMITS.maxCachedDocumentLength / 3)}} }`;
    for (const [text, valid] of [
      ['{ me { nope } }', false],
      ['{ me { id } } # 8f3a', true],
      [long, true],
    ] as const) {
      through(plugin, text, valid);
      expect(through(plugin, text, valid).fromCache, text.slice(0, 30)).toBe(false);
    }
  });
});
