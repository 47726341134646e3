import type { Role } from './statuses';

export type Account = { role: Role; approved: boolean; active: boolean };

/**
 * docs/specification.md section 6: returner and transporter accounts need an admin's approval; admins never
 * wait. A deactivated account has no access at all.
 */
export function hasAccess(account: Account | null | undefined): boolean {
  return !!account && account.active && (account.role === 'admin' || account.approved);
}

/** The 'Account Pending Approval' case: signed in, active, but not approved yet. */
export function awaitsApproval(account: Pick<Account, 'role' | 'approved'>): boolean {
  return account.role !== 'admin' && !account.approved;
}
