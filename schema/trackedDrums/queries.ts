// The tracked drums a viewer may read, most urgent first (docs/tracked-drums.md): the drums whose
// rent or full charge comes first lead, those that never cost anything follow.
import { type SQL, sql } from 'drizzle-orm';
import { drums } from '../../db/schema';
import { AppError } from '../../domain/errors';
import { drumSight } from '../../domain/trackedDrumAccess';
import { drumNumberKey, TRACKED_DRUM_MESSAGES } from '../../domain/validation/trackedDrums';
import { drumListCondition, type DrumListFilter, drumsInSight } from '../../services/trackedDrums/visibility';
import { builder } from '../builder';
import { type Context, MAX_PAGE_SIZE, WHOLE_LIST_LIMIT } from '../context';
import { readGlobalID } from '../globalIds';
import { pageTotal, readPageWithTotal } from '../pageTotals';
import { Drum, DrumStatus } from './types';
import { and, eq } from 'drizzle-orm';

/** The longest search kept: a drum number is at most 40 characters, with spaces between groups. */
const SEARCH_MAX = 100;

type DrumListArgs = {
  search?: string | null;
  status?: 'on_site' | 'booked' | 'returned' | null;
  statuses?: ('on_site' | 'booked' | 'returned')[] | null;
  returnerCompanyId?: string | null;
  dueBefore?: Date | null;
};

/** The list's filters, checked: a company id of another type is a 400 naming the argument. */
function listFilter(args: DrumListArgs): DrumListFilter {
  let returnerCompanyId: number | null = null;
  if (args.returnerCompanyId) {
    const decoded = readGlobalID(args.returnerCompanyId);
    if (!decoded || decoded.typename !== 'ReturnerCompany')
      throw new AppError('BAD_REQUEST', TRACKED_DRUM_MESSAGES.companyNotFound, 'returnerCompanyId');
    returnerCompanyId = Number(decoded.id);
  }
  return {
    search: args.search ? args.search.slice(0, SEARCH_MAX) : null,
    status: args.status ?? null,
    // An empty list asks for no status at all: nothing, rather than everything.
    statuses: args.statuses ?? null,
    returnerCompanyId,
    dueBefore: args.dueBefore ?? null,
  };
}

const conditionFor = (ctx: Context, args: DrumListArgs) => {
  const filter = listFilter(args);
  return (table: typeof drums = drums): SQL => drumListCondition(drumSight(ctx.viewer), filter, table);
};

builder.queryField('drums', (t) =>
  t.withAuth({ approved: true }).drizzleConnection({
    type: 'drums',
    description:
      'The tracked drums the caller may read (a returner its company’s, a transporter those on its pickups, an admin all), most urgent first: the one whose rent or full charge comes first leads.',
    maxSize: (_args, ctx) => (ctx.wholeList ? WHOLE_LIST_LIMIT : MAX_PAGE_SIZE),
    args: {
      search: t.arg.string({
        required: false,
        description: 'Only drums whose number holds this (case and spaces aside).',
      }),
      status: t.arg({ type: DrumStatus, required: false, description: 'Only drums in this status.' }),
      statuses: t.arg({
        type: [DrumStatus],
        required: false,
        description: 'Only drums in one of these statuses (Drums on site asks for ON_SITE and BOOKED).',
      }),
      returnerCompanyId: t.arg.id({ required: false, description: 'Only drums held by this ReturnerCompany.' }),
      dueBefore: t.arg({
        type: 'DateTime',
        required: false,
        description: 'Only drums that cost money (rent or the full charge) before this moment.',
      }),
    },
    totalCount: (_root, args, ctx) => pageTotal(args, () => ctx.db.$count(drums, conditionFor(ctx, args)())),
    resolve: (query, _root, args, ctx, info) => {
      const condition = conditionFor(ctx, args);
      return readPageWithTotal(args, info, sql`select count(*) from ${drums} where ${condition()}`, (extras) =>
        ctx.db.query.drums.findMany(
          query({ where: { RAW: (table) => condition(table) }, orderBy: { urgencyAt: 'asc', id: 'asc' }, extras }),
        ),
      );
    },
  }),
);

builder.queryField('trackedDrum', (t) =>
  t.withAuth({ approved: true }).drizzleField({
    type: Drum,
    nullable: true,
    description:
      'One tracked drum by its number (case and spaces aside); null when the pool has none or the caller may not read it (the two answer alike).',
    args: { number: t.arg.string({ required: true, description: 'The drum’s number.' }) },
    resolve: (query, _root, args, ctx) => {
      const key = drumNumberKey(args.number.slice(0, SEARCH_MAX));
      return ctx.db.query.drums
        .findFirst(
          query({
            where: { RAW: (table) => and(eq(table.numberKey, key), drumsInSight(drumSight(ctx.viewer), table))! },
          }),
        )
        .then((row) => row ?? null);
    },
  }),
);
