// Zones: every change the admin makes to them, and what follows from one (open requests move into
// the zone that now contains them; route thresholds may be reached). Each call validates once, here.
import { en } from '../../domain/i18n/en';
import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pickupRequests, zones } from '../../db/schema';
import { AppError } from '../../domain/errors';
import { CLOSED_PICKUP_STATUSES } from '../../domain/statusGroups';
import { parseInput, parseUpdate } from '../../domain/validation/parse';
import { ZoneSchema } from '../../domain/validation/masterData';
import { zoneReassignments } from '../../domain/zones';
import type { AppServices } from '../appServices';
import { evaluateAllZones } from '../routeDispatch';

export const ZONE_MESSAGES = en.errors.zones;

type Services = Pick<AppServices, 'db' | 'config' | 'outbox'>;

/** The zone written, and how many open requests changed zone with it. */
export type ZoneChange = { zoneId: number; reassignedRequestCount: number };

export async function createZone(services: Services, input: unknown): Promise<ZoneChange> {
  const data = parseInput(ZoneSchema, input);
  const result = await services.db.transaction(async (tx) => {
    const [zone] = await tx.insert(zones).values(data).returning({ id: zones.id });
    return { zoneId: zone.id, reassignedRequestCount: await reassignRequestZones(tx) };
  });
  // Requests may have moved into served zones: their thresholds may be reached now.
  if (result.reassignedRequestCount) await evaluateAllZones(services);
  return result;
}

export async function updateZone(services: Services, id: number, changes: object): Promise<ZoneChange> {
  const stored = await services.db.query.zones.findFirst({ where: { id } });
  if (!stored) throw new AppError('NOT_FOUND', ZONE_MESSAGES.notFound);
  const data = parseUpdate(ZoneSchema, stored, changes);
  const result = await services.db.transaction(async (tx) => {
    await tx.update(zones).set(data).where(eq(zones.id, id));
    return { zoneId: id, reassignedRequestCount: await reassignRequestZones(tx) };
  });
  if (result.reassignedRequestCount) await evaluateAllZones(services);
  return result;
}

/** A zone with open (not collected, not cancelled) requests cannot be deleted (409). */
export async function deleteZone(services: Pick<AppServices, 'db'>, id: number): Promise<void> {
  await services.db.transaction(async (tx) => {
    const [zone] = await tx.select({ id: zones.id }).from(zones).where(eq(zones.id, id)).for('update');
    if (!zone) throw new AppError('NOT_FOUND', ZONE_MESSAGES.notFound);
    const pending = await tx.$count(
      pickupRequests,
      and(eq(pickupRequests.zoneId, id), notInArray(pickupRequests.status, [...CLOSED_PICKUP_STATUSES])),
    );
    if (pending > 0) throw new AppError('CONFLICT', ZONE_MESSAGES.hasPendingPickups);
    await tx.delete(zones).where(eq(zones.id, id));
  });
}

/**
 * Puts every open request with coordinates into the zone that now contains it (docs/decisions.md:
 * recomputed when a zone changes). Collected and cancelled requests keep the zone they had.
 * Returns how many requests changed zone.
 */
async function reassignRequestZones(tx: Executor): Promise<number> {
  const allZones = await tx
    .select({ id: zones.id, zoneNumber: zones.zoneNumber, boundary: zones.boundary })
    .from(zones);
  const open = await tx
    .select({
      id: pickupRequests.id,
      latitude: pickupRequests.latitude,
      longitude: pickupRequests.longitude,
      zoneId: pickupRequests.zoneId,
    })
    .from(pickupRequests)
    .where(
      and(
        isNotNull(pickupRequests.latitude),
        isNotNull(pickupRequests.longitude),
        notInArray(pickupRequests.status, [...CLOSED_PICKUP_STATUSES]),
      ),
    );
  const changes = zoneReassignments(allZones, open);
  // One statement per target zone (a handful), not one per request.
  const idsByZone = new Map<number | null, number[]>();
  for (const change of changes) idsByZone.set(change.zoneId, [...(idsByZone.get(change.zoneId) ?? []), change.id]);
  for (const [zoneId, ids] of idsByZone) {
    await tx.update(pickupRequests).set({ zoneId }).where(inArray(pickupRequests.id, ids));
  }
  return changes.length;
}
