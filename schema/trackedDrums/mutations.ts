// Recording a delivery of tracked drums to a returner company's site (docs/tracked-drums.md); the
// writes are services/trackedDrums/deliveries.ts'.
import { recordDrumDelivery } from '../../services/trackedDrums/deliveries';
import { builder } from '../builder';
import { ReturnerCompany } from '../companies/types';
import { DrumSpec } from '../drums/types';
import { databaseId } from '../validation';
import { Drum } from './types';

const DeliveredDrumInput = builder.inputType('DeliveredDrumInput', {
  description: 'One drum of a delivery: its own number and its specification.',
  fields: (t) => ({
    number: t.string({
      required: true,
      description: 'The drum’s number: 1-40 letters, digits, - or / (spaces between groups are ignored).',
    }),
    drumSpecId: t.globalID({ required: true, for: DrumSpec, description: 'Global id of its DrumSpec.' }),
  }),
});

const RecordDrumDeliveryInput = builder.inputType('RecordDrumDeliveryInput', {
  description: 'Drums a returner company received on one delivery note, at one site.',
  fields: (t) => ({
    returnerCompanyId: t.globalID({
      required: true,
      for: ReturnerCompany,
      description: 'The returner company that received them.',
    }),
    deliveryNote: t.string({ required: false, description: 'The delivery note’s number (at most 100 characters).' }),
    deliveredAt: t.field({
      type: 'DateTime',
      required: true,
      description: 'When they were delivered: from 2000 on, not in the future.',
    }),
    address: t.string({ required: true, description: 'The site’s address.' }),
    latitude: t.float({ required: false, description: 'The site’s latitude (-90 to 90).' }),
    longitude: t.float({ required: false, description: 'The site’s longitude (-180 to 180).' }),
    drums: t.field({
      type: [DeliveredDrumInput],
      required: true,
      description: 'The drums, 1 to 10,000; a drum still on a site is refused, naming its number.',
    }),
  }),
});

const RecordDrumDeliveryPayload = builder
  .objectRef<{ deliveryId: number; drumIds: number[] }>('RecordDrumDeliveryPayload')
  .implement({
    description: 'The delivery as recorded.',
    fields: (t) => ({
      deliveryId: t.exposeInt('deliveryId', { description: 'The delivery’s database id.' }),
      drumCount: t.int({ description: 'How many drums it brought.', resolve: (payload) => payload.drumIds.length }),
      drums: t.drizzleField({
        type: [Drum],
        description: 'Its drums, in the order given.',
        resolve: async (query, payload, _args, ctx) => {
          const rows = await ctx.db.query.drums.findMany(
            query({ where: { id: { in: payload.drumIds } }, orderBy: { id: 'asc' } }),
          );
          const byId = new Map(rows.map((row) => [(row as unknown as { id: number }).id, row]));
          return payload.drumIds.map((id) => byId.get(id)!).filter(Boolean);
        },
      }),
    }),
  });

builder.mutationField('recordDrumDelivery', (t) =>
  t.withAuth({ admin: true }).field({
    type: RecordDrumDeliveryPayload,
    errors: {},
    description:
      'Admin (or an admin’s API token): records drums delivered to a returner company’s site; each starts its rent-free days from the delivery.',
    args: { input: t.arg({ type: RecordDrumDeliveryInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      recordDrumDelivery(ctx.db, ctx.viewer.id || null, {
        ...input,
        returnerCompanyId: databaseId(input.returnerCompanyId),
        drums: input.drums.map((drum) => ({ number: drum.number, drumSpecId: databaseId(drum.drumSpecId) })),
      }),
  }),
);
