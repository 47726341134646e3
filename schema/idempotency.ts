// `clientRequestId` on the writes a phone may send again (docs/api.md, "Retries"): the key is
// checked (400 naming the field), and the call's fingerprint made from the input without it.
import { AppError } from '../domain/errors';
import { IDEMPOTENCY_MESSAGES, isIdempotencyKey, type KeyedOperation } from '../domain/idempotency';
import { fingerprintOf, type KeyedCall } from '../services/idempotency';
import type { InputFields } from './builder';
import type { Context } from './context';

/** The input field every keyed write takes. */
export const clientRequestIdField = (t: InputFields) =>
  t.string({
    required: false,
    description:
      'A key the client made for this write (1-128 visible ASCII characters): sent again with the same fields and files, the write answers its first result instead of running twice; with other fields, 409. Kept 7 days, per person. REST: the Idempotency-Key header.',
  });

/** The keyed call of `input`, or null without a key; a malformed key is refused naming `field`. */
export async function keyedCallOf(
  ctx: Context,
  operation: KeyedOperation,
  input: { clientRequestId?: string | null } & Record<string, unknown>,
  field = 'clientRequestId',
): Promise<KeyedCall | null> {
  const key = input.clientRequestId;
  if (key === undefined || key === null) return null;
  if (!isIdempotencyKey(key))
    throw new AppError(
      'BAD_REQUEST',
      field === 'clientRequestId' ? IDEMPOTENCY_MESSAGES.clientRequestIdInvalid : IDEMPOTENCY_MESSAGES.keyInvalid,
      field,
    );
  const { clientRequestId: _key, ...fields } = input;
  return { userId: ctx.viewer!.id, key, operation, fingerprint: await fingerprintOf(operation, fields) };
}
