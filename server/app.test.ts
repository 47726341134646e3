// The one routing table, over node:http as production runs it and in-process as the API tests
// call it: both answer from the same fetch handler.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from './app';
import { loadConfig } from './config';
import { provisionTestDatabase } from '../test/support/database';
import { createTestApp, TEST_ORIGIN } from '../test/support/harness';
// @ts-expect-error a plain .mjs build script, without type declarations
import { compressDirectory } from '../scripts/compress-web.mjs';

const web = mkdtempSync(join(tmpdir(), 'drum-web-'));
mkdirSync(join(web, 'assets'));
writeFileSync(join(web, 'index.html'), '<!doctype html><title>Drum Returns</title>');
writeFileSync(join(web, 'assets', 'app-1234.js'), 'console.log(1)');
// A screen's own page, as scripts/route-pages.mjs writes it: index.html with its chunks preloaded.
const LOGIN_PAGE =
  '<!doctype html><html><head><title>Drum Returns</title><link rel="modulepreload" href="/assets/login-1.js"></head></html>';
writeFileSync(join(web, 'login.html'), LOGIN_PAGE);
// A file big enough for the build's compression step to give it .br and .gz copies.
const BIG_SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `drum ${i}`))};`;
writeFileSync(join(web, 'assets', 'big-5678.js'), BIG_SCRIPT);
compressDirectory(web);

async function start(webDist: string): Promise<{ app: App; base: string; close: () => Promise<void> }> {
  const database = await provisionTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    SMTP_URL: '',
    APP_URL: TEST_ORIGIN,
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'secret123',
  });
  const app = await createApp(config, {
    mailPollMs: 60_000,
    webDist,
    pgliteImage: database.pgliteImage,
    drumReminders: false,
  });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, base, close: async () => (await app.close(), await database.drop()) };
}

let running: Awaited<ReturnType<typeof start>>;

/** A GET with the path exactly as given (fetch would normalise `//` and backslashes away). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(running.base);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}
beforeAll(async () => {
  running = await start(web);
});
afterAll(async () => {
  await running?.close();
  rmSync(web, { recursive: true, force: true });
});

/** The same request over HTTP and in-process. */
async function bothWays(path: string, init: RequestInit = {}) {
  const overHttp = await fetch(`${running.base}${path}`, init);
  const inProcess = await running.app.fetch(new Request(`${TEST_ORIGIN}${path}`, init));
  return [overHttp, inProcess];
}

describe('one fetch handler for HTTP and in-process calls', () => {
  it('answers /healthz', async () => {
    for (const response of await bothWays('/healthz')) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    }
  });

  it('answers unknown /api calls of any method 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'PATCH', 'PUT', 'DELETE']) {
      const init: RequestInit = {
        method,
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: method === 'GET' ? undefined : '{}',
      };
      for (const response of await bothWays('/api/no-such-call', init)) {
        expect(response.status, method).toBe(404);
        expect(await response.json(), method).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
      }
    }
  });

  it('routes /graphql and /api to the same schema', async () => {
    for (const response of await bothWays('/api/auth/me')) {
      expect(response.status).toBe(401);
      expect((await response.json()).code).toBe('UNAUTHENTICATED');
    }
    const query = JSON.stringify({ query: '{ me { id } }' });
    const init = { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN }, body: query };
    for (const response of await bothWays('/graphql', init)) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { me: null } });
    }
  });

  it('shows the dev mailbox to this machine', async () => {
    for (const response of await bothWays('/dev/mail')) {
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Dev mailbox');
    }
  });

  it('serves the web app over HTTP with its cache headers, the app shell for client routes', async () => {
    const asset = await fetch(`${running.base}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log(1)');
    const route = await fetch(`${running.base}/returns/42`);
    expect(route.status).toBe(200);
    expect(route.headers.get('cache-control')).toBe('private, no-cache');
    expect(await route.text()).toContain('<title>Drum Returns</title>');
    // A screen with a page of its own is answered with it, its chunks preloaded, and the answer
    // that no one is signed in when no valid session came (server/http/firstAnswers.ts).
    for (const cookie of ['dr_session=some-session', 'theme=dark']) {
      const login = await fetch(`${running.base}/login?next=%2Freturns`, { headers: { cookie } });
      expect(login.status).toBe(200);
      expect(login.headers.get('cache-control')).toBe('private, no-cache');
      expect(login.headers.get('vary')).toMatch(/cookie/i);
      const page = await login.text();
      expect(page).toContain('<link rel="modulepreload" href="/assets/login-1.js">');
      expect(page).toContain('{"data":{"me":null}}');
    }
    // Odd paths are the app shell, never an error, and never mistaken for /login.
    for (const path of ['//', '//x/login', '/\\login']) {
      const odd = await rawGet(path);
      expect(odd.status, path).toBe(200);
      expect(odd.body, path).toContain('<title>Drum Returns</title>');
      expect(odd.body, path).not.toContain('login-1.js');
    }
    const again = await fetch(`${running.base}/assets/app-1234.js`, {
      headers: { 'if-none-match': asset.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('sends the brotli or gzip copy the build made, as the browser accepts, never compressing per request', async () => {
    const brotli = await fetch(`${running.base}/assets/big-5678.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // fetch decodes it: the same script comes out.
    expect(await brotli.text()).toBe(BIG_SCRIPT);
    const gzip = await fetch(`${running.base}/assets/big-5678.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    // Under 1 KB the build leaves a file alone.
    const small = await fetch(`${running.base}/assets/app-1234.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('says so when the web app is not built', async () => {
    const unbuilt = await start(join(web, 'missing'));
    try {
      const response = await fetch(`${unbuilt.base}/`);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toMatch(/The web app is not built/);
      expect((await fetch(`${unbuilt.base}/healthz`)).status).toBe(200);
    } finally {
      await unbuilt.close();
    }
  });
});

describe('request ids', () => {
  it('answers every call with an x-request-id, keeping a sane one the caller sent', async () => {
    const t = await createTestApp();
    try {
      const fresh = await t.client().raw('GET', '/api/config');
      expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const kept = await t.client().raw('GET', '/api/config', { headers: { 'x-request-id': 'proxy-123' } });
      expect(kept.headers.get('x-request-id')).toBe('proxy-123');
      const replaced = await t.client().raw('GET', '/api/config', { headers: { 'x-request-id': 'bad id <script>' } });
      // A fresh id instead (a random one may well contain "bad" in its hex).
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await t.close();
    }
  });
});
