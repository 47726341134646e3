// How many requests of each status a search and its filters find, for the lists that show one
// group of statuses (the admin's pickup tabs): when the open tab has no match, the screen says
// which tabs have. One statement, under the list's own condition (what the viewer may read,
// narrowed by the filters), so a count never tells of a request the list would not show.
import { asc, count } from 'drizzle-orm';
import { pickupRequests } from '../../db/schema';
import type { StatusCount } from '../../domain/statusGroups';
import { builder } from '../builder';
import { listCondition, PICKUP_FILTER_ARGS } from './queries';
import { PickupStatus } from './types';

const PickupStatusCount = builder.objectRef<StatusCount>('PickupStatusCount').implement({
  description: 'How many of the requests a search finds are in one status.',
  fields: (t) => ({
    status: t.field({ type: PickupStatus, description: 'The status.', resolve: (row) => row.status }),
    count: t.exposeInt('count', { description: 'How many requests found are in it (at least 1).' }),
  }),
});

builder.queryField('pickupRequestCounts', (t) =>
  t.withAuth({ approved: true }).field({
    type: [PickupStatusCount],
    description:
      'How many requests `pickupRequests` would list per status for the same search and filters (statuses with none left out); the same requests the caller may read.',
    args: {
      search: t.arg.string({ required: false, description: 'The words of `pickupRequests`’ search.' }),
      ...PICKUP_FILTER_ARGS,
    },
    resolve: async (_root, args, ctx) => {
      const condition = await listCondition(ctx, args);
      return ctx.db
        .select({ status: pickupRequests.status, count: count() })
        .from(pickupRequests)
        .where(condition())
        .groupBy(pickupRequests.status)
        .orderBy(asc(pickupRequests.status));
    },
  }),
);
