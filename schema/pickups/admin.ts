// The admin's own pickup calls (spec.md sections 2, 3, 6 and 7): create on behalf of a returner,
// edit any request not collected or cancelled with an audit trail, and the event history.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditEvents, pickupRequestDrums, pickupRequests } from '../../db/schema';
import { auditEventsForEdit, type EditedRequestState } from '../../domain/auditDiff';
import { AppError, enforce, notFound, ValidationError } from '../../domain/errors';
import { editRefusal } from '../../domain/pickupAccess';
import { AUDIT_EVENT_TYPES } from '../../domain/statuses';
import { imageCountIssue } from '../../domain/validation/pickupRequest';
import { publishPickupRequestChangeById } from '../../services/pickupEvents';
import { pickupViewer } from '../../services/pickupVisibility';
import { builder } from '../builder';
import { ReturnerCompany, TransportCompany } from '../companies/types';
import type { Context } from '../context';
import { User } from '../users/types';
import {
  DeletePickupRequestPayload,
  drumLinesFromInput,
  requestDetailFields,
  PickupRequestIdInput,
  PickupRequestPayload,
} from './mutations';
import {
  checkDrumSpecs,
  deletePickupRequestAs,
  insertPickupRequest,
  mergedDetails,
  parseDetails,
  PICKUP_RESULT_MESSAGES,
  requestColumns,
  zoneIdFor,
} from '../../services/pickupRequests';
import { PickupRequest } from './types';

export const ADMIN_PICKUP_MESSAGES = {
  userNotInCompany: 'The user must belong to the chosen returner company',
  userNotReturner: 'Choose a returner',
  transportCompanyOnlyWhenScheduled: 'The transport company can only be changed while the pickup is scheduled',
} as const;

type AuditRow = typeof auditEvents.$inferSelect & { user?: { name: string } | null };

const AuditEventType = builder.enumType('AuditEventType', {
  description: 'What kind of change an audit entry records.',
  values: Object.fromEntries(AUDIT_EVENT_TYPES.map((type) => [type, { value: type }])),
});

const AuditEvent = builder.objectRef<AuditRow>('AuditEvent').implement({
  description: 'One entry of a request’s Complete Event History (spec.md section 3).',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The entry's database id." }),
    eventType: t.field({ description: 'What changed.', type: AuditEventType, resolve: (event) => event.eventType }),
    createdAt: t.expose('createdAt', { description: 'When.', type: 'DateTime' }),
    userName: t.string({
      description: 'Who changed it, if the account still exists.',
      nullable: true,
      resolve: (event) => event.user?.name ?? null,
    }),
    adminEdit: t.boolean({
      description: "Whether an admin made the change on the request's edit form.",
      resolve: (event) => event.eventDetails?.adminEdit === true,
    }),
    eventDetails: t.string({
      description: 'JSON: before and after, or for drums added, removed and modified; for status changes from and to.',
      resolve: (event) => JSON.stringify(event.eventDetails ?? {}),
    }),
  }),
});

builder.drizzleObjectField(PickupRequest, 'auditEvents', (t) =>
  t.relation('auditEvents', {
    type: AuditEvent as never,
    description: 'The Complete Event History, oldest first: admins only (others get an empty list).',
    // Loaded with the request in the same statement, for a whole page at once.
    query: (_args, ctx) => ({
      where: ctx.viewer?.role === 'admin' ? {} : { id: -1 },
      orderBy: { createdAt: 'asc' as const, id: 'asc' as const },
      with: { user: { columns: { name: true } } },
    }),
  }),
);

const AdminCreatePickupRequestInput = builder.inputType('AdminCreatePickupRequestInput', {
  description: "Admin: a request made on a returner's behalf, submitted at once.",
  fields: (t) => ({
    returnerCompanyId: t.globalID({
      description: 'Global id of the returner company the request belongs to.',
      required: true,
      for: ReturnerCompany,
    }),
    userId: t.globalID({
      description: 'Global id of the user who made the request (for an API token: its identity).',
      required: true,
      for: User,
    }),
    assignedTransportCompanyId: t.globalID({
      description: 'Global id of the transport company scheduled to collect it.',
      required: false,
      for: TransportCompany,
    }),
    ...requestDetailFields(t),
    images: t.field({
      type: ['File'],
      required: false,
      description: 'Up to 6 images, the first primary; more can be added after.',
    }),
  }),
});

const AdminUpdatePickupRequestInput = builder.inputType('AdminUpdatePickupRequestInput', {
  description: 'Fields left out stay as they are; returnerCompanyId, userId and assignedTransportCompanyId take null.',
  fields: (t) => ({
    id: t.globalID({
      description: 'The global id of the pickup request to change.',
      required: true,
      for: PickupRequest,
    }),
    returnerCompanyId: t.globalID({
      description: 'Global id of the returner company the request belongs to.',
      required: false,
      for: ReturnerCompany,
    }),
    userId: t.globalID({
      description: 'Global id of the user who made the request (for an API token: its identity).',
      required: false,
      for: User,
    }),
    assignedTransportCompanyId: t.globalID({
      description: 'Global id of the transport company scheduled to collect it.',
      required: false,
      for: TransportCompany,
    }),
    ...requestDetailFields(t),
  }),
});

/** The returner company and its user must exist and belong together (400 naming the field). */
async function checkOwner(ctx: Context, companyId: number | null, userId: number | null) {
  if (companyId !== null) {
    const company = await ctx.db.query.returnerCompanies.findFirst({ where: { id: companyId }, columns: { id: true } });
    if (!company) throw new AppError('NOT_FOUND', 'Returner company not found', 'returnerCompanyId');
  }
  if (userId === null) return;
  const user = await ctx.db.query.users.findFirst({
    where: { id: userId },
    columns: { id: true, role: true, returnerCompanyId: true },
  });
  if (!user) throw new AppError('NOT_FOUND', 'User not found', 'userId');
  if (user.role !== 'returner')
    throw new ValidationError([{ field: 'userId', message: ADMIN_PICKUP_MESSAGES.userNotReturner }]);
  if (user.returnerCompanyId !== companyId)
    throw new ValidationError([{ field: 'userId', message: ADMIN_PICKUP_MESSAGES.userNotInCompany }]);
}

async function checkTransportCompany(ctx: Context, id: number | null) {
  if (id === null) return;
  const company = await ctx.db.query.transportCompanies.findFirst({ where: { id }, columns: { id: true } });
  if (!company) throw new AppError('NOT_FOUND', 'Transport company not found', 'assignedTransportCompanyId');
}

const idOrNull = (value: { id: string | number } | null | undefined) => (value ? Number(value.id) : null);

builder.mutationField('adminCreatePickupRequest', (t) =>
  t.withAuth({ admin: true }).field({
    type: PickupRequestPayload,
    errors: {},
    description:
      'Admin: creates a submitted request on behalf of a returner of a company (spec.md section 6), with the returner’s rules.',
    args: { input: t.arg({ type: AdminCreatePickupRequestInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const details = parseDetails({ ...input, drums: drumLinesFromInput(input.drums) });
      // Images may follow over POST /api/pickup-requests/{id}/images (spec.md section 7): none is fine here.
      const images = input.images ?? [];
      if (images.length > 0) {
        const issue = imageCountIssue(0, images.length, true);
        if (issue) throw new ValidationError([{ field: 'images', message: issue }]);
      }
      const companyId = Number(input.returnerCompanyId.id);
      const userId = Number(input.userId.id);
      const transportCompanyId = idOrNull(input.assignedTransportCompanyId);
      await checkOwner(ctx, companyId, userId);
      await checkTransportCompany(ctx, transportCompanyId);
      await checkDrumSpecs(ctx, pickupViewer(ctx)!, details.drums);
      const id = await insertPickupRequest(ctx, details, images, {
        userId,
        returnerCompanyId: companyId,
        createdByAdminId: ctx.viewer.id,
        assignedTransportCompanyId: transportCompanyId,
        submitted: true,
      });
      return { pickupRequestId: id };
    },
  }),
);

/** What the audit trail compares: owner, transport company, address and drum lines with names. */
async function editedState(db: Executor, id: number): Promise<EditedRequestState | null> {
  const row = await db.query.pickupRequests.findFirst({
    where: { id },
    with: {
      user: { columns: { name: true } },
      returnerCompany: { columns: { name: true } },
      assignedTransportCompany: { columns: { name: true } },
      drums: { orderBy: { id: 'asc' }, with: { drumSpec: { columns: { name: true } } } },
    },
  });
  if (!row) return null;
  return {
    userId: row.userId,
    userName: row.user?.name ?? null,
    returnerCompanyId: row.returnerCompanyId,
    returnerCompanyName: row.returnerCompany?.name ?? null,
    assignedTransportCompanyId: row.assignedTransportCompanyId,
    assignedTransportCompanyName: row.assignedTransportCompany?.name ?? null,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    drums: row.drums.map((line) => ({
      drumSpecId: line.drumSpecId,
      name: line.drumSpec?.name ?? '',
      quantity: line.quantity,
    })),
  };
}

builder.mutationField('adminUpdatePickupRequest', (t) =>
  t.withAuth({ admin: true }).field({
    type: PickupRequestPayload,
    errors: {},
    description:
      'Admin Edit: any request not collected or cancelled; writes the audit events of each change (spec.md section 3).',
    args: { input: t.arg({ type: AdminUpdatePickupRequestInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      const existing = await ctx.db.query.pickupRequests.findFirst({
        where: { id },
        with: { drums: { orderBy: { id: 'asc' } } },
      });
      if (!existing) throw notFound(PICKUP_RESULT_MESSAGES.notFound);
      enforce(editRefusal(pickupViewer(ctx)!, existing));
      const given = <K extends keyof typeof input>(key: K) => input[key] !== undefined;
      const companyId = given('returnerCompanyId') ? idOrNull(input.returnerCompanyId) : existing.returnerCompanyId;
      // spec.md section 4: changing the company resets the user to none, unless one is given.
      const userId = given('userId')
        ? idOrNull(input.userId)
        : companyId !== existing.returnerCompanyId
          ? null
          : existing.userId;
      const transportCompanyId = given('assignedTransportCompanyId')
        ? idOrNull(input.assignedTransportCompanyId)
        : existing.assignedTransportCompanyId;
      if (transportCompanyId !== existing.assignedTransportCompanyId && existing.status !== 'pickup_scheduled')
        throw new ValidationError([
          { field: 'assignedTransportCompanyId', message: ADMIN_PICKUP_MESSAGES.transportCompanyOnlyWhenScheduled },
        ]);
      await checkOwner(ctx, companyId, userId);
      await checkTransportCompany(ctx, transportCompanyId);
      const drumsGiven = input.drums !== undefined && input.drums !== null;
      const details = mergedDetails({ ...input, drums: drumLinesFromInput(input.drums) }, existing);
      await checkDrumSpecs(ctx, pickupViewer(ctx)!, details.drums);
      const zoneId = await zoneIdFor(ctx.db, details);
      const before = (await editedState(ctx.db, id))!;

      await ctx.db.transaction(async (tx) => {
        const updated = await tx
          .update(pickupRequests)
          .set({
            ...requestColumns(details),
            zoneId,
            userId,
            returnerCompanyId: companyId,
            assignedTransportCompanyId: transportCompanyId,
            // A contact belongs to its company: a new company has none chosen yet.
            ...(transportCompanyId !== existing.assignedTransportCompanyId ? { assignedContactPersonId: null } : {}),
            updatedAt: new Date(),
          })
          .where(and(eq(pickupRequests.id, id), eq(pickupRequests.status, existing.status)))
          .returning({ id: pickupRequests.id });
        if (!updated.length) throw new AppError('CONFLICT', PICKUP_RESULT_MESSAGES.changedMeanwhile);
        if (drumsGiven) {
          await tx.delete(pickupRequestDrums).where(eq(pickupRequestDrums.pickupRequestId, id));
          await tx.insert(pickupRequestDrums).values(details.drums.map((line) => ({ pickupRequestId: id, ...line })));
        }
        // The trail is written with the change: both stand or neither.
        const events = auditEventsForEdit(before, (await editedState(tx, id))!);
        if (events.length)
          await tx
            .insert(auditEvents)
            .values(events.map((event) => ({ ...event, pickupRequestId: id, userId: ctx.viewer.id })));
      });
      await publishPickupRequestChangeById(ctx, id);
      return { pickupRequestId: id };
    },
  }),
);

builder.queryField('auditLog', (t) =>
  t.withAuth({ admin: true }).drizzleConnection({
    type: 'pickupRequests',
    description: 'The Returns Log: every request, the most recently changed first, each with its event history.',
    resolve: (query, _root, _args, ctx) =>
      ctx.db.query.pickupRequests.findMany(query({ orderBy: { updatedAt: 'desc', id: 'desc' } })),
  }),
);

builder.mutationField('adminDeletePickupRequest', (t) =>
  t.withAuth({ admin: true }).field({
    type: DeletePickupRequestPayload,
    description:
      'Admin: permanently deletes a request with its drums, images and files; refused for collected ones (spec.md section 6).',
    args: { input: t.arg({ type: PickupRequestIdInput, required: true }) },
    resolve: (_root, { input }, ctx) => deletePickupRequestAs(ctx, Number(input.id.id)),
  }),
);
