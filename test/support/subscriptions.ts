import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { App } from '../../server/app';
import { TEST_ORIGIN } from './harness';

/** Starts the app's HTTP server on a free loopback port (once) and answers its port. */
export async function listenOnce(app: App): Promise<number> {
  if (!app.server.listening) await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  return (app.server.address() as AddressInfo).port;
}

/**
 * A graphql-ws client on a real socket, signed in by a session cookie as a browser would be, or
 * (no cookie) by `connectionParams` as an integration is: `{authorization: 'Bearer <token>'}`.
 */
export function socketClient(port: number, cookie: string, connectionParams?: Record<string, unknown>) {
  return createClient({
    url: `ws://127.0.0.1:${port}/graphql`,
    lazy: false,
    retryAttempts: 0,
    connectionParams,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: cookie ? { cookie, origin: TEST_ORIGIN } : {} });
      }
    },
  });
}

/**
 * One graphql-ws subscription over a real socket, signed in by a session cookie as a browser
 * would be. Collects every `field` value it is sent; `completed` turns true when the server ends it.
 */
export function subscribeOverSocket<T>(
  port: number,
  cookie: string,
  query: string,
  field: string,
  connectionParams?: Record<string, unknown>,
) {
  const client = socketClient(port, cookie, connectionParams);
  const state = { received: [] as T[], errors: [] as unknown[], completed: false };
  const ready = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  client.subscribe<Record<string, T>>(
    { query },
    {
      // A refused subscribe comes back as a result with errors and no data.
      next: (value) => {
        if (value.errors) state.errors.push(...value.errors);
        if (value.data?.[field] !== undefined) state.received.push(value.data[field]);
      },
      error: (error) => state.errors.push(error),
      complete: () => {
        state.completed = true;
      },
    },
  );
  return { client, ready, state, received: state.received };
}

/**
 * One subscription over server-sent events (`POST /graphql`, `accept: text/event-stream`), as
 * yoga serves it, through the app's fetch handler with a session cookie. Collects every `field`
 * value and every error; `completed` turns true when the server ends the stream.
 */
export function subscribeOverSse<T>(app: App, cookie: string, query: string, field: string) {
  const state = { received: [] as T[], errors: [] as unknown[], completed: false, status: 0 };
  let reader: ReadableStreamDefaultReader<string> | undefined;
  let closing = false;
  const done = (async () => {
    try {
      const response = await app.fetch(
        new Request(`${TEST_ORIGIN}/graphql`, {
          method: 'POST',
          headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json', accept: 'text/event-stream' },
          body: JSON.stringify({ query }),
        }),
      );
      state.status = response.status;
      reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      while (true) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          buffer = buffer.slice(end + 2);
          if (!data) continue;
          const payload = JSON.parse(data) as { data?: Record<string, T>; errors?: unknown[] };
          if (payload.errors) state.errors.push(...payload.errors);
          if (payload.data?.[field] !== undefined) state.received.push(payload.data[field]);
        }
      }
    } catch (error) {
      if (!closing) state.errors.push(error);
    }
    state.completed = true;
  })();
  return {
    state,
    received: state.received,
    /** Stops listening, as a browser closing the page would. */
    close: async () => {
      closing = true;
      await reader?.cancel();
      await done;
    },
  };
}
