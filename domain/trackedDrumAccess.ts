// Who sees which tracked drums (docs/tracked-drums.md): a returner its own company's drums, a
// transporter the drums on the pickups of its own company, an admin every drum. The node type's
// rule and the lists' SQL (services/trackedDrums/visibility.ts) both read this one description.
import { hasAccess, type Account } from './approval';

export type DrumReader = Account & {
  returnerCompanyId: number | null;
  transportCompanyId: number | null;
};

/** Every drum; the drums a returner company holds; the drums on a transport company's pickups; none. */
export type DrumSight = 'all' | { holder: number } | { collector: number } | 'none';

export function drumSight(reader: DrumReader | null): DrumSight {
  if (!reader || !hasAccess(reader)) return 'none';
  if (reader.role === 'admin') return 'all';
  if (reader.role === 'returner')
    return reader.returnerCompanyId === null ? 'none' : { holder: reader.returnerCompanyId };
  return reader.transportCompanyId === null ? 'none' : { collector: reader.transportCompanyId };
}

/** Whether a loaded drum is in sight: its holder, and the transport company of the request its stint is on. */
export function seesDrum(
  sight: DrumSight,
  drum: { holderCompanyId: number | null; collectorCompanyId: number | null },
): boolean {
  if (sight === 'all') return true;
  if (sight === 'none') return false;
  if ('holder' in sight) return drum.holderCompanyId === sight.holder;
  return drum.collectorCompanyId === sight.collector;
}
