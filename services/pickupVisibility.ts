// The SQL form of the pickup visibility rule: domain/pickupAccess.ts describes who sees which
// requests (pickupVisibility) and checks one request (matchesPickupVisibility); this turns the
// same description into a Drizzle relational-query filter for lists. pickupVisibility.test.ts
// checks on a real database that both forms pick the same requests.
import { hasAccess } from '../domain/approval';
import { pickupVisibility, UNOFFERED_STATUSES, type PickupViewer, type PickupVisibility } from '../domain/pickupAccess';
import { and, eq, inArray, isNull, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { pickupRequests, transportCompanyZones } from '../db/schema';
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

/**
 * The same rule as `readableRequestsWhere`, as SQL for a statement of our own (a list's count,
 * a filtered list); undefined when every row is readable. `table` is the one the statement
 * names (a relational query's RAW filter is given its own alias of it).
 */
export function readableRequestsCondition(
  viewer: PickupViewer | null,
  table: typeof pickupRequests = pickupRequests,
): SQL | undefined {
  const visibility = pickupVisibility(viewer);
  const notCancelledRow = ne(table.status, 'cancelled');
  switch (visibility.kind) {
    case 'all':
      return undefined;
    case 'returnerCompany':
      return and(eq(table.returnerCompanyId, visibility.returnerCompanyId), notCancelledRow);
    case 'ownCompanyless':
      return and(isNull(table.returnerCompanyId), eq(table.userId, visibility.userId), notCancelledRow);
    case 'transportCompany':
      return or(
        eq(table.assignedTransportCompanyId, visibility.transportCompanyId),
        visibility.servedZoneIds.length
          ? and(
              isNull(table.assignedTransportCompanyId),
              inArray(table.zoneId, [...visibility.servedZoneIds]),
              notInArray(table.status, [...UNOFFERED_STATUSES]),
            )
          : undefined,
      );
    case 'none':
      return sql`false`;
  }
}
