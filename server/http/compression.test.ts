// API answers are gzip-compressed for callers that accept it, once worth it.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drumTypes } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/harness';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@example.com');
  await t.app.services.db
    .insert(drumTypes)
    .values(Array.from({ length: 60 }, (_, i) => ({ name: `compressible drum type ${i}` })));
});
afterAll(() => t?.close());

const get = (path: string, acceptEncoding?: string) =>
  admin.raw('GET', path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed API answers', () => {
  it('gzips a REST list for a caller that accepts gzip, the same JSON inside', async () => {
    const plain = await get('/api/drum-types');
    const plainBody = await plain.text();
    expect(plainBody.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();

    const packed = await get('/api/drum-types', 'gzip, deflate, br');
    expect(packed.status).toBe(200);
    expect(packed.headers.get('content-encoding')).toBe('gzip');
    expect(packed.headers.get('vary')).toContain('accept-encoding');
    const bytes = Buffer.from(await packed.arrayBuffer());
    expect(bytes.length).toBeLessThan(plainBody.length / 3);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON.parse(plainBody));
  });

  it('gzips GraphQL answers too', async () => {
    const response = await admin.raw('POST', '/graphql', {
      body: JSON.stringify({ query: '{ drumTypes(first: 60) { edges { node { id name } } } }' }),
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8'));
    expect(body.data.drumTypes.edges.length).toBeGreaterThanOrEqual(60);
  });

  it('leaves small answers, refused gzip (q=0) and callers without Accept-Encoding alone', async () => {
    const small = await get('/api/config', 'gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect((await small.json()).mapTileUrl).toContain('{z}');
    const refused = await get('/api/drum-types', 'gzip;q=0, identity');
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect((await refused.json()).drumTypes.length).toBeGreaterThanOrEqual(60);
  });
});
