// Drum Database changes: drum types and drum specifications. The writes are
// services/masterData/drumCatalogue.ts'.
import {
  createDrumSpec,
  createDrumType,
  deleteDrumSpec,
  deleteDrumType,
  DRUM_MESSAGES,
  updateDrumSpec,
  updateDrumType,
} from '../../services/masterData/drumCatalogue';
import { builder, type InputFields } from '../builder';
import { DeletePayload, refetch } from '../payloads';
import { databaseId } from '../validation';
import { DrumSpec, DrumType } from './types';

// The fields a create and an update take alike (an update names its record by id besides).
const drumTypeFields = (t: InputFields) => ({
  name: t.string({ description: "The type's name.", required: false }),
});

const CreateDrumTypeInput = builder.inputType('CreateDrumTypeInput', {
  description: 'Admin: a new drum type.',
  fields: (t) => ({ ...drumTypeFields(t) }),
});
const UpdateDrumTypeInput = builder.inputType('UpdateDrumTypeInput', {
  description: 'Admin: changes to a drum type.',
  fields: (t) => ({
    id: t.globalID({ description: 'The global id of the drum type to change.', required: true, for: DrumType }),
    ...drumTypeFields(t),
  }),
});
const DeleteDrumTypeInput = builder.inputType('DeleteDrumTypeInput', {
  description: 'Names the drum type to delete.',
  fields: (t) => ({ id: t.globalID({ description: "The drum type's global id.", required: true, for: DrumType }) }),
});

/** A drum specification's fields; what a left-out field means differs (a default, or kept). */
const drumSpecFields = (t: InputFields, on: 'create' | 'update') => ({
  name: t.string({ description: 'Its name or stamp, as printed on the drum.', required: false }),
  articleNumber: t.string({ description: 'Its article number, if any.', required: false }),
  drumTypeId: t.globalID({ description: 'Global id of its drum type.', required: false, for: DrumType }),
  weight: t.float({ description: 'Weight in kg, if known.', required: false }),
  flangeDiameter: t.float({ description: 'Flange diameter in mm, if known.', required: false }),
  widthBetweenFlanges: t.float({ description: 'Width between the flanges in mm, if known.', required: false }),
  transportVolume: t.float({ description: 'Transport volume in m³, if known.', required: false }),
  buybackPrice: t.float({ description: 'What a returned drum of it is bought back for, if set.', required: false }),
  buybackPrice80: t.float({
    required: false,
    description:
      on === 'create'
        ? 'Empty means 80% of buybackPrice'
        : 'The stored 80% price, or 80% of buybackPrice when none is stored.',
  }),
  scrapHandlingFee: t.float({ description: 'The fee for scrapping one, if set.', required: false }),
  rentFreeDays: t.int({
    required: false,
    description: 'Days from a delivery without rent (0-36500); empty: its tracked drums never cost rent.',
  }),
  monthlyRentPercent: t.float({
    required: false,
    description: 'The share (0-100) of the buyback price charged per started month after the rent-free days.',
  }),
  forfeitAfterDays: t.int({
    required: false,
    description: 'Days from a delivery after which the whole buyback price is charged once (0-36500); empty: never.',
  }),
  drumInfo: t.string({ description: 'Notes on the drum, if any.', required: false }),
  availableFor: t.string({
    required: false,
    description: on === 'create' ? 'returner (default) or admin' : 'Who may choose it: returner (everyone) or admin.',
  }),
});

const CreateDrumSpecInput = builder.inputType('CreateDrumSpecInput', {
  description: 'Admin: a new drum specification.',
  fields: (t) => drumSpecFields(t, 'create'),
});
const UpdateDrumSpecInput = builder.inputType('UpdateDrumSpecInput', {
  description: 'Admin: changes to a drum specification (fields left out stay as they are).',
  fields: (t) => ({
    id: t.globalID({ description: 'The global id of the drum spec to change.', required: true, for: DrumSpec }),
    ...drumSpecFields(t, 'update'),
  }),
});
const DeleteDrumSpecInput = builder.inputType('DeleteDrumSpecInput', {
  description: 'Names the drum specification to delete.',
  fields: (t) => ({ id: t.globalID({ description: "The specification's global id.", required: true, for: DrumSpec }) }),
});

const DrumTypePayload = builder.objectRef<{ drumTypeId: number }>('DrumTypePayload').implement({
  description: 'The drum type as stored after the change.',
  fields: (t) => ({
    drumType: t.drizzleField({
      description: 'The drum type as stored now.',
      type: DrumType,
      resolve: (query, payload, _args, ctx) =>
        refetch(
          ctx.db.query.drumTypes.findFirst(query({ where: { id: payload.drumTypeId } })),
          DRUM_MESSAGES.typeNotFound,
        ),
    }),
  }),
});

const DrumSpecPayload = builder.objectRef<{ drumSpecId: number }>('DrumSpecPayload').implement({
  description: 'The drum specification as stored after the change.',
  fields: (t) => ({
    drumSpec: t.drizzleField({
      description: 'The specification as stored now.',
      type: DrumSpec,
      resolve: (query, payload, _args, ctx) =>
        refetch(
          ctx.db.query.drumSpecs.findFirst(query({ where: { id: payload.drumSpecId } })),
          DRUM_MESSAGES.specNotFound,
        ),
    }),
  }),
});

builder.mutationFields((t) => ({
  createDrumType: t.field({
    description: 'Admin: adds a drum type.',
    type: DrumTypePayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: CreateDrumTypeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ drumTypeId: await createDrumType(ctx.db, input) }),
  }),

  updateDrumType: t.field({
    description: 'Admin: changes a drum type.',
    type: DrumTypePayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: UpdateDrumTypeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      drumTypeId: await updateDrumType(ctx.db, Number(input.id.id), input),
    }),
  }),

  deleteDrumType: t.field({
    type: DeletePayload,
    authScopes: { admin: true },
    description: 'Refused (409) while any drum specification uses the type.',
    args: { input: t.arg({ type: DeleteDrumTypeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      await deleteDrumType(ctx.db, id);
      return { typename: 'DrumType', id };
    },
  }),

  createDrumSpec: t.field({
    description: 'Admin: adds a drum specification.',
    type: DrumSpecPayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: CreateDrumSpecInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      drumSpecId: await createDrumSpec(ctx.db, { ...input, drumTypeId: databaseId(input.drumTypeId) }),
    }),
  }),

  updateDrumSpec: t.field({
    description: 'Admin: changes a drum specification.',
    type: DrumSpecPayload,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: UpdateDrumSpecInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      drumSpecId: await updateDrumSpec(ctx.db, Number(input.id.id), {
        ...input,
        drumTypeId: databaseId(input.drumTypeId),
      }),
    }),
  }),

  deleteDrumSpec: t.field({
    type: DeletePayload,
    authScopes: { admin: true },
    description: 'Refused (409) while any pickup request lists the specification.',
    args: { input: t.arg({ type: DeleteDrumSpecInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      await deleteDrumSpec(ctx.db, id);
      return { typename: 'DrumSpec', id };
    },
  }),
}));
