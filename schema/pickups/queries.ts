import { PICKUP_STATUSES, type PickupStatus as Status } from '../../domain/statuses';
import { builder } from '../builder';
import { MAX_PAGE_SIZE, WHOLE_LIST_LIMIT } from '../context';
import { pickupViewer, readableRequestsWhere } from '../../services/pickupVisibility';
import { PickupRequest, PickupRequestImage, PickupStatus } from './types';

/**
 * The requests the viewer reaches, newest first: a returner its company's (cancelled ones
 * hidden, spec.md section 6), an admin all, a transporter those assigned to its company.
 * One SQL statement per page, whatever is selected of each request (drums, images, zone, ...).
 */
builder.queryField('pickupRequests', (t) =>
  t.withAuth({ approved: true }).drizzleConnection({
    type: 'pickupRequests',
    description: "The pickup requests the caller may read, newest first (a returner's exclude cancelled ones).",
    maxSize: (_args, ctx) => (ctx.wholeList ? WHOLE_LIST_LIMIT : MAX_PAGE_SIZE),
    args: { statuses: t.arg({ type: [PickupStatus], required: false, description: 'Only these statuses.' }) },
    resolve: (query, _root, args, ctx) => {
      const viewer = ctx.viewer;
      let statuses: readonly Status[] = args.statuses?.length ? args.statuses : PICKUP_STATUSES;
      if (viewer.role === 'returner') statuses = statuses.filter((status) => status !== 'cancelled');
      return ctx.db.query.pickupRequests.findMany(
        query({
          where: { AND: [readableRequestsWhere(pickupViewer(ctx)), { status: { in: [...statuses] } }] },
          orderBy: { createdAt: 'desc', id: 'desc' },
        }),
      );
    },
  }),
);

builder.queryField('pickupRequest', (t) =>
  t.drizzleField({
    type: PickupRequest,
    nullable: true,
    authScopes: { approved: true },
    description: 'One request by id; null when there is none or the viewer may not read it (the two answer alike).',
    args: { id: t.arg.globalID({ required: true, for: PickupRequest }) },
    resolve: (query, _root, args, ctx) =>
      ctx.db.query.pickupRequests
        .findFirst(query({ where: { AND: [{ id: Number(args.id.id) }, readableRequestsWhere(pickupViewer(ctx))] } }))
        .then((row) => row ?? null),
  }),
);

builder.queryField('pickupRequestImage', (t) =>
  t.drizzleField({
    type: PickupRequestImage,
    nullable: true,
    authScopes: { approved: true },
    description: 'One image by id; null when there is none or the viewer may not read its request (alike).',
    args: { id: t.arg.globalID({ required: true, for: PickupRequestImage }) },
    resolve: (query, _root, args, ctx) =>
      ctx.db.query.pickupRequestImages
        .findFirst(
          query({
            where: { id: Number(args.id.id), pickupRequest: readableRequestsWhere(pickupViewer(ctx)) },
          }),
        )
        .then((row) => row ?? null),
  }),
);
