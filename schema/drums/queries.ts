import { drumSpecs, drumTypes } from '../../db/schema';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { containsAnyOf } from '../../services/listSearch';
import { searchDescription, searchText } from '../listSearch';
import { drumSpecAudiencesFor } from '../../domain/drumSpecs';
import { builder } from '../builder';
import type { Context } from '../context';
import './types';

/** The availableFor values the viewer may list (authScopes make sure someone approved is signed in). */
const audiences = (ctx: Context) => drumSpecAudiencesFor(ctx.viewer?.role ?? 'returner');

/** The specifications the viewer may list whose name or article number holds the search. */
const specCondition = (args: { search?: string | null }, ctx: Context, table: typeof drumSpecs = drumSpecs) =>
  and(
    inArray(table.availableFor, audiences(ctx)),
    containsAnyOf(searchText(args), [table.name, table.articleNumber]),
  ) as SQL;

/** The drum types whose name holds the search (every type without one). */
const typeCondition = (args: { search?: string | null }, table: typeof drumTypes = drumTypes) =>
  containsAnyOf(searchText(args), [table.name]);

builder.queryFields((t) => ({
  drumTypes: t.drizzleConnection({
    type: 'drumTypes',
    authScopes: { approved: true },
    description: 'All drum types by name. `search` keeps those whose name holds it.',
    args: { search: t.arg.string({ required: false, description: searchDescription('the name') }) },
    totalCount: (_root, args, ctx) => ctx.db.$count(drumTypes, typeCondition(args)),
    resolve: (query, _root, args, ctx) =>
      ctx.db.query.drumTypes.findMany(
        query({
          where: { RAW: (table) => typeCondition(args, table) ?? sql`true` },
          orderBy: { name: 'asc', id: 'asc' },
        }),
      ),
  }),
  drumSpecs: t.drizzleConnection({
    type: 'drumSpecs',
    authScopes: { approved: true },
    description:
      'Drum specifications by name; admins also see those available for admins only. `search` keeps those whose name or article number holds it.',
    args: {
      search: t.arg.string({ required: false, description: searchDescription('the name or the article number') }),
    },
    totalCount: (_root, args, ctx) => ctx.db.$count(drumSpecs, specCondition(args, ctx)),
    resolve: (query, _root, args, ctx) =>
      ctx.db.query.drumSpecs.findMany(
        query({ where: { RAW: (table) => specCondition(args, ctx, table) }, orderBy: { name: 'asc', id: 'asc' } }),
      ),
  }),
}));
