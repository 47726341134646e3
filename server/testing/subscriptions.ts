import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { App } from '../app';
import { TEST_ORIGIN } from './harness';

/** Starts the app's HTTP server on a free loopback port (once) and answers its port. */
export async function listenOnce(app: App): Promise<number> {
  if (!app.server.listening) await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  return (app.server.address() as AddressInfo).port;
}

/**
 * One graphql-ws subscription over a real socket, signed in by a session cookie as a browser
 * would be. Collects every `field` value it is sent; `completed` turns true when the server ends it.
 */
export function subscribeOverSocket<T>(port: number, cookie: string, query: string, field: string) {
  const client = createClient({
    url: `ws://127.0.0.1:${port}/graphql`,
    lazy: false,
    retryAttempts: 0,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie, origin: TEST_ORIGIN } });
      }
    },
  });
  const state = { received: [] as T[], errors: [] as unknown[], completed: false };
  const ready = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  client.subscribe<Record<string, T>>(
    { query },
    {
      next: (value) => state.received.push(value.data![field]),
      error: (error) => state.errors.push(error),
      complete: () => {
        state.completed = true;
      },
    },
  );
  return { client, ready, state, received: state.received };
}
