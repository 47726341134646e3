import { encodeGlobalID } from '@pothos/plugin-relay';
import { createRouter } from 'fets';
import { hasAccess } from '../../domain/approval';
import { API_TOKEN_MESSAGES, carriesBearer, mayWriteWith } from '../../domain/apiTokens';
import { AppError, notFound, ValidationError } from '../../domain/errors';
import { type Context, createContext } from '../context';
import { isDatabaseUnavailable, unavailable } from '../../db/unavailable';
import { isAllowedOrigin } from '../origin';
import type { AppServices } from '../../services/appServices';
import { inCallersLanguage, internalError, responseForAppError } from './operation';
import { translateServerMessage } from '../../services/i18n';
import type { Locale } from '../../domain/i18n/locales';
import { discardUploads } from './multipart';
import { readTextWithin } from '../bodyLimit';
import { MAX_DATABASE_ID } from '../../schema/globalIds';
import type { RestAnswer, RestBody } from './shapes';

export type RestCall = {
  request: Request;
  params: Record<string, string>;
  ctx: Context;
  /** The JSON body as an object ({} when empty); read once, however often it is asked for. */
  body: () => Promise<Record<string, unknown>>;
};

/** A query parameter a call reads, for the OpenAPI document. */
export type QueryParameter = { name: string; description: string; schema: Record<string, unknown> };

export type RestRoute = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  handler: (call: RestCall) => Promise<Response>;
  /** For the OpenAPI document (server/rest/openapi.ts): what the call does. */
  summary?: string;
  /** What the call answers on success, for the OpenAPI document. */
  answer?: RestAnswer;
  /** The body it reads (JSON, or a multipart form for uploads); none when it reads none. */
  body?: RestBody;
  /** The query parameters it reads, for the OpenAPI document. */
  query?: readonly QueryParameter[];
  /** The request headers it reads beyond authentication (Idempotency-Key), for the OpenAPI document. */
  headers?: readonly QueryParameter[];
  /**
   * Callable without a session or token (`security: []` in the document). Every other call
   * answers 401 to an anonymous caller before it reads its body.
   */
  public?: true;
  /** Statuses it answers beyond those every call of its kind may (login's 401), for the document. */
  alsoAnswers?: readonly number[];
};

const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;
const UNSAFE = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** A path id must be a positive whole number a serial column can hold; anything else names no object: 404. */
export function numericId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id <= 0 || id > MAX_DATABASE_ID) {
    throw notFound();
  }
  return id;
}

/**
 * A numeric REST id as the global ID GraphQL takes; a value that is no id becomes null, so the
 * operation answers it as a missing one, in its own words.
 */
export function globalIdOf(typename: string, value: unknown): string | null {
  const id = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= MAX_DATABASE_ID
    ? encodeGlobalID(typename, id)
    : null;
}

/** The documented /api calls of docs/specification.md section 7 on one fets router; anything else is 404 JSON. */
export function createRestRouter(services: AppServices, routes: RestRoute[]) {
  const router = createRouter<{ clientIp?: string }>({
    landingPage: false,
    swaggerUI: { endpoint: false },
    openAPI: { endpoint: false },
  });
  for (const route of routes) {
    router.route({
      method: route.method,
      path: route.path,
      handler: async (request: Request & { params?: Record<string, string> }, serverContext: { clientIp?: string }) => {
        // A bearer-token call is no browser's cookie call (see server/graphql.ts carriesAuthorization).
        if (
          UNSAFE.has(route.method) &&
          !carriesBearer(request.headers.get('authorization')) &&
          !isAllowedOrigin(request.headers.get('origin'), request.headers.get('host'), services.config.appUrl)
        ) {
          return responseForAppError(new AppError('FORBIDDEN', 'Cross-site request refused'));
        }
        let ctx: Context;
        try {
          ctx = await createContext(services, {
            cookieHeader: request.headers.get('cookie'),
            authorization: request.headers.get('authorization'),
            clientIp: serverContext?.clientIp,
            acceptLanguage: request.headers.get('accept-language'),
          });
        } catch (error) {
          if (error instanceof AppError) return responseForAppError(error);
          // Reading the session needs the database: while it is away, a fast 503, not a bare 500.
          return isDatabaseUnavailable(error)
            ? responseForAppError(unavailable())
            : internalError(`${route.method} ${route.path}`, error);
        }
        // A READ-only token may not change anything; every REST write is an unsafe method.
        if (UNSAFE.has(route.method) && ctx.apiToken && !mayWriteWith(ctx.apiToken.scopes)) {
          return responseForAppError(new AppError('FORBIDDEN', API_TOKEN_MESSAGES.readOnly));
        }
        let response: Response;
        let body: Promise<Record<string, unknown>> | undefined;
        try {
          if (!route.public && !ctx.viewer) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
          refuseNonAdmins(route.path, ctx);
          refuseUploadsFromStrangers(request, ctx);
          response = await route.handler({
            request,
            params: request.params ?? {},
            ctx,
            body: () => (body ??= readJsonBody(request)),
          });
        } catch (error) {
          if (error instanceof AppError) response = responseForAppError(inCallersLanguage(ctx.locale, error));
          // A path parameter that is no valid percent-encoding ("%F0%9F") names nothing.
          else if (error instanceof URIError) response = restNotFound();
          else if (error instanceof ValidationError) response = responseForValidationError(error, ctx.locale);
          else if (isDatabaseUnavailable(error)) response = responseForAppError(unavailable());
          else response = internalError(`${route.method} ${route.path}`, error);
        } finally {
          await discardUploads(request);
        }
        for (const line of ctx.cookies.lines) response.headers.append('set-cookie', line);
        return response;
      },
    } as never);
  }
  const methodsOf = methodsByPath(routes);
  for (const method of METHODS) {
    router.route({
      method,
      path: '/api/*',
      handler: (request: Request) => {
        // A known path's other method: 405 naming the ones it has (RFC 9110), not 404.
        const allowed = methodsOf(new URL(request.url).pathname);
        return allowed ? methodNotAllowed(allowed) : restNotFound();
      },
    } as never);
  }
  return router;
}

/**
 * The methods the route table has for a path (HEAD wherever GET is), or null for an unknown path.
 * A path that a route names literally (`/api/users/pending`) is that route's resource, not an id
 * of `/api/users/:id`: the routes with the fewest parameters decide.
 */
function methodsByPath(routes: readonly RestRoute[]): (pathname: string) => string[] | null {
  const patterns = routes.map((route) => ({
    method: route.method,
    params: (route.path.match(/:\w+/g) ?? []).length,
    pattern: new RegExp(`^${route.path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+')}$`),
  }));
  return (pathname) => {
    const matching = patterns.filter(({ pattern }) => pattern.test(pathname));
    if (matching.length === 0) return null;
    const fewest = Math.min(...matching.map(({ params }) => params));
    const methods = new Set<string>(matching.filter(({ params }) => params === fewest).map(({ method }) => method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}

const METHOD_NOT_ALLOWED_MESSAGE = 'Method not allowed';

const methodNotAllowed = (allowed: readonly string[]) => {
  const response = responseForAppError(new AppError('METHOD_NOT_ALLOWED', METHOD_NOT_ALLOWED_MESSAGE));
  response.headers.set('allow', allowed.join(', '));
  return response;
};

/** The answer to every /api call no route takes, whatever its method. */
export const restNotFound = () => responseForAppError(notFound());

/**
 * An admin route answers 401 or 403 to anyone else before it looks anything up: a
 * role that may never call it is told so whatever the id, not 404 for an id it cannot see.
 */
function refuseNonAdmins(path: string, ctx: Context): void {
  if (!path.startsWith('/api/admin/')) return;
  if (!ctx.viewer) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
  if (ctx.viewer.role !== 'admin' || !hasAccess(ctx.viewer)) throw new AppError('FORBIDDEN', 'Not allowed');
}

/**
 * Multipart bodies (uploads) are read only for someone with access at all, as GraphQL reads
 * them only for a live session: strangers don't get to send 60 MB, nor learn the form's rules.
 */
function refuseUploadsFromStrangers(request: Request, ctx: Context): void {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) return;
  if (!ctx.viewer) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
  if (!hasAccess(ctx.viewer)) throw new AppError('FORBIDDEN', 'Not allowed');
}

async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  // Counted as it streams: an oversized body is refused (413) before it is held whole.
  const text = await readTextWithin(request);
  if (!text.trim()) return {};
  try {
    const value = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new AppError('BAD_REQUEST', 'Request body must be a JSON object');
}

/** A refusal of the input, field by field: 400 `{error, code: 'VALIDATION_ERROR', issues}`. */
const responseForValidationError = (error: ValidationError, locale: Locale) =>
  responseForAppError(inCallersLanguage(locale, new AppError('VALIDATION_ERROR', error.message)), {
    issues: error.issues.map((issue) => ({ ...issue, message: translateServerMessage(locale, issue.message) })),
  });

export const UNKNOWN_FIELD_MESSAGE = 'Unknown field';

/**
 * Picks the named keys that are present, so absent fields stay absent. A key the contract does
 * not name is refused with its name (400), so no data is dropped silently; `ignored` names keys
 * the contract lists that the server does not use (they pass and are dropped).
 */
export function pick(
  body: Record<string, unknown>,
  keys: readonly string[],
  ignored: readonly string[] = [],
): Record<string, unknown> {
  const unknown = Object.keys(body).filter((key) => !keys.includes(key) && !ignored.includes(key));
  if (unknown.length > 0) {
    // Names only, at most ten, each cut short by ValidationError: an error never echoes much input.
    throw new ValidationError(unknown.slice(0, 10).map((key) => ({ field: key, message: UNKNOWN_FIELD_MESSAGE })));
  }
  return Object.fromEntries(keys.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]));
}

/**
 * A REST number as a GraphQL Int: numbers and digit text (multipart forms) pass, anything else
 * goes as null, for the operation's rule to name.
 */
export function wholeNumberOrNull(value: unknown): number | null {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
}
