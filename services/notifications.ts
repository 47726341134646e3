// In-app notifications: written in the caller's transaction, published after it commits.
import { eq, and } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { notifications, users } from '../db/schema';
import type { PubSub } from './pubsub';
import { isActivePerson } from './people';

export type CreatedNotification = { id: number; userId: number };

/** Writes one notification per active admin in the caller's transaction. */
export async function notifyAdmins(db: Executor, message: string, kind: string): Promise<CreatedNotification[]> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isActivePerson));
  if (admins.length === 0) return [];
  return db
    .insert(notifications)
    .values(admins.map((admin) => ({ userId: admin.id, message, kind })))
    .returning({ id: notifications.id, userId: notifications.userId });
}

export async function notifyUsers(
  db: Executor,
  userIds: number[],
  message: string,
  kind: string,
  pickupRequestId?: number,
): Promise<CreatedNotification[]> {
  if (userIds.length === 0) return [];
  return db
    .insert(notifications)
    .values([...new Set(userIds)].map((userId) => ({ userId, message, kind, pickupRequestId })))
    .returning({ id: notifications.id, userId: notifications.userId });
}

/** Tells subscribers after the transaction that created the notifications has committed. */
export function publishNotifications(ctx: { pubsub: PubSub }, created: CreatedNotification[]): void {
  for (const n of created) ctx.pubsub.publish('notification:changed', n.userId, { notificationId: n.id });
}
