// A draft left unsent for a day reminds its owner once, in the app and by mail ("Save
// Pickup Request" left site workers believing the pickup was booked). Each draft is claimed by
// one UPDATE ... RETURNING in the transaction that writes the reminders, so two instances never
// remind twice and a failure reminds nobody (and is retried at the next sweep).
import { notice } from '../domain/i18n/notice';
import { and, eq, inArray, isNull, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pickupRequests, users } from '../db/schema';
import { formatReferenceNumber } from '../domain/referenceNumber';
import { enqueueMail } from './mail/outbox';
import { unsentDraftMail } from './mail/templates';
import { type CreatedNotification, notifyUsers } from './notifications';
import { isActivePerson } from './people';

/** How long a draft waits unsent before its owner is reminded. */
const DRAFT_REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;

export const DRAFT_REMINDER_KIND = 'draft_unsent';

export const draftReminderMessage = (reference: string) => notice('draftUnsent', { reference });

/** Reminds the owners of drafts older than a day, once each; the notifications written. */
export async function remindUnsentDrafts(
  db: Database,
  appUrl: string,
  now = new Date(),
): Promise<CreatedNotification[]> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(pickupRequests)
      .set({ draftRemindedAt: now })
      .where(
        and(
          eq(pickupRequests.status, 'draft'),
          isNull(pickupRequests.draftRemindedAt),
          isNotNull(pickupRequests.userId),
          lt(pickupRequests.createdAt, new Date(now.getTime() - DRAFT_REMINDER_AFTER_MS)),
        ),
      )
      .returning({ id: pickupRequests.id, userId: pickupRequests.userId });
    if (claimed.length === 0) return [];
    const owners = await tx
      .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
      .from(users)
      .where(
        and(
          inArray(
            users.id,
            claimed.map((row) => row.userId!),
          ),
          isActivePerson,
        ),
      );
    const byId = new Map(owners.map((owner) => [owner.id, owner]));
    const created: CreatedNotification[] = [];
    for (const { id, userId } of claimed) {
      const owner = byId.get(userId!);
      if (!owner) continue; // gone or deactivated: nobody to remind
      const reference = formatReferenceNumber(id);
      created.push(...(await notifyUsers(tx, [owner.id], draftReminderMessage(reference), DRAFT_REMINDER_KIND, id)));
      await enqueueMail(tx, owner.email, unsentDraftMail(owner.name, appUrl, reference, id, owner.locale));
    }
    return created;
  });
}
