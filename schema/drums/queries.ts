import { drumSpecAudiencesFor } from '../../domain/drumSpecs';
import { builder } from '../builder';
import { DrumSpec, DrumType } from './types';

builder.queryFields((t) => ({
  drumTypes: t.drizzleField({
    type: [DrumType],
    authScopes: { approved: true },
    description: 'All drum types by name.',
    resolve: (query, _root, _args, ctx) => ctx.db.query.drumTypes.findMany(query({ orderBy: { name: 'asc' } })),
  }),
  drumSpecs: t.drizzleField({
    type: [DrumSpec],
    authScopes: { approved: true },
    description: 'Drum specifications by name; admins also see those available for admins only.',
    resolve: (query, _root, _args, ctx) =>
      ctx.db.query.drumSpecs.findMany(
        query({
          where: { availableFor: { in: drumSpecAudiencesFor(ctx.viewer!.role) } },
          orderBy: { name: 'asc', id: 'asc' },
        }),
      ),
  }),
}));
