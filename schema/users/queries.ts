import { and, eq, ne } from 'drizzle-orm';
import { users } from '../../db/schema';
import { builder } from '../builder';
import { User } from './types';
import { isPerson, PEOPLE } from '../../services/people';

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

/** New Users tab: registrations nobody has approved or reviewed yet. */
const pendingWhere = { ...PEOPLE, approved: false, reviewed: false, role: { ne: 'admin' as const } };

builder.queryFields((t) => ({
  users: t.drizzleConnection({
    type: 'users',
    authScopes: { admin: true },
    maxSize: 500,
    description: 'Every user (people; not the identities API tokens act as), newest first.',
    totalCount: (_root, _args, ctx) => ctx.db.$count(users, isPerson),
    resolve: (query, _root, _args, ctx) =>
      ctx.db.query.users.findMany(query({ where: PEOPLE, orderBy: { createdAt: 'desc' } })),
  }),
  pendingUsers: t.drizzleConnection({
    type: 'users',
    authScopes: { admin: true },
    maxSize: 500,
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
