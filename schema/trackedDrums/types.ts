// Tracked drums (docs/tracked-drums.md): a drum by its own number, where it is, and the clock of
// its rent; who sees it is domain/trackedDrumAccess.ts's rule.
import DataLoader from 'dataloader';
import { sql } from 'drizzle-orm';
import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';
import { drumDeliveries, drums, drumStints, pickupRequests } from '../../db/schema';
import type { PickupSubject } from '../../domain/pickupAccess';
import { rentCentsSoFar, type StintTerms } from '../../domain/drumClock';
import { drumSight, seesDrum } from '../../domain/trackedDrumAccess';
import { builder } from '../builder';
import type { Context } from '../context';
import { ReturnerCompany } from '../companies/types';
import { DrumSpec } from '../drums/types';
import { visibleWhen } from '../nodeVisibility';
import { conditionValue, DrumCondition } from './conditions';
import { PickupRequest, REQUEST_SELECTION } from '../pickups/types';

export const DrumStatus = builder.enumType('DrumStatus', {
  description: 'Where a tracked drum is: on a returner’s site, booked on a pickup request, or returned.',
  values: {
    ON_SITE: { value: 'on_site', description: 'On the returner’s site, not booked for a pickup.' },
    BOOKED: { value: 'booked', description: 'On the site and booked on a pickup request.' },
    RETURNED: { value: 'returned', description: 'Collected and returned to the pool.' },
  } as const,
});

type SiteRow = { address: string; latitude: number | null; longitude: number | null };
const DrumSite = builder.objectRef<SiteRow>('DrumSite').implement({
  description: 'The site a drum was delivered to.',
  fields: (t) => ({
    address: t.exposeString('address', { description: 'The site’s address.' }),
    latitude: t.exposeFloat('latitude', { nullable: true, description: 'Its latitude, if known.' }),
    longitude: t.exposeFloat('longitude', { nullable: true, description: 'Its longitude, if known.' }),
  }),
});

const STINT_COLUMNS = {
  id: true,
  status: true,
  deliveredAt: true,
  address: true,
  latitude: true,
  longitude: true,
  rentFreeUntil: true,
  forfeitsOn: true,
  monthlyRentCents: true,
  forfeitCents: true,
  returnedAt: true,
  returnCondition: true,
  returnerCompanyId: true,
  pickupRequestId: true,
} as const;

type StintRow = {
  deliveredAt: Date;
  rentFreeUntil: Date | null;
  forfeitsOn: Date | null;
  monthlyRentCents: number;
  forfeitCents: number;
  returnedAt: Date | null;
};
const termsOf = (stint: StintRow): StintTerms => stint;
const rentSoFar = (stint: StintRow) => rentCentsSoFar(termsOf(stint), new Date(), stint.returnedAt);

const DrumStint = builder.drizzleObject('drumStints', {
  name: 'DrumStint',
  description: 'One stay of a drum at a returner’s site, from its delivery to its return.',
  select: { columns: STINT_COLUMNS, with: { delivery: { columns: { deliveryNote: true } } } },
  fields: (t) => ({
    status: t.field({
      type: DrumStatus,
      description: 'Where the drum was or is in this stint.',
      resolve: (s) => s.status,
    }),
    deliveredAt: t.field({ type: 'DateTime', description: 'When it was delivered.', resolve: (s) => s.deliveredAt }),
    deliveryNote: t.string({
      nullable: true,
      description: 'The delivery note it came on.',
      resolve: (s) => s.delivery.deliveryNote,
    }),
    site: t.field({ type: DrumSite, description: 'The site it was delivered to.', resolve: (s) => s }),
    returnedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was returned, if it was.',
      resolve: (s) => s.returnedAt,
    }),
    condition: t.field({
      type: DrumCondition,
      nullable: true,
      description: 'The condition it was returned in, if recorded.',
      resolve: (s) => conditionValue(s.returnCondition),
    }),
    rentCents: t.int({
      description: 'The rent this stint has cost so far (or in all, once returned).',
      resolve: rentSoFar,
    }),
  }),
});

/**
 * The requests drums are booked on (or were returned by), for the drums of one page at once: one
 * statement for the distinct requests, only when a drum on the page asks for more of its request
 * than the page's own row carries (below). Not cached: a mutation's payload reads the request as
 * it is after the change.
 */
const requestLoaders = new WeakMap<Context, DataLoader<number, object | null>>();
function requestLoader(ctx: Context) {
  let loader = requestLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<number, object | null>(
      async (ids) => {
        const rows = await ctx.db.query.pickupRequests.findMany({
          ...REQUEST_SELECTION,
          where: { id: { in: [...new Set(ids)] } },
        });
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { cache: false },
    );
    requestLoaders.set(ctx, loader);
  }
  return loader;
}

/**
 * What a drum's row carries of its request: its id and what its access rule reads (the status
 * among them), one JSON object from one subquery in the drum's own statement. Drums on site and
 * the admin's list ask for the request's ids, reference and status only, which this answers
 * without a statement of its own (bench/README.md, "Tracked drums").
 */
type RequestOfDrum = PickupSubject & { id: number };
const REQUEST_OF_DRUM = (table: typeof drums) =>
  sql<RequestOfDrum | null>`(select json_build_object('id', ${pickupRequests.id}, 'status', ${pickupRequests.status},
    'userId', ${pickupRequests.userId}, 'returnerCompanyId', ${pickupRequests.returnerCompanyId},
    'assignedTransportCompanyId', ${pickupRequests.assignedTransportCompanyId},
    'scheduledPickupDate', ${pickupRequests.scheduledPickupDate}, 'zoneId', ${pickupRequests.zoneId})
    from ${pickupRequests} where ${pickupRequests.id} = ${table.pickupRequestId})`;

/** PickupRequest's fields that the drum's row answers (its ids, reference and status; the access rule too). */
const COLUMN_FIELDS = new Set(['__typename', 'id', 'databaseId', 'referenceNumberFormatted', 'status']);

/** Whether the field's selection (its fragments included) asks only for COLUMN_FIELDS. */
function asksOnlyColumns(info: GraphQLResolveInfo): boolean {
  const only = (selectionSet: SelectionSetNode | undefined): boolean =>
    !selectionSet ||
    selectionSet.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) return COLUMN_FIELDS.has(selection.name.value) && !selection.selectionSet;
      if (selection.kind === Kind.INLINE_FRAGMENT) return only(selection.selectionSet);
      const fragment = info.fragments[selection.name.value];
      return !!fragment && only(fragment.selectionSet);
    });
  return info.fieldNodes.every((node) => only(node.selectionSet));
}

/** The viewer's drum sight, read once per request. */
const sightOf = (ctx: Context) => drumSight(ctx.viewer);

export const Drum = builder.drizzleNode('drums', {
  name: 'Drum',
  description:
    'A tracked drum by its own number: its specification, where it is, and the clock that costs its holder money.',
  id: { column: (drum) => drum.id, description: 'The global (Relay) id of the drum.' },
  select: {
    columns: {
      id: true,
      number: true,
      drumSpecId: true,
      holderCompanyId: true,
      status: true,
      urgencyAt: true,
      pickupRequestId: true,
    },
    with: { currentStint: { columns: STINT_COLUMNS } },
    // What the access rule and the lists read of the drum's request, as a scalar subquery rather
    // than a relation.
    extras: { request: REQUEST_OF_DRUM },
  },
  authScopes: visibleWhen('Drum', (drum: { holderCompanyId: number | null; request: RequestOfDrum | null }, ctx) =>
    seesDrum(sightOf(ctx), {
      holderCompanyId: drum.holderCompanyId,
      collectorCompanyId: drum.request?.assignedTransportCompanyId ?? null,
    }),
  ),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The drum's database id." }),
    number: t.exposeString('number', { description: 'Its own number, as printed on it.' }),
    drumSpec: t.relation('drumSpec', { description: 'Its drum specification.' }),
    status: t.field({ type: DrumStatus, description: 'Where it is now.', resolve: (drum) => drum.status }),
    holder: t.field({
      type: ReturnerCompany,
      nullable: true,
      description: 'The returner company whose site it is on (or that returned it last); admins and that company.',
      select: { with: { holder: true } },
      resolve: (drum, _args, ctx) => {
        const sight = sightOf(ctx);
        return sight === 'all' || (typeof sight === 'object' && 'holder' in sight) ? drum.holder : null;
      },
    }),
    site: t.field({
      type: DrumSite,
      nullable: true,
      description: 'The site it was delivered to last.',
      resolve: (drum) => drum.currentStint,
    }),
    deliveredAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was delivered last.',
      resolve: (drum) => drum.currentStint?.deliveredAt ?? null,
    }),
    deliveryNote: t.string({
      nullable: true,
      description: 'The delivery note it came on last.',
      select: {
        extras: {
          deliveryNote: (table) =>
            sql<string | null>`(select ${drumDeliveries.deliveryNote} from ${drumStints}
              join ${drumDeliveries} on ${drumDeliveries.id} = ${drumStints.deliveryId}
              where ${drumStints.id} = ${table.currentStintId})`,
        },
      },
      resolve: (drum) => drum.deliveryNote,
    }),
    rentFreeUntil: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When its rent-free days end; null when its specification charges no rent.',
      resolve: (drum) => drum.currentStint?.rentFreeUntil ?? null,
    }),
    forfeitsOn: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When its whole buyback price is charged if it is still out; null: never.',
      resolve: (drum) => drum.currentStint?.forfeitsOn ?? null,
    }),
    monthlyRentCents: t.int({
      description: 'The rent of each started month past the rent-free days, in cents.',
      resolve: (drum) => drum.currentStint?.monthlyRentCents ?? 0,
    }),
    forfeitCents: t.int({
      description: 'What is charged once on the forfeit day, in cents (its buyback price).',
      resolve: (drum) => drum.currentStint?.forfeitCents ?? 0,
    }),
    rentCentsSoFar: t.int({
      description: 'The rent its latest stint has cost so far, in cents.',
      resolve: (drum) => (drum.currentStint ? rentSoFar(drum.currentStint) : 0),
    }),
    returnedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was returned, when it is.',
      resolve: (drum) => drum.currentStint?.returnedAt ?? null,
    }),
    condition: t.field({
      type: DrumCondition,
      nullable: true,
      description: 'The condition it was returned in, when recorded.',
      resolve: (drum) => conditionValue(drum.currentStint?.returnCondition ?? null),
    }),
    pickupRequest: t.field({
      type: PickupRequest,
      nullable: true,
      description: 'The request it is booked on or was returned by.',
      resolve: (drum, _args, ctx, info) => {
        if (drum.pickupRequestId === null) return null;
        if (drum.request && asksOnlyColumns(info)) return drum.request as never;
        return requestLoader(ctx).load(drum.pickupRequestId) as never;
      },
    }),
    history: t.relation('stints', {
      type: DrumStint,
      description: 'Every stint at a site, the latest first.',
      query: { orderBy: { id: 'desc' } },
    }),
  }),
});

/** The drum spec's terms for tracked drums, on the DrumSpec type. */
builder.drizzleObjectFields(DrumSpec, (t) => ({
  rentFreeDays: t.exposeInt('rentFreeDays', {
    nullable: true,
    description: 'Days from a delivery without rent; null: its drums never cost rent.',
  }),
  monthlyRentPercent: t.exposeFloat('monthlyRentPercent', {
    nullable: true,
    description: 'The share (0-100) of the buyback price charged per started month after the rent-free days.',
  }),
  forfeitAfterDays: t.exposeInt('forfeitAfterDays', {
    nullable: true,
    description: 'Days from a delivery after which the whole buyback price is charged once; null: never.',
  }),
}));
