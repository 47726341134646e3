import { describe, expect, it } from 'vitest';
import { returnsSection } from './statusGroups';
import { PICKUP_STATUS_LABELS, PICKUP_STATUSES, pickupStatusLabel } from './statuses';

describe('the label a request shows with its pickup date', () => {
  it('a booked but unconfirmed request does not read Awaiting Scheduling beside its date', () => {
    const date = '2026-12-01T08:00:00.000Z';
    expect(returnsSection('ready_for_pickup', date)).toBe('scheduled');
    expect(pickupStatusLabel('ready_for_pickup', date)).toBe('Pending Confirmation');
    expect(pickupStatusLabel('ready_for_pickup', null)).toBe('Awaiting Scheduling');
  });

  it('every other status reads its spec label, with or without a date', () => {
    for (const status of PICKUP_STATUSES.filter((s) => s !== 'ready_for_pickup')) {
      expect(pickupStatusLabel(status, '2026-12-01T08:00:00.000Z')).toBe(PICKUP_STATUS_LABELS[status]);
      expect(pickupStatusLabel(status, null)).toBe(PICKUP_STATUS_LABELS[status]);
    }
  });
});
