/** A GraphQL error the server answered (with its extensions.code), or a network fault. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export const NETWORK_ERROR = 'NETWORK_ERROR';

export function errorCode(error: unknown): string | undefined {
  return error instanceof RequestError ? error.code : undefined;
}

/** docs/specification.md section 8: the server's error text, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof RequestError && error.code !== NETWORK_ERROR && error.message) return error.message;
  return fallback;
}

export const isNetworkError = (error: unknown) => errorCode(error) === NETWORK_ERROR;
