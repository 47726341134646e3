import { drumSpecs, drumTypes } from '../../db/schema';
import { inArray } from 'drizzle-orm';
import { drumSpecAudiencesFor } from '../../domain/drumSpecs';
import { builder } from '../builder';
import type { Context } from '../context';
import './types';

/** The availableFor values the viewer may list (authScopes make sure someone approved is signed in). */
const audiences = (ctx: Context) => drumSpecAudiencesFor(ctx.viewer?.role ?? 'returner');

builder.queryFields((t) => ({
  drumTypes: t.drizzleConnection({
    type: 'drumTypes',
    authScopes: { approved: true },
    defaultSize: 500,
    maxSize: 500,
    description: 'All drum types by name.',
    totalCount: (_root, _args, ctx) => ctx.db.$count(drumTypes),
    resolve: (query, _root, _args, ctx) => ctx.db.query.drumTypes.findMany(query({ orderBy: { name: 'asc' } })),
  }),
  drumSpecs: t.drizzleConnection({
    type: 'drumSpecs',
    authScopes: { approved: true },
    defaultSize: 500,
    maxSize: 500,
    description: 'Drum specifications by name; admins also see those available for admins only.',
    totalCount: (_root, _args, ctx) => ctx.db.$count(drumSpecs, inArray(drumSpecs.availableFor, audiences(ctx))),
    resolve: (query, _root, _args, ctx) =>
      ctx.db.query.drumSpecs.findMany(
        query({
          where: { availableFor: { in: audiences(ctx) } },
          orderBy: { name: 'asc', id: 'asc' },
        }),
      ),
  }),
}));
