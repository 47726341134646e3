import { hasAccess } from '../../domain/approval';
import { pickupVisibility, type PickupViewer } from '../../domain/pickupAccess';
import { pickupVisibilityWhere } from '../../services/pickupVisibility';
import type { Context } from '../context';

// Lives with the domain's Refusal; re-exported for the pickup resolvers that import it from here.
export { enforce } from '../../domain/errors';

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

/** The rows a viewer may list, as a drizzle filter: the visibility rule of domain/pickupAccess. */
export function readableRequestsWhere(viewer: PickupViewer | null) {
  return pickupVisibilityWhere(pickupVisibility(viewer));
}
