import { describe, expect, it } from 'vitest';
import { transportSection, transportStats } from './pickupSections';

const date = '2099-01-01T08:00:00.000Z';

describe('the transporter portal sections', () => {
  it('counts reported and undated ready_for_pickup as new; a date or a confirmation as scheduled', () => {
    expect(transportSection({ status: 'reported', scheduledPickupDate: null })).toBe('new');
    expect(transportSection({ status: 'ready_for_pickup', scheduledPickupDate: null })).toBe('new');
    expect(transportSection({ status: 'ready_for_pickup', scheduledPickupDate: date })).toBe('scheduled');
    expect(transportSection({ status: 'pickup_scheduled', scheduledPickupDate: date })).toBe('scheduled');
    expect(transportSection({ status: 'collected', scheduledPickupDate: date })).toBe('completed');
    expect(transportSection({ status: 'draft', scheduledPickupDate: null })).toBeNull();
    expect(transportSection({ status: 'cancelled', scheduledPickupDate: date })).toBeNull();
  });

  it("stat cards: total, pending confirmation, active pickups, completed; the sections' counts", () => {
    expect(
      transportStats([
        { status: 'ready_for_pickup', scheduledPickupDate: null },
        { status: 'ready_for_pickup', scheduledPickupDate: date },
        { status: 'pickup_scheduled', scheduledPickupDate: date },
        { status: 'pickup_scheduled', scheduledPickupDate: date },
        { status: 'collected', scheduledPickupDate: date },
        { status: 'cancelled', scheduledPickupDate: date },
        { status: 'reported', scheduledPickupDate: null },
      ]),
    ).toEqual({
      totalRequests: 6,
      newRequests: 2,
      scheduledPickups: 3,
      pendingConfirmation: 1,
      activePickups: 2,
      completed: 1,
    });
  });
});
