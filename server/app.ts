import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../db/paths';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createFetch } from '@whatwg-node/fetch';
import { createServerAdapter } from '@whatwg-node/server';
import sirv from 'sirv';
import { pageFileOf, pageWithFirstAnswers, screenPages } from './http/firstAnswers';
import { compressed } from './http/compression';
import { gracefulListener, within } from './http/closeListener';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { seedDemo } from '../services/seed/demo';
import { type SeedResult, seedEssentials } from '../services/seed/essentials';
import { clientAddress } from './clientAddress';
import { cursorKey } from '../schema/cursors';
import { logRefusals } from './refusalLog';
import type { Config } from './config';
import { renderDevMailbox } from './devMail';
import { graphiqlAsset, graphiqlPage, wantsGraphiql } from './graphiql';
import { attachGraphqlWebSockets, createGraphqlServer, GRAPHQL_FORM_LIMITS, type Yoga } from './graphql';
import { startHousekeeping } from '../services/housekeeping';
import { startDrumReminders } from '../services/trackedDrums/reminders';
import { startRouteSweep } from '../services/routeDispatch';
import { startWebhookWorker, type WebhookWorker } from '../services/webhooks/worker';
import { readiness } from './readiness';
import { createMailTransport, startOutboxWorker } from '../services/mail/worker';
import { createAppPubSub } from '../services/pubsub';
import { createRestRouter, restNotFound } from './rest/router';
import { restRoutes } from './rest/routes';
import type { AppServices } from '../services/appServices';
import { storageFor } from '../services/uploads/storage';
import { createDocumentPool } from '../services/documents/pool';
import { applySecurityHeaders, securityHeaders, withSecurityHeaders } from './securityHeaders';
import { log, loggablePath, requestLog } from '../services/log';

// WEB_DIST_DIR lets parallel test runs build and serve their own copy of the web app.
const WEB_DIST = process.env.WEB_DIST_DIR ?? join(PROJECT_ROOT, 'dist', 'web');

export type App = {
  server: Server;
  services: AppServices;
  yoga: Yoga;
  /** Handles a Fetch request in-process (tests) through the same handler as the HTTP server. */
  fetch: (request: Request) => Promise<Response>;
  seed: SeedResult;
  database: DatabaseHandle;
  /** The webhook deliveries' worker (tests drain it). */
  webhooks: WebhookWorker;
  close: () => Promise<void>;
};

/** Wires database, mail, pub/sub, GraphQL, REST and the web bundle into one HTTP server. */
export async function createApp(
  config: Config,
  options: {
    mailPollMs?: number;
    /** The webhook worker's safety poll (tests: rarely, so statement counts stay exact). */
    webhookIdlePollMs?: number;
    /** How often the webhook worker looks whether a run is due (default 1 s). */
    webhookTickMs?: number;
    /** Scales the mail retry backoff (tests retry in milliseconds). */
    mailRetryBaseMs?: number;
    /** The built web app (tests). */
    webDist?: string;
    /** A migrated cluster an in-memory PGlite starts from (tests: one copy per test file, no initdb). */
    pgliteImage?: Blob;
    /**
     * Whether the drum reminders job runs on its timer (default yes). Tests turn it off and call
     * its run with a fixed `now`, so no run at the real time mails or counts behind their back.
     */
    drumReminders?: boolean;
  } = {},
): Promise<App> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
    pgliteImage: options.pgliteImage,
    log: {
      info: (message: string) => log.info(message),
      warn: (message: string) => log.warn(message),
      error: (message: string) => log.error(message),
    },
  });
  const seed = await seedEssentials(database.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
  });
  if (config.seedDemo) await seedDemo(database.db, { storage: storageFor(config) });
  // Read now, so no request waits for it (and a list's statement count stays the same from the first).
  await cursorKey(database.db);

  const pubsub = await createAppPubSub(config);
  const outbox = startOutboxWorker({
    db: database.db,
    transport: await createMailTransport(config.smtpUrl),
    from: config.mailFrom,
    messageIdDomain: new URL(config.appUrl).hostname,
    pollMs: options.mailPollMs,
    retryBaseMs: options.mailRetryBaseMs,
    onError: (error) => log.error({ err: error }, 'Mail delivery failed'),
  });
  const stopHousekeeping = startHousekeeping(
    database.db,
    { appUrl: config.appUrl, pubsub, kickMail: () => outbox.kick() },
    (error) => log.error({ err: error }, 'Housekeeping failed'),
  );
  const stopDrumReminders =
    options.drumReminders === false
      ? async () => {}
      : startDrumReminders(
          database.db,
          {
            appUrl: config.appUrl,
            days: config.drumReminderDays,
            intervalS: config.drumReminderIntervalS,
            pubsub,
            kickMail: () => outbox.kick(),
          },
          (error) => log.error({ err: error }, 'Drum reminders failed'),
        );
  const services: AppServices = {
    db: database.db,
    config,
    pubsub,
    outbox,
    storage: storageFor(config),
    documents: createDocumentPool(config.documentWorkers),
  };
  const stopRouteSweep = startRouteSweep(services);
  const webhooks = startWebhookWorker({
    db: database.db,
    outbox,
    appUrl: config.appUrl,
    retryDelays: config.webhookRetryDelays,
    allowPrivate: config.webhookAllowPrivate,
    idlePollMs: options.webhookIdlePollMs,
    tickMs: options.webhookTickMs,
    onError: (error) => log.error({ err: error }, 'Webhook delivery failed'),
  });

  logRefusals(config.logRefusals);
  const yoga = createGraphqlServer(services);
  const rest = createRestRouter(services, restRoutes);
  const webDist = options.webDist ?? WEB_DIST;
  const serveWeb = existsSync(webDist)
    ? sirv(webDist, {
        single: true,
        etag: true,
        // The .br and .gz copies scripts/compress-web.mjs made at build time.
        brotli: true,
        gzip: true,
        setHeaders: (res, path) => {
          // A page's answer depends on the session cookie (its first answers).
          if (!path.startsWith('/assets/')) res.setHeader('Vary', 'Accept-Encoding, Cookie');
          res.setHeader(
            'Cache-Control',
            path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      })
    : null;
  // The dev mailbox shows live verification and reset links: only when mail is not really sent
  // (no SMTP_URL), never in production, and only to callers on this machine.
  const devMailbox = !config.production && !config.smtpUrl;

  /** The one routing table, for node:http (production) and in-process calls (tests) alike. */
  const route = async (request: Request, context: NodeContext): Promise<Response> => {
    const { pathname } = new URL(request.url);
    const clientIp = clientAddress(
      request.headers.get('x-forwarded-for'),
      context.req?.socket.remoteAddress,
      config.trustProxy,
    );
    if (pathname === '/graphql' && wantsGraphiql(request)) {
      const page = await graphiqlPage(database.db, request, config.appUrl);
      if (page.ok) inlineStyled.add(page);
      return page;
    }
    if (pathname === '/graphql') return yoga.fetch(request, { req: context.req });
    if (pathname.startsWith('/graphiql/')) return (await graphiqlAsset(pathname)) ?? notFound();
    if ((pathname === '/api' || pathname.startsWith('/api/')) && request.method === 'HEAD') {
      // HEAD wherever GET is (RFC 9110): the GET's status and headers, without its body.
      const get = new Request(request.url, { method: 'GET', headers: request.headers });
      const answer = ((await rest.fetch(get, { clientIp })) as Response | undefined) ?? restNotFound();
      await answer.body?.cancel();
      return new Response(null, { status: answer.status, headers: answer.headers });
    }
    if (pathname === '/api' || pathname.startsWith('/api/'))
      return ((await rest.fetch(request, { clientIp })) as Response | undefined) ?? restNotFound();
    if (pathname === '/dev/mail')
      // A call without a socket (and no forwarded address) is made in this very process: on this machine.
      return devMailbox && (clientIp === undefined ? !context.req : isLoopback(clientIp))
        ? renderDevMailbox(database.db)
        : notFound();
    if (pathname === '/healthz') return Response.json({ ok: true });
    if (pathname === '/readyz')
      return listener.phase() !== 'no'
        ? Response.json({ ready: false, checks: { server: 'shutting down' } }, { status: 503 })
        : readiness(database.db, pubsub);
    if (!serveWeb)
      return new Response('The web app is not built. Run `npm run build`, or use `npm start`, which builds it.', {
        status: 503,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    // A page with its first answers; the file as built while the database is away.
    const page = pageFileOf(webDist, pathname, screens);
    const withAnswers = page === null ? null : await pageWithFirstAnswers(services, request, page);
    return withAnswers ?? serveStatic(serveWeb, context);
  };
  // Every answer carries the browser security headers: set on node's response first for the
  // files sirv writes there itself, and on every Fetch response.
  const headers = securityHeaders(config, { styleHashes: inlineStyleHashes(webDist) });
  const screens = screenPages(webDist);
  // The GraphiQL page's editor styles itself inline (server/graphiql.ts): its page alone may.
  const graphiqlHeaders = securityHeaders(config, { inlineStyles: true });
  const inlineStyled = new WeakSet<Response>();
  const secured = async (request: Request, context: NodeContext): Promise<Response> => {
    const started = performance.now();
    const requestId = requestIdOf(request.headers.get('x-request-id'));
    const held = listener.held(); // a shutdown's settling moment (http/closeListener.ts)
    if (held) await held;
    if (context.res && !context.res.headersSent) {
      applySecurityHeaders(context.res, headers);
      context.res.setHeader('x-request-id', requestId);
      // Shutting down: answer, then let the keep-alive client go (it reconnects to another instance).
      if (listener.phase() !== 'no') context.res.setHeader('connection', 'close');
    }
    const response = await route(request, context);
    const { pathname } = new URL(request.url);
    // One line per request (not for the health checks a load balancer sends every few seconds).
    if (pathname !== '/healthz' && pathname !== '/readyz')
      requestLog.info(
        {
          requestId,
          method: request.method,
          path: loggablePath(pathname),
          status: response?.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    if (!response) return response;
    const answer = withSecurityHeaders(
      await compressed(request, response),
      inlineStyled.has(response) ? graphiqlHeaders : headers,
    );
    answer.headers.set('x-request-id', requestId);
    return answer;
  };
  // Node requests become Fetch requests with the same multipart caps yoga applies to uploads.
  const handler = createServerAdapter<NodeContext>(secured, {
    fetchAPI: createFetch({ formDataLimits: GRAPHQL_FORM_LIMITS }),
  });
  const server = createServer(handler);
  // Idle keep-alive connections stay open longer than a client or a balancer keeps one for its
  // next request (an AWS load balancer: 60 s). At Node's 5 s the server closed sockets a client
  // was just sending on, which the client read as a reset (the browser tests' API client met it:
  // ECONNRESET). Shutting down still cuts idle ones after its grace (http/closeListener.ts).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const listener = gracefulListener(server);
  const closeWebSockets = attachGraphqlWebSockets(server, yoga, services);

  return {
    server,
    services,
    yoga,
    fetch: (request) => Promise.resolve(handler.fetch(request)),
    seed,
    database,
    webhooks,
    close: async () => {
      // Bounded: readiness answers 503 at once, so the balancer stops sending; for the drain window
      // every answer says `Connection: close`, so keep-alive clients leave without a reset; then
      // the listener closes, in-flight requests get a grace and what is left is cut. Background
      // work stops meanwhile; what it did not finish stays for the next start (an unsent mail
      // stays in the outbox).
      const background = Promise.all([
        within(stopHousekeeping(), 1_000),
        within(stopDrumReminders(), 1_000),
        within(stopRouteSweep(), 1_000),
        within(webhooks.stop(), 2_000),
        within(outbox.stop(), 2_000),
      ]);
      // Subscriptions end with the listener; their sockets would hold it open.
      await listener.close(config.shutdownDrainMs, closeWebSockets);
      await background;
      // The document workers end at once (a download still running breaks off), beside Redis.
      await Promise.all([
        within(pubsub.close(), CLOSE_STORES_MS.pubsub),
        within(services.documents.close(), CLOSE_STORES_MS.pubsub),
      ]);
      await within(database.close(), CLOSE_STORES_MS.database);
    },
  };
}

/** After the listener: the longest Redis and the database get to close (server/main.ts adds them up). */
export const CLOSE_STORES_MS = { pubsub: 300, database: 800 };

/** The caller's request id when it is a sane one (a proxy's), otherwise a new one. */
function requestIdOf(given: string | null): string {
  return given && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
}

function isLoopback(ip: string | undefined): boolean {
  return !!ip && (ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.'));
}

type NodeContext = { req?: IncomingMessage; res?: ServerResponse };

const notFound = () => new Response('Not found', { status: 404 });

/** The hashes of the built pages' inline styles (scripts/route-pages.mjs), if the app is built. */
function inlineStyleHashes(webDist: string): string[] {
  const file = join(webDist, 'csp-styles.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

/**
 * The web app's files through sirv, which writes to node's response itself: the answer is
 * complete once that response has finished. Called in-process there is no node response to
 * write to, so static files are only served over HTTP.
 */
function serveStatic(serveWeb: ReturnType<typeof sirv>, { req, res }: NodeContext): Promise<Response> | Response {
  if (!req || !res) return notFound();
  return new Promise((resolve) => {
    // Resolving with nothing leaves the written response as it is.
    const written = () => resolve(undefined as unknown as Response);
    res.once('finish', written);
    res.once('close', written);
    serveWeb(req, res, () => {
      res.off('finish', written);
      res.off('close', written);
      resolve(notFound());
    });
  });
}
