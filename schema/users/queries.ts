import { and, eq, ne, sql } from 'drizzle-orm';
import { USER_LIST_ORDERS, UserListFilterSchema } from '../../domain/userListFilter';
import { parseArguments } from '../validation';
import { users } from '../../db/schema';
import { builder } from '../builder';
import { User } from './types';
import { isPerson, PEOPLE, userListCondition, userListOrderBy } from '../../services/people';

builder.queryField('me', (t) =>
  t.drizzleField({
    type: User,
    nullable: true,
    authScopes: { public: true },
    description: 'The signed-in user, or null.',
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer ? ctx.db.query.users.findFirst(query({ where: { id: ctx.viewer.id } })).then((u) => u ?? null) : null,
  }),
);

const UserOrder = builder.enumType('UserOrder', {
  description: 'How a list of users is ordered.',
  values: USER_LIST_ORDERS,
});

/** The list's arguments through the domain's rule: a bad one is a 400 naming it. */
const userFilter = (args: { search?: string | null; role?: string | null }) =>
  parseArguments(UserListFilterSchema, { search: args.search ?? undefined, role: args.role ?? undefined });

/** New Users tab: registrations nobody has approved or reviewed yet. */
const pendingWhere = { ...PEOPLE, approved: false, reviewed: false, role: { ne: 'admin' as const } };

builder.queryFields((t) => ({
  users: t.drizzleConnection({
    type: 'users',
    authScopes: { admin: true },
    description:
      'Every user (people; not the identities API tokens act as), newest first unless `orderBy` says otherwise; `search` and `role` narrow them.',
    args: {
      search: t.arg.string({
        required: false,
        description: 'Words each of which the user matches somewhere: name, email, company.',
      }),
      role: t.arg.string({ required: false, description: 'Only this role: returner, transporter or admin.' }),
      orderBy: t.arg({ type: UserOrder, required: false, description: 'Newest first when not given.' }),
    },
    totalCount: (_root, args, ctx) => ctx.db.$count(users, userListCondition(userFilter(args))),
    resolve: (query, _root, args, ctx) => {
      const filter = userFilter(args);
      return ctx.db.query.users.findMany(
        query({
          where: { RAW: (table) => userListCondition(filter, table) ?? sql`true` },
          orderBy: userListOrderBy(args.orderBy ?? undefined),
        }),
      );
    },
  }),
  pendingUsers: t.drizzleConnection({
    type: 'users',
    authScopes: { admin: true },
    description: 'Registrations awaiting approval or review, newest first; totalCount is the badge.',
    totalCount: (_root, _args, ctx) =>
      ctx.db.$count(
        users,
        and(isPerson, eq(users.approved, false), eq(users.reviewed, false), ne(users.role, 'admin')),
      ),
    resolve: (query, _root, _args, ctx) =>
      ctx.db.query.users.findMany(query({ where: pendingWhere, orderBy: { createdAt: 'desc' } })),
  }),
}));
