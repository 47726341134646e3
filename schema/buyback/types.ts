// Buyback settlement: a request's proof of collection and the monthly statements.
// Money is for admins and the returner company; a transporter reads the counts and no money.
import {
  buybackStatementLines,
  drumSpecs,
  drumTypes,
  type pickupCollectionLines,
  type pickupCollectionPhotos,
  pickupCollections,
  pickupRequests,
} from '../../db/schema';
import { canReadPickupRequest, type PickupSubject } from '../../domain/pickupAccess';
import { pickupViewer } from '../../services/pickupVisibility';
import { lookupId } from '../validation';
import {
  approveRefusal,
  differenceFromDeclared,
  extrasToReview,
  payRefusal,
  waitsForApproval,
} from '../../domain/buyback';
import { builder, viewerScopes } from '../builder';
import type { Context } from '../context';
import { ReturnerCompany } from '../companies/types';
import { visibleWhen } from '../nodeVisibility';
import { PICKUP_SUBJECT_JSON, PickupRequest } from '../pickups/types';
import { sql } from 'drizzle-orm';

/** Who reads money: admins and returners (a transporter sees the proof of collection, no money). */
const readsMoney = (ctx: Context) => ctx.viewer?.role === 'admin' || ctx.viewer?.role === 'returner';

type LineSpec = { id: number; name: string; drumTypeName: string; weight: number | null };

const CollectedDrumSpec = builder.objectRef<LineSpec>('CollectedDrumSpec').implement({
  description: 'The drum specification of a collected line, by name (no prices).',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The specification's database id." }),
    name: t.exposeString('name', { description: "The specification's name/stamp." }),
    drumTypeName: t.exposeString('drumTypeName', { description: 'Its drum type (e.g. wood, steel).' }),
    weight: t.exposeFloat('weight', { nullable: true, description: 'Its weight in kg, at collection.' }),
  }),
});

builder.drizzleObject('pickupCollectionLines', {
  name: 'PickupCollectionLine',
  description: 'One declared drum line as found at collection: how many drums in each condition.',
  select: {
    columns: {
      drumLineId: true,
      declaredQuantity: true,
      full: true,
      minorDamage: true,
      scrap: true,
      missing: true,
      creditCents: true,
      weightKg: true,
    },
    extras: {
      // As a request's lines (schema/pickups/types.ts): the type's name by its own subquery.
      drumSpec: (line: typeof pickupCollectionLines) => sql<LineSpec>`(select json_build_object(
          'id', ${drumSpecs.id}, 'name', ${drumSpecs.name},
          'drumTypeName', (select ${drumTypes.name} from ${drumTypes} where ${drumTypes.id} = ${drumSpecs.drumTypeId}))
        from ${drumSpecs} where ${drumSpecs.id} = ${line.drumSpecId})`,
    },
  },
  fields: (t) => ({
    drumLineId: t.exposeInt('drumLineId', { description: "The declared line's database id." }),
    drumSpec: t.field({
      type: CollectedDrumSpec,
      description: 'The drum specification.',
      resolve: (line) => ({ ...line.drumSpec, weight: line.weightKg }),
    }),
    declaredQuantity: t.exposeInt('declaredQuantity', { description: 'How many drums the returner declared.' }),
    full: t.exposeInt('full', { description: 'Drums found whole: 100% buyback.' }),
    minorDamage: t.exposeInt('minorDamage', { description: 'Drums with minor damage: 80% buyback.' }),
    scrap: t.exposeInt('scrap', { description: 'Drums for scrap: the handling fee is charged.' }),
    missing: t.exposeInt('missing', { description: 'Declared drums not found.' }),
    extra: t.int({
      description: 'Drums found beyond the declared quantity.',
      resolve: (line) => differenceFromDeclared(line.declaredQuantity, line).extra,
    }),
    creditCents: t.field({
      type: 'Cents',
      nullable: true,
      description:
        'What the drums found on the line earn (negative for scrap fees), those beyond the declared quantity included; null for a transporter.',
      resolve: (line, _args, ctx) => (readsMoney(ctx) ? line.creditCents : null),
    }),
  }),
});

/** What a photo's rule reads of its request, as one JSON object from one subquery. */
const PHOTO_SELECTION = {
  columns: { id: true, filename: true, contentType: true, position: true, collectionId: true },
  extras: {
    pickupRequest: (photo: typeof pickupCollectionPhotos) => sql<PickupSubject>`(select ${PICKUP_SUBJECT_JSON}
      from ${pickupCollections} join ${pickupRequests} on ${pickupRequests.id} = ${pickupCollections.pickupRequestId}
      where ${pickupCollections.id} = ${photo.collectionId})`,
  },
} as const;

/** Who reads a request reads its collection's photos. */
function mayReadRequest(ctx: Context, request: PickupSubject | null): boolean {
  const viewer = pickupViewer(ctx);
  return !!viewer && !!request && canReadPickupRequest(viewer, request);
}

const CollectionPhoto = builder.drizzleNode('pickupCollectionPhotos', {
  name: 'CollectionPhoto',
  description: 'A photo of damage taken at collection, re-encoded and thumbnailed when it was uploaded.',
  id: { column: (photo) => photo.id, description: 'The global (Relay) id of the photo.' },
  select: PHOTO_SELECTION,
  authScopes: visibleWhen('CollectionPhoto', (photo: { pickupRequest: PickupSubject | null }, ctx) =>
    mayReadRequest(ctx, photo.pickupRequest),
  ),
  fields: (t) => ({
    databaseId: t.int({ description: "The photo's database id (the REST calls' id).", resolve: (photo) => photo.id }),
    filename: t.string({ description: 'The file name it was uploaded with.', resolve: (photo) => photo.filename }),
    contentType: t.string({ description: "The stored image's MIME type.", resolve: (photo) => photo.contentType }),
    url: t.string({ description: 'The photo.', resolve: (photo) => `/api/collection-photos/${photo.id}` }),
    thumbnailUrl: t.string({
      description: 'Its small WebP thumbnail.',
      resolve: (photo) => `/api/collection-photos/${photo.id}/thumbnail`,
    }),
  }),
});

builder.queryField('collectionPhoto', (t) =>
  t.withAuth({ approved: true }).drizzleField({
    type: CollectionPhoto,
    nullable: true,
    description: 'One photo of damage by id; null when there is none or the viewer may not read its request (alike).',
    args: { id: t.arg.globalID({ required: true, for: CollectionPhoto }) },
    resolve: async (query, _root, args, ctx) => {
      const photo = await ctx.db.query.pickupCollectionPhotos.findFirst(
        query({ where: { id: lookupId(Number(args.id.id)) } }),
      );
      // The type's rule would refuse it with an error; a photo the viewer may not see is null, as a missing one.
      const subject = (photo as { pickupRequest?: PickupSubject | null } | undefined)?.pickupRequest ?? null;
      return photo && mayReadRequest(ctx, subject) ? photo : null;
    },
  }),
);

const CollectionExtrasReview = builder.enumType('CollectionExtrasReview', {
  description: 'Where drums found beyond the declared quantity stand: only accepted ones earn credit.',
  values: {
    PENDING: { value: 'pending', description: 'Waiting for an admin; the declared drums only are credited.' },
    ACCEPTED: { value: 'accepted', description: 'Accepted by an admin: every drum found is credited.' },
    REFUSED: { value: 'refused', description: 'Refused by an admin: the declared drums only are credited.' },
  } as const,
});

builder.drizzleObject('pickupCollections', {
  name: 'PickupCollection',
  description: 'Proof of collection: who collected the drums, when, where, and what was found.',
  fields: (t) => ({
    collectedAt: t.expose('collectedAt', { type: 'DateTime', description: 'When the drums were collected.' }),
    collectorName: t.exposeString('collectorName', { nullable: true, description: "The collector's name." }),
    latitude: t.exposeFloat('latitude', { nullable: true, description: "The phone's latitude, when it gave one." }),
    longitude: t.exposeFloat('longitude', { nullable: true, description: "The phone's longitude, when it gave one." }),
    lines: t.relation('lines', {
      description: 'Each declared drum line as found.',
      query: { orderBy: { drumLineId: 'asc' } },
    }),
    photos: t.relation('photos', {
      type: CollectionPhoto,
      description: 'Photos of damage.',
      query: { orderBy: { position: 'asc', id: 'asc' } },
    }),
    extraDrums: t.exposeInt('extraDrums', {
      description: 'Drums found beyond the declared quantities, reviewed or not.',
    }),
    extrasToReview: t.int({
      description: 'Drums beyond the declared quantity not yet reviewed by an admin (0 when none wait).',
      select: { columns: { extraDrums: true, extrasReview: true } },
      resolve: (collection) => extrasToReview(collection),
    }),
    extrasReview: t.field({
      type: CollectionExtrasReview,
      nullable: true,
      description: "The admin's review of the drums beyond the declared quantity; null when there are none.",
      select: { columns: { extrasReview: true } },
      resolve: (collection) => collection.extrasReview,
    }),
    differsFromDeclared: t.boolean({
      description: 'Whether any line was found other than declared (missing, extra or damaged drums).',
      select: { with: { lines: { columns: { declaredQuantity: true, full: true } } } },
      resolve: (collection) => collection.lines.some((line) => line.full !== line.declaredQuantity),
    }),
    creditCents: t.field({
      type: 'Cents',
      nullable: true,
      description:
        'The credit of the collection as it counts: the sum of its lines, drums beyond the declared quantity only once accepted; null for a transporter.',
      resolve: (collection, _args, ctx) => (readsMoney(ctx) ? collection.creditCents : null),
    }),
  }),
});

builder.drizzleObjectFields(PickupRequest, (t) => ({
  collection: t.relation('collection', {
    nullable: true,
    description: 'The proof of collection, once collected.',
  }),
}));

export const BuybackStatementStatus = builder.enumType('BuybackStatementStatus', {
  description: 'Where a statement stands: DRAFT fills as pickups are collected, APPROVED never changes, PAID.',
  values: {
    DRAFT: { value: 'draft', description: 'Fills as pickups are collected.' },
    APPROVED: { value: 'approved', description: 'Approved by an admin; it never changes again.' },
    PAID: { value: 'paid', description: 'Paid, with a payment reference.' },
  } as const,
});

const BuybackStatementLineKind = builder.enumType('BuybackStatementLineKind', {
  description:
    "A collected request, the negative adjustment of a rollback after approval, or a tracked drum's rent, forfeit or forfeit reversal.",
  values: {
    CREDIT: { value: 'credit', description: 'A collected request.' },
    ADJUSTMENT: { value: 'adjustment', description: 'A collection rolled back after its statement was approved.' },
    RENT: { value: 'rent', description: "A tracked drum's rent for one started month past its rent-free days." },
    FORFEIT: { value: 'forfeit', description: 'A tracked drum kept past its forfeit days: its whole buyback price.' },
    FORFEIT_REVERSAL: {
      value: 'forfeit_reversal',
      description: 'A forfeited drum returned after all: its full charge taken back.',
    },
  } as const,
});

builder.drizzleObject('buybackStatementLines', {
  name: 'BuybackStatementLine',
  description:
    "One collected request on a statement (or an adjustment), its drums by condition and amount; or a tracked drum's rent, forfeit or forfeit reversal.",
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The line's database id." }),
    kind: t.expose('kind', {
      type: BuybackStatementLineKind,
      description: "A collection's credit or adjustment, or a tracked drum's rent, forfeit or forfeit reversal.",
    }),
    pickupRequestId: t.exposeInt('pickupRequestId', {
      nullable: true,
      description: "The request's database id (null if it was deleted).",
    }),
    referenceNumber: t.exposeString('referenceNumber', {
      description: "The request's reference number; on a tracked drum's line, the drum's number.",
    }),
    collectedAt: t.expose('collectedAt', {
      type: 'DateTime',
      description:
        "When its drums were collected; on a tracked drum's line, the day it is for (the rent month's start, the forfeit's day, the return).",
    }),
    drumNumber: t.exposeString('drumNumber', {
      nullable: true,
      description: 'The tracked drum a rent, forfeit or forfeit reversal line is for; null on a collection’s lines.',
    }),
    chargedFor: t.expose('chargedFor', {
      type: 'DateTime',
      nullable: true,
      description:
        "What a tracked drum's line charges: the start of the rent month, or the forfeit's day (a reversal names the forfeit it takes back); null on a collection's lines.",
    }),
    full: t.exposeInt('full', { description: 'Drums found whole (negative on an adjustment).' }),
    minorDamage: t.exposeInt('minorDamage', { description: 'Drums with minor damage.' }),
    scrap: t.exposeInt('scrap', { description: 'Drums for scrap.' }),
    missing: t.exposeInt('missing', { description: 'Declared drums not found.' }),
    amountCents: t.expose('amountCents', { type: 'Cents', description: 'The amount of the line.' }),
  }),
});

export const BuybackStatement = builder.drizzleNode('buybackStatements', {
  name: 'BuybackStatement',
  description: "A returner company's buyback credits of one calendar month.",
  id: { column: (statement) => statement.id, description: 'The global (Relay) id of the statement.' },
  select: {
    columns: {
      id: true,
      returnerCompanyId: true,
      month: true,
      status: true,
      totalCents: true,
      paymentReference: true,
      approvedAt: true,
      paidAt: true,
      updatedAt: true,
    },
    // A correlated count (t.relatedCount renders broken SQL with this drizzle version).
    extras: {
      lineCount: (table, { sql: raw }) =>
        raw<number>`(select count(*)::int from ${buybackStatementLines} where ${buybackStatementLines.statementId} = ${table.id})`,
      extrasWaitingOn: (table, { sql: raw }) =>
        raw<string[]>`(select coalesce(json_agg(l.reference_number order by l.reference_number), '[]'::json)
          from ${buybackStatementLines} l join ${pickupCollections} c on c.id = l.collection_id
          where l.statement_id = ${table.id} and c.extras_review = 'pending')`,
    },
  },
  // Admins, and the approved users of its own returner company.
  authScopes: visibleWhen('BuybackStatement', (statement: { returnerCompanyId: number }, ctx) =>
    ctx.viewer?.role === 'returner' && ctx.viewer.returnerCompanyId === statement.returnerCompanyId
      ? viewerScopes(ctx).approved
      : viewerScopes(ctx).admin,
  ),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The statement's database id." }),
    month: t.exposeString('month', { description: 'The calendar month, YYYY-MM (UTC).' }),
    status: t.expose('status', { type: BuybackStatementStatus, description: 'DRAFT, APPROVED or PAID.' }),
    totalCents: t.expose('totalCents', { type: 'Cents', description: 'The sum of its lines.' }),
    paymentReference: t.exposeString('paymentReference', {
      nullable: true,
      description: 'The payment reference, once paid.',
    }),
    approvedAt: t.expose('approvedAt', { type: 'DateTime', nullable: true, description: 'When it was approved.' }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true, description: 'When it was marked paid.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed.' }),
    returnerCompany: t.relation('returnerCompany', { type: ReturnerCompany, description: 'The returner company.' }),
    lineCount: t.int({ description: 'How many lines it has.', resolve: (statement) => statement.lineCount }),
    extrasWaitingOn: t.stringList({
      description:
        'Reference numbers of its requests whose drums beyond the declared quantity wait for review: it cannot be approved until they are reviewed.',
      resolve: (statement) => statement.extrasWaitingOn,
    }),
    waitsForApproval: t.boolean({
      description:
        "Whether it counts in the admin's statements to approve: a draft with lines of a month that has ended.",
      resolve: (statement) => waitsForApproval(statement, new Date()),
    }),
    viewerCanApprove: t.boolean({
      description:
        'Whether the caller may approve it now: an admin, and a draft with lines and no drums waiting for review (what approveBuybackStatement checks).',
      resolve: (statement, _args, ctx) => ctx.viewer?.role === 'admin' && approveRefusal(statement) === null,
    }),
    viewerCanMarkPaid: t.boolean({
      description: 'Whether the caller may mark it paid now: an admin, and an approved statement.',
      resolve: (statement, _args, ctx) => ctx.viewer?.role === 'admin' && payRefusal(statement) === null,
    }),
    lines: t.relation('lines', {
      description: 'Its lines, in order of collection.',
      query: { orderBy: { collectedAt: 'asc', id: 'asc' } },
    }),
  }),
});
