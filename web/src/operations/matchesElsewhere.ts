// Where a search's matches are when the open admin tab has none ("2 in Completed"), from the
// counts per status of the same search and filters (GraphQL pickupRequestCounts).
import { adminTabCounts, type AdminPickupTab, type StatusCount } from '../../../domain/statusGroups';

export type Elsewhere = { tab: AdminPickupTab | 'returns-log'; count: number };

/**
 * The other tabs holding matches, in tab order; the Returns Log only for matches no status tab
 * lists (it lists every status, so it would otherwise repeat the others).
 */
export function matchesElsewhere(rows: readonly StatusCount[], current: AdminPickupTab): Elsewhere[] {
  const { tabs, untabbed } = adminTabCounts(rows);
  const found: Elsewhere[] = (Object.keys(tabs) as AdminPickupTab[])
    .filter((tab) => tab !== current && tabs[tab] > 0)
    .map((tab) => ({ tab, count: tabs[tab] }));
  return untabbed > 0 ? [...found, { tab: 'returns-log', count: untabbed }] : found;
}

/** The page's query string with another tab, its search and filters kept. */
export function withTab(search: string, tab: string): string {
  const next = new URLSearchParams(search);
  next.set('tab', tab);
  return `?${next}`;
}
