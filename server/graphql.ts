import type { IncomingMessage, Server } from 'node:http';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { createFetch } from '@whatwg-node/fetch';
import { execute, type ExecutionArgs, getOperationAST, GraphQLError } from 'graphql';
import { API_TOKEN_MESSAGES, bearerTokenOf, carriesBearer, mayWriteWith } from '../domain/apiTokens';
import { refuseBeyondTokenPowers } from './execution/tokenPowers';
import { apiTokenIsLive } from '../services/apiTokens';
import { isDatabaseUnavailable, unavailable } from '../db/unavailable';
import { AppError } from '../domain/errors';
import { useServer } from 'graphql-ws/use/ws';
import { PothosValidationError } from '@pothos/core';
import { createYoga, maskError, type Plugin, type YogaLogger, type YogaServerInstance } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import { schema } from '../schema';
import { cursorRefusal, openSignedCursors } from '../schema/cursors';
import { findSession } from '../services/auth/sessions';
import { clientAddress } from './clientAddress';
import { type Context, createContext } from './context';
import { type ResponseCookies, readCookie, SESSION_COOKIE } from '../services/auth/cookies';
import { useErrorLanguage } from './errorLanguage';
import { hideSuggestions } from './hideSuggestions';
import { trustedSocketDocument, useTrustedDocuments } from './trustedDocuments';
import { GRAPHIQL_HEADER, isAdminRequest } from './graphiql';
import { logRefusal } from './refusalLog';
import { useErrorCodes } from './errorCodes';
import { log } from '../services/log';
import { shortenEchoes } from './shortEchoes';
import { isAllowedOrigin } from './origin';
import { limitGraphqlBodies, MAX_JSON_BODY_BYTES, MAX_WS_MESSAGE_BYTES } from './bodyLimit';
import { MAX_SUBSCRIPTIONS_PER_USER, refuseBeyondSocketLimit, useSubscriptionGuard } from './subscriptionGuard';
import { useSharedEventExecution } from './sharedEventExecution';
import { executeOperation, useCompiledQueries } from './execution/compiledQueries';
import type { AppServices } from '../services/appServices';
import { GRAPHQL_LIMITS, graphqlLimitPlugins } from './graphqlLimits';

export const MAX_QUERY_DEPTH = GRAPHQL_LIMITS.maxDepth;
export const MAX_ALIASES = GRAPHQL_LIMITS.maxAliases;

type ServerContext = { req?: IncomingMessage };
export type Yoga = YogaServerInstance<ServerContext, Context>;

// Cookies set while resolving (login, logout) are written onto the HTTP response here.
const pendingCookies = new WeakMap<Request, ResponseCookies>();

// Multipart bodies (GraphQL uploads) are streamed through busboy with these caps, so an
// oversized upload is cut off while it arrives instead of being buffered whole. One byte over
// 10 MB still reaches the resolvers, which answer it with the spec's 413 message.
/**
 * The largest GraphQL multipart body: a request's six images of 10 MB each plus 2 MB for the
 * operation and the map (yoga's own default, 25 MB, refused a request the spec allows).
 */
export const MAX_GRAPHQL_MULTIPART_BYTES = 6 * 10 * 1024 * 1024 + 2 * 1024 * 1024;

export const GRAPHQL_FORM_LIMITS = {
  fileSize: 10 * 1024 * 1024 + 1,
  files: 7,
  fields: 20,
  fieldSize: 1024 * 1024,
  parts: 30,
};

/** A request refused before GraphQL runs, in GraphQL's shape, with the status of HTTP_STATUS. */
const refusedRequest = (error: AppError) =>
  Response.json({ errors: [{ message: error.message, extensions: { code: error.code } }] }, { status: error.status });

/**
 * A call with a bearer token is no browser's ambient-credential call: a page of another site
 * cannot set that header without a CORS preflight we never grant. So bearer-token calls skip the
 * cross-site checks (no CSRF for bearer calls). Other schemes (Basic) are ambient.
 */
const carriesAuthorization = (request: Request) => carriesBearer(request.headers.get('authorization'));

/** Unsafe calls carrying the session cookie must come from our own pages (as for REST). */
function refuseCrossSite(appUrl: string): Plugin {
  return {
    onRequest({ request, endResponse }) {
      if (request.method === 'GET' || request.method === 'OPTIONS') return;
      if (carriesAuthorization(request)) return;
      if (isAllowedOrigin(request.headers.get('origin'), request.headers.get('host'), appUrl)) return;
      endResponse(refusedRequest(new AppError('FORBIDDEN', 'Cross-site request refused')));
    },
  };
}

/** Multipart bodies are parsed before resolvers run, so only a live session or API token may send one. */
function uploadsNeedSession(services: AppServices): Plugin {
  return {
    async onRequest({ request, endResponse }) {
      if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return;
      const bearer = bearerTokenOf(request.headers.get('authorization'));
      if (bearer && (await apiTokenIsLive(services.db, bearer))) return;
      const token = bearer === undefined ? readCookie(request.headers.get('cookie'), SESSION_COOKIE) : undefined;
      if (token && (await findSession(services.db, token))) return;
      endResponse(refusedRequest(new AppError('UNAUTHENTICATED', 'Not authenticated')));
    },
  };
}

/** The CSRF header rule is for cookie calls; a bearer-token call needs none (see carriesAuthorization). */
function csrfPreventionForCookies(): Plugin {
  const csrf = useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }) as Plugin;
  return {
    onRequestParse(payload) {
      if (carriesAuthorization(payload.request)) return;
      return csrf.onRequestParse?.(payload);
    },
  };
}

/**
 * A token runs only what tokens may, and a READ-only token may query and subscribe; a
 * mutation answers 403 FORBIDDEN.
 */
const readTokensOnlyRead: Plugin<Context> = {
  onExecute({ args }) {
    const token = (args.contextValue as Context).apiToken;
    if (!token) return;
    const operation = getOperationAST(args.document, args.operationName);
    if (operation?.operation === 'mutation' && !mayWriteWith(token.scopes))
      throw new AppError('FORBIDDEN', API_TOKEN_MESSAGES.readOnly);
    refuseBeyondTokenPowers(args.contextValue as Context, args.document, args.operationName);
  },
};

/**
 * A cursor the list did not hand out is a 400 naming its argument, before anything runs; the
 * others are opened to Pothos' own (schema/cursors.ts).
 */
const openCursorArgs: Plugin<Context> = {
  async onExecute({ args, executeFn, setExecuteFn }) {
    const { db } = args.contextValue as Context;
    const given = args.variableValues as Record<string, unknown> | undefined;
    const { document, variables } = await openSignedCursors(args.schema, db, args.document, given);
    if (document !== args.document || variables !== given)
      setExecuteFn((execution) => executeFn({ ...execution, document, variableValues: variables }));
  },
};

const writeCookies: Plugin = {
  onResponse({ request, response }) {
    const cookies = pendingCookies.get(request);
    for (const line of cookies?.lines ?? []) response.headers.append('set-cookie', line);
  },
};

/**
 * A connection's arguments Pothos refuses ("first" and "last" together, a cursor no list handed
 * out): the caller's mistake, a 400 with a code (Pothos' own error has none).
 */
function argumentRefusal(error: unknown): AppError | null {
  if (!(error instanceof PothosValidationError)) return null;
  return cursorRefusal(error) ?? new AppError('BAD_REQUEST', error.message);
}

/**
 * An AppError is a refusal meant for the caller: it keeps its message and carries its code and
 * HTTP status in `extensions`. Anything else is masked as yoga does by default.
 */
function showAppErrors(error: unknown, message: string, isDev?: boolean): Error {
  const unwrapped = error instanceof GraphQLError ? error.originalError : error;
  // A database outage is no bug: the caller hears 503 UNAVAILABLE and when to try again.
  const original =
    !(unwrapped instanceof AppError) && isDatabaseUnavailable(unwrapped)
      ? unavailable()
      : (argumentRefusal(unwrapped) ?? unwrapped);
  if (original instanceof AppError) {
    if (original.status < 500) logRefusal(original, 'GraphQL');
    const located = error instanceof GraphQLError ? error : undefined;
    return new GraphQLError(original.message, {
      nodes: located?.nodes,
      source: located?.source,
      positions: located?.positions,
      path: located?.path,
      extensions: {
        code: original.code,
        ...(original.field ? { field: original.field } : {}),
        http: {
          status: original.status,
          // A refusal is the caller's: a client that accepts only application/json hears 200
          // with the error in the body (GraphQL over HTTP); graphql-response+json hears the status.
          ...(original.status < 500 ? { spec: true } : {}),
          ...(original.retryAfter !== undefined ? { headers: { 'retry-after': String(original.retryAfter) } } : {}),
        },
      },
    });
  }
  return maskError(error, message, isDev);
}

/**
 * yoga logs every error its masking replaces; an AppError is a refusal the caller was meant to
 * get (not signed in, not found, ...), so only the unexpected ones reach the log.
 */
export function logUnexpectedErrors(): YogaLogger {
  const isRefusal = (value: unknown) => {
    const original = value instanceof GraphQLError ? value.originalError : value;
    return (
      original instanceof AppError ||
      argumentRefusal(original) !== null ||
      // An outage is logged once where it is met (db/client.ts), and answered 503 to each caller.
      isDatabaseUnavailable(original)
    );
  };
  const text = (args: unknown[]) => args.map((arg) => (typeof arg === 'string' ? arg : String(arg))).join(' ');
  return {
    debug: () => undefined,
    info: (...args: unknown[]) => log.info(text(args)),
    warn: (...args: unknown[]) => log.warn(text(args)),
    // One JSON line with the error (its stack a field), never graphql-yoga's multi-line print.
    error: (...args: unknown[]) => {
      if (isRefusal(args[0])) return;
      const error = args[0] instanceof GraphQLError && args[0].originalError ? args[0].originalError : args[0];
      log.error({ err: error }, 'GraphQL operation failed');
    },
  };
}

export function createGraphqlServer(services: AppServices): Yoga {
  const production = services.config.production;
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // GraphiQL is ours, for signed-in admins (server/graphiql.ts), served before yoga is asked.
    graphiql: false,
    cors: false,
    maskedErrors: { maskError: showAppErrors },
    logging: logUnexpectedErrors(),
    // graphqlLimitPlugins caches only documents that passed validation (see graphqlLimits.ts).
    parserAndValidationCache: false,
    fetchAPI: createFetch({ formDataLimits: GRAPHQL_FORM_LIMITS }),
    // Bodies are counted as they arrive by limitGraphqlBodies: JSON to 1 MB, multipart to
    // MAX_GRAPHQL_MULTIPART_BYTES (its busboy reader). yoga's own count would pipe every body
    // through one more stream and Request.
    maxRequestBodySize: false,
    context: async (initial) => {
      const fromWebSocket =
        (initial as { connectionParams?: unknown }).connectionParams !== undefined || !initial.request;
      const req = initial.req;
      const context = await createContext(services, {
        cookieHeader: fromWebSocket ? req?.headers.cookie : initial.request.headers.get('cookie'),
        acceptLanguage: fromWebSocket
          ? req?.headers['accept-language']
          : initial.request.headers.get('accept-language'),
        authorization: fromWebSocket
          ? (initial as { connectionParams?: Record<string, unknown> }).connectionParams?.authorization
          : initial.request.headers.get('authorization'),
        clientIp: clientAddress(
          fromWebSocket ? req?.headers['x-forwarded-for']?.toString() : initial.request.headers.get('x-forwarded-for'),
          req?.socket.remoteAddress,
          services.config.trustProxy,
        ),
      });
      if (!fromWebSocket) pendingCookies.set(initial.request, context.cookies);
      return context;
    },
    plugins: [
      useTrustedDocuments({ enforced: services.config.trustedDocuments, db: services.db }),
      refuseCrossSite(services.config.appUrl),
      uploadsNeedSession(services),
      limitGraphqlBodies(MAX_JSON_BODY_BYTES, MAX_GRAPHQL_MULTIPART_BYTES),
      // Simple requests (multipart forms, GET) must carry this header, which a page of another
      // site cannot set without a CORS preflight we never grant.
      csrfPreventionForCookies(),
      ...graphqlLimitPlugins(),
      maxDepthPlugin({ n: MAX_QUERY_DEPTH, ignoreIntrospection: true, flattenFragments: true }),
      maxAliasesPlugin({ n: MAX_ALIASES }),
      ...(production
        ? [
            // GraphiQL needs the schema: an admin's GraphiQL requests may introspect it.
            useDisableIntrospection({
              isDisabled: async (request) =>
                !request.headers.has(GRAPHIQL_HEADER) || !(await isAdminRequest(services.db, request)),
            }),
            hideSuggestions(),
          ]
        : []),
      shortenEchoes(),
      // Before the guard, which wraps the subscribe function this one sets.
      useSharedEventExecution({ execute: (args) => executeOperation(args, execute) }),
      useSubscriptionGuard({ slots: services.pubsub.userSlots(MAX_SUBSCRIPTIONS_PER_USER) }),
      useCompiledQueries(),
      readTokensOnlyRead,
      openCursorArgs,
      writeCookies,
      useErrorCodes(),
      useErrorLanguage(),
    ],
  });
}

/** graphql-ws on the same port and path, through the same envelop plugins and context. */
export function attachGraphqlWebSockets(server: Server, yoga: Yoga, services: AppServices): () => Promise<void> {
  const wsServer = new WebSocketServer({
    server,
    path: '/graphql',
    maxPayload: MAX_WS_MESSAGE_BYTES,
    // The session cookie rides on the upgrade, so a page of another site must not open one.
    verifyClient: ({ req }: { req: IncomingMessage }) =>
      isAllowedOrigin(req.headers.origin, req.headers.host, services.config.appUrl),
  });
  type RootValue = { execute: (args: ExecutionArgs) => never; subscribe: (args: ExecutionArgs) => never };
  const disposable = useServer(
    {
      execute: (args) => (args.rootValue as RootValue).execute(args),
      // yoga's envelop subscribe runs useSubscriptionGuard, as for server-sent events.
      subscribe: (args) => (args.rootValue as RootValue).subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const refused = refuseBeyondSocketLimit(ctx.subscriptions);
        if (refused) return refused;
        const {
          schema: envelopedSchema,
          execute,
          subscribe,
          contextFactory,
          parse,
          validate,
        } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
        });
        // A document refused while parsing (syntax, size or token limit) answers GraphQL errors
        // instead of closing the socket as an internal error.
        const text = trustedSocketDocument(params, {
          enforced: services.config.trustedDocuments,
          bearer:
            bearerTokenOf((ctx.connectionParams as { authorization?: unknown } | undefined)?.authorization) !==
            undefined,
        });
        if (text instanceof GraphQLError) return [text];
        let document: ReturnType<typeof parse>;
        try {
          document = parse(text);
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        // A wrong, expired or revoked token in the connection parameters (or one over its rate)
        // answers as over HTTP: UNAUTHENTICATED (or TOO_MANY_REQUESTS), not an internal error.
        let contextValue: Awaited<ReturnType<typeof contextFactory>>;
        try {
          contextValue = await contextFactory();
        } catch (error) {
          // yoga has already masked it (showAppErrors): a refusal carries its code.
          if (error instanceof GraphQLError && error.extensions?.code) return [error];
          throw error;
        }
        const args = {
          schema: envelopedSchema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue,
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
    },
    wsServer,
  );
  return async () => {
    await disposable.dispose();
    await new Promise<void>((resolve) => wsServer.close(() => resolve()));
  };
}
