// A TCP proxy for fault tests: the app connects to PostgreSQL or Redis through it, and
// a test cuts the connections (reset, new ones refused), freezes them (bytes held, as on a
// half-open link) or restores them, without touching the machine's services.
import { createServer, type Server, Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  /** Ends every connection and refuses new ones until restore(). */
  cut(): void;
  /** Holds every byte both ways (connections stay open, nothing passes) until restore(). */
  freeze(): void;
  restore(): void;
  /** Connections refused while cut: how often the app has tried again. */
  refused(): number;
  close(): Promise<void>;
};

function flow([client, upstream]: [Socket, Socket]) {
  client.pipe(upstream);
  upstream.pipe(client);
}

/** Nothing passes either way; what arrives waits in the kernel's buffers, as on a stalled link. */
function hold([client, upstream]: [Socket, Socket]) {
  client.unpipe(upstream);
  upstream.unpipe(client);
  client.pause();
  upstream.pause();
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'open' | 'cut' | 'frozen' = 'open';
  let refused = 0;
  const pairs = new Set<[Socket, Socket]>();
  const server: Server = createServer((client) => {
    if (mode === 'cut') {
      refused += 1;
      client.destroy();
      return;
    }
    const upstream = new Socket();
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    upstream.connect(target.port, target.host);
    if (mode === 'frozen') hold(pair);
    else flow(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    cut() {
      mode = 'cut';
      for (const [client, upstream] of pairs) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    freeze() {
      mode = 'frozen';
      for (const pair of pairs) hold(pair);
    },
    restore() {
      mode = 'open';
      for (const pair of pairs) flow(pair);
    },
    refused: () => refused,
    close: () =>
      new Promise<void>((resolve) => {
        for (const [client, upstream] of pairs) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
