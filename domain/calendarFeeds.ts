// Who sees and rotates a company's calendar feed: admins any company's; a returner
// its own returner company's, a transporter its own transport company's.
import type { Role } from './statuses';

export type CalendarFeedOwner = { kind: 'returner' | 'transport'; companyId: number };
type Viewer = { role: Role; returnerCompanyId: number | null; transportCompanyId: number | null };

export function mayManageCalendarFeed(viewer: Viewer, owner: CalendarFeedOwner): boolean {
  if (viewer.role === 'admin') return true;
  if (owner.kind === 'returner') return viewer.role === 'returner' && viewer.returnerCompanyId === owner.companyId;
  return viewer.role === 'transporter' && viewer.transportCompanyId === owner.companyId;
}
