// New Users approved or rejected several at once: each item is checked first (it must
// be a pending registration); all-or-nothing unless best effort; then each goes through the one
// write path for accounts (services/users.ts), with its mail and notification.
import { and, inArray } from 'drizzle-orm';
import { users } from '../db/schema';
import { AppError } from '../domain/errors';
import { selfChangeRefusal } from '../domain/users';
import { BULK_MESSAGES, MAX_BULK_ITEMS } from './pickupBulk';
import { approveUser, rejectUser, USER_MESSAGES, type UserServices } from './users';
import { isPerson } from './people';

type Item = { id: number; ok: boolean; error: { code: string; message: string } | null };

export async function runBulkUserAction(
  services: UserServices,
  actorId: number,
  request: { action: 'approve' | 'reject'; ids: readonly number[]; bestEffort: boolean },
): Promise<{ results: Item[]; changedCount: number; applied: boolean }> {
  const ids = [...new Set(request.ids)];
  if (ids.length === 0) throw new AppError('VALIDATION_ERROR', BULK_MESSAGES.none, 'ids');
  if (ids.length > MAX_BULK_ITEMS) throw new AppError('VALIDATION_ERROR', BULK_MESSAGES.tooMany, 'ids');
  const found = new Map(
    (
      await services.db
        .select({ id: users.id, approved: users.approved, role: users.role })
        .from(users)
        .where(and(inArray(users.id, ids), isPerson))
    ).map((user) => [user.id, user]),
  );
  const refusal = (id: number) => {
    const user = found.get(id);
    if (!user) return { code: 'NOT_FOUND', message: USER_MESSAGES.notFound };
    const self = request.action === 'reject' ? selfChangeRefusal(actorId, id, 'reject') : null;
    if (self) return self;
    // Approving an approved account changes nothing and is no error, as one at a time.
    if (request.action === 'reject' && (user.approved || user.role === 'admin'))
      return { code: 'CONFLICT', message: USER_MESSAGES.notPending };
    return null;
  };
  const checked = ids.map((id) => ({ id, error: refusal(id) }));
  const refused = checked.some((item) => item.error);
  if (refused && !request.bestEffort)
    return {
      results: checked.map(({ id, error }) => ({
        id,
        ok: false,
        error: error ?? { code: 'NOT_APPLIED', message: BULK_MESSAGES.notApplied },
      })),
      changedCount: 0,
      applied: false,
    };
  const results: Item[] = [];
  for (const { id, error } of checked) {
    if (error) {
      results.push({ id, ok: false, error });
      continue;
    }
    try {
      if (request.action === 'approve') await approveUser(services, id);
      else await rejectUser(services, actorId, id);
      results.push({ id, ok: true, error: null });
    } catch (failure) {
      // Changed meanwhile (another admin): that item answers why; the others stand.
      if (!(failure instanceof AppError)) throw failure;
      results.push({ id, ok: false, error: { code: failure.code, message: failure.message } });
    }
  }
  return { results, changedCount: results.filter((item) => item.ok).length, applied: true };
}
