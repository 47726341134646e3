// The Returns Log export for accounting. GraphQL checks who asks and the filters and
// counts the rows; the file itself streams from GET /api/pickup-requests/export-excel, since a
// GraphQL answer would hold the whole workbook in memory.
import { ReturnsLogFilterSchema } from '../domain/validation/returnsLogExport';
import { countReturnsLog, returnsLogFilename } from '../services/excel/returnsLog';
import { pickupSearchSight } from '../domain/sight';
import { builder } from './builder';
import { parseInput } from './validation';
import { filterIds, PICKUP_FILTER_ARGS } from './pickups/queries';
import { PICKUP_LIST_FILTERS, PICKUP_LIST_NARROWING_FILTERS } from '../domain/pickupListFilter';

const ReturnsLogExport = builder
  .objectRef<{ filename: string; count: number; path: string }>('ReturnsLogExport')
  .implement({
    description: 'What the Returns Log export with these filters holds, and where to download it.',
    fields: (t) => ({
      filename: t.exposeString('filename', { description: 'A name to save the workbook under.' }),
      count: t.exposeInt('count', { description: 'Pickup requests in the file (one row each).' }),
      path: t.exposeString('path', { description: 'The download: GET this path with the same session.' }),
    }),
  });

builder.queryField('returnsLogExport', (t) =>
  t.withAuth({ admin: true }).field({
    description: 'Admin: the row count and download path of the Returns Log export for these filters.',
    type: ReturnsLogExport,
    errors: {},
    args: {
      // Text, not the PickupStatus enum: a wrong status is then refused by name like the dates.
      statuses: t.arg.stringList({ required: false, description: `Only these statuses (PickupStatus values).` }),
      search: t.arg.string({ required: false, description: PICKUP_LIST_FILTERS.search.description }),
      ...PICKUP_FILTER_ARGS,
    },
    resolve: async (_root, args, ctx) => {
      const filter = parseInput(ReturnsLogFilterSchema, {
        statuses: args.statuses ?? undefined,
        section: args.section ?? undefined,
        createdFrom: args.createdFrom ?? undefined,
        createdTo: args.createdTo ?? undefined,
        search: args.search ?? undefined,
        ...filterIds(args),
      });
      const query = new URLSearchParams();
      for (const key of PICKUP_LIST_NARROWING_FILTERS)
        if (key === 'status') for (const status of filter.statuses ?? []) query.append('status', status);
        else if (filter[key]) query.set(key, String(filter[key]));
      const search = query.size ? `?${query}` : '';
      return {
        filename: returnsLogFilename(),
        count: await countReturnsLog(ctx.db, filter, pickupSearchSight(ctx.viewer, !!ctx.apiToken)),
        path: `/api/pickup-requests/export-excel${search}`,
      };
    },
  }),
);
