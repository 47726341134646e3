import { describe, expect, it } from 'vitest';
import { awaitsApproval, hasAccess } from './approval';
import { defaultBuybackPrice80, effectiveBuybackPrice80, isDrumSpecAvailableTo } from './drumSpecs';
import { ADMIN_PICKUP_TABS, CLOSED_PICKUP_STATUSES, OPEN_PICKUP_STATUSES, returnsSection } from './statusGroups';
import { PICKUP_STATUSES } from './statuses';

describe('approval', () => {
  it('lets admins in without approval and nobody deactivated', () => {
    expect(hasAccess({ role: 'admin', approved: false, active: true })).toBe(true);
    expect(hasAccess({ role: 'returner', approved: false, active: true })).toBe(false);
    expect(hasAccess({ role: 'transporter', approved: true, active: true })).toBe(true);
    expect(hasAccess({ role: 'admin', approved: true, active: false })).toBe(false);
    expect(hasAccess(null)).toBe(false);
    expect(awaitsApproval({ role: 'returner', approved: false })).toBe(true);
    expect(awaitsApproval({ role: 'admin', approved: false })).toBe(false);
  });
});

describe('drum specs', () => {
  it('keeps admin-only specs from returners and transporters', () => {
    expect(isDrumSpecAvailableTo('returner', { availableFor: 'admin' })).toBe(false);
    expect(isDrumSpecAvailableTo('transporter', { availableFor: 'admin' })).toBe(false);
    expect(isDrumSpecAvailableTo('admin', { availableFor: 'admin' })).toBe(true);
    expect(isDrumSpecAvailableTo('returner', { availableFor: 'returner' })).toBe(true);
  });

  it('defaults the 80% price to 80% of the full price, to the cent', () => {
    expect(defaultBuybackPrice80(100)).toBe(80);
    expect(defaultBuybackPrice80(12.34)).toBe(9.87);
    // 0.1 * 0.8 * 100 is not 8 in floating point: the cents formula gets it right.
    expect(defaultBuybackPrice80(0.1)).toBe(0.08);
    expect(defaultBuybackPrice80(1.00005)).toBe(0.8);
    expect(defaultBuybackPrice80(null)).toBe(null);
    expect(effectiveBuybackPrice80({ buybackPrice: 100, buybackPrice80: 70 })).toBe(70);
    expect(effectiveBuybackPrice80({ buybackPrice: 100, buybackPrice80: null })).toBe(80);
  });
});

describe('status groups', () => {
  it('splits every status into open or closed', () => {
    expect([...OPEN_PICKUP_STATUSES, ...CLOSED_PICKUP_STATUSES].sort()).toEqual([...PICKUP_STATUSES].sort());
  });

  it('groups the admin tabs as docs/specification.md section 4 does', () => {
    expect(ADMIN_PICKUP_TABS.pending).toEqual(['draft', 'pending_confirmation', 'reported']);
    expect(ADMIN_PICKUP_TABS.requests).toEqual(['ready_for_pickup']);
    expect(ADMIN_PICKUP_TABS.ongoing).toEqual(['pickup_scheduled']);
  });

  it('puts a submitted request with a date under Scheduled', () => {
    expect(returnsSection('draft', null)).toBe('drafts');
    expect(returnsSection('ready_for_pickup', null)).toBe('submitted');
    expect(returnsSection('ready_for_pickup', '2026-12-01T08:00:00Z')).toBe('scheduled');
    expect(returnsSection('collected', null)).toBe('completed');
    expect(returnsSection('cancelled', null)).toBe('hidden');
  });
});
