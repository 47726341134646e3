import { encodeGlobalID } from '@pothos/plugin-relay';
import { canReadPickupRequest, type PickupSubject, pickupVisibility } from '../../domain/pickupAccess';
import type { PickupRequestEvent } from '../../services/pubsub';
import { builder, viewerScopes } from '../builder';
import { SHARED_ANSWERS, type SharedAnswers } from '../answersPerRights';
import { unreadCountAt } from '../../services/messages';
import { pickupViewer } from '../../services/pickupVisibility';
import { audienceOfViewer } from '../../services/pickupEvents';
import { PickupRequest } from './types';
import { oncePerEvent } from '../../services/eventStreams';

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
      resolve: async (query, event, _args, ctx, info) => {
        if (event.deleted) return null;
        const viewer = pickupViewer(ctx);
        // The row is the same for every subscriber (fields that depend on the viewer batch their
        // own reads while ctx.eventDelivery is set), so it is read once per event and selection.
        // `query()` still runs for each: it records in the subscriber's context how the row's
        // fields were loaded, and without a seed it reuses the plan already played.
        const selection = { ...query(), where: { id: event.pickupRequestId } };
        const read = () => ctx.db.query.pickupRequests.findFirst(selection);
        const row = await (ctx.eventDelivery
          ? oncePerEvent(event, info.fieldNodes[0], JSON.stringify(info.variableValues), read)
          : read());
        // PickupRequest loads all its columns whatever is selected, so the access rule can read them.
        return row && viewer && canReadPickupRequest(viewer, row as unknown as PickupSubject) ? row : null;
      },
    }),
  }),
});

/**
 * A change answers alike for everyone with the same rights (scopes and visibility), but for the
 * unread count: the request's fields read the viewer only through the pickup rules, except its
 * thread (`messages`: which are one's own). Checked by schema/pickups/changeFanout.test.ts; the
 * web's own live-update documents keep to these types (server/sharedEventExecution.test.ts).
 */
const CHANGES_ANSWER_ALIKE: SharedAnswers = {
  types: [
    'PickupRequestChange',
    'PickupRequest',
    'PickupRequestDrum',
    'PickupRequestDrumNumber',
    'PickupRequestImage',
    'AuditEvent',
    'PickupCollection',
    'PickupCollectionLine',
    'CollectionPhoto',
    'CollectedDrumSpec',
  ],
  exceptFields: ['PickupRequest.messages'],
  rightsOf: (ctx) => ({ scopes: viewerScopes(ctx), visibility: pickupVisibility(pickupViewer(ctx)) }),
  viewerValues: (event, ctx) => {
    const change = event as PickupRequestEvent;
    return change.deleted || !ctx.viewer ? null : unreadCountAt(change, ctx.db, ctx.viewer.id, change.pickupRequestId);
  },
};

builder.subscriptionField('pickupRequestChanged', (t) =>
  t.withAuth({ approved: true }).field({
    type: PickupRequestChange,
    description: "Fires when a request the viewer reaches is created, changed or deleted (a returner: its company's).",
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('pickupRequest:changed', audienceOfViewer(ctx.viewer)),
    resolve: (event) => event,
    extensions: { [SHARED_ANSWERS]: CHANGES_ANSWER_ALIKE },
  }),
);
