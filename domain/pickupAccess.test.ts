import { describe, expect, it } from 'vitest';
import {
  canReadPickupRequest,
  deleteRefusal,
  editRefusal,
  finalizeRefusal,
  nextPrimaryImage,
  type PickupSubject,
  type PickupViewer,
} from './pickupAccess';

const returner = (companyId: number | null, id = 1): PickupViewer => ({
  id,
  role: 'returner',
  returnerCompanyId: companyId,
  transportCompanyId: null,
});
const admin: PickupViewer = { id: 99, role: 'admin', returnerCompanyId: null, transportCompanyId: null };
const transporter: PickupViewer = { id: 50, role: 'transporter', returnerCompanyId: null, transportCompanyId: 7 };
const request = (fields: Partial<PickupSubject> = {}): PickupSubject => ({
  status: 'draft',
  userId: 1,
  returnerCompanyId: 10,
  assignedTransportCompanyId: null,
  scheduledPickupDate: null,
  zoneId: null,
  ...fields,
});

describe('pickup request access', () => {
  it('lets a returner reach only its own company’s requests', () => {
    expect(canReadPickupRequest(returner(10, 2), request())).toBe(true);
    expect(canReadPickupRequest(returner(11), request())).toBe(false);
    expect(canReadPickupRequest(returner(null, 1), request({ returnerCompanyId: null }))).toBe(true);
    expect(canReadPickupRequest(returner(null, 3), request({ returnerCompanyId: null }))).toBe(false);
    // A user who left the company keeps none of its requests, even those it made.
    expect(canReadPickupRequest(returner(null, 1), request({ returnerCompanyId: 10 }))).toBe(false);
    expect(canReadPickupRequest(returner(11, 1), request({ returnerCompanyId: 10 }))).toBe(false);
    expect(canReadPickupRequest(returner(10), request({ status: 'cancelled' }))).toBe(false);
    expect(canReadPickupRequest(admin, request({ status: 'cancelled' }))).toBe(true);
    expect(canReadPickupRequest(transporter, request())).toBe(false);
    expect(canReadPickupRequest(transporter, request({ assignedTransportCompanyId: 7 }))).toBe(true);
  });

  it('lets a returner edit drafts only; admins anything not collected or cancelled', () => {
    expect(editRefusal(returner(10), request())).toBeNull();
    expect(editRefusal(returner(10), request({ status: 'ready_for_pickup' }))?.code).toBe('CONFLICT');
    // Another company's request answers as a missing one; a transporter who sees it may not edit it.
    expect(editRefusal(returner(11), request())).toEqual({ code: 'NOT_FOUND', message: 'Pickup request not found' });
    expect(editRefusal(transporter, request())?.code).toBe('NOT_FOUND');
    expect(editRefusal(admin, request({ status: 'pickup_scheduled' }))).toBeNull();
    expect(editRefusal(admin, request({ status: 'collected' }))?.code).toBe('CONFLICT');
    expect(editRefusal(transporter, request({ assignedTransportCompanyId: 7 }))?.code).toBe('FORBIDDEN');
  });

  it('lets a returner delete drafts and unscheduled ready_for_pickup requests', () => {
    expect(deleteRefusal(returner(10), request())).toBeNull();
    expect(deleteRefusal(returner(10), request({ status: 'ready_for_pickup' }))).toBeNull();
    expect(
      deleteRefusal(returner(10), request({ status: 'ready_for_pickup', scheduledPickupDate: new Date() }))?.code,
    ).toBe('CONFLICT');
    expect(deleteRefusal(returner(10), request({ status: 'pickup_scheduled' }))?.code).toBe('CONFLICT');
    expect(deleteRefusal(returner(11), request())?.code).toBe('NOT_FOUND');
    expect(deleteRefusal(transporter, request({ assignedTransportCompanyId: 7 }))?.code).toBe('FORBIDDEN');
    expect(deleteRefusal(admin, request({ status: 'pickup_scheduled' }))).toBeNull();
    expect(deleteRefusal(admin, request({ status: 'collected' }))?.code).toBe('CONFLICT');
  });

  it('finalizes drafts only', () => {
    expect(finalizeRefusal(returner(10), request())).toBeNull();
    expect(finalizeRefusal(returner(10), request({ status: 'ready_for_pickup' }))?.code).toBe('CONFLICT');
    expect(finalizeRefusal(returner(11), request())?.code).toBe('NOT_FOUND');
    expect(finalizeRefusal(transporter, request({ assignedTransportCompanyId: 7 }))?.code).toBe('FORBIDDEN');
  });

  it('makes the first remaining image primary when the primary goes', () => {
    expect(
      nextPrimaryImage([
        { id: 5, position: 2, isPrimary: false },
        { id: 4, position: 1, isPrimary: false },
      ])?.id,
    ).toBe(4);
    expect(
      nextPrimaryImage([
        { id: 5, position: 2, isPrimary: true },
        { id: 4, position: 1, isPrimary: false },
      ]),
    ).toBeNull();
    expect(nextPrimaryImage([])).toBeNull();
  });
});

describe('a transporter and the zones its company serves', () => {
  const serving: PickupViewer = { ...transporter, servedZoneIds: [3] };
  it('sees unassigned submitted requests in a served zone, without any assignment', () => {
    expect(canReadPickupRequest(serving, request({ status: 'ready_for_pickup', zoneId: 3 }))).toBe(true);
  });
  it('does not see drafts, cancelled or collected unassigned ones, other zones, or another company’s', () => {
    for (const status of ['draft', 'cancelled', 'collected'] as const)
      expect(canReadPickupRequest(serving, request({ status, zoneId: 3 }))).toBe(false);
    expect(canReadPickupRequest(serving, request({ status: 'ready_for_pickup', zoneId: 4 }))).toBe(false);
    expect(
      canReadPickupRequest(serving, request({ status: 'ready_for_pickup', zoneId: 3, assignedTransportCompanyId: 8 })),
    ).toBe(false);
  });
  it('sees what is assigned to its company wherever it is', () => {
    expect(
      canReadPickupRequest(serving, request({ status: 'pickup_scheduled', zoneId: 9, assignedTransportCompanyId: 7 })),
    ).toBe(true);
  });
});
