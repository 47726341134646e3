import { builder } from '../builder';
import { User } from './types';

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
