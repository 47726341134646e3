import { hasAccess } from '../../domain/approval';
import type { PickupViewer, Refusal } from '../../domain/pickupAccess';
import type { Context } from '../context';
import { AppError } from '../../domain/errors';

/** The viewer as the pickup rules see it; null when signed out or not (yet) approved. */
export function pickupViewer(ctx: Pick<Context, 'viewer'>): PickupViewer | null {
  const viewer = ctx.viewer;
  if (!viewer || !hasAccess(viewer)) return null;
  return {
    id: viewer.id,
    role: viewer.role,
    returnerCompanyId: viewer.returnerCompanyId,
    transportCompanyId: viewer.transportCompanyId,
  };
}

/** Throws the refusal of a domain rule as a coded error (403 or 409); changes nothing. */
export function enforce(refusal: Refusal | null): void {
  if (refusal) throw new AppError(refusal.code, refusal.message);
}

/**
 * The rows a viewer may list, as a drizzle filter: the same rule as ownsPickupRequest (and,
 * for returners, never cancelled ones), so lists and single reads always agree.
 */
export function readableRequestsWhere(viewer: PickupViewer | null) {
  if (!viewer) return { id: -1 };
  if (viewer.role === 'admin') return {};
  if (viewer.role === 'transporter') return { assignedTransportCompanyId: viewer.transportCompanyId ?? -1 };
  const owner =
    viewer.returnerCompanyId !== null
      ? { returnerCompanyId: viewer.returnerCompanyId }
      : { returnerCompanyId: { isNull: true as const }, userId: viewer.id };
  return { ...owner, status: { ne: 'cancelled' as const } };
}
