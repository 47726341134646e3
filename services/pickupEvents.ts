// Who hears of a change to a pickup request, over the pickupRequestChanged subscription.
import { inArray } from 'drizzle-orm';
import type { PickupViewer } from '../domain/pickupAccess';
import { transportCompanyZones } from '../db/schema';
import type { AppServices } from './appServices';
import { evaluateZones } from './routeDispatch';

type Audience = {
  id: number;
  userId: number | null;
  returnerCompanyId: number | null;
  assignedTransportCompanyId: number | null;
  zoneId: number | null;
};

/**
 * Who hears of a change to a request: admins, the returner's company (or the user, without a
 * company), the assigned transport company and every company serving the request's zone (an
 * unassigned request is offered to them; once assigned, the others hear it left their reach).
 */
export function audiencesOf(request: Omit<Audience, 'id' | 'zoneId'>, zoneServedBy: readonly number[] = []): string[] {
  const audiences = new Set(['admins']);
  if (request.returnerCompanyId !== null) audiences.add(`company:${request.returnerCompanyId}`);
  else if (request.userId !== null) audiences.add(`user:${request.userId}`);
  if (request.assignedTransportCompanyId !== null) audiences.add(`transport:${request.assignedTransportCompanyId}`);
  for (const companyId of zoneServedBy) audiences.add(`transport:${companyId}`);
  return [...audiences];
}

/** The audience a viewer listens on. */
export function audienceOfViewer(viewer: PickupViewer): string {
  if (viewer.role === 'admin') return 'admins';
  if (viewer.role === 'transporter') return `transport:${viewer.transportCompanyId ?? 0}`;
  return viewer.returnerCompanyId !== null ? `company:${viewer.returnerCompanyId}` : `user:${viewer.id}`;
}

/** What telling of a change takes: live events, and the route evaluation of the zones it touched. */
type Services = Pick<AppServices, 'pubsub' | 'db' | 'config' | 'outbox'>;

/** Publishes after the change is committed; call with the request as it is now (or was, when deleted). */
export async function publishPickupRequestChange(
  services: Services,
  request: Audience,
  deleted = false,
): Promise<void> {
  await publishPickupRequestChanges(services, [request], deleted);
}

/** The same for several requests, with one read of the companies serving their zones. */
export async function publishPickupRequestChanges(
  services: Services,
  requests: readonly Audience[],
  deleted = false,
): Promise<void> {
  const zoneIds = [...new Set(requests.map((request) => request.zoneId).filter((id): id is number => id !== null))];
  const serving = zoneIds.length
    ? await services.db
        .select({ zoneId: transportCompanyZones.zoneId, companyId: transportCompanyZones.transportCompanyId })
        .from(transportCompanyZones)
        .where(inArray(transportCompanyZones.zoneId, zoneIds))
    : [];
  // Every change of a request passes here after it commits: the zones it is in may now have
  // enough drums waiting for a route mail (services/routeDispatch.ts). Evaluated before the
  // events go out, so a screen refetching on them sees the routes as they now are.
  if (serving.length) await evaluateZones(services, zoneIds);
  for (const request of requests) {
    const servedBy = serving.filter((row) => row.zoneId === request.zoneId).map((row) => row.companyId);
    for (const audience of audiencesOf(request, servedBy))
      services.pubsub.publish('pickupRequest:changed', audience, { pickupRequestId: request.id, deleted });
  }
}

/** Loads what publishing needs and publishes; for changes made by id. */
export async function publishPickupRequestChangeById(services: Services, id: number): Promise<void> {
  const request = await services.db.query.pickupRequests.findFirst({
    where: { id },
    columns: { id: true, userId: true, returnerCompanyId: true, assignedTransportCompanyId: true, zoneId: true },
  });
  if (request) await publishPickupRequestChange(services, request);
}
