// Who may see and do what with a pickup request (docs/specification.md section 6). Pure: the GraphQL
// resolvers, the list filters, the REST image route and the web (to hide buttons) all ask these.
import { en } from '../domain/i18n/en';
import type { Refusal } from './errors';
import type { PickupStatus, Role } from './statuses';

export type PickupViewer = {
  id: number;
  role: Role;
  returnerCompanyId: number | null;
  transportCompanyId: number | null;
  /** For a transporter: the zones its company serves (docs/decisions.md); empty otherwise. */
  servedZoneIds?: readonly number[];
};

export type PickupSubject = {
  status: PickupStatus;
  userId: number | null;
  returnerCompanyId: number | null;
  assignedTransportCompanyId: number | null;
  scheduledPickupDate: Date | string | null;
  zoneId: number | null;
};

/**
 * Which requests a viewer may see, as data (docs/specification.md section 6): one description that both the
 * pure check (matchesPickupVisibility) and the list's SQL filter (services/pickupVisibility.ts)
 * read, so a list and a single read always agree.
 * - all: admins reach every request, cancelled ones too.
 * - returnerCompany: a returner in a company reaches the company's requests, not cancelled ones.
 *   A company's requests belong to the company: a user who leaves it loses them.
 * - ownCompanyless: a returner without a company reaches the company-less requests it made
 *   itself (until an admin assigns a company), not cancelled ones.
 * - transportCompany: a transporter reaches what is assigned to its company, and the submitted
 *   requests not assigned to any company in the zones its company serves (docs/decisions.md): a
 *   new request there is theirs to schedule without anyone assigning it first.
 * - none: signed out, not approved, or a transporter without a company.
 */
export type PickupVisibility =
  | { kind: 'all' }
  | { kind: 'returnerCompany'; returnerCompanyId: number }
  | { kind: 'ownCompanyless'; userId: number }
  | { kind: 'transportCompany'; transportCompanyId: number; servedZoneIds: readonly number[] }
  | { kind: 'none' };

/** The one visibility rule; `null` is a viewer without access (see pickupViewer). */
export function pickupVisibility(viewer: PickupViewer | null): PickupVisibility {
  if (!viewer) return { kind: 'none' };
  switch (viewer.role) {
    case 'admin':
      return { kind: 'all' };
    case 'returner':
      return viewer.returnerCompanyId !== null
        ? { kind: 'returnerCompany', returnerCompanyId: viewer.returnerCompanyId }
        : { kind: 'ownCompanyless', userId: viewer.id };
    case 'transporter':
      return viewer.transportCompanyId !== null
        ? {
            kind: 'transportCompany',
            transportCompanyId: viewer.transportCompanyId,
            servedZoneIds: viewer.servedZoneIds ?? [],
          }
        : { kind: 'none' };
  }
}

/** Unassigned requests in these statuses are not offered to the zone's transporters. */
export const UNOFFERED_STATUSES: readonly PickupStatus[] = ['draft', 'cancelled', 'collected'];

/** Whether one request falls within a visibility (the pure form of the list's SQL filter). */
export function matchesPickupVisibility(
  visibility: PickupVisibility,
  request: Pick<PickupSubject, 'status' | 'userId' | 'returnerCompanyId' | 'assignedTransportCompanyId' | 'zoneId'>,
): boolean {
  switch (visibility.kind) {
    case 'all':
      return true;
    case 'returnerCompany':
      return request.status !== 'cancelled' && request.returnerCompanyId === visibility.returnerCompanyId;
    case 'ownCompanyless':
      return (
        request.status !== 'cancelled' && request.returnerCompanyId === null && request.userId === visibility.userId
      );
    case 'transportCompany':
      if (request.assignedTransportCompanyId !== null)
        return request.assignedTransportCompanyId === visibility.transportCompanyId;
      return (
        !UNOFFERED_STATUSES.includes(request.status) &&
        request.zoneId != null &&
        visibility.servedZoneIds.includes(request.zoneId)
      );
    case 'none':
      return false;
  }
}

/** Whether the viewer may read the request: the visibility rule applied to one request. */
export function canReadPickupRequest(viewer: PickupViewer, request: PickupSubject): boolean {
  return matchesPickupVisibility(pickupVisibility(viewer), request);
}

export type { Refusal };
const allowed = null;

export const ACCESS_MESSAGES = en.errors.access;

/**
 * Unreadable: the same answer as a missing request (404). Readable but the viewer's role may not
 * change it (a transporter): 403.
 */
function accessRefusal(viewer: PickupViewer, request: PickupSubject): Refusal | null {
  if (!canReadPickupRequest(viewer, request)) return { code: 'NOT_FOUND', message: ACCESS_MESSAGES.notFound };
  if (viewer.role === 'transporter') return { code: 'FORBIDDEN', message: ACCESS_MESSAGES.notAllowed };
  return allowed;
}

/** An admin may change the transport company of a request only while its pickup is scheduled. */
export const transportCompanyEditable = (status: PickupStatus): boolean => status === 'pickup_scheduled';

/** Returner: own drafts only. Admin: anything not collected or cancelled. Transporter: never. */
export function editRefusal(viewer: PickupViewer, request: PickupSubject): Refusal | null {
  const refusal = accessRefusal(viewer, request);
  if (refusal) return refusal;
  if (viewer.role === 'returner' && request.status !== 'draft')
    return { code: 'CONFLICT', message: ACCESS_MESSAGES.onlyDrafts };
  if (request.status === 'collected' || request.status === 'cancelled')
    return { code: 'CONFLICT', message: ACCESS_MESSAGES.notEditable };
  return allowed;
}

/**
 * Returner: drafts, and ready_for_pickup without a scheduled date. Admin: anything but
 * collected. Transporter: never.
 */
export function deleteRefusal(viewer: PickupViewer, request: PickupSubject): Refusal | null {
  const refusal = accessRefusal(viewer, request);
  if (refusal) return refusal;
  if (viewer.role === 'admin')
    return request.status === 'collected' ? { code: 'CONFLICT', message: ACCESS_MESSAGES.notDeletable } : allowed;
  const deletable =
    request.status === 'draft' || (request.status === 'ready_for_pickup' && !request.scheduledPickupDate);
  return deletable ? allowed : { code: 'CONFLICT', message: ACCESS_MESSAGES.notDeletable };
}

/** Finalize (Submit for Pickup): draft -> ready_for_pickup, by its returner or an admin. */
export function finalizeRefusal(viewer: PickupViewer, request: PickupSubject): Refusal | null {
  const refusal = accessRefusal(viewer, request);
  if (refusal) return refusal;
  return request.status === 'draft' ? allowed : { code: 'CONFLICT', message: ACCESS_MESSAGES.notDraft };
}

/** After removing an image: the first remaining one (by position) is primary when none is. */
export function nextPrimaryImage<I extends { id: number; position: number; isPrimary: boolean }>(
  remaining: readonly I[],
): I | null {
  if (remaining.length === 0 || remaining.some((image) => image.isPrimary)) return null;
  return [...remaining].sort((a, b) => a.position - b.position || a.id - b.id)[0];
}
