// Every GraphQL error carries a code, and a client that accepts only application/json hears 200
// for any well-formed request, its errors in the body (GraphQL over HTTP). Errors made
// outside showAppErrors (graphql-js and the executor's variable errors, the limits, the trusted
// documents) come here without a code, or with a status meant for graphql-response+json.
import type { Plugin } from 'graphql-yoga';

type Http = { status?: number; spec?: boolean; headers?: Record<string, string> };
type Coded = { extensions?: Record<string, unknown>; path?: unknown };

const CODE_OF_STATUS: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

function settle(error: Coded): void {
  const extensions = error.extensions;
  if (!extensions || extensions.code !== undefined) return;
  const http = extensions.http as Http | undefined;
  const status = http?.status;
  if (status === undefined) {
    // No status: a field's failure (masked) or a request error graphql-js made (no path).
    extensions.code = error.path ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT';
    return;
  }
  extensions.code = CODE_OF_STATUS[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
  // The executor's refusal of the variables or the operation (400): a GraphQL request error,
  // which an application/json client hears with 200. Refusals of the HTTP request itself (CSRF,
  // media types, sizes) keep their status.
  if (status === 400 && !error.path) extensions.http = { ...http, spec: true };
}

export function useErrorCodes(): Plugin {
  return {
    onResultProcess({ result }) {
      for (const one of Array.isArray(result) ? result : [result]) {
        const errors = (one as { errors?: readonly Coded[] } | null)?.errors;
        if (Array.isArray(errors)) errors.forEach(settle);
      }
    },
  };
}
