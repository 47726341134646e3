import { describe, expect, it } from 'vitest';
import { adminTabCounts, adminTabOfStatus } from './statusGroups';

describe("the admin's pickup tabs", () => {
  it('sums status counts into the tabs that list them; statuses no tab lists apart', () => {
    expect(
      adminTabCounts([
        { status: 'draft', count: 2 },
        { status: 'reported', count: 1 },
        { status: 'collected', count: 4 },
        { status: 'awaiting_pickup', count: 3 },
      ]),
    ).toEqual({ tabs: { pending: 3, requests: 0, ongoing: 0, completed: 4, cancelled: 0 }, untabbed: 3 });
    expect(adminTabCounts([])).toEqual({
      tabs: { pending: 0, requests: 0, ongoing: 0, completed: 0, cancelled: 0 },
      untabbed: 0,
    });
  });

  it('finds the tab of a status', () => {
    expect(adminTabOfStatus('ready_for_pickup')).toBe('requests');
    expect(adminTabOfStatus('assigned')).toBeNull();
  });
});
