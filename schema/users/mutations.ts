// The admin department's user changes (docs/specification.md sections 2, 5, 7): approve / reject / mark
// reviewed, create / edit / delete, each through services/users.ts. The lists are in queries.ts.
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
import { builder, type InputFields } from '../builder';
import { AppError } from '../../domain/errors';
import { DeletePayload, refetch } from '../payloads';
import { databaseId, parseInput, parseUpdate } from '../validation';
import { ReturnerCompany, TransportCompany } from '../companies/types';
import { User } from './types';
import { PEOPLE } from '../../services/people';

/** An account's fields, as a create and an update take them (a create adds the first password). */
const userFields = (t: InputFields, on: 'create' | 'update') => ({
  name: t.string({ description: "The person's name.", required: false }),
  email: t.string({ description: 'The sign-in address, lower-cased.', required: false }),
  role: t.string({
    required: false,
    description: on === 'create' ? 'returner (default), admin or transporter' : 'returner, transporter or admin.',
  }),
  approved: t.boolean({
    required: false,
    description:
      on === 'create' ? 'Auto-approve; default true' : 'Whether an admin approved the account (admins never wait).',
  }),
  returnerCompanyId: t.globalID({
    required: false,
    for: ReturnerCompany,
    description:
      on === 'create' ? 'Only kept for returners' : 'Global id of the returner company the account belongs to.',
  }),
  transportCompanyId: t.globalID({
    required: false,
    for: TransportCompany,
    description:
      on === 'create'
        ? 'Required for transporters, only kept for them'
        : 'Global id of the transport company the account belongs to.',
  }),
  phoneNumber: t.string({ description: 'The phone number, if given.', required: false }),
  division: t.string({ description: 'The division or department, if given.', required: false }),
});

const CreateUserInput = builder.inputType('CreateUserInput', {
  description: 'Admin: a new account, verified and reviewed at once.',
  fields: (t) => ({
    ...userFields(t, 'create'),
    password: t.string({ description: 'Its first password, at least 6 characters.', required: false }),
  }),
});

const UpdateUserInput = builder.inputType('UpdateUserInput', {
  description: 'Admin: changes to an account.',
  fields: (t) => ({
    id: t.globalID({ description: 'The global id of the user to change.', required: true, for: User }),
    ...userFields(t, 'update'),
    active: t.boolean({
      description: 'False once an admin deactivated the account: it cannot sign in.',
      required: false,
    }),
  }),
});

const UserIdInput = builder.inputType('UserIdInput', {
  description: 'Names one account.',
  fields: (t) => ({ id: t.globalID({ description: "The account's global id.", required: true, for: User }) }),
});

const UserPayload = builder.objectRef<{ userId: number }>('UserPayload').implement({
  description: 'The account as stored after the change.',
  fields: (t) => ({
    user: t.drizzleField({
      description: 'The account as stored now.',
      type: User,
      resolve: (query, payload, _args, ctx) =>
        refetch(ctx.db.query.users.findFirst(query({ where: { id: payload.userId } })), USER_MESSAGES.notFound),
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
    resolve: async (_root, { input }, ctx) => ({
      userId: await createUser(ctx, parseInput(CreateUserSchema, withCompanyIds(input))),
    }),
  }),

  updateUser: t.withAuth({ admin: true }).field({
    type: UserPayload,
    errors: {},
    description: 'Edits an account; the edit also counts as reviewing it. Approving here notifies like approveUser.',
    args: { input: t.arg({ type: UpdateUserInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      const stored = await ctx.db.query.users.findFirst({ where: { id, ...PEOPLE } });
      if (!stored) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
      await updateUser(ctx, ctx.viewer.id, id, parseUpdate(UpdateUserSchema, stored, withCompanyIds(input)));
      return { userId: id };
    },
  }),

  deleteUser: t.withAuth({ admin: true }).field({
    type: DeletePayload,
    description: 'Deletes the account; its requests stay, without a requester.',
    args: { input: t.arg({ type: UserIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      await deleteUser(ctx, ctx.viewer.id, id);
      return { typename: 'User', id };
    },
  }),

  approveUser: t.field({
    type: UserPayload,
    authScopes: { admin: true },
    description:
      'Approves (and reviews) an account and tells its owner, by notification and mail. A returner joins the chosen returner company, or one made from its registration (createCompany), or, without a choice, the company with its organization number.',
    args: {
      input: t.arg({ type: UserIdInput, required: true }),
      returnerCompanyId: t.arg.globalID({
        required: false,
        for: ReturnerCompany,
        description: 'The returner company the account joins instead of the one its organization number matches.',
      }),
      createCompany: t.arg.boolean({
        required: false,
        description: "True: a new returner company from the registration's company name and organization number.",
      }),
    },
    resolve: async (_root, { input, returnerCompanyId, createCompany }, ctx) => {
      const id = Number(input.id.id);
      await approveUser(ctx, id, { returnerCompanyId: databaseId(returnerCompanyId), createCompany });
      return { userId: id };
    },
  }),

  rejectUser: t.withAuth({ admin: true }).field({
    type: DeletePayload,
    description: 'Rejects a pending registration: the account is deleted permanently.',
    args: { input: t.arg({ type: UserIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      await rejectUser(ctx, ctx.viewer.id, id);
      return { typename: 'User', id };
    },
  }),

  markUserReviewed: t.field({
    type: UserPayload,
    authScopes: { admin: true },
    description:
      'Approves the account, as Approve does (docs/specification.md section 4), with the same mail and notification.',
    args: { input: t.arg({ type: UserIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      await markUserReviewed(ctx, id);
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
