// Retried writes (docs/api.md, "Retries"): a phone that sends a booking, a message or a
// collection again after a lost answer carries the key it made for the first send, and the server
// answers the first result again instead of writing twice. The key's form is checked here; where
// the answers are kept is services/idempotency.ts.
import { en } from './i18n/en';

export const IDEMPOTENCY_MESSAGES = en.errors.idempotency;

/** 1-128 visible ASCII characters (no spaces, no control characters), as the contract says. */
const KEY_FORM = /^[\x21-\x7e]{1,128}$/;

export const isIdempotencyKey = (value: unknown): value is string => typeof value === 'string' && KEY_FORM.test(value);

/** The writes that take a key, by the GraphQL operation that makes them. */
export type KeyedOperation = 'createPickupRequest' | 'sendMessage' | 'markPickupCollected';
