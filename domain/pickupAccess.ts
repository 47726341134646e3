// Who may do what with a pickup request (spec.md section 6), per object. Pure: the GraphQL
// resolvers, the REST image route and the web (to hide buttons) all ask these.
import type { PickupStatus, Role } from './statuses';

export type PickupViewer = {
  id: number;
  role: Role;
  returnerCompanyId: number | null;
  transportCompanyId: number | null;
};

export type PickupSubject = {
  status: PickupStatus;
  userId: number | null;
  returnerCompanyId: number | null;
  assignedTransportCompanyId: number | null;
  scheduledPickupDate: Date | string | null;
};

/**
 * A returner reaches its own company's requests (or, without a company, the company-less ones
 * it made itself). Transporters reach what is assigned to their company (the transporter portal
 * widens this with the zones the company serves). Admins reach all.
 */
export function ownsPickupRequest(viewer: PickupViewer, request: PickupSubject): boolean {
  switch (viewer.role) {
    case 'admin':
      return true;
    case 'returner':
      // A company's requests belong to the company: a user who leaves it loses them. Only a
      // request made without a company belongs to its maker (until an admin assigns one).
      return viewer.returnerCompanyId !== null
        ? request.returnerCompanyId === viewer.returnerCompanyId
        : request.returnerCompanyId === null && request.userId === viewer.id;
    case 'transporter':
      return viewer.transportCompanyId !== null && request.assignedTransportCompanyId === viewer.transportCompanyId;
  }
}

/** Returners view details when not cancelled (spec.md section 6). */
export function canReadPickupRequest(viewer: PickupViewer, request: PickupSubject): boolean {
  if (!ownsPickupRequest(viewer, request)) return false;
  return viewer.role !== 'returner' || request.status !== 'cancelled';
}

export type Refusal = { code: 'FORBIDDEN' | 'CONFLICT'; message: string };
const allowed = null;

export const ACCESS_MESSAGES = {
  notYours: 'You do not have access to this pickup request',
  onlyDrafts: 'Only draft pickup requests can be edited',
  notEditable: 'Collected or cancelled pickup requests cannot be edited',
  notDeletable: 'This pickup request can no longer be deleted',
  notDraft: 'Only draft pickup requests can be submitted',
} as const;

/** Returner: own drafts only. Admin: anything not collected or cancelled. Transporter: never. */
export function editRefusal(viewer: PickupViewer, request: PickupSubject): Refusal | null {
  if (!canReadPickupRequest(viewer, request) || viewer.role === 'transporter')
    return { code: 'FORBIDDEN', message: ACCESS_MESSAGES.notYours };
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
  if (!canReadPickupRequest(viewer, request) || viewer.role === 'transporter')
    return { code: 'FORBIDDEN', message: ACCESS_MESSAGES.notYours };
  if (viewer.role === 'admin')
    return request.status === 'collected' ? { code: 'CONFLICT', message: ACCESS_MESSAGES.notDeletable } : allowed;
  const deletable =
    request.status === 'draft' || (request.status === 'ready_for_pickup' && !request.scheduledPickupDate);
  return deletable ? allowed : { code: 'CONFLICT', message: ACCESS_MESSAGES.notDeletable };
}

/** Finalize (Submit for Pickup): draft -> ready_for_pickup, by its returner or an admin. */
export function finalizeRefusal(viewer: PickupViewer, request: PickupSubject): Refusal | null {
  if (!canReadPickupRequest(viewer, request) || viewer.role === 'transporter')
    return { code: 'FORBIDDEN', message: ACCESS_MESSAGES.notYours };
  return request.status === 'draft' ? allowed : { code: 'CONFLICT', message: ACCESS_MESSAGES.notDraft };
}

/** After removing an image: the first remaining one (by position) is primary when none is. */
export function nextPrimaryImage<I extends { id: number; position: number; isPrimary: boolean }>(
  remaining: readonly I[],
): I | null {
  if (remaining.length === 0 || remaining.some((image) => image.isPrimary)) return null;
  return [...remaining].sort((a, b) => a.position - b.position || a.id - b.id)[0];
}
