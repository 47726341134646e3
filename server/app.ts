import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createServerAdapter } from '@whatwg-node/server';
import sirv from 'sirv';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { seedDemo } from '../services/seed/demo';
import { type SeedResult, seedEssentials } from '../services/seed/essentials';
import type { Config } from './config';
import { renderDevMailbox } from './devMail';
import { attachGraphqlWebSockets, createGraphqlServer, type Yoga } from './graphql';
import { startHousekeeping } from '../services/housekeeping';
import { createMailTransport, startOutboxWorker } from '../services/mail/worker';
import { createAppPubSub } from '../services/pubsub';
import { createRestRouter } from './rest/router';
import { restRoutes } from './rest/routes';
import type { AppServices } from '../services/appServices';
import { storageFor } from '../services/uploads/storage';

// WEB_DIST_DIR lets parallel test runs build and serve their own copy of the web app.
export const WEB_DIST = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../dist/web', import.meta.url));

export type App = {
  server: Server;
  services: AppServices;
  yoga: Yoga;
  /** Handles a Fetch request in-process (tests): /graphql, /api and /dev/mail. */
  fetch: (request: Request) => Promise<Response>;
  seed: SeedResult;
  database: DatabaseHandle;
  close: () => Promise<void>;
};

/** Wires database, mail, pub/sub, GraphQL, REST and the web bundle into one HTTP server. */
export async function createApp(config: Config, options: { mailPollMs?: number } = {}): Promise<App> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const seed = await seedEssentials(database.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
  });
  if (config.seedDemo) await seedDemo(database.db, { storage: storageFor(config) });

  const pubsub = await createAppPubSub(config);
  const outbox = startOutboxWorker({
    db: database.db,
    transport: await createMailTransport(config.smtpUrl),
    from: config.mailFrom,
    pollMs: options.mailPollMs,
    onError: (error) => console.error('Mail delivery failed:', error),
  });
  const stopHousekeeping = startHousekeeping(database.db, (error) => console.error('Housekeeping failed:', error));
  const services: AppServices = { db: database.db, config, pubsub, outbox, storage: storageFor(config) };

  const yoga = createGraphqlServer(services);
  const rest = createRestRouter(services, restRoutes);
  // The dev mailbox shows live verification and reset links: only when mail is not really sent
  // (no SMTP_URL), never in production, and only to callers on this machine.
  const devMailbox =
    config.production || config.smtpUrl
      ? null
      : createServerAdapter<{ clientIp?: string }>((_request, context) =>
          isLoopback(context?.clientIp) ? renderDevMailbox(database.db) : new Response('Not found', { status: 404 }),
        );

  const fetchHandler = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (pathname === '/graphql') return yoga.fetch(request, {});
    if (pathname === '/dev/mail' && devMailbox) return devMailbox.fetch(request, { clientIp: '127.0.0.1' });
    if (pathname.startsWith('/api/')) return rest.fetch(request, {});
    return new Response('Not found', { status: 404 });
  };

  const serveWeb = existsSync(WEB_DIST)
    ? sirv(WEB_DIST, {
        single: true,
        etag: true,
        setHeaders: (res, path) => {
          res.setHeader(
            'Cache-Control',
            path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      })
    : null;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    const clientIp = req.socket.remoteAddress;
    if (path === '/graphql') return void yoga(req, res);
    if (path.startsWith('/api/') || path === '/api') return void rest(req, res, { clientIp });
    if (path === '/dev/mail' && devMailbox) return void devMailbox(req, res, { clientIp });
    if (path === '/healthz') {
      res.setHeader('content-type', 'application/json');
      return void res.end(JSON.stringify({ ok: true }));
    }
    if (serveWeb) return serveWeb(req, res, () => notFound(res));
    res.statusCode = 503;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end('The web app is not built. Run `npm run build`, or use `npm start`, which builds it.');
  });
  const closeWebSockets = attachGraphqlWebSockets(server, yoga, services);

  return {
    server,
    services,
    yoga,
    fetch: fetchHandler,
    seed,
    database,
    close: async () => {
      await closeWebSockets();
      await new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
      server.closeAllConnections?.();
      await stopHousekeeping();
      await outbox.stop();
      await pubsub.close();
      await database.close();
    },
  };
}

export function isLoopback(ip: string | undefined): boolean {
  return !!ip && (ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.'));
}

function notFound(res: ServerResponse) {
  res.statusCode = 404;
  res.end('Not found');
}
