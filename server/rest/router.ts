import { createRouter } from 'fets';
import { type Context, createContext } from '../context';
import { isAllowedOrigin } from '../origin';
import type { AppServices } from '../../services/appServices';
import { errorResponse } from './operation';

export type RestCall = {
  request: Request;
  params: Record<string, string>;
  ctx: Context;
  /** The JSON body as an object ({} when empty). */
  body: () => Promise<Record<string, unknown>>;
};

export type RestRoute = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  handler: (call: RestCall) => Promise<Response>;
};

const UNSAFE = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** Thrown by a handler to answer at once with a status and `{error, code}`. */
export class RestRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** A path id must be a positive whole number; anything else names no object: 404. */
export function numericId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id <= 0)
    throw new RestRefusal(404, 'Not found', 'NOT_FOUND');
  return id;
}

/** The documented /api calls of spec.md section 7 on one fets router. */
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
        if (
          UNSAFE.has(route.method) &&
          !isAllowedOrigin(request.headers.get('origin'), request.headers.get('host'), services.config.appUrl)
        ) {
          return errorResponse(403, 'Cross-site request refused', { code: 'FORBIDDEN' });
        }
        const ctx = await createContext(services, {
          cookieHeader: request.headers.get('cookie'),
          clientIp: serverContext?.clientIp,
        });
        let response: Response;
        try {
          response = await route.handler({
            request,
            params: request.params ?? {},
            ctx,
            body: () => readJsonBody(request),
          });
        } catch (error) {
          if (error instanceof RestRefusal) response = errorResponse(error.status, error.message, { code: error.code });
          else {
            console.error(`${route.method} ${route.path} failed:`, error);
            response = errorResponse(500, 'Internal server error', { code: 'INTERNAL' });
          }
        }
        for (const line of ctx.cookies.lines) response.headers.append('set-cookie', line);
        return response;
      },
    } as never);
  }
  router.route({
    method: 'GET' as never,
    path: '/api/*',
    handler: () => errorResponse(404, 'Not found', { code: 'NOT_FOUND' }),
  } as never);
  return router;
}

async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    const value = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new RestRefusal(400, 'Request body must be a JSON object', 'BAD_REQUEST');
}

/** Picks the named keys that are present, so absent fields stay absent. */
export function pick(body: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]));
}
