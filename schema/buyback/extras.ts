// The admin's review of drums recorded beyond the declared quantity (README "Collection extras").
import { reviewCollectionExtras } from '../../services/buyback/extras';
import { builder } from '../builder';
import { PickupRequestPayload } from '../pickups/mutations';
import { PickupRequest } from '../pickups/types';
import { lookupId } from '../validation';

const ReviewCollectionExtrasInput = builder.inputType('ReviewCollectionExtrasInput', {
  description: 'The collected request whose drums beyond the declared quantity the admin decides on.',
  fields: (t) => ({
    pickupRequestId: t.globalID({ for: PickupRequest, required: true, description: "The request's global id." }),
    accept: t.boolean({
      required: true,
      description: 'true credits every drum found; false credits the declared drums only.',
    }),
  }),
});

builder.mutationField('reviewCollectionExtras', (t) =>
  t.withAuth({ admin: true }).field({
    type: PickupRequestPayload,
    errors: {},
    description:
      "Admin: accepts or refuses a collection's drums beyond the declared quantity; its credit and its draft statement line follow. 409 when none wait.",
    args: { input: t.arg({ type: ReviewCollectionExtrasInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const pickupRequestId = lookupId(Number(input.pickupRequestId.id));
      await reviewCollectionExtras(ctx.db, ctx.viewer.id, pickupRequestId, input.accept);
      return { pickupRequestId };
    },
  }),
);
