// The first answer of a keyed write (docs/api.md, "Retries"), kept in PostgreSQL so every
// instance knows it. A write sent with a key runs once: the key is stored in the write's own
// transaction (a committed write always has its key, a refused one never), a replay by the same
// person with the same fields and files answers the stored result, and the same key with other
// fields is refused (409). Two sends of one key at once: the second meets the key's primary key
// when it commits, its transaction (and so its write) rolls back, and it answers the first's result.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../domain/errors';
import { IDEMPOTENCY_MESSAGES, type KeyedOperation } from '../domain/idempotency';

/** A keyed call: whose, which key, which write, and the fingerprint of what it sends. */
export type KeyedCall = { userId: number; key: string; operation: KeyedOperation; fingerprint: string };

/** Writes inside the write's transaction that the key is taken, with the result to answer replays. */
export type ClaimKey = (tx: Executor, result: Record<string, unknown>) => Promise<void>;

/** How long a key is kept: a phone's outbox may hold a write for days on a site without coverage. */
const IDEMPOTENCY_KEY_DAYS = 7;

/**
 * A fingerprint of a call's fields and files that does not depend on how the body was framed: the
 * fields as canonical JSON (keys sorted), each file by the SHA-256 of its bytes and its type, so a
 * form rebuilt from an outbox (another multipart boundary, the same photos) is the same call.
 */
export async function fingerprintOf(operation: string, fields: unknown): Promise<string> {
  const hash = createHash('sha256');
  hash.update(operation);
  hash.update('\n');
  hash.update(JSON.stringify(await canonical(fields)));
  return hash.digest('hex');
}

async function canonical(value: unknown): Promise<unknown> {
  if (value instanceof Blob) {
    const bytes = Buffer.from(await value.arrayBuffer());
    return { file: createHash('sha256').update(bytes).digest('hex'), type: value.type, size: bytes.length };
  }
  if (Array.isArray(value)) return Promise.all(value.map(canonical));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(await Promise.all(entries.map(async ([key, inner]) => [key, await canonical(inner)])));
  }
  return value ?? null;
}

/** The stored result of this person's key, if the key was used; 409 when it was used for another call. */
async function storedResult(db: Executor, call: KeyedCall): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, result: idempotencyKeys.result })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, call.userId), eq(idempotencyKeys.key, call.key)));
  if (!row) return null;
  if (row.fingerprint !== call.fingerprint) throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.reused);
  return row.result;
}

const isKeyTaken = (error: unknown): boolean => {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || constraint === 'idempotency_keys_pkey');
};

/**
 * Runs `write` once per key: without a key it simply runs. `write` gets the claim to call inside
 * its transaction with its result; `replay` turns a stored result into the call's answer.
 */
export async function once<T>(
  db: Executor,
  call: KeyedCall | null,
  write: (claim: ClaimKey) => Promise<T>,
  replay: (result: Record<string, unknown>) => T | Promise<T>,
): Promise<T> {
  if (!call) return write(async () => {});
  const stored = await storedResult(db, call);
  if (stored) return replay(stored);
  const claim: ClaimKey = async (tx, result) => {
    await tx.insert(idempotencyKeys).values({ ...call, result });
  };
  try {
    return await write(claim);
  } catch (error) {
    if (!isKeyTaken(error)) throw error;
    const first = await storedResult(db, call);
    if (first) return replay(first);
    throw error;
  }
}

/** Keys past their days go (housekeeping). */
export async function forgetOldKeys(db: Executor, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 86_400_000);
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
