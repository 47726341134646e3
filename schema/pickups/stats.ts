// The numbers on the pickup screens: the admin department's tab counts and the transporter's
// stat cards, each one SQL statement.
import { count } from 'drizzle-orm';
import { pickupRequests } from '../../db/schema';
import { TRANSPORT_LIST_STATUSES, transportStats, type TransportStats } from '../../domain/pickupSections';
import { adminTabCounts, type AdminPickupTab } from '../../domain/statusGroups';
import { pickupViewer, readableRequestsWhere } from '../../services/pickupVisibility';
import { builder } from '../builder';

type TabCounts = Record<AdminPickupTab, number>;

const PickupDepartmentCounts = builder.objectRef<TabCounts>('PickupDepartmentCounts').implement({
  description: 'How many requests each tab of the admin pickup department lists (docs/specification.md section 4).',
  fields: (t) => ({
    pending: t.exposeInt('pending', { description: 'Submitted, waiting to be scheduled.' }),
    requests: t.exposeInt('requests', { description: 'All open requests.' }),
    ongoing: t.exposeInt('ongoing', { description: 'Scheduled, not yet collected.' }),
    completed: t.exposeInt('completed', { description: 'Collected.' }),
    cancelled: t.exposeInt('cancelled', { description: 'Cancelled.' }),
  }),
});

const TransportStatsRef = builder.objectRef<TransportStats>('TransportStats').implement({
  description: 'The transporter portal’s stat cards, over the requests the viewer reaches.',
  fields: (t) => ({
    totalRequests: t.exposeInt('totalRequests', { description: 'Every request the viewer reaches.' }),
    newRequests: t.exposeInt('newRequests', { description: 'In the New Requests section (`section: new`).' }),
    scheduledPickups: t.exposeInt('scheduledPickups', {
      description: 'In the Scheduled Pickups section (`section: scheduled`).',
    }),
    pendingConfirmation: t.exposeInt('pendingConfirmation', {
      description: "Scheduled, waiting for an admin's confirmation.",
    }),
    activePickups: t.exposeInt('activePickups', { description: 'Confirmed, not yet collected.' }),
    completed: t.exposeInt('completed', { description: 'Collected.' }),
  }),
});

builder.queryField('pickupDepartmentCounts', (t) =>
  t.withAuth({ admin: true }).field({
    description: 'Admin: how many requests each tab of the pickup department shows.',
    type: PickupDepartmentCounts,
    resolve: async (_root, _args, ctx) => {
      const rows = await ctx.db
        .select({ status: pickupRequests.status, count: count() })
        .from(pickupRequests)
        .groupBy(pickupRequests.status);
      return adminTabCounts(rows).tabs;
    },
  }),
);

builder.queryField('transportStats', (t) =>
  t.withAuth({ approved: true }).field({
    description: "Transporter or admin: the counts of the transport portal's sections.",
    type: TransportStatsRef,
    authScopes: { $any: { admin: true, transporter: true } },
    resolve: async (_root, _args, ctx) => {
      // Two small columns of the requests in the viewer's lists, counted here.
      const rows = await ctx.db.query.pickupRequests.findMany({
        columns: { status: true, scheduledPickupDate: true },
        where: { AND: [readableRequestsWhere(pickupViewer(ctx)), { status: { in: [...TRANSPORT_LIST_STATUSES] } }] },
      });
      return transportStats(rows);
    },
  }),
);
