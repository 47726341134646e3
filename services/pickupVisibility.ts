// The SQL form of the pickup visibility rule: domain/pickupAccess.ts describes who sees which
// requests (pickupVisibility) and checks one request (matchesPickupVisibility); this turns the
// same description into a Drizzle relational-query filter for lists. pickupVisibility.test.ts
// checks on a real database that both forms pick the same requests.
import { hasAccess } from '../domain/approval';
import { pickupVisibility, UNOFFERED_STATUSES, type PickupViewer, type PickupVisibility } from '../domain/pickupAccess';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { transportCompanyZones } from '../db/schema';
import type { UserRow } from './auth/sessions';

const notCancelled = { status: { ne: 'cancelled' as const } };

/** A `where` for `db.query.pickupRequests` (or a relation to it) selecting exactly the visible rows. */
export function pickupVisibilityWhere(visibility: PickupVisibility) {
  switch (visibility.kind) {
    case 'all':
      return {};
    case 'returnerCompany':
      return { returnerCompanyId: visibility.returnerCompanyId, ...notCancelled };
    case 'ownCompanyless':
      return { returnerCompanyId: { isNull: true as const }, userId: visibility.userId, ...notCancelled };
    case 'transportCompany':
      return {
        OR: [
          { assignedTransportCompanyId: visibility.transportCompanyId },
          {
            assignedTransportCompanyId: { isNull: true as const },
            zoneId: { in: [...visibility.servedZoneIds] },
            status: { notIn: [...UNOFFERED_STATUSES] },
          },
        ],
      };
    case 'none':
      return { id: -1 };
  }
}

/** The viewer as the pickup rules see it; null when signed out or not (yet) approved. */
export function pickupViewer({
  viewer,
  servedZoneIds,
}: {
  viewer: UserRow | null;
  servedZoneIds?: readonly number[];
}): PickupViewer | null {
  if (!viewer || !hasAccess(viewer)) return null;
  return {
    id: viewer.id,
    role: viewer.role,
    returnerCompanyId: viewer.returnerCompanyId,
    transportCompanyId: viewer.transportCompanyId,
    servedZoneIds: viewer.role === 'transporter' ? (servedZoneIds ?? []) : [],
  };
}

/** The zones a transporter's company serves, read once per request context. */
export async function servedZoneIdsOf(db: Executor, viewer: UserRow | null): Promise<number[]> {
  if (viewer?.role !== 'transporter' || viewer.transportCompanyId === null) return [];
  const rows = await db
    .select({ zoneId: transportCompanyZones.zoneId })
    .from(transportCompanyZones)
    .where(eq(transportCompanyZones.transportCompanyId, viewer.transportCompanyId));
  return rows.map((row) => row.zoneId);
}

/** The rows a viewer may list, as a Drizzle filter: the visibility rule of domain/pickupAccess. */
export function readableRequestsWhere(viewer: PickupViewer | null) {
  return pickupVisibilityWhere(pickupVisibility(viewer));
}
