// Who hears of a change to a pickup request, over the pickupRequestChanged subscription.
import type { PickupViewer } from '../domain/pickupAccess';
import type { AppServices } from './appServices';

type Audience = {
  id: number;
  userId: number | null;
  returnerCompanyId: number | null;
  assignedTransportCompanyId: number | null;
};

/**
 * Who hears of a change to a request: admins, the returner's company (or the user, without a
 * company) and the assigned transport company.
 */
export function audiencesOf(request: Omit<Audience, 'id'>): string[] {
  const audiences = ['admins'];
  if (request.returnerCompanyId !== null) audiences.push(`company:${request.returnerCompanyId}`);
  else if (request.userId !== null) audiences.push(`user:${request.userId}`);
  if (request.assignedTransportCompanyId !== null) audiences.push(`transport:${request.assignedTransportCompanyId}`);
  return audiences;
}

/** The audience a viewer listens on. */
export function audienceOfViewer(viewer: PickupViewer): string {
  if (viewer.role === 'admin') return 'admins';
  if (viewer.role === 'transporter') return `transport:${viewer.transportCompanyId ?? 0}`;
  return viewer.returnerCompanyId !== null ? `company:${viewer.returnerCompanyId}` : `user:${viewer.id}`;
}

/** Publishes after the change is committed; call with the request as it is now (or was, when deleted). */
export function publishPickupRequestChange(
  services: Pick<AppServices, 'pubsub'>,
  request: Audience,
  deleted = false,
): void {
  for (const audience of audiencesOf(request))
    services.pubsub.publish('pickupRequest:changed', audience, { pickupRequestId: request.id, deleted });
}

/** Loads what publishing needs and publishes; for changes made by id. */
export async function publishPickupRequestChangeById(
  services: Pick<AppServices, 'pubsub' | 'db'>,
  id: number,
): Promise<void> {
  const request = await services.db.query.pickupRequests.findFirst({
    where: { id },
    columns: { id: true, userId: true, returnerCompanyId: true, assignedTransportCompanyId: true },
  });
  if (request) publishPickupRequestChange(services, request);
}
