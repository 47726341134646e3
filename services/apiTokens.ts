// API tokens: made, listed, revoked and checked on each call. A token acts as its own
// users row (kind 'apiToken') with the role and company it was made for, so every per-object
// rule holds for it unchanged; only the token's SHA-256 is stored.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { apiTokens, returnerCompanies, transportCompanies, users } from '../db/schema';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  type ApiTokenInput,
  type ApiTokenOwner,
  type ApiTokenScope,
  apiTokenListScope,
} from '../domain/apiTokens';
import { AppError } from '../domain/errors';
import type { Role } from '../domain/statuses';
import { hashToken } from './auth/tokens';
import type { UserRow } from './auth/sessions';
import { announceAccessChange } from './pubsub';
import type { AppServices } from './appServices';

export type ApiTokenRow = typeof apiTokens.$inferSelect;
/** A checked bearer token: the identity it acts as and what it may do. */
export type ApiTokenCaller = { tokenId: number; scopes: ApiTokenScope[]; user: UserRow };

const RATE_WINDOW_MS = 60_000;

const ROLE_OF: Record<ApiTokenOwner['kind'], Role> = { returner: 'returner', transport: 'transporter', admin: 'admin' };

/** Makes a token and the identity it acts as; the token itself is returned this once only. */
export async function createApiToken(
  db: Executor,
  createdById: number,
  owner: ApiTokenOwner,
  input: ApiTokenInput,
): Promise<{ token: string; id: number }> {
  const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const returnerCompanyId = owner.kind === 'returner' ? owner.companyId : null;
  const transportCompanyId = owner.kind === 'transport' ? owner.companyId : null;
  return db.transaction(async (tx) => {
    const [identity] = await tx
      .insert(users)
      .values({
        kind: 'apiToken',
        name: `API token: ${input.name}`,
        // Unique, unreachable (.invalid never resolves) and never shown: the users_email_key
        // needs a value. The hash matches no password, so the identity cannot sign in.
        email: `api-token-${randomBytes(12).toString('hex')}@api-tokens.invalid`,
        passwordHash: '!',
        role: ROLE_OF[owner.kind],
        approved: true,
        reviewed: true,
        emailVerifiedAt: new Date(),
        returnerCompanyId,
        transportCompanyId,
      })
      .returning({ id: users.id });
    const [row] = await tx
      .insert(apiTokens)
      .values({
        name: input.name,
        tokenHash: hashToken(token),
        scopes: input.scopes,
        userId: identity.id,
        createdById,
        returnerCompanyId,
        transportCompanyId,
        expiresAt: input.expiresAt,
      })
      .returning({ id: apiTokens.id });
    return { token, id: row.id };
  });
}

export function ownerOfToken(row: Pick<ApiTokenRow, 'returnerCompanyId' | 'transportCompanyId'>): ApiTokenOwner {
  if (row.returnerCompanyId !== null) return { kind: 'returner', companyId: row.returnerCompanyId };
  if (row.transportCompanyId !== null) return { kind: 'transport', companyId: row.transportCompanyId };
  return { kind: 'admin' };
}

/**
 * Ends a token at once: its row goes and its identity is deactivated (kept, since what the
 * token wrote names it as author). Returns false when there was no such token.
 */
export async function revokeApiToken(services: Pick<AppServices, 'db' | 'pubsub'>, id: number): Promise<boolean> {
  const userId = await services.db.transaction(async (tx) => {
    const [gone] = await tx.delete(apiTokens).where(eq(apiTokens.id, id)).returning({ userId: apiTokens.userId });
    if (!gone) return null;
    await tx.update(users).set({ active: false, updatedAt: new Date() }).where(eq(users.id, gone.userId));
    return gone.userId;
  });
  // Its open subscriptions, on every instance, end now.
  if (userId !== null) announceAccessChange(services.pubsub, userId);
  return userId !== null;
}

/** The condition for the tokens `viewer` may see (none when it may see none). */
function visibleApiTokens(viewer: Parameters<typeof apiTokenListScope>[0]): SQL | undefined | false {
  const scope = apiTokenListScope(viewer);
  if (!scope) return false;
  if ('all' in scope) return undefined;
  return 'returnerCompanyId' in scope
    ? eq(apiTokens.returnerCompanyId, scope.returnerCompanyId)
    : eq(apiTokens.transportCompanyId, scope.transportCompanyId);
}

/** The tokens `viewer` may see (or the one with id `only`), newest first, with their company's name. */
export async function listApiTokens(db: Executor, viewer: Parameters<typeof apiTokenListScope>[0], only?: number) {
  const visible = visibleApiTokens(viewer);
  if (visible === false) return [];
  return db
    .select({ token: apiTokens, returnerName: returnerCompanies.name, transportName: transportCompanies.name })
    .from(apiTokens)
    .leftJoin(returnerCompanies, eq(returnerCompanies.id, apiTokens.returnerCompanyId))
    .leftJoin(transportCompanies, eq(transportCompanies.id, apiTokens.transportCompanyId))
    .where(and(visible, only === undefined ? undefined : eq(apiTokens.id, only)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(500);
}

/**
 * Checks a bearer token and counts the call, in one statement: the row's minute window and
 * last use are updated as it is found. Unknown, revoked or expired: null. Over `limit` calls in
 * the current minute: 429 with the seconds left of that minute.
 */
export async function authenticateApiToken(db: Executor, token: string, limit: number): Promise<ApiTokenCaller | null> {
  // Not ours at all (wrong shape): no statement for it.
  if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 200) return null;
  const windowOver = sql`(${apiTokens.windowStartedAt} is null or ${apiTokens.windowStartedAt} <= now() - interval '1 minute')`;
  const [found] = await db
    .update(apiTokens)
    .set({
      windowStartedAt: sql`case when ${windowOver} then now() else ${apiTokens.windowStartedAt} end`,
      windowCount: sql`case when ${windowOver} then 1 else ${apiTokens.windowCount} + 1 end`,
      lastUsedAt: sql`now()`,
    })
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), gt(apiTokens.expiresAt, sql`now()`)))
    .returning({
      id: apiTokens.id,
      userId: apiTokens.userId,
      scopes: apiTokens.scopes,
      windowStartedAt: apiTokens.windowStartedAt,
      windowCount: apiTokens.windowCount,
    });
  if (!found) return null;
  if (found.windowCount > limit) {
    const left = RATE_WINDOW_MS - (Date.now() - (found.windowStartedAt?.getTime() ?? Date.now()));
    throw new AppError(
      'TOO_MANY_REQUESTS',
      API_TOKEN_MESSAGES.tooMany,
      undefined,
      Math.min(60, Math.max(1, Math.ceil(left / 1000))),
    );
  }
  const [user] = await db.select().from(users).where(eq(users.id, found.userId)).limit(1);
  if (!user?.active) return null;
  return { tokenId: found.id, scopes: found.scopes, user };
}

/** Whether a bearer token is live, without counting a call (checked before an upload is read). */
export async function apiTokenIsLive(db: Executor, token: string): Promise<boolean> {
  if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 200) return false;
  const [row] = await db
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), gt(apiTokens.expiresAt, sql`now()`)))
    .limit(1);
  return !!row;
}

/** The identities the given tokens act as now; a revoked or expired token is absent (subscriptions re-check it). */
export async function currentApiTokenUsers(db: Executor, tokenIds: readonly number[]): Promise<Map<number, UserRow>> {
  const rows = await db
    .select({ tokenId: apiTokens.id, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(inArray(apiTokens.id, [...tokenIds]), gt(apiTokens.expiresAt, sql`now()`)));
  return new Map(rows.map((row) => [row.tokenId, row.user]));
}
