// The message thread of a pickup request (docs/specification.md sections 2, 3, 5): writing a message with its
// images, read markers and unread counts, and who hears of a new message. GraphQL resolvers
// call these; REST runs the same GraphQL operations.
import type { ClaimKey } from './idempotency';
import { notice } from '../domain/i18n/notice';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import DataLoader from 'dataloader';
import type { Executor } from '../db/client';
import { messageAttachments, messageReads, messages, pickupRequests, transportCompanyZones, users } from '../db/schema';
import { AppError, notFound, ValidationError } from '../domain/errors';
import { ACCESS_MESSAGES, canReadPickupRequest, type PickupViewer, UNOFFERED_STATUSES } from '../domain/pickupAccess';
import { formatReferenceNumber } from '../domain/referenceNumber';
import { acceptsMessages, MESSAGE_MESSAGES, messageShapeIssue, messageTextSchema } from '../domain/validation/message';
import type { AppServices } from './appServices';
import { notifyUsers, publishNotifications } from './notifications';
import { audiencesOf } from './pickupEvents';
import { processImages, removeStoredFiles, storeImages, type UploadedFile } from './uploads/images';
import { chargeImageUploads } from './uploads/uploadRate';
import { isActivePerson } from './people';
import { enqueueMessageEvent } from './webhooks/events';
import { oncePerEvent } from './eventStreams';

type Services = Pick<AppServices, 'db' | 'pubsub' | 'storage' | 'config'>;

export type PostMessageInput = { messageText?: unknown; images: readonly UploadedFile[] };

/**
 * Adds a message to a request the viewer may read and that still takes messages. Every rule is
 * checked before an image is decoded, the images are stored before the rows are written and
 * removed again if the rows cannot be; the other parties are notified in the same transaction.
 */
export async function postMessage(
  services: Services,
  viewer: PickupViewer & { name: string },
  pickupRequestId: number,
  input: PostMessageInput,
  /** A retried send's key, taken in the message's own transaction (services/idempotency.ts). */
  claim?: ClaimKey,
): Promise<number> {
  const text = messageTextSchema.safeParse(input.messageText);
  if (!text.success) throw new ValidationError([{ field: 'messageText', message: text.error.issues[0].message }]);
  const shape = messageShapeIssue(text.data, input.images.length);
  if (shape) throw new ValidationError([shape]);
  const request = await readableRequest(services.db, viewer, pickupRequestId);
  if (!acceptsMessages(request.status)) throw new AppError('CONFLICT', MESSAGE_MESSAGES.closed);

  await chargeImageUploads(services.db, viewer.id, input.images.length, services.config.imageUploadsPerMinute);
  const stored = await storeImages(services.storage, await processImages(input.images), 'messages');
  let written: { messageId: number; notifications: Awaited<ReturnType<typeof notifyUsers>> };
  try {
    written = await services.db.transaction(async (tx) => {
      // Shared lock: a collect or cancel committing meanwhile waits, or is seen here.
      const [locked] = await tx
        .select()
        .from(pickupRequests)
        .where(eq(pickupRequests.id, pickupRequestId))
        .for('share');
      if (!locked || !canReadPickupRequest(viewer, locked)) throw notFound(ACCESS_MESSAGES.notFound);
      if (!acceptsMessages(locked.status)) throw new AppError('CONFLICT', MESSAGE_MESSAGES.closed);
      const [message] = await tx
        .insert(messages)
        .values({ pickupRequestId, userId: viewer.id, messageText: text.data })
        .returning({ id: messages.id, createdAt: messages.createdAt });
      if (stored.length)
        await tx.insert(messageAttachments).values(
          stored.map((image) => ({
            messageId: message.id,
            storageKey: image.storageKey,
            thumbnailKey: image.thumbnailKey,
            filename: image.filename,
            contentType: image.contentType,
          })),
        );
      await claim?.(tx, { messageId: message.id, pickupRequestId });
      // The sender has read the thread up to the message it wrote.
      await markReadUpTo(
        tx,
        viewer.id,
        pickupRequestId,
        sql`(select ${messages.createdAt} from ${messages} where ${messages.id} = ${message.id})`,
      );
      await enqueueMessageEvent(tx, locked, {
        id: message.id,
        text: text.data,
        senderName: viewer.name,
        createdAt: message.createdAt,
        attachmentCount: stored.length,
      });
      const recipients = (await partiesOf(tx, locked)).filter((id) => id !== viewer.id);
      const said = notice('newMessage', { reference: formatReferenceNumber(pickupRequestId), name: viewer.name });
      const notifications = await notifyUsers(tx, recipients, said, 'message', pickupRequestId);
      return { messageId: message.id, notifications };
    });
  } catch (error) {
    await removeStoredFiles(services.storage, stored);
    throw error;
  }
  publishNotifications(services, written.notifications);
  await publishMessageAdded(services, pickupRequestId, written.messageId);
  return written.messageId;
}

/** Marks a readable request's thread read for the viewer, up to its newest message. */
export async function markThreadRead(
  services: Pick<AppServices, 'db' | 'pubsub'>,
  viewer: PickupViewer,
  pickupRequestId: number,
): Promise<void> {
  await readableRequest(services.db, viewer, pickupRequestId);
  // The newest message's time is read in SQL, never through JavaScript: a Date keeps
  // milliseconds, PostgreSQL microseconds, and a marker a few microseconds early leaves it unread.
  await markReadUpTo(
    services.db,
    viewer.id,
    pickupRequestId,
    sql`(select max(${messages.createdAt}) from ${messages} where ${messages.pickupRequestId} = ${pickupRequestId})`,
  );
  services.pubsub.publish('unread:changed', readerTopic(viewer.id), { pickupRequestId });
}

/** The topic on which one user's own reads are announced (to the user's other tabs and devices). */
export const readerTopic = (userId: number) => `reader:${userId}`;

/**
 * Messages a user has not read in a request: those of others written after the user's read
 * marker. The SQL of one request's count, correlated to `requestId` (a column or a value).
 */
export function unreadCountSql(userId: number | SQL, requestId: unknown) {
  return sql<number>`(select count(*)::int from ${messages} m
    left join ${messageReads} r on r.user_id = ${userId} and r.pickup_request_id = m.pickup_request_id
    where m.pickup_request_id = ${requestId}
      and m.user_id is distinct from ${userId}
      and (r.last_read_at is null or m.created_at > r.last_read_at))`;
}

/**
 * The unread count of one user in one request, batched: every count asked for in the same turn
 * of the event loop (the subscribers of one published change, each a different person) is one
 * statement. Never cached: each load reads the database as it is.
 */
export function unreadCountOf(db: Executor, userId: number, requestId: number): Promise<number> {
  let loader = unreadLoaders.get(db);
  if (!loader) unreadLoaders.set(db, (loader = unreadLoader(db)));
  return loader.load(`${userId}:${requestId}`);
}

/** Unread counts read for one published event: a count read for its grouping is the one its answer shows. */
const UNREAD_AT_EVENT = {};

/** `unreadCountOf` once per published event, user and request (the event shared by identity). */
export function unreadCountAt(event: object, db: Executor, userId: number, requestId: number): Promise<number> {
  return oncePerEvent(event, UNREAD_AT_EVENT, `${userId}:${requestId}`, () => unreadCountOf(db, userId, requestId));
}

const unreadLoaders = new WeakMap<Executor, DataLoader<string, number>>();

function unreadLoader(db: Executor) {
  return new DataLoader<string, number>(
    async (keys) => {
      const pairs = keys.map((key) => key.split(':').map(Number));
      // Whole numbers only (from the keys above), so the array literals are safe as text.
      const userIds = `{${pairs.map(([userId]) => userId).join(',')}}`;
      const requestIds = `{${pairs.map(([, requestId]) => requestId).join(',')}}`;
      const { rows } = (await db.execute(sql`
        select v.user_id, v.request_id, ${unreadCountSql(sql`v.user_id`, sql`v.request_id`)} as count
        from unnest(${userIds}::int[], ${requestIds}::int[]) as v(user_id, request_id)`)) as unknown as {
        rows: CountRow[];
      };
      const counts = new Map(rows.map((row) => [`${row.user_id}:${row.request_id}`, Number(row.count)]));
      return keys.map((key) => counts.get(key) ?? 0);
    },
    { cache: false, maxBatchSize: 1_000, batchScheduleFn: (run) => setImmediate(run) },
  );
}

type CountRow = { user_id: number; request_id: number; count: number };

/** The request, when the viewer may read it; otherwise the same "missing" as a missing one. */
async function readableRequest(db: Executor, viewer: PickupViewer, id: number) {
  const request = await db.query.pickupRequests.findFirst({ where: { id } });
  if (!request || !canReadPickupRequest(viewer, request)) throw notFound(ACCESS_MESSAGES.notFound);
  return request;
}

/** Moves the user's marker to `at` (an SQL time), never backwards; nothing while the thread is empty. */
async function markReadUpTo(db: Executor, userId: number, pickupRequestId: number, at: SQL) {
  await db.execute(sql`
    insert into ${messageReads} (user_id, pickup_request_id, last_read_at)
    select ${userId}, ${pickupRequestId}, marker.at from (select ${at} as at) marker where marker.at is not null
    on conflict (user_id, pickup_request_id)
    do update set last_read_at = greatest(${messageReads}.last_read_at, excluded.last_read_at)`);
}

type Party = {
  userId: number | null;
  returnerCompanyId: number | null;
  assignedTransportCompanyId: number | null;
  zoneId: number | null;
  status: string;
};

/**
 * Everyone who reads the thread (docs/decisions.md: a new message notifies the other parties): the
 * returner company's users (or the requester, without a company), the admins, and the users of
 * the assigned transport company, or of the companies serving the zone while none is assigned.
 */
async function partiesOf(tx: Executor, request: Party): Promise<number[]> {
  const offered =
    request.assignedTransportCompanyId === null &&
    request.zoneId !== null &&
    !UNOFFERED_STATUSES.includes(request.status as (typeof UNOFFERED_STATUSES)[number]);
  const transportCompanyIds =
    request.assignedTransportCompanyId !== null
      ? [request.assignedTransportCompanyId]
      : offered
        ? (
            await tx
              .select({ id: transportCompanyZones.transportCompanyId })
              .from(transportCompanyZones)
              .where(eq(transportCompanyZones.zoneId, request.zoneId!))
          ).map((row) => row.id)
        : [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isActivePerson,
        or(
          eq(users.role, 'admin'),
          request.returnerCompanyId !== null
            ? and(eq(users.role, 'returner'), eq(users.returnerCompanyId, request.returnerCompanyId))
            : request.userId !== null
              ? and(eq(users.id, request.userId), isNull(users.returnerCompanyId))
              : sql`false`,
          transportCompanyIds.length
            ? and(eq(users.role, 'transporter'), inArray(users.transportCompanyId, transportCompanyIds))
            : sql`false`,
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** After commit: the thread's watchers get the message, every audience of the request a recount. */
async function publishMessageAdded(
  services: Pick<AppServices, 'db' | 'pubsub'>,
  pickupRequestId: number,
  messageId: number,
) {
  services.pubsub.publish('message:added', pickupRequestId, { pickupRequestId, messageId });
  const request = await services.db.query.pickupRequests.findFirst({
    where: { id: pickupRequestId },
    columns: { userId: true, returnerCompanyId: true, assignedTransportCompanyId: true, zoneId: true },
  });
  if (!request) return;
  const servedBy =
    request.zoneId === null
      ? []
      : (
          await services.db
            .select({ id: transportCompanyZones.transportCompanyId })
            .from(transportCompanyZones)
            .where(eq(transportCompanyZones.zoneId, request.zoneId))
        ).map((row) => row.id);
  for (const audience of audiencesOf(request, servedBy))
    services.pubsub.publish('unread:changed', audience, { pickupRequestId });
}
