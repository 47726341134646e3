import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { SESSION_DAYS } from './cookies';
import { hashToken, newToken } from './tokens';

export type UserRow = typeof users.$inferSelect;

/** Opens a session and returns the cookie token (only its hash is stored). */
export async function createSession(db: Executor, userId: number): Promise<{ token: string; id: number }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt })
    .returning({ id: sessions.id });
  return { token, id: row.id };
}

/**
 * The session look-up every signed-in request makes, its SQL built once per database handle
 * rather than once per request (the builder's work was some 2% of a list request's CPU).
 */
const sessionLookup = (db: Executor) =>
  db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('find_session');
const sessionLookups = new WeakMap<Executor, ReturnType<typeof sessionLookup>>();

/** The live session and its active user for a cookie token, or null. */
export async function findSession(db: Executor, token: string): Promise<{ sessionId: number; user: UserRow } | null> {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = sessionLookup(db)));
  const [row] = await lookup.execute({ tokenHash: hashToken(token), now: new Date().toISOString() });
  if (!row || !row.user.active) return null;
  return row;
}

/** Ends a session; the user it spoke for, or null when it was gone already. */
export async function deleteSession(db: Executor, sessionId: number): Promise<number | null> {
  const [gone] = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ userId: sessions.userId });
  return gone?.userId ?? null;
}

/** Ends every session of a user, except `keepSessionId` when given. */
export async function deleteUserSessions(db: Executor, userId: number, keepSessionId?: number): Promise<void> {
  const condition =
    keepSessionId === undefined
      ? eq(sessions.userId, userId)
      : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId));
  await db.delete(sessions).where(condition);
}

export async function deleteExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/**
 * The users the given sessions speak for now (active or not); a session gone or expired is
 * absent. Subscriptions read this before each event, all the sessions one event reaches at once,
 * and compare each with the viewer they were opened by.
 */
export async function currentSessionUsers(db: Executor, sessionIds: readonly number[]): Promise<Map<number, UserRow>> {
  const rows = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, [...sessionIds]), gt(sessions.expiresAt, new Date())));
  return new Map(rows.map((row) => [row.sessionId, row.user]));
}

/**
 * Whether the user a session speaks for now still has the rights `viewer` had when it was read:
 * same user, active, with unchanged role, approval and companies.
 */
export function stillGrants(current: UserRow | null, viewer: UserRow): boolean {
  return (
    current !== null &&
    current.id === viewer.id &&
    current.active &&
    current.role === viewer.role &&
    current.approved === viewer.approved &&
    current.returnerCompanyId === viewer.returnerCompanyId &&
    current.transportCompanyId === viewer.transportCompanyId
  );
}
