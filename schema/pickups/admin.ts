// The admin's own pickup calls (docs/specification.md sections 2, 3, 6 and 7): create on behalf of a returner,
// edit any request not collected or cancelled with an audit trail, and the event history.
import { auditEvents } from '../../db/schema';
import { AUDIT_EVENT_TYPES } from '../../domain/statuses';
import { adminCreatePickupRequest, adminUpdatePickupRequest } from '../../services/adminPickupRequests';
import { deletePickupRequestAs } from '../../services/pickupRequests';
import { builder, type InputFields } from '../builder';
import { ReturnerCompany, TransportCompany } from '../companies/types';
import { User } from '../users/types';
import {
  DeletePickupRequestPayload,
  drumLinesFromInput,
  requestDetailFields,
  PickupRequestIdInput,
  PickupRequestPayload,
} from './mutations';
import { PickupRequest } from './types';

type AuditRow = typeof auditEvents.$inferSelect & { user?: { name: string } | null };

const AuditEventType = builder.enumType('AuditEventType', {
  description: 'What kind of change an audit entry records.',
  values: Object.fromEntries(AUDIT_EVENT_TYPES.map((type) => [type, { value: type }])),
});

const AuditEvent = builder.objectRef<AuditRow>('AuditEvent').implement({
  description: 'One entry of a request’s Complete Event History (docs/specification.md section 3).',
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

/** Whose the request is and who collects it: a create names the owners, an update may leave them. */
const ownerFields = <Required extends boolean>(t: InputFields, required: Required) => ({
  returnerCompanyId: t.globalID({
    description: 'Global id of the returner company the request belongs to.',
    required,
    for: ReturnerCompany,
  }),
  userId: t.globalID({
    description: 'Global id of the user who made the request (for an API token: its identity).',
    required,
    for: User,
  }),
  assignedTransportCompanyId: t.globalID({
    description: 'Global id of the transport company scheduled to collect it.',
    required: false,
    for: TransportCompany,
  }),
});

const AdminCreatePickupRequestInput = builder.inputType('AdminCreatePickupRequestInput', {
  description: "Admin: a request made on a returner's behalf, submitted at once.",
  fields: (t) => ({
    ...ownerFields(t, true),
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
    ...ownerFields(t, false),
    ...requestDetailFields(t),
  }),
});

const idOrNull = (value: { id: string | number } | null | undefined) => (value ? Number(value.id) : null);
/** A key left out stays undefined (kept as the request holds it); null clears it. */
const givenId = (value: { id: string | number } | null | undefined) =>
  value === undefined ? undefined : idOrNull(value);

builder.mutationField('adminCreatePickupRequest', (t) =>
  t.withAuth({ admin: true }).field({
    type: PickupRequestPayload,
    errors: {},
    description:
      'Admin: creates a submitted request on behalf of a returner of a company (docs/specification.md section 6), with the returner’s rules.',
    args: { input: t.arg({ type: AdminCreatePickupRequestInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = await adminCreatePickupRequest(
        ctx,
        {
          ...input,
          drums: drumLinesFromInput(input.drums),
          returnerCompanyId: Number(input.returnerCompanyId.id),
          userId: Number(input.userId.id),
          assignedTransportCompanyId: idOrNull(input.assignedTransportCompanyId),
        },
        input.images ?? [],
      );
      return { pickupRequestId: id };
    },
  }),
);

builder.mutationField('adminUpdatePickupRequest', (t) =>
  t.withAuth({ admin: true }).field({
    type: PickupRequestPayload,
    errors: {},
    description:
      'Admin Edit: any request not collected or cancelled; writes the audit events of each change (docs/specification.md section 3).',
    args: { input: t.arg({ type: AdminUpdatePickupRequestInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      await adminUpdatePickupRequest(ctx, id, {
        ...input,
        drums: drumLinesFromInput(input.drums),
        returnerCompanyId: givenId(input.returnerCompanyId),
        userId: givenId(input.userId),
        assignedTransportCompanyId: givenId(input.assignedTransportCompanyId),
      });
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
      'Admin: permanently deletes a request with its drums, images and files; refused for collected ones (docs/specification.md section 6).',
    args: { input: t.arg({ type: PickupRequestIdInput, required: true }) },
    resolve: (_root, { input }, ctx) => deletePickupRequestAs(ctx, Number(input.id.id)),
  }),
);
