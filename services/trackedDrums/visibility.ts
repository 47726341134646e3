// The tracked drums a viewer may read, as SQL over the drums table (domain/trackedDrumAccess.ts
// says who sees what), and the lists' filters: status, search by number, holder, due date.
import { and, eq, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { drums, pickupRequests } from '../../db/schema';
import type { DrumSight } from '../../domain/trackedDrumAccess';
import { drumNumberKey } from '../../domain/validation/trackedDrums';

type DrumsTable = typeof drums;

/** The drums in sight; a transporter's are those whose latest stint is on one of its company's requests. */
export function drumsInSight(sight: DrumSight, table: DrumsTable = drums): SQL {
  if (sight === 'all') return sql`true`;
  if (sight === 'none') return sql`false`;
  if ('holder' in sight) return eq(table.holderCompanyId, sight.holder);
  return sql`exists (select 1 from ${pickupRequests}
    where ${pickupRequests.id} = ${table.pickupRequestId} and ${pickupRequests.assignedTransportCompanyId} = ${sight.collector})`;
}

export type DrumListFilter = {
  status?: 'on_site' | 'booked' | 'returned' | null;
  /** Any of these statuses (Drums on site asks for on site and booked at once). */
  statuses?: readonly ('on_site' | 'booked' | 'returned')[] | null;
  search?: string | null;
  returnerCompanyId?: number | null;
  dueBefore?: Date | null;
};

/** Like signs and backslashes in a search are letters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The filters narrow what is in sight; they never widen it. */
export function drumListCondition(sight: DrumSight, filter: DrumListFilter, table: DrumsTable = drums): SQL {
  const search = filter.search ? drumNumberKey(filter.search) : '';
  return and(
    drumsInSight(sight, table),
    filter.status ? eq(table.status, filter.status) : undefined,
    filter.statuses ? inArray(table.status, [...filter.statuses]) : undefined,
    search ? ilike(table.numberKey, `%${escapeLike(search)}%`) : undefined,
    filter.returnerCompanyId ? eq(table.holderCompanyId, filter.returnerCompanyId) : undefined,
    filter.dueBefore ? lt(table.urgencyAt, filter.dueBefore) : undefined,
  )!;
}
