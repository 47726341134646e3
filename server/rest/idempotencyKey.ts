// The Idempotency-Key header of the writes a phone may send again (docs/api.md, "Retries"): read
// and checked here, before the body; the GraphQL operation gets it as its input's clientRequestId.
import { AppError } from '../../domain/errors';
import { IDEMPOTENCY_MESSAGES, isIdempotencyKey } from '../../domain/idempotency';
import type { QueryParameter } from './router';

export const IDEMPOTENCY_HEADER: QueryParameter = {
  name: 'Idempotency-Key',
  description:
    'A key the client made for this write (1-128 visible ASCII characters). Sent again with the same fields and files (however the body is framed), the call answers its first result instead of writing twice; with other fields or files, 409. Kept 7 days, per person.',
  schema: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[!-~]+$' },
};

/** The call's key as its GraphQL input's field (none without the header); a malformed one is a 400 naming the header. */
export function idempotencyInput(request: Request): { clientRequestId?: string } {
  const key = request.headers.get('idempotency-key');
  if (key === null) return {};
  if (!isIdempotencyKey(key)) throw new AppError('BAD_REQUEST', IDEMPOTENCY_MESSAGES.keyInvalid, 'Idempotency-Key');
  return { clientRequestId: key };
}
