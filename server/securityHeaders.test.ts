// Every answer carries the browser security headers: pages, API, /graphql, images and 404s,
// over node:http as a browser reaches them.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postBatch, setUpPickupWorld, validBatch, photo } from '../test/support/pickups';
import { contentSecurityPolicy, sourceOf } from './securityHeaders';
import { createTestApp, type TestApp } from '../test/support/harness';

// A small built app of our own.
const webDist = `/tmp/drum-sec-headers-web-${process.pid}`;

let t: TestApp;
let base: string;
const INLINE_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

async function listen(app: TestApp): Promise<string> {
  await new Promise<void>((resolve) => app.app.server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Drum Returns</title>');
  writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  // The hash of the built pages' inline stylesheet (scripts/route-pages.mjs).
  writeFileSync(join(webDist, 'csp-styles.json'), JSON.stringify([INLINE_STYLE_HASH]));
  t = await createTestApp(
    {
      MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      GEOCODER_URL: 'https://geo.example.net/search',
    },
    { webDist },
  );
  base = await listen(t);
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

function expectSecurityHeaders(response: Response, what: string) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("script-src 'self'");
  // The Scan button's reader compiles its WebAssembly; JavaScript eval stays refused.
  expect(csp, what).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
  expect(csp, what).not.toMatch(/script-src [^;]*'unsafe-eval'/);
  expect(csp, what).toContain(`style-src 'self' ${INLINE_STYLE_HASH}`);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toMatch(/img-src [^;]*blob:/);
  expect(csp, what).toMatch(/img-src [^;]*data:/);
  expect(csp, what).toMatch(/img-src [^;]*https:\/\/\*\.tiles\.example\.org/);
  expect(csp, what).toMatch(/connect-src [^;]*https:\/\/geo\.example\.net/);
  // Sockets to the app itself only, never to any host.
  const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
  expect(connect, what).toEqual([
    "'self'",
    `ws://${new URL(t.app.services.config.appUrl).host}`,
    'https://*.tiles.example.org',
    'https://geo.example.net',
  ]);
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  // APP_URL is http here.
  expect(response.headers.get('strict-transport-security'), what).toBeNull();
}

describe('security headers on every response', () => {
  it('on the pages, the static files, the API, /graphql, /healthz and 404s', async () => {
    const calls: [string, RequestInit?][] = [
      ['/'],
      ['/login'],
      ['/reset-password?token=abc'],
      ['/assets/app-1234.js'],
      ['/api/config'],
      ['/api/no-such-call'],
      ['/api/images/999999'],
      ['/healthz'],
      [
        '/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
          body: JSON.stringify({ query: '{ __typename }' }),
        },
      ],
      ['/graphql?query=%7B__typename%7D', { headers: { 'x-graphql-yoga-csrf': '1' } }],
    ];
    const statuses: Record<string, number> = {};
    for (const [path, init] of calls) {
      const response = await fetch(`${base}${path}`, init);
      await response.arrayBuffer();
      statuses[path] = response.status;
      expectSecurityHeaders(response, path);
    }
    expect(statuses).toMatchObject({
      '/': 200,
      '/login': 200,
      '/api/config': 200,
      '/api/no-such-call': 404,
      // Anonymous: asked to sign in before anything about the image is said.
      '/api/images/999999': 401,
      '/graphql': 200,
    });
  });

  it('on an image and its thumbnail', async () => {
    const world = await setUpPickupWorld(t);
    const alice = await t.signIn(world.alice.email);
    const created = await postBatch(alice, await validBatch(world.woodSpec.id, { images: [await photo('a.png')] }));
    expect(created.status).toBe(201);
    const image = created.body.pickupRequest.images[0];
    for (const path of [`/api/images/${image.id}`, `/api/images/${image.id}/thumbnail`]) {
      const response = await fetch(`${base}${path}`, { headers: { cookie: alice.sessionCookie } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^image\//);
      await response.arrayBuffer();
      expectSecurityHeaders(response, path);
    }
  });

  it('on in-process calls too', async () => {
    const response = await t.client().raw('GET', '/api/config');
    expectSecurityHeaders(response, 'in-process /api/config');
  });
});

describe('HSTS', () => {
  it('is sent when APP_URL is https', async () => {
    const secure = await createTestApp({ APP_URL: 'https://drums.example.com' });
    try {
      const secureBase = await listen(secure);
      for (const path of ['/', '/api/config', '/healthz', '/api/nothing']) {
        const response = await fetch(`${secureBase}${path}`);
        await response.arrayBuffer();
        expect(response.headers.get('strict-transport-security'), path).toMatch(/^max-age=\d{7,}/);
        expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      }
    } finally {
      await secure.close();
    }
  });

  it('is not sent when APP_URL is http', async () => {
    for (const path of ['/', '/api/config', '/healthz']) {
      const response = await fetch(`${base}${path}`);
      await response.arrayBuffer();
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});

describe('the policy', () => {
  it('allows the tile and geocoder hosts of the configuration', () => {
    expect(sourceOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(sourceOf('https://{s}.tile.example.com:8443/{z}/{x}/{y}.png')).toBe('https://*.tile.example.com:8443');
    expect(sourceOf('not a url')).toBeNull();
    const csp = contentSecurityPolicy({
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      geocoderUrl: 'https://nominatim.openstreetmap.org',
    });
    expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/nominatim\.openstreetmap\.org/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('allows inline styles by their hashes only, and any inline style only where asked (GraphiQL)', () => {
    const config = { mapTileUrl: '', geocoderUrl: '' };
    expect(contentSecurityPolicy(config, { styleHashes: ["'sha256-abc='"] })).toContain(
      "style-src 'self' 'sha256-abc='",
    );
    expect(contentSecurityPolicy(config)).toContain("style-src 'self';");
    expect(contentSecurityPolicy(config, { inlineStyles: true })).toContain("style-src 'self' 'unsafe-inline'");
  });
});
