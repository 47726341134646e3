// The visibility rule has two forms: the pure matchesPickupVisibility (single reads, the web) and
// the SQL filter of lists. On a real database, each list must return exactly the requests the
// pure form accepts, for every kind of viewer and every kind of request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { pickupRequests, returnerCompanies, transportCompanies, users, zones } from '../db/schema';
import {
  canReadPickupRequest,
  matchesPickupVisibility,
  pickupVisibility,
  type PickupViewer,
} from '../domain/pickupAccess';
import type { PickupStatus } from '../domain/statuses';
import { provisionTestDatabase } from '../test/support/database';
import { pickupVisibilityWhere } from './pickupVisibility';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
let viewers: [string, PickupViewer | null][];
let stored: (typeof pickupRequests.$inferSelect)[];

beforeAll(async () => {
  const database = await provisionTestDatabase();
  drop = database.drop;
  handle = await openDatabase(database);
  const db = handle.db;
  const [c1, c2] = await db
    .insert(returnerCompanies)
    .values([
      { name: 'One AB', organizationNumber: '1' },
      { name: 'Two AB', organizationNumber: '2' },
    ])
    .returning();
  const [t1, t2] = await db
    .insert(transportCompanies)
    .values([
      { name: 'Haul AB', organizationNumber: '3' },
      { name: 'Move AB', organizationNumber: '4' },
    ])
    .returning();
  const [u1, u2] = await db
    .insert(users)
    .values([
      { name: 'U1', email: 'u1@example.com', passwordHash: 'x' },
      { name: 'U2', email: 'u2@example.com', passwordHash: 'x' },
    ])
    .returning();

  const [z1, z2] = await db
    .insert(zones)
    .values([
      { zoneNumber: 1, name: 'Z1' },
      { zoneNumber: 2, name: 'Z2' },
    ])
    .returning();
  const statuses: PickupStatus[] = ['draft', 'ready_for_pickup', 'pickup_scheduled', 'collected', 'cancelled'];
  const rows = statuses.flatMap((status) =>
    [c1.id, c2.id, null].flatMap((returnerCompanyId) =>
      [u1.id, u2.id, null].flatMap((userId) =>
        [t1.id, t2.id, null].flatMap((assignedTransportCompanyId) =>
          [z1.id, z2.id, null].map((zoneId) => ({
            status,
            returnerCompanyId,
            userId,
            assignedTransportCompanyId,
            zoneId,
            address: `${status} ${returnerCompanyId} ${userId} ${assignedTransportCompanyId} ${zoneId}`,
          })),
        ),
      ),
    ),
  );
  await db.insert(pickupRequests).values(rows);
  stored = await db.select().from(pickupRequests);

  const viewer = (
    id: number,
    role: PickupViewer['role'],
    returnerCompanyId: number | null,
    transportCompanyId: number | null,
    servedZoneIds: number[] = [],
  ): PickupViewer => ({ id, role, returnerCompanyId, transportCompanyId, servedZoneIds });
  viewers = [
    ['signed out or not approved', null],
    ['admin', viewer(u2.id, 'admin', null, null)],
    ['returner of company 1', viewer(u1.id, 'returner', c1.id, null)],
    ['returner of company 2 (requests made by others)', viewer(u1.id, 'returner', c2.id, null)],
    ['company-less returner 1', viewer(u1.id, 'returner', null, null)],
    ['company-less returner 2', viewer(u2.id, 'returner', null, null)],
    ['company-less returner with no requests', viewer(u2.id + 1000, 'returner', null, null)],
    ['transporter of company 1', viewer(u1.id, 'transporter', null, t1.id)],
    ['transporter of company 2', viewer(u2.id, 'transporter', c1.id, t2.id)],
    ['transporter without a company', viewer(u1.id, 'transporter', null, null)],
    ['transporter of company 1 serving zone 1', viewer(u1.id, 'transporter', null, t1.id, [z1.id])],
  ];
});
afterAll(async () => {
  await handle?.close();
  await drop?.();
});

describe('pickup visibility: the pure rule and its SQL form agree', () => {
  it('stores every kind of request', () => {
    expect(stored.length).toBe(5 * 3 * 3 * 3 * 3);
  });

  it('lists exactly the requests the pure predicate accepts, for every viewer', async () => {
    for (const [label, viewer] of viewers) {
      const visibility = pickupVisibility(viewer);
      const listed = await handle.db.query.pickupRequests.findMany({
        where: pickupVisibilityWhere(visibility),
        columns: { id: true },
      });
      const expected = stored.filter((request) => matchesPickupVisibility(visibility, request));
      expect(
        listed.map((row) => row.id).sort((a, b) => a - b),
        label,
      ).toEqual(expected.map((row) => row.id).sort((a, b) => a - b));
      // The single-read check is the same rule.
      if (viewer) {
        expect(
          stored.filter((request) => canReadPickupRequest(viewer, request)).map((row) => row.id),
          label,
        ).toEqual(expected.map((row) => row.id));
      }
    }
  });

  it('says what docs/specification.md section 6 says for each viewer', () => {
    const visible = (label: string) => {
      const viewer = viewers.find(([name]) => name === label)![1];
      return stored.filter((request) => matchesPickupVisibility(pickupVisibility(viewer), request));
    };
    expect(visible('admin').length).toBe(stored.length);
    expect(visible('signed out or not approved')).toEqual([]);
    expect(visible('transporter without a company')).toEqual([]);
    const [, company1Returner] = viewers.find(([name]) => name === 'returner of company 1')!;
    const company1 = visible('returner of company 1');
    // Every request of the company made by anyone, none cancelled: 4 statuses x 3 makers x 3 transporters x 3 zones.
    expect(company1.length).toBe(4 * 3 * 3 * 3);
    expect(
      company1.every((r) => r.returnerCompanyId === company1Returner!.returnerCompanyId && r.status !== 'cancelled'),
    ).toBe(true);
    const own = visible('company-less returner 1');
    expect(own.length).toBe(4 * 3 * 3);
    expect(own.every((r) => r.returnerCompanyId === null && r.userId === viewers[4][1]!.id)).toBe(true);
    expect(visible('company-less returner with no requests')).toEqual([]);
    // Transporters see what is assigned to them, cancelled too: 5 statuses x 3 companies x 3 makers x 3 zones.
    expect(visible('transporter of company 1').length).toBe(5 * 3 * 3 * 3);
    // ... and, serving zone 1, its unassigned submitted requests (ready_for_pickup, pickup_scheduled).
    expect(visible('transporter of company 1 serving zone 1').length).toBe(5 * 3 * 3 * 3 + 2 * 3 * 3);
  });
});
