// Oversized bodies are refused while they arrive (413), over REST, GraphQL and graphql-ws,
// and the server keeps answering.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { MAX_JSON_BODY_BYTES } from './bodyLimit';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/support/harness';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await new Promise<void>((resolve) => t.app.server.listen(0, '127.0.0.1', resolve));
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

const TWO_MB = 2 * 1024 * 1024;
const bigJson = (bytes: number) => JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(bytes) });

/**
 * A raw HTTP POST over a socket: `chunked` streams the body in 64 KB pieces without a
 * Content-Length. Resolves with the status and body as soon as the server answers, even if
 * the server stops reading the rest.
 */
function post(
  path: string,
  body: string,
  { chunked = false }: { chunked?: boolean } = {},
): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {
      'content-type': 'application/json',
      origin: TEST_ORIGIN,
    };
    if (!chunked) headers['content-length'] = Buffer.byteLength(body);
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, ms: performance.now() - started }));
      res.on('error', reject);
    });
    // The server may close the connection while we still write: that is the point.
    req.on('error', (error) => (error as NodeJS.ErrnoException).code !== 'EPIPE' && reject(error));
    if (!chunked) req.end(body);
    else {
      const piece = 64 * 1024;
      let offset = 0;
      const writeMore = () => {
        while (offset < body.length) {
          const next = body.slice(offset, offset + piece);
          offset += piece;
          if (!req.write(next)) return void req.once('drain', writeMore);
        }
        req.end();
      };
      writeMore();
    }
  });
}

async function stillServes() {
  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(health.status).toBe(200);
  const config = await t.client().rest('GET', '/api/config');
  expect(config.status).toBe(200);
}

describe('REST JSON bodies', () => {
  it('over 1 MB answer 413 PAYLOAD_TOO_LARGE, with Content-Length', async () => {
    const response = await post('/api/auth/forgot-password', bigJson(TWO_MB));
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ error: expect.any(String), code: 'PAYLOAD_TOO_LARGE' });
    await stillServes();
  });

  it('over 1 MB answer 413 while streaming a chunked body without Content-Length', async () => {
    const response = await post('/api/auth/forgot-password', bigJson(TWO_MB), { chunked: true });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    await stillServes();
  });

  it('in-process too, from a stream that never declares its length and never ends', async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    });
    const response = await t.app.fetch(
      new Request(`${TEST_ORIGIN}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: endless,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    // Reading stopped soon after the limit: the body was never held whole.
    expect(sent).toBeLessThan(4 * MAX_JSON_BODY_BYTES);
  });

  it('within the limit are still read', async () => {
    const response = await post('/api/auth/forgot-password', JSON.stringify({ email: 'nobody@example.com' }), {
      chunked: true,
    });
    expect(response.status).toBe(200);
  });
});

describe('GraphQL JSON bodies', () => {
  const bigQuery = (bytes: number) =>
    JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(bytes) } });

  it('over 1 MB answer 413 PAYLOAD_TOO_LARGE, with Content-Length', async () => {
    const response = await post('/graphql', bigQuery(TWO_MB));
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    await stillServes();
  });

  it('over 1 MB answer 413 while streaming a chunked body without Content-Length', async () => {
    const response = await post('/graphql', bigQuery(TWO_MB), { chunked: true });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    await stillServes();
  });

  it('that are no JSON object answer 400 saying so, chunked or not', async () => {
    for (const chunked of [false, true]) {
      const broken = await post('/graphql', '{"query": "{ __typename }"', { chunked });
      expect(broken.status).toBe(400);
      expect(JSON.parse(broken.body).errors[0].message).toBe('POST body sent invalid JSON.');
      const text = await post('/graphql', '"{ __typename }"', { chunked });
      expect(text.status).toBe(400);
      expect(JSON.parse(text.body).errors[0].message).toBe('POST body is expected to be object but received string');
    }
    await stillServes();
  });

  it('sent as application/graphql are read as the query text', async () => {
    const response = await t.app.fetch(
      new Request(`${TEST_ORIGIN}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/graphql', origin: TEST_ORIGIN },
        body: '{ __typename }',
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('within the limit are still answered, chunked or not', async () => {
    for (const chunked of [false, true]) {
      const response = await post('/graphql', bigQuery(100 * 1024), { chunked });
      expect(response.status).toBe(200);
      expect(JSON.parse(response.body)).toEqual({ data: { __typename: 'Query' } });
    }
  });
});

describe('graphql-ws', () => {
  it('closes a socket that sends a message over 1 MB, and the server keeps serving', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', {
      headers: { origin: TEST_ORIGIN },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.on('error', () => {});
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { padding: 'x'.repeat(TWO_MB) } }));
    // 1009: message too big.
    expect(await closed).toBe(1009);
    await stillServes();

    // A normal socket still works.
    const again = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', {
      headers: { origin: TEST_ORIGIN },
    });
    const ack = await new Promise<string>((resolve, reject) => {
      again.once('open', () => again.send(JSON.stringify({ type: 'connection_init' })));
      again.once('message', (data) => resolve(String(data)));
      again.once('error', reject);
    });
    expect(JSON.parse(ack)).toMatchObject({ type: 'connection_ack' });
    again.close();
  });
});
