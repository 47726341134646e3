// The admin department's user management (spec.md sections 2, 5, 7): lists, pending
// registrations, approve / reject / mark reviewed, create / edit / delete.
import { and, eq, ne } from 'drizzle-orm';
import { users } from '../../db/schema';
import { CreateUserSchema, UpdateUserSchema } from '../../domain/validation/masterData';
import {
  approveUser,
  createUser,
  deleteUser,
  markUserReviewed,
  rejectUser,
  updateUser,
  USER_MESSAGES,
} from '../../services/users';
import { builder } from '../builder';
import { AppError, ValidationError } from '../../domain/errors';
import { DeletePayload, overlay } from '../payloads';
import { parseInput } from '../validation';
import { User } from './types';

/** New Users tab: registrations nobody has approved or reviewed yet. */
const pendingWhere = { approved: false, reviewed: false, role: { ne: 'admin' as const } };

builder.queryFields((t) => ({
  users: t.drizzleConnection({
    type: 'users',
    authScopes: { admin: true },
    maxSize: 500,
    description: 'Every user, newest first.',
    totalCount: (_root, _args, ctx) => ctx.db.$count(users),
    resolve: (query, _root, _args, ctx) => ctx.db.query.users.findMany(query({ orderBy: { createdAt: 'desc' } })),
  }),
  pendingUsers: t.drizzleConnection({
    type: 'users',
    authScopes: { admin: true },
    maxSize: 500,
    description: 'Registrations awaiting approval or review, newest first; totalCount is the badge.',
    totalCount: (_root, _args, ctx) =>
      ctx.db.$count(users, and(eq(users.approved, false), eq(users.reviewed, false), ne(users.role, 'admin'))),
    resolve: (query, _root, _args, ctx) =>
      ctx.db.query.users.findMany(query({ where: pendingWhere, orderBy: { createdAt: 'desc' } })),
  }),
}));

const CreateUserInput = builder.inputType('CreateUserInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    email: t.string({ required: false }),
    password: t.string({ required: false }),
    role: t.string({ required: false, description: 'returner (default), admin or transporter' }),
    approved: t.boolean({ required: false, description: 'Auto-approve; default true' }),
    returnerCompanyId: t.int({ required: false, description: 'Only kept for returners' }),
    transportCompanyId: t.int({ required: false, description: 'Required for transporters, only kept for them' }),
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
    returnerCompanyId: t.int({ required: false }),
    transportCompanyId: t.int({ required: false }),
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
      resolve: async (query, payload, _args, ctx) =>
        (await ctx.db.query.users.findFirst(query({ where: { id: payload.userId } })))!,
    }),
  }),
});

builder.mutationFields((t) => ({
  createUser: t.field({
    type: UserPayload,
    authScopes: { admin: true },
    errors: { types: [ValidationError], directResult: true },
    description: 'An account made by an admin: verified at once (the admin vouches for the address) and reviewed.',
    args: { input: t.arg({ type: CreateUserInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ userId: await createUser(ctx, parseInput(CreateUserSchema, input)) }),
  }),

  updateUser: t.field({
    type: UserPayload,
    authScopes: { admin: true },
    errors: { types: [ValidationError], directResult: true },
    description: 'Edits an account; the edit also counts as reviewing it. Approving here notifies like approveUser.',
    args: { input: t.arg({ type: UpdateUserInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      const stored = await ctx.db.query.users.findFirst({ where: { id } });
      if (!stored) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
      await updateUser(ctx, ctx.viewer!.id, id, parseInput(UpdateUserSchema, overlay(stored, input)));
      return { userId: id };
    },
  }),

  deleteUser: t.field({
    type: DeletePayload,
    authScopes: { admin: true },
    description: 'Deletes the account; its requests stay, without a requester.',
    args: { input: t.arg({ type: UserIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      await deleteUser(ctx, ctx.viewer!.id, id);
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
      await approveUser(ctx, id);
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
      await rejectUser(ctx, ctx.viewer!.id, id);
      return { typename: 'User', id };
    },
  }),

  markUserReviewed: t.field({
    type: UserPayload,
    authScopes: { admin: true },
    description: 'Takes the account off the New Users list without approving it.',
    args: { input: t.arg({ type: UserIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      await markUserReviewed(ctx, id);
      return { userId: id };
    },
  }),
}));
