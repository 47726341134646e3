// In-app notifications: written in the caller's transaction, published after it commits.
import { and, eq, ne } from 'drizzle-orm';
import { notFound } from '../domain/errors';
import { en } from '../domain/i18n/en';
import type { Executor } from '../db/client';
import { notifications, users } from '../db/schema';
import { type Notice, notice, noticeInEnglish } from '../domain/i18n/notice';
import { formatReferenceNumber } from '../domain/referenceNumber';
import type { PubSub } from './pubsub';
import { isActivePerson } from './people';

export type CreatedNotification = { id: number; userId: number };

/** What a notification is about, so that opening it leads there. */
export type NotificationSubject = { pickupRequestId?: number; aboutUserId?: number };

/** Writes one notification per active admin (but `exceptUserId`, who did it) in the caller's transaction. */
export async function notifyAdmins(
  db: Executor,
  message: Notice,
  kind: string,
  about: NotificationSubject = {},
  exceptUserId?: number,
): Promise<CreatedNotification[]> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.role, 'admin'), isActivePerson, exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)),
    );
  if (admins.length === 0) return [];
  return db
    .insert(notifications)
    .values(admins.map((admin) => ({ userId: admin.id, ...stored(message), kind, ...about })))
    .returning({ id: notifications.id, userId: notifications.userId });
}

/** Admins hear of every request sent for pickup (the one who sent it aside): it awaits a date. */
export function notifySentForPickup(db: Executor, requestId: number, actorId: number): Promise<CreatedNotification[]> {
  const message = notice('sentForPickup', { reference: formatReferenceNumber(requestId) });
  return notifyAdmins(db, message, 'submitted', { pickupRequestId: requestId }, actorId);
}

/** A notification's words as stored: its English, and its key and values for other readers. */
const stored = (message: Notice | string) =>
  typeof message === 'string'
    ? { message }
    : { message: noticeInEnglish(message), messageKey: message.key, messageValues: message.values };

/** Writes one notification per user; `message` is a notice of the catalogue, or fixed words (English only). */
export async function notifyUsers(
  db: Executor,
  userIds: number[],
  message: Notice | string,
  kind: string,
  pickupRequestId?: number,
): Promise<CreatedNotification[]> {
  if (userIds.length === 0) return [];
  return db
    .insert(notifications)
    .values([...new Set(userIds)].map((userId) => ({ userId, ...stored(message), kind, pickupRequestId })))
    .returning({ id: notifications.id, userId: notifications.userId });
}

/** Tells subscribers after the transaction that created the notifications has committed. */
export function publishNotifications(ctx: { pubsub: PubSub }, created: CreatedNotification[]): void {
  for (const n of created) ctx.pubsub.publish('notification:changed', n.userId, { notificationId: n.id });
}

/** Marks one of the reader's notifications read; 404 for anybody else's. */
export async function markNotificationRead(
  ctx: { db: Executor; pubsub: PubSub },
  userId: number,
  notificationId: number,
): Promise<void> {
  const [updated] = await ctx.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!updated) throw notFound(en.errors.notifications.notFound);
  ctx.pubsub.publish('notification:changed', userId, { notificationId });
}

/** Marks every unread notification of the reader read; answers the ids it marked. */
export async function markAllNotificationsRead(
  ctx: { db: Executor; pubsub: PubSub },
  userId: number,
): Promise<number[]> {
  const marked = await ctx.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  // One event is enough: every listener refetches the reader's notifications on it.
  if (marked.length) ctx.pubsub.publish('notification:changed', userId, { notificationId: marked[0].id });
  return marked.map((row) => row.id);
}
