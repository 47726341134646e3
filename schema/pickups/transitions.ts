// The pickup operations of docs/specification.md section 4 as GraphQL mutations: each runs one action of the
// transition table (domain/transitions.ts) through services/pickupTransitions.ts; REST's
// transport and admin calls run these same operations.
import type { PickupStatus as Status } from '../../domain/statuses';
import { allowedActions, PICKUP_ACTIONS, rollbackTargets } from '../../domain/transitions';
import { storeCollectionPhotos } from '../../services/buyback/collections';
import { applyTransition, type TransitionRequest } from '../../services/pickupTransitions';
import { pickupViewer } from '../../services/pickupVisibility';
import { builder } from '../builder';
import { once } from '../../services/idempotency';
import { clientRequestIdField, keyedCallOf } from '../idempotency';
import { DrumCondition } from '../trackedDrums/conditions';
import { TransportCompany, TransportCompanyContact } from '../companies/types';
import type { Context } from '../context';
import { PickupRequestIdInput, PickupRequestPayload } from './mutations';
import { PickupRequest, PickupStatus } from './types';

const PickupAction = builder.enumType('PickupAction', {
  description: 'An action of the transition table (docs/specification.md section 4).',
  values: Object.fromEntries(PICKUP_ACTIONS.map((action) => [toEnumName(action), { value: action }])),
});

function toEnumName(action: string): string {
  return action.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
}

builder.objectFields(PickupRequest, (t) => ({
  allowedActions: t.field({
    type: [PickupAction],
    description: 'What the viewer may do with the request now (the server checks again on each call).',
    resolve: (request, _args, ctx) => {
      const viewer = pickupViewer(ctx);
      return viewer ? allowedActions(request, viewer.role) : [];
    },
  }),
  rollbackTargets: t.field({
    type: [PickupStatus],
    description: 'The statuses an admin may roll the request back to (docs/specification.md section 4).',
    resolve: (request, _args, ctx) => (ctx.viewer?.role === 'admin' ? [...rollbackTargets(request.status)] : []),
  }),
}));

const SchedulePickupInput = builder.inputType('SchedulePickupInput', {
  description: 'The pickup date, transport company and contact person of a request.',
  fields: (t) => ({
    id: t.globalID({ description: "The request's global id.", required: true, for: PickupRequest }),
    scheduledPickupDate: t.field({
      description: 'The day and time of the pickup, in the future.',
      type: 'DateTime',
      required: true,
    }),
    assignedTransportCompanyId: t.globalID({
      required: false,
      for: TransportCompany,
      description: 'A transporter schedules for its own company, the default.',
    }),
    assignedContactPersonId: t.globalID({
      required: false,
      for: TransportCompanyContact,
      description: 'A contact person of that company.',
    }),
  }),
});

const RollbackPickupRequestInput = builder.inputType('RollbackPickupRequestInput', {
  description: 'Admin: the request and the earlier status to return it to.',
  fields: (t) => ({
    id: t.globalID({ description: "The request's global id.", required: true, for: PickupRequest }),
    targetStatus: t.field({
      description: "The earlier status to return to (one of the request's rollbackTargets).",
      type: PickupStatus,
      required: true,
    }),
  }),
});

const CollectedDrumLineInput = builder.inputType('CollectedDrumLineInput', {
  description: 'How many drums of one declared line were found in each condition (whole numbers 0-10,000).',
  fields: (t) => ({
    drumLineId: t.int({
      required: true,
      description: "The declared line's database id (PickupRequestDrum.databaseId).",
    }),
    full: t.int({ required: true, description: 'Drums found whole: 100% buyback.' }),
    minorDamage: t.int({ required: true, description: 'Drums with minor damage: 80% buyback.' }),
    scrap: t.int({ required: true, description: 'Drums for scrap: the handling fee is charged.' }),
    missing: t.int({
      required: false,
      description: 'Declared drums not found; optional, it follows from the others (given, it must agree).',
    }),
  }),
});

const CollectedDrumInput = builder.inputType('CollectedDrumInput', {
  description: 'A tracked drum the collector ticked or scanned, and the condition it was found in.',
  fields: (t) => ({
    number: t.string({ required: true, description: 'The drum’s number.' }),
    condition: t.field({ type: DrumCondition, required: true, description: 'FULL, MINOR_DAMAGE, SCRAP or MISSING.' }),
  }),
});

const MarkPickupCollectedInput = builder.inputType('MarkPickupCollectedInput', {
  description: 'The collected request and, optionally, what was found: lines not given are as declared, full.',
  fields: (t) => ({
    id: t.globalID({ description: "The request's global id.", required: true, for: PickupRequest }),
    collectorName: t.string({
      required: false,
      description: "The collector's name (at most 254 characters); the signed-in user's name when omitted.",
    }),
    lines: t.field({
      type: [CollectedDrumLineInput],
      required: false,
      description: 'The drums found per declared line; omitted, everything as declared and full.',
    }),
    photos: t.field({
      type: ['File'],
      required: false,
      description: 'Up to 6 photos of damage: PNG, JPG or GIF of at most 10 MB each.',
    }),
    drums: t.field({
      type: [CollectedDrumInput],
      required: false,
      description:
        'Tracked drums by number and condition. A booked drum not named stays on its site; a drum of the site not booked is added. Without `lines`, the counts follow from these (the rest of each line found full).',
    }),
    clientRequestId: clientRequestIdField(t),
    collectedAt: t.field({
      type: 'DateTime',
      required: false,
      description:
        'When the collection was recorded on the phone, for one sent later (without coverage): at most 30 days back, never before the request was sent; up to 10 minutes ahead of the server counts as now, further ahead is refused. Left out: now.',
    }),
    latitude: t.float({ required: false, description: "The phone's latitude at collection, when it gave one." }),
    longitude: t.float({ required: false, description: "The phone's longitude at collection, when it gave one." }),
  }),
});

builder.mutationField('markPickupCollected', (t) =>
  t.withAuth({ approved: true }).field({
    type: PickupRequestPayload,
    errors: {},
    description:
      'Admin or transporter: the drums of a pickup_scheduled request were collected; records the proof of collection and its credit.',
    args: { input: t.arg({ type: MarkPickupCollectedInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      return once(
        ctx.db,
        await keyedCallOf(ctx, 'markPickupCollected', { ...input, id }),
        async (claim) =>
          run(ctx, id, {
            action: 'markCollected',
            collection: {
              collectorName: input.collectorName,
              lines: input.lines,
              drums: input.drums,
              latitude: input.latitude,
              longitude: input.longitude,
              collectedAt: input.collectedAt,
              // The caller's right to collect this request is checked before any photo is decoded.
              photos: await storeCollectionPhotos(ctx, pickupViewer(ctx)!, id, input.photos ?? []),
            },
            claim,
          }),
        (first) => ({ pickupRequestId: first.pickupRequestId as number }),
      );
    },
  }),
);

async function run(ctx: Context, id: string | number, wanted: TransitionRequest) {
  const viewer = pickupViewer(ctx)!;
  const request = await applyTransition(ctx, viewer, Number(id), wanted);
  return { pickupRequestId: request.id };
}

const simpleAction = (action: TransitionRequest['action'], description: string) =>
  builder.mutationField(
    action === 'clearSchedule'
      ? 'clearPickupSchedule'
      : action === 'markCollected'
        ? 'markPickupCollected'
        : action === 'cancel'
          ? 'cancelPickupRequest'
          : `${action}Pickup`,
    (t) =>
      t.withAuth({ approved: true }).field({
        type: PickupRequestPayload,
        errors: {},
        description,
        args: { input: t.arg({ type: PickupRequestIdInput, required: true }) },
        resolve: (_root, { input }, ctx) => run(ctx, input.id.id, { action }),
      }),
  );

simpleAction(
  'clearSchedule',
  'Admin or transporter: removes the date, company and contact of a request awaiting confirmation.',
);
simpleAction(
  'confirm',
  'Admin: confirms a scheduled date; the request becomes pickup_scheduled and the returner is told.',
);
simpleAction('abort', 'Admin: a pickup_scheduled request goes back to awaiting scheduling, without a date.');
simpleAction('cancel', 'Admin: cancels any request not yet collected or cancelled.');

builder.mutationField('schedulePickup', (t) =>
  t.withAuth({ approved: true }).field({
    type: PickupRequestPayload,
    errors: {},
    description:
      'Admin or transporter: sets or changes the pickup date, transport company and contact person (Schedule / Edit Schedule).',
    args: { input: t.arg({ type: SchedulePickupInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      run(ctx, input.id.id, {
        action: 'schedule',
        schedule: {
          scheduledPickupDate: input.scheduledPickupDate as Date,
          assignedTransportCompanyId: input.assignedTransportCompanyId
            ? Number(input.assignedTransportCompanyId.id)
            : null,
          assignedContactPersonId: input.assignedContactPersonId ? Number(input.assignedContactPersonId.id) : null,
        },
      }),
  }),
);

builder.mutationField('rollbackPickupRequest', (t) =>
  t.withAuth({ approved: true }).field({
    type: PickupRequestPayload,
    errors: {},
    description: 'Admin: rolls a request back to an earlier status, clearing what the later ones set.',
    args: { input: t.arg({ type: RollbackPickupRequestInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      run(ctx, input.id.id, { action: 'rollback', targetStatus: input.targetStatus as Status }),
  }),
);
