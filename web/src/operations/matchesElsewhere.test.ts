import { describe, expect, it } from 'vitest';
import { matchesElsewhere, withTab } from './matchesElsewhere';

describe('matches in other tabs', () => {
  it('names the other tabs with matches, in tab order, and the Returns Log for statuses no tab lists', () => {
    const rows = [
      { status: 'cancelled', count: 1 },
      { status: 'collected', count: 2 },
      { status: 'ready_for_pickup', count: 4 },
      { status: 'awaiting_pickup', count: 3 },
    ] as const;
    expect(matchesElsewhere(rows, 'requests')).toEqual([
      { tab: 'completed', count: 2 },
      { tab: 'cancelled', count: 1 },
      { tab: 'returns-log', count: 3 },
    ]);
    expect(matchesElsewhere([{ status: 'collected', count: 1 }], 'completed')).toEqual([]);
  });

  it('keeps the search and filters in the link', () => {
    expect(withTab('?department=pickup&tab=requests&search=PR-000012&zoneId=3', 'completed')).toBe(
      '?department=pickup&tab=completed&search=PR-000012&zoneId=3',
    );
  });
});
