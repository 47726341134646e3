// The admin department's user changes (spec.md sections 2, 5, 7): approve / reject / mark
// reviewed, create / edit / delete. The lists are in queries.ts.
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pickupRequests, users } from '../../db/schema';
import { CreateUserSchema, UpdateUserSchema } from '../../domain/validation/masterData';
import { hashPassword } from '../../services/auth/passwords';
import { deleteUserSessions } from '../../services/auth/sessions';
import type { Context } from '../context';
import { enqueueMail } from '../../services/mail/outbox';
import { builder } from '../builder';
import { AppError, ValidationError } from '../../domain/errors';
import { notifyUsers, publishNotifications } from '../notifications/notify';
import { DeletePayload, refetch } from '../payloads';
import { databaseId, parseInput, parseUpdate } from '../validation';
import { ReturnerCompany, TransportCompany } from '../companies/types';
import { User } from './types';

export const ADMIN_USER_MESSAGES = {
  notFound: 'User not found',
  emailTaken: 'An account with this email already exists',
  returnerCompanyNotFound: 'Returner company not found',
  transportCompanyNotFound: 'Transport company not found',
  notPending: 'Only pending users can be rejected',
  notYourself: 'You cannot do this to your own account',
  approvedNotification: 'Your account has been approved. You can now use Drum Returns.',
} as const;

const CreateUserInput = builder.inputType('CreateUserInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    email: t.string({ required: false }),
    password: t.string({ required: false }),
    role: t.string({ required: false, description: 'returner (default), admin or transporter' }),
    approved: t.boolean({ required: false, description: 'Auto-approve; default true' }),
    returnerCompanyId: t.globalID({ required: false, for: ReturnerCompany, description: 'Only kept for returners' }),
    transportCompanyId: t.globalID({
      required: false,
      for: TransportCompany,
      description: 'Required for transporters, only kept for them',
    }),
    phoneNumber: t.string({ required: false }),
    division: t.string({ required: false }),
  }),
});

const UpdateUserInput = builder.inputType('UpdateUserInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: User }),
    name: t.string({ required: false }),
    email: t.string({ required: false }),
    role: t.string({ required: false }),
    approved: t.boolean({ required: false }),
    active: t.boolean({ required: false }),
    returnerCompanyId: t.globalID({ required: false, for: ReturnerCompany }),
    transportCompanyId: t.globalID({ required: false, for: TransportCompany }),
    phoneNumber: t.string({ required: false }),
    division: t.string({ required: false }),
  }),
});

const UserIdInput = builder.inputType('UserIdInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: User }) }),
});

const UserPayload = builder.objectRef<{ userId: number }>('UserPayload').implement({
  fields: (t) => ({
    user: t.drizzleField({
      type: User,
      resolve: (query, payload, _args, ctx) =>
        refetch(ctx.db.query.users.findFirst(query({ where: { id: payload.userId } })), ADMIN_USER_MESSAGES.notFound),
    }),
  }),
});

builder.mutationFields((t) => ({
  createUser: t.field({
    type: UserPayload,
    authScopes: { admin: true },
    errors: {},
    description: 'An account made by an admin: verified at once (the admin vouches for the address) and reviewed.',
    args: { input: t.arg({ type: CreateUserInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(CreateUserSchema, withCompanyIds(input));
      await checkUserReferences(ctx.db, data);
      const passwordHash = await hashPassword(data.password);
      const { password: _password, ...fields } = data;
      const [user] = await ctx.db
        .insert(users)
        .values({ ...fields, passwordHash, reviewed: true, emailVerifiedAt: new Date() })
        .returning({ id: users.id });
      return { userId: user.id };
    },
  }),

  updateUser: t.withAuth({ admin: true }).field({
    type: UserPayload,
    errors: {},
    description: 'Edits an account; the edit also counts as reviewing it. Approving here notifies like approveUser.',
    args: { input: t.arg({ type: UpdateUserInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      const stored = await ctx.db.query.users.findFirst({ where: { id } });
      if (!stored) throw new AppError('NOT_FOUND', ADMIN_USER_MESSAGES.notFound);
      const data = parseUpdate(UpdateUserSchema, stored, withCompanyIds(input));
      if (id === ctx.viewer.id && (data.role !== 'admin' || !data.active))
        throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.notYourself);
      await checkUserReferences(ctx.db, data, id);
      const becameApproved = data.approved && !stored.approved;
      const created = await ctx.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ ...data, reviewed: true, updatedAt: new Date() })
          .where(eq(users.id, id));
        if (data.returnerCompanyId !== null) {
          // Requests the user made before belonging to a company join the company with them.
          await tx
            .update(pickupRequests)
            .set({ returnerCompanyId: data.returnerCompanyId })
            .where(and(eq(pickupRequests.userId, id), isNull(pickupRequests.returnerCompanyId)));
        }
        if (!data.active) await deleteUserSessions(tx, id);
        return becameApproved ? announceApproval(tx, ctx, { ...stored, ...data }) : [];
      });
      afterApproval(ctx, created);
      return { userId: id };
    },
  }),

  deleteUser: t.withAuth({ admin: true }).field({
    type: DeletePayload,
    description: 'Deletes the account; its requests stay, without a requester.',
    args: { input: t.arg({ type: UserIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      if (id === ctx.viewer.id) throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.notYourself);
      const [deleted] = await ctx.db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      if (!deleted) throw new AppError('NOT_FOUND', ADMIN_USER_MESSAGES.notFound);
      return { typename: 'User', id };
    },
  }),

  approveUser: t.field({
    type: UserPayload,
    authScopes: { admin: true },
    description: 'Approves (and reviews) an account and tells its owner, by notification and mail.',
    args: { input: t.arg({ type: UserIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      const created = await ctx.db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!before) throw new AppError('NOT_FOUND', ADMIN_USER_MESSAGES.notFound);
        await tx.update(users).set({ approved: true, reviewed: true, updatedAt: new Date() }).where(eq(users.id, id));
        return before.approved ? [] : announceApproval(tx, ctx, before);
      });
      afterApproval(ctx, created);
      return { userId: id };
    },
  }),

  rejectUser: t.field({
    type: DeletePayload,
    authScopes: { admin: true },
    description: 'Rejects a pending registration: the account is deleted permanently.',
    args: { input: t.arg({ type: UserIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      return ctx.db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id, approved: users.approved, role: users.role })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!user) throw new AppError('NOT_FOUND', ADMIN_USER_MESSAGES.notFound);
        if (user.approved || user.role === 'admin') throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.notPending);
        await tx.delete(users).where(eq(users.id, id));
        return { typename: 'User', id };
      });
    },
  }),

  markUserReviewed: t.field({
    type: UserPayload,
    authScopes: { admin: true },
    description: 'Takes the account off the New Users list without approving it.',
    args: { input: t.arg({ type: UserIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      const [user] = await ctx.db
        .update(users)
        .set({ reviewed: true, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      if (!user) throw new AppError('NOT_FOUND', ADMIN_USER_MESSAGES.notFound);
      return { userId: id };
    },
  }),
}));

/** The company references as the database ids the user rules check. */
const withCompanyIds = <
  T extends { returnerCompanyId?: { id: number } | null; transportCompanyId?: { id: number } | null },
>(
  input: T,
) => ({
  ...input,
  returnerCompanyId: databaseId(input.returnerCompanyId),
  transportCompanyId: databaseId(input.transportCompanyId),
});

/** The email is free and the chosen companies exist, else a field error. */
export async function checkUserReferences(
  db: Executor,
  data: { email: string; returnerCompanyId: number | null; transportCompanyId: number | null },
  ownId?: number,
): Promise<void> {
  const issues: { field: string; message: string }[] = [];
  const holder = await db.query.users.findFirst({ columns: { id: true }, where: { email: data.email } });
  if (holder && holder.id !== ownId) issues.push({ field: 'email', message: ADMIN_USER_MESSAGES.emailTaken });
  if (
    data.returnerCompanyId !== null &&
    !(await db.query.returnerCompanies.findFirst({ columns: { id: true }, where: { id: data.returnerCompanyId } }))
  ) {
    issues.push({ field: 'returnerCompanyId', message: ADMIN_USER_MESSAGES.returnerCompanyNotFound });
  }
  if (
    data.transportCompanyId !== null &&
    !(await db.query.transportCompanies.findFirst({ columns: { id: true }, where: { id: data.transportCompanyId } }))
  ) {
    issues.push({ field: 'transportCompanyId', message: ADMIN_USER_MESSAGES.transportCompanyNotFound });
  }
  if (issues.length > 0) throw new ValidationError(issues);
}

/** In the approving transaction: an in-app notification and a mail to the account's owner. */
async function announceApproval(tx: Executor, ctx: Context, user: { id: number; name: string; email: string }) {
  const loginUrl = `${ctx.config.appUrl}/login`;
  await enqueueMail(tx, user.email, {
    subject: 'Your Drum Returns account has been approved',
    text: `Hello ${user.name},\n\nAn administrator approved your Drum Returns account. You can now log in: ${loginUrl}\n\nDrum Returns`,
    html: `<p>Hello ${escapeHtml(user.name)},</p><p>An administrator approved your Drum Returns account.</p><p><a href="${escapeHtml(loginUrl)}">Log in</a></p><p>Drum Returns</p>`,
  });
  return notifyUsers(tx, [user.id], ADMIN_USER_MESSAGES.approvedNotification, 'approval');
}

function afterApproval(ctx: Context, created: Awaited<ReturnType<typeof notifyUsers>>) {
  if (created.length === 0) return;
  ctx.outbox.kick();
  publishNotifications(ctx, created);
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
