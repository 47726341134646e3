import { encodeGlobalID } from '@pothos/plugin-relay';
import { canReadPickupRequest, type PickupSubject } from '../../domain/pickupAccess';
import type { PickupRequestEvent } from '../../services/pubsub';
import { builder } from '../builder';
import { pickupViewer } from '../../services/pickupVisibility';
import { audienceOfViewer } from '../../services/pickupEvents';
import { PickupRequest } from './types';

const PickupRequestChange = builder.objectRef<PickupRequestEvent>('PickupRequestChange').implement({
  description: 'A request the viewer reaches was created, changed or deleted.',
  fields: (t) => ({
    // Not `id`: a change is no node, and Relay would merge it into the request's record.
    pickupRequestId: t.id({
      description: 'Global id of the request.',
      resolve: (event) => encodeGlobalID('PickupRequest', event.pickupRequestId),
    }),
    databaseId: t.int({ description: "The request's database id.", resolve: (event) => event.pickupRequestId }),
    deleted: t.exposeBoolean('deleted', { description: 'Whether the request was deleted.' }),
    pickupRequest: t.drizzleField({
      type: PickupRequest,
      nullable: true,
      description: 'The request as it is now; null once deleted or out of the viewer’s reach.',
      resolve: async (query, event, _args, ctx) => {
        if (event.deleted) return null;
        const viewer = pickupViewer(ctx);
        const row = await ctx.db.query.pickupRequests.findFirst(query({ where: { id: event.pickupRequestId } }));
        // PickupRequest loads all its columns whatever is selected, so the access rule can read them.
        return row && viewer && canReadPickupRequest(viewer, row as unknown as PickupSubject) ? row : null;
      },
    }),
  }),
});

builder.subscriptionField('pickupRequestChanged', (t) =>
  t.withAuth({ approved: true }).field({
    type: PickupRequestChange,
    description: "Fires when a request the viewer reaches is created, changed or deleted (a returner: its company's).",
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('pickupRequest:changed', audienceOfViewer(ctx.viewer)),
    resolve: (event) => event,
  }),
);
