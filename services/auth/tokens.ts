import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random token with 256 bits of entropy. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a copy of the database opens no account. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
