// Applies the transition table (domain/transitions.ts) to stored requests: one row lock per
// request so concurrent actions serialise (the later one sees the new state and is refused
// 409), one status_changed audit event per transition, notifications to the returner's
// company, and the live events after commit. GraphQL, REST and bulk actions all come here.
import { en } from '../domain/i18n/en';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { auditEvents, pickupRequests, transportCompanyContacts, users } from '../db/schema';
import { clientTime } from '../domain/clientTime';
import { AppError, notFound, ValidationError } from '../domain/errors';
import { ACCESS_MESSAGES, canReadPickupRequest, type PickupViewer } from '../domain/pickupAccess';
import { formatReferenceNumber } from '../domain/referenceNumber';
import type { PickupStatus } from '../domain/statuses';
import {
  isRefusal,
  type PickupAction,
  planTransition,
  type ScheduleArgs,
  scheduleDateIssue,
  type TransitionArgs,
  type TransitionPlan,
} from '../domain/transitions';
import type { AppServices } from './appServices';
import { type CreatedNotification, notifySentForPickup, notifyUsers, publishNotifications } from './notifications';
import { publishPickupRequestChanges } from './pickupEvents';
import { isActivePerson } from './people';
import { EVENT_OF_ACTION } from '../domain/webhooks';
import { enqueuePickupRequestEvent } from './webhooks/events';
import { type CollectionInput, recordCollection, removeCollection } from './buyback/collections';
import type { ClaimKey } from './idempotency';
import { rebookStints, unbookStints } from './trackedDrums/stints';
import { removeStoredFiles } from './uploads/images';

const SCHEDULE_MESSAGES = en.errors.schedule;

type PickupRow = typeof pickupRequests.$inferSelect;

export type TransitionRequest = {
  action: PickupAction;
  schedule?: Partial<ScheduleArgs> & { scheduledPickupDate?: Date };
  targetStatus?: PickupStatus;
  /** markCollected: the collector's counts and name; omitted, everything as declared. */
  collection?: CollectionInput;
  /** A retried write's key, taken in the transition's own transaction (services/idempotency.ts). */
  claim?: ClaimKey;
};

export type TransitionDone = {
  request: PickupRow;
  before: PickupRow;
  notifications: CreatedNotification[];
  /** Stored files the transition let go of (a rolled-back collection's photos): removed after commit. */
  releasedFiles?: { storageKey: string; thumbnailKey: string }[];
};

/**
 * One action on one request inside the caller's transaction: locks the row, checks visibility
 * (404), the table (403 / 409) and the schedule's company and contact (400), writes the change,
 * its audit event and notifications. Throws AppError or ValidationError; writes nothing then.
 */
export async function transitionInTransaction(
  tx: Executor,
  viewer: PickupViewer,
  requestId: number,
  wanted: TransitionRequest,
  now = new Date(),
): Promise<TransitionDone> {
  const [before] = await tx.select().from(pickupRequests).where(eq(pickupRequests.id, requestId)).for('update');
  if (!before || !canReadPickupRequest(viewer, before)) throw notFound(ACCESS_MESSAGES.notFound);
  const args: TransitionArgs = { targetStatus: wanted.targetStatus };
  if (wanted.action === 'schedule') args.schedule = await checkedSchedule(tx, viewer, wanted.schedule ?? {}, now);
  const plan = planTransition(before, wanted.action, viewer.role, args, now);
  if (isRefusal(plan)) throw new AppError(plan.code, plan.message);
  // A collection recorded without coverage keeps the time it was recorded, never before the request was sent.
  if (plan.changes.collectedAt) {
    const recorded = clientTime(
      wanted.collection?.collectedAt,
      now,
      'collectedAt',
      before.confirmedAt ?? before.createdAt,
    );
    if ('issue' in recorded) throw new ValidationError([recorded.issue]);
    plan.changes.collectedAt = recorded.at;
  }
  const done = await writeTransition(
    tx,
    viewer,
    before,
    wanted.action,
    plan,
    now,
    () => returnerRecipients(tx, before),
    {
      collection: wanted.collection,
    },
  );
  await wanted.claim?.(tx, { pickupRequestId: requestId });
  return done;
}

/**
 * Writes one planned transition: the row, its status_changed event and, when the plan says so,
 * the returner company's notifications (`recipients` loads them, or a batch hands them in).
 */
export async function writeTransition(
  tx: Executor,
  viewer: PickupViewer,
  before: PickupRow,
  action: PickupAction,
  plan: TransitionPlan,
  now: Date,
  recipients: () => Promise<number[]> | number[],
  extra: { collection?: CollectionInput } = {},
): Promise<TransitionDone> {
  const requestId = before.id;
  const wanted = { action };
  const [request] = await tx
    .update(pickupRequests)
    .set({ ...plan.changes, updatedAt: now })
    .where(eq(pickupRequests.id, requestId))
    .returning();
  await tx.insert(auditEvents).values({
    pickupRequestId: requestId,
    eventType: 'status_changed',
    userId: viewer.id,
    createdAt: now,
    eventDetails: {
      action: wanted.action,
      from: before.status,
      to: request.status,
      ...(wanted.action === 'schedule' ? { scheduledPickupDate: request.scheduledPickupDate?.toISOString() } : {}),
    },
  });
  // Buyback settlement: the proof of collection and its credit, or their rollback.
  const collected =
    action === 'markCollected' ? await recordCollection(tx, viewer, request, extra.collection ?? {}, now) : null;
  const releasedFiles =
    action === 'rollback' && before.status === 'collected' ? await removeCollection(tx, requestId, now) : [];
  // Tracked drums booked on a cancelled request go back on their sites' account, and come back with it.
  if (action === 'cancel') await unbookStints(tx, requestId);
  if (action === 'rollback' && before.status === 'cancelled') await rebookStints(tx, requestId);
  const event = EVENT_OF_ACTION[action];
  if (event) await enqueuePickupRequestEvent(tx, event, request, before, collected ?? undefined);
  const notifications = plan.notice
    ? await notifyUsers(
        tx,
        await recipients(),
        plan.notice.notice(formatReferenceNumber(request.id)),
        plan.notice.kind,
        request.id,
      )
    : [];
  if (action === 'submit') notifications.push(...(await notifySentForPickup(tx, request.id, viewer.id)));
  return { request, before, notifications, releasedFiles };
}

/** One action in its own transaction, published after commit. */
export async function applyTransition(
  services: Pick<AppServices, 'db' | 'pubsub' | 'config' | 'outbox' | 'storage'>,
  viewer: PickupViewer,
  requestId: number,
  wanted: TransitionRequest,
): Promise<PickupRow> {
  let done: TransitionDone;
  try {
    done = await services.db.transaction((tx) => transitionInTransaction(tx, viewer, requestId, wanted));
  } catch (error) {
    // Photos stored for a collection that was refused are not kept.
    await removeStoredFiles(services.storage, wanted.collection?.photos ?? []);
    throw error;
  }
  await removeStoredFiles(services.storage, done.releasedFiles ?? []);
  await publishTransitions(services, [done]);
  return done.request;
}

/** Live events and notifications for committed transitions; a company that lost a request hears too. */
export async function publishTransitions(
  services: Pick<AppServices, 'db' | 'pubsub' | 'config' | 'outbox'>,
  done: readonly TransitionDone[],
): Promise<void> {
  for (const { notifications } of done) publishNotifications(services, notifications);
  await publishPickupRequestChanges(
    services,
    done.map(({ request }) => request),
  );
  for (const { request, before } of done) {
    const previous = before.assignedTransportCompanyId;
    if (previous !== null && previous !== request.assignedTransportCompanyId)
      services.pubsub.publish('pickupRequest:changed', `transport:${previous}`, {
        pickupRequestId: request.id,
        deleted: false,
      });
  }
}

/**
 * The schedule as stored: a date not in the past; a transporter schedules for its own company
 * (the default); a contact person belongs to the chosen company.
 */
export async function checkedSchedule(
  tx: Executor,
  viewer: PickupViewer,
  given: Partial<ScheduleArgs>,
  now: Date,
): Promise<ScheduleArgs> {
  const date = given.scheduledPickupDate;
  const dateIssue = date ? scheduleDateIssue(date, now) : SCHEDULE_MESSAGES.dateRequired;
  if (dateIssue) throw new ValidationError([{ field: 'scheduledPickupDate', message: dateIssue }]);
  let companyId = given.assignedTransportCompanyId ?? null;
  if (viewer.role === 'transporter') {
    if (companyId !== null && companyId !== viewer.transportCompanyId)
      throw new AppError('FORBIDDEN', SCHEDULE_MESSAGES.onlyOwnCompany);
    companyId = viewer.transportCompanyId;
  }
  const contactId = given.assignedContactPersonId ?? null;
  if (companyId !== null) {
    const company = await tx.query.transportCompanies.findFirst({ where: { id: companyId }, columns: { id: true } });
    if (!company)
      throw new AppError('NOT_FOUND', SCHEDULE_MESSAGES.transportCompanyNotFound, 'assignedTransportCompanyId');
  }
  if (contactId !== null) {
    if (companyId === null)
      throw new ValidationError([
        { field: 'assignedContactPersonId', message: SCHEDULE_MESSAGES.contactWithoutCompany },
      ]);
    const [contact] = await tx
      .select({ companyId: transportCompanyContacts.transportCompanyId })
      .from(transportCompanyContacts)
      .where(eq(transportCompanyContacts.id, contactId));
    if (!contact) throw new AppError('NOT_FOUND', SCHEDULE_MESSAGES.contactNotFound, 'assignedContactPersonId');
    if (contact.companyId !== companyId)
      throw new ValidationError([
        { field: 'assignedContactPersonId', message: SCHEDULE_MESSAGES.contactOfOtherCompany },
      ]);
  }
  return { scheduledPickupDate: date!, assignedTransportCompanyId: companyId, assignedContactPersonId: contactId };
}

/** The returner's side hears of its pickup: the company's active users, or the user without one. */
async function returnerRecipients(
  tx: Executor,
  request: Pick<PickupRow, 'returnerCompanyId' | 'userId'>,
): Promise<number[]> {
  if (request.returnerCompanyId === null) return request.userId === null ? [] : [request.userId];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.returnerCompanyId, request.returnerCompanyId), isActivePerson));
  return rows.map((row) => row.id);
}
