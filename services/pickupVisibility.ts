// The SQL form of the pickup visibility rule: domain/pickupAccess.ts describes who sees which
// requests (pickupVisibility) and checks one request (matchesPickupVisibility); this turns the
// same description into a Drizzle relational-query filter for lists. pickupVisibility.test.ts
// checks on a real database that both forms pick the same requests.
import type { PickupVisibility } from '../domain/pickupAccess';

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
      return { assignedTransportCompanyId: visibility.transportCompanyId };
    case 'none':
      return { id: -1 };
  }
}
