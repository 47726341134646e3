// Bulk actions for admins over GraphQL: requests in one mutation, New Users approved
// or rejected several at once. Each item answers what happened to it, or why not.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { BULK_ACTIONS, type BulkItemResult, MAX_BULK_ITEMS, runBulkPickupAction } from '../../services/pickupBulk';
import { pickupViewer } from '../../services/pickupVisibility';
import { runBulkUserAction } from '../../services/userBulk';
import { builder } from '../builder';
import { TransportCompany, TransportCompanyContact } from '../companies/types';
import { User } from '../users/types';
import { PickupRequest, PickupStatus } from './types';

const BulkPickupActionKind = builder.enumType('BulkPickupActionKind', {
  description: 'The actions a bulk pickup action can take.',
  values: Object.fromEntries(BULK_ACTIONS.map((action) => [action.toUpperCase(), { value: action }])),
});

const BulkItemError = builder.objectRef<{ code: string; message: string }>('BulkItemError').implement({
  description: 'Why one item of a bulk action was not done.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'NOT_FOUND, FORBIDDEN or CONFLICT.' }),
    message: t.exposeString('message', { description: 'Why, for a person to read.' }),
  }),
});

const BulkPickupItem = builder.objectRef<BulkItemResult>('BulkPickupItem').implement({
  description: 'What happened to one request of a batch.',
  fields: (t) => ({
    pickupRequestId: t.id({
      description: "The request's global id.",
      resolve: (item) => encodeGlobalID('PickupRequest', item.id),
    }),
    databaseId: t.int({ description: "The request's database id.", resolve: (item) => item.id }),
    ok: t.exposeBoolean('ok', { description: 'Whether it was done.' }),
    status: t.field({
      description: 'Its status now.',
      type: PickupStatus,
      nullable: true,
      resolve: (item) => item.status,
    }),
    error: t.field({
      description: 'Why it was not done, if it was not.',
      type: BulkItemError,
      nullable: true,
      resolve: (item) => item.error,
    }),
  }),
});

type Outcome = { results: BulkItemResult[]; changedCount: number; applied: boolean };

const BulkPickupActionPayload = builder.objectRef<Outcome>('BulkPickupActionPayload').implement({
  description: 'What a bulk pickup action did, item by item.',
  fields: (t) => ({
    results: t.field({
      description: 'Each request and how it went.',
      type: [BulkPickupItem],
      resolve: (outcome) => outcome.results,
    }),
    changedCount: t.exposeInt('changedCount', { description: 'How many requests changed.' }),
    applied: t.exposeBoolean('applied', {
      description: 'False when, all-or-nothing, a refused item kept the whole batch from being applied.',
    }),
  }),
});

const BulkPickupActionInput = builder.inputType('BulkPickupActionInput', {
  description: 'Admin: one action on several pickup requests.',
  fields: (t) => ({
    action: t.field({ description: 'What to do with each request.', type: BulkPickupActionKind, required: true }),
    ids: t.globalIDList({ required: true, for: PickupRequest, description: `At most ${MAX_BULK_ITEMS}.` }),
    scheduledPickupDate: t.field({ type: 'DateTime', required: false, description: 'For SCHEDULE.' }),
    assignedTransportCompanyId: t.globalID({
      description: "For SCHEDULE: the transport company's global id.",
      required: false,
      for: TransportCompany,
    }),
    assignedContactPersonId: t.globalID({
      description: "For SCHEDULE: the contact person's global id.",
      required: false,
      for: TransportCompanyContact,
    }),
    bestEffort: t.boolean({
      required: false,
      defaultValue: false,
      description: 'Apply the allowed items even when others are refused (default: all or nothing).',
    }),
  }),
});

builder.mutationField('bulkPickupAction', (t) =>
  t.withAuth({ admin: true }).field({
    type: BulkPickupActionPayload,
    description: 'Admin: schedules, confirms, aborts, cancels or deletes several requests in one call.',
    args: { input: t.arg({ type: BulkPickupActionInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      runBulkPickupAction(ctx, pickupViewer(ctx)!, {
        action: input.action as (typeof BULK_ACTIONS)[number],
        ids: input.ids.map((id) => Number(id.id)),
        bestEffort: input.bestEffort ?? false,
        schedule: {
          scheduledPickupDate: (input.scheduledPickupDate as Date | null | undefined) ?? undefined,
          assignedTransportCompanyId: input.assignedTransportCompanyId
            ? Number(input.assignedTransportCompanyId.id)
            : null,
          assignedContactPersonId: input.assignedContactPersonId ? Number(input.assignedContactPersonId.id) : null,
        },
      }),
  }),
);

const BulkUserActionKind = builder.enumType('BulkUserActionKind', {
  description: 'The actions a bulk user action can take.',
  values: { APPROVE: { value: 'approve' }, REJECT: { value: 'reject' } },
});

const BulkUserItem = builder
  .objectRef<{ id: number; ok: boolean; error: { code: string; message: string } | null }>('BulkUserItem')
  .implement({
    description: 'One account of a bulk user action, and how it went.',
    fields: (t) => ({
      userId: t.id({ description: "The account's global id.", resolve: (item) => encodeGlobalID('User', item.id) }),
      databaseId: t.int({ description: "The account's database id.", resolve: (item) => item.id }),
      ok: t.exposeBoolean('ok', { description: 'Whether it was done.' }),
      error: t.field({
        description: 'Why it was not done, if it was not.',
        type: BulkItemError,
        nullable: true,
        resolve: (item) => item.error,
      }),
    }),
  });

const BulkUserActionPayload = builder
  .objectRef<{
    results: { id: number; ok: boolean; error: { code: string; message: string } | null }[];
    changedCount: number;
    applied: boolean;
  }>('BulkUserActionPayload')
  .implement({
    description: 'What a bulk user action did, item by item.',
    fields: (t) => ({
      results: t.field({
        description: 'Each account and how it went.',
        type: [BulkUserItem],
        resolve: (outcome) => outcome.results,
      }),
      changedCount: t.exposeInt('changedCount', { description: 'How many accounts changed.' }),
      applied: t.exposeBoolean('applied', { description: 'Whether anything was changed.' }),
    }),
  });

const BulkUserActionInput = builder.inputType('BulkUserActionInput', {
  description: 'Admin: one action on several accounts.',
  fields: (t) => ({
    action: t.field({ description: 'What to do with each account.', type: BulkUserActionKind, required: true }),
    ids: t.globalIDList({ required: true, for: User, description: `At most ${MAX_BULK_ITEMS}.` }),
    bestEffort: t.boolean({
      description: 'Do what can be done (true), or nothing unless all can (false).',
      required: false,
      defaultValue: false,
    }),
  }),
});

builder.mutationField('bulkUserAction', (t) =>
  t.withAuth({ admin: true }).field({
    type: BulkUserActionPayload,
    description: 'Admin: approves or rejects several pending registrations (New Users) at once.',
    args: { input: t.arg({ type: BulkUserActionInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      runBulkUserAction(ctx, ctx.viewer.id, {
        action: input.action as 'approve' | 'reject',
        ids: input.ids.map((id) => Number(id.id)),
        bestEffort: input.bestEffort ?? false,
      }),
  }),
);
