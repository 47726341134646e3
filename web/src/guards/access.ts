// docs/specification.md section 2 "Access guards" as pure decisions: where a viewer goes, or what it sees,
// on each kind of route. Components in ./guards.tsx apply them.
import { awaitsApproval } from '../../../domain/approval';
import type { Role } from '../../../domain/statuses';

// The viewer's role arrives as a GraphQL String; the rules below only compare it.
type ViewerLike = { role: string; approved: boolean } | null;
const account = (viewer: NonNullable<ViewerLike>) => ({ role: viewer.role as Role, approved: viewer.approved });

export type Access = { redirect: string } | { pending: true } | { allow: true };

const allow: Access = { allow: true };

/**
 * Returner routes: admins go to /admin, transporters to /transport-dashboard; unapproved
 * returners see the pending notice. Signed out: to /login, unless the page has its own prompt.
 */
export function returnerAccess(viewer: ViewerLike, signedOut: 'login' | 'page'): Access {
  if (!viewer) return signedOut === 'login' ? { redirect: '/login' } : allow;
  if (viewer.role === 'admin') return { redirect: '/admin' };
  if (viewer.role === 'transporter') return { redirect: '/transport-dashboard' };
  return awaitsApproval(account(viewer)) ? { pending: true } : allow;
}

/** Admin-only routes: signed out to /admin, transporters to /transport-dashboard, others to /dashboard. */
export function adminAccess(viewer: ViewerLike): Access {
  if (!viewer) return { redirect: '/admin' };
  if (viewer.role === 'admin') return allow;
  if (viewer.role === 'transporter') return { redirect: '/transport-dashboard' };
  return { redirect: '/dashboard' };
}

/** The admin panel at /admin: signed out it is the admin login; a signed-in non-admin goes to /. */
export function adminPanelAccess(viewer: ViewerLike): Access | { adminLogin: true } {
  if (!viewer) return { adminLogin: true };
  return viewer.role === 'admin' ? allow : { redirect: '/' };
}

/** The transporter-only route: admins to /admin, others to /dashboard, signed out to /login. */
export function transporterAccess(viewer: ViewerLike): Access {
  if (!viewer) return { redirect: '/login' };
  if (viewer.role === 'admin') return { redirect: '/admin' };
  if (viewer.role !== 'transporter') return { redirect: '/dashboard' };
  return awaitsApproval(account(viewer)) ? { pending: true } : allow;
}

/** Pages for any signed-in user (account, change password): signed out to /login. */
export function signedInAccess(viewer: ViewerLike): Access {
  return viewer ? allow : { redirect: '/login' };
}
