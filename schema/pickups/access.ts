import { hasAccess } from '../../domain/approval';
import { pickupVisibility, type PickupViewer, type Refusal } from '../../domain/pickupAccess';
import { pickupVisibilityWhere } from '../../services/pickupVisibility';
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

/** The rows a viewer may list, as a drizzle filter: the visibility rule of domain/pickupAccess. */
export function readableRequestsWhere(viewer: PickupViewer | null) {
  return pickupVisibilityWhere(pickupVisibility(viewer));
}
