// Rules for an admin's changes to accounts. Pure: the user service, the users sheet import and
// the web (to disable a button) all ask these.
import { en } from '../domain/i18n/en';
import type { Refusal } from './errors';
import type { Role } from './statuses';

export const USER_RULE_MESSAGES = en.errors.userRules;

/** What an admin does to an account: an edit leaves it with a role and an active flag. */
export type AccountChange = { role: Role; active: boolean } | 'delete' | 'reject';

/**
 * "Not yourself": an admin may not lock themselves out, so they may not demote, deactivate,
 * delete or reject their own account. Anything else (editing their own name, say) is allowed.
 */
export function selfChangeRefusal(actorId: number, targetId: number | null, change: AccountChange): Refusal | null {
  if (targetId !== actorId) return null;
  const locksOut = typeof change === 'string' || change.role !== 'admin' || !change.active;
  return locksOut ? { code: 'CONFLICT', message: USER_RULE_MESSAGES.notYourself } : null;
}
