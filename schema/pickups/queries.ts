import { and, type SQL, sql } from 'drizzle-orm';
import { pickupRequests } from '../../db/schema';
import {
  PICKUP_LIST_FILTERS,
  PICKUP_LIST_ID_FILTERS,
  PICKUP_LIST_MESSAGES,
  PICKUP_LIST_ORDER_COLUMNS,
  PICKUP_LIST_ORDERS,
  PickupListFilterSchema,
  type PickupListIdFilter,
  type PickupListOrder,
} from '../../domain/pickupListFilter';
import { PICKUP_STATUSES, type PickupStatus as Status } from '../../domain/statuses';
import { TRANSPORT_SECTIONS, type TransportSection } from '../../domain/pickupSections';
import {
  pickupListCondition,
  pickupListOrdering,
  type SearchMatches,
  searchMatches,
} from '../../services/pickupListConditions';
import { pickupViewer, readableRequestsCondition, readableRequestsWhere } from '../../services/pickupVisibility';
import { builder } from '../builder';
import { type Context, MAX_PAGE_SIZE, WHOLE_LIST_LIMIT } from '../context';
import { parseArguments } from '../validation';
import { pageTotal, readPageWithTotal } from '../pageTotals';
import { readGlobalID } from '../globalIds';
import { AppError } from '../../domain/errors';
import { pickupSearchSight } from '../../domain/sight';
import { PickupRequest, PickupRequestImage, PickupStatus } from './types';

const PickupRequestOrder = builder.enumType('PickupRequestOrder', {
  description: 'How a list of pickup requests is ordered; ties keep the order of their reference numbers.',
  values: Object.fromEntries(
    PICKUP_LIST_ORDERS.map((order) => {
      const { column, direction } = PICKUP_LIST_ORDER_COLUMNS[order];
      const description =
        column === 'pickupDate'
          ? 'By pickup date, the soonest first; requests without a pickup date after those with one.'
          : `By ${column}, ${direction === 'asc' ? 'ascending' : 'descending'}.`;
      return [order, { description }];
    }),
  ) as Record<PickupListOrder, { description: string }>,
});

const TransportSectionEnum = builder.enumType('TransportSection', {
  description: "A section of the transport portal's lists (the `section` filter).",
  values: Object.fromEntries(
    TRANSPORT_SECTIONS.map((section) => [section, { description: `The ${section} requests.` }]),
  ) as Record<TransportSection, { description: string }>,
});

/** The section, zone, company and day filters the lists and the Returns Log export take alike. */
export const PICKUP_FILTER_ARGS = builder.args((t) => {
  // IDs read here, not by the relay plugin: one that names no zone or company is then a 400
  // naming the filter, as every other bad filter is (a lookup's id answers 404).
  const id = (key: PickupListIdFilter) =>
    t.id({
      required: false,
      description: `${PICKUP_LIST_FILTERS[key].description} (a ${PICKUP_LIST_FILTERS[key].node} id).`,
    });
  const day = (key: 'createdFrom' | 'createdTo') =>
    t.string({ required: false, description: PICKUP_LIST_FILTERS[key].description });
  return {
    section: t.field({
      type: TransportSectionEnum,
      required: false,
      description: PICKUP_LIST_FILTERS.section.description,
    }),
    zoneId: id('zoneId'),
    returnerCompanyId: id('returnerCompanyId'),
    transportCompanyId: id('transportCompanyId'),
    createdFrom: day('createdFrom'),
    createdTo: day('createdTo'),
  };
});

/** The zone and company filters' database ids (a 400 naming the filter for an id of another type). */
export function filterIds(args: Partial<Record<PickupListIdFilter, string | number | null>>) {
  return Object.fromEntries(
    PICKUP_LIST_ID_FILTERS.map((key) => [key, filterId(args[key], PICKUP_LIST_FILTERS[key].node, key)]),
  ) as Record<PickupListIdFilter, number | undefined>;
}

/**
 * The requests the viewer reaches, newest first: a returner its company's (cancelled ones
 * hidden, docs/specification.md section 6), an admin all, a transporter those assigned to its company.
 * Filters and orders narrow that: a filter never widens what the viewer may read.
 * One SQL statement per page, whatever is selected of each request (drums, images, zone, ...).
 */
builder.queryField('pickupRequests', (t) =>
  t.withAuth({ approved: true }).drizzleConnection({
    type: 'pickupRequests',
    description:
      "The pickup requests the caller may read (a returner's exclude cancelled ones), newest first unless `orderBy` says otherwise; the filters narrow them.",
    maxSize: (_args, ctx) => (ctx.wholeList ? WHOLE_LIST_LIMIT : MAX_PAGE_SIZE),
    args: {
      statuses: t.arg({ type: [PickupStatus], required: false, description: 'Only these statuses.' }),
      search: t.arg.string({ required: false, description: PICKUP_LIST_FILTERS.search.description }),
      ...PICKUP_FILTER_ARGS,
      orderBy: t.arg({ type: PickupRequestOrder, required: false, description: 'Newest first when not given.' }),
    },
    totalCount: (_root, args, ctx) =>
      pageTotal(args, async () => ctx.db.$count(pickupRequests, (await listCondition(ctx, args))())),
    resolve: async (query, _root, args, ctx, info) => {
      const condition = await listCondition(ctx, args);
      const { orderBy, extras: orderExtras } = pickupListOrdering(args.orderBy ?? undefined);
      const count = sql`select count(*) from ${pickupRequests} where ${condition() ?? sql`true`}`;
      return readPageWithTotal(args, info, count, (extras) =>
        ctx.db.query.pickupRequests.findMany(
          query({
            where: { RAW: (table) => condition(table) ?? sql`true` },
            orderBy,
            extras: { ...orderExtras, ...extras },
          }),
        ),
      );
    },
  }),
);

export type ListArgs = {
  statuses?: readonly Status[] | null;
  section?: TransportSection | null;
  search?: string | null;
  zoneId?: string | number | null;
  returnerCompanyId?: string | number | null;
  transportCompanyId?: string | number | null;
  createdFrom?: string | null;
  createdTo?: string | null;
  orderBy?: PickupListOrder | null;
};

/** A search's matches per request context: the page and its totalCount ask for the same. */
const matchesByContext = new WeakMap<Context, Map<string, Promise<SearchMatches>>>();

function matchesOf(ctx: Context, search: string | undefined): Promise<SearchMatches> {
  let known = matchesByContext.get(ctx);
  if (!known) matchesByContext.set(ctx, (known = new Map()));
  let matches = known.get(search ?? '');
  if (!matches)
    known.set(search ?? '', (matches = searchMatches(ctx.db, search, pickupSearchSight(ctx.viewer, !!ctx.apiToken))));
  return matches;
}

/**
 * What the viewer may read (services/pickupVisibility.ts), narrowed by the list's filters: a
 * condition for the table a statement names.
 */
export async function listCondition(
  ctx: Context,
  args: ListArgs,
): Promise<(table?: typeof pickupRequests) => SQL | undefined> {
  const viewer = pickupViewer(ctx);
  let statuses: readonly Status[] = args.statuses?.length ? args.statuses : PICKUP_STATUSES;
  if (viewer?.role === 'returner') statuses = statuses.filter((status) => status !== 'cancelled');
  const filter = parseArguments(PickupListFilterSchema, {
    search: args.search ?? undefined,
    statuses,
    section: args.section ?? undefined,
    ...filterIds(args),
    createdFrom: args.createdFrom ?? undefined,
    createdTo: args.createdTo ?? undefined,
  });
  const matches = await matchesOf(ctx, filter.search);
  return (table = pickupRequests) =>
    and(readableRequestsCondition(viewer, table), pickupListCondition(filter, matches, table));
}

/** A filter's global id as its database id; one that names no record of the type is a 400 naming it. */
function filterId(value: string | number | null | undefined, typename: string, argument: string) {
  if (value === null || value === undefined) return undefined;
  const decoded = readGlobalID(String(value));
  if (!decoded || decoded.typename !== typename) throw new AppError('BAD_REQUEST', PICKUP_LIST_MESSAGES.id, argument);
  return Number(decoded.id);
}

builder.queryField('pickupRequest', (t) =>
  t.drizzleField({
    type: PickupRequest,
    nullable: true,
    authScopes: { approved: true },
    description: 'One request by id; null when there is none or the viewer may not read it (the two answer alike).',
    args: { id: t.arg.globalID({ required: true, for: PickupRequest }) },
    resolve: (query, _root, args, ctx) =>
      ctx.db.query.pickupRequests
        .findFirst(query({ where: { AND: [{ id: Number(args.id.id) }, readableRequestsWhere(pickupViewer(ctx))] } }))
        .then((row) => row ?? null),
  }),
);

builder.queryField('pickupRequestImage', (t) =>
  t.drizzleField({
    type: PickupRequestImage,
    nullable: true,
    authScopes: { approved: true },
    description: 'One image by id; null when there is none or the viewer may not read its request (alike).',
    args: { id: t.arg.globalID({ required: true, for: PickupRequestImage }) },
    resolve: (query, _root, args, ctx) =>
      ctx.db.query.pickupRequestImages
        .findFirst(
          query({
            where: { id: Number(args.id.id), pickupRequest: readableRequestsWhere(pickupViewer(ctx)) },
          }),
        )
        .then((row) => row ?? null),
  }),
);
