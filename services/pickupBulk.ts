// Bulk actions for admins: several requests scheduled, confirmed, aborted, cancelled
// or deleted in one call. Every item goes through the same rules as one at a time (the
// transition table, deleteRefusal); the batch is all-or-nothing unless the caller asks for best
// effort. Reads are batched: one locked read of every row, one of the recipients, one of the
// files to delete; what grows with the batch is each item's own writes.
import { en } from '../domain/i18n/en';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { messageAttachments, messages, pickupRequestImages, pickupRequests, users } from '../db/schema';
import { AppError, type Refusal } from '../domain/errors';
import { ACCESS_MESSAGES, canReadPickupRequest, deleteRefusal, type PickupViewer } from '../domain/pickupAccess';
import type { PickupStatus } from '../domain/statuses';
import {
  isRefusal,
  type PickupAction,
  planTransition,
  type ScheduleArgs,
  type TransitionPlan,
} from '../domain/transitions';
import type { AppServices } from './appServices';
import { publishPickupRequestChanges } from './pickupEvents';
import { checkedSchedule, publishTransitions, type TransitionDone, writeTransition } from './pickupTransitions';
import { removeStoredFiles } from './uploads/images';
import { isActivePerson } from './people';

export const BULK_ACTIONS = ['schedule', 'confirm', 'abort', 'cancel', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const MAX_BULK_ITEMS = 100;

export const BULK_MESSAGES = en.errors.bulk;

export type BulkItemResult = {
  id: number;
  ok: boolean;
  status: PickupStatus | null;
  error: { code: string; message: string } | null;
};

export type BulkOutcome = { results: BulkItemResult[]; changedCount: number; applied: boolean };

type Row = typeof pickupRequests.$inferSelect;
type Planned = { row: Row; plan: TransitionPlan | 'delete' };

export async function runBulkPickupAction(
  services: Pick<AppServices, 'db' | 'pubsub' | 'storage' | 'config' | 'outbox'>,
  viewer: PickupViewer,
  request: { action: BulkAction; ids: readonly number[]; schedule?: Partial<ScheduleArgs>; bestEffort: boolean },
): Promise<BulkOutcome> {
  const ids = [...new Set(request.ids)];
  if (ids.length === 0) throw new AppError('VALIDATION_ERROR', BULK_MESSAGES.none, 'ids');
  if (ids.length > MAX_BULK_ITEMS) throw new AppError('VALIDATION_ERROR', BULK_MESSAGES.tooMany, 'ids');
  const now = new Date();
  let files: { storageKey: string; thumbnailKey: string }[] = [];
  const deleted: Row[] = [];
  const outcome = await services.db.transaction(async (tx) => {
    const rows = new Map(
      (
        await tx
          .select()
          .from(pickupRequests)
          .where(inArray(pickupRequests.id, ids))
          .orderBy(pickupRequests.id)
          .for('update')
      ).map((row) => [row.id, row]),
    );
    const schedule =
      request.action === 'schedule' ? await checkedSchedule(tx, viewer, request.schedule ?? {}, now) : undefined;
    const results = new Map<number, BulkItemResult>();
    const planned: Planned[] = [];
    for (const id of ids) {
      const row = rows.get(id);
      const refusal = refusalFor(viewer, row, request.action, schedule, now);
      if (refusal || !row) {
        const error = refusal ?? { code: 'NOT_FOUND', message: ACCESS_MESSAGES.notFound };
        results.set(id, { id, ok: false, status: row && canReadPickupRequest(viewer, row) ? row.status : null, error });
        continue;
      }
      const plan =
        request.action === 'delete'
          ? 'delete'
          : (planTransition(row, request.action, viewer.role, { schedule }, now) as TransitionPlan);
      planned.push({ row, plan });
    }
    const refused = results.size > 0;
    if (refused && !request.bestEffort) {
      for (const { row } of planned)
        results.set(row.id, {
          id: row.id,
          ok: false,
          status: row.status,
          error: { code: 'NOT_APPLIED', message: BULK_MESSAGES.notApplied },
        });
      return {
        results: ids.map((id) => results.get(id)!),
        changedCount: 0,
        applied: false,
        done: [] as TransitionDone[],
      };
    }
    const recipients = await recipientsByCompany(
      tx,
      planned.map(({ row }) => row),
    );
    // Read before the rows go: deleting a request cascades to its image and attachment rows.
    files = await storedFilesOf(
      tx,
      planned.filter(({ plan }) => plan === 'delete').map(({ row }) => row.id),
    );
    const done: TransitionDone[] = [];
    for (const { row, plan } of planned) {
      if (plan === 'delete') {
        await tx.delete(pickupRequests).where(eq(pickupRequests.id, row.id));
        deleted.push(row);
        results.set(row.id, { id: row.id, ok: true, status: null, error: null });
        continue;
      }
      const written = await writeTransition(tx, viewer, row, request.action as PickupAction, plan, now, () =>
        recipients(row),
      );
      done.push(written);
      results.set(row.id, { id: row.id, ok: true, status: written.request.status, error: null });
    }
    return { results: ids.map((id) => results.get(id)!), changedCount: planned.length, applied: true, done };
  });
  // After commit: files of deleted requests, then the live events.
  await removeStoredFiles(services.storage, files);
  await publishTransitions(services, outcome.done);
  await publishPickupRequestChanges(services, deleted, true);
  return { results: outcome.results, changedCount: outcome.changedCount, applied: outcome.applied };
}

/** Why one item cannot be done, as one at a time would answer (404 / 403 / 409), or null. */
function refusalFor(
  viewer: PickupViewer,
  row: Row | undefined,
  action: BulkAction,
  schedule: ScheduleArgs | undefined,
  now: Date,
): Refusal | null {
  if (!row || !canReadPickupRequest(viewer, row)) return { code: 'NOT_FOUND', message: ACCESS_MESSAGES.notFound };
  if (action === 'delete') return deleteRefusal(viewer, row);
  const plan = planTransition(row, action, viewer.role, { schedule }, now);
  return isRefusal(plan) ? plan : null;
}

/** The returner side of every request in one read: each company's active users. */
async function recipientsByCompany(tx: Executor, rows: readonly Row[]) {
  const companyIds = [...new Set(rows.map((row) => row.returnerCompanyId).filter((id): id is number => id !== null))];
  const members = companyIds.length
    ? await tx
        .select({ id: users.id, companyId: users.returnerCompanyId })
        .from(users)
        .where(and(inArray(users.returnerCompanyId, companyIds), isActivePerson))
    : [];
  return (row: Row): number[] =>
    row.returnerCompanyId === null
      ? row.userId === null
        ? []
        : [row.userId]
      : members.filter((member) => member.companyId === row.returnerCompanyId).map((member) => member.id);
}

/** The stored files of requests about to be deleted: their images and message attachments. */
async function storedFilesOf(tx: Executor, requestIds: readonly number[]) {
  if (requestIds.length === 0) return [];
  const ids = [...requestIds];
  const images = await tx
    .select({ storageKey: pickupRequestImages.storageKey, thumbnailKey: pickupRequestImages.thumbnailKey })
    .from(pickupRequestImages)
    .where(inArray(pickupRequestImages.pickupRequestId, ids));
  const attachments = await tx
    .select({ storageKey: messageAttachments.storageKey, thumbnailKey: messageAttachments.thumbnailKey })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(inArray(messages.pickupRequestId, ids));
  return [...images, ...attachments];
}
