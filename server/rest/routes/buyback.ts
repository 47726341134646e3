// Buyback statements over REST: each call runs a GraphQL operation of
// schema/buyback/statements.ts (which decides who may see or change what); the documents then
// stream from services/buyback/documents.ts. Ids are database ids.
import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  readStatementHeading,
  statementFilename,
  writeReportXlsx,
  writeStatementDocument,
} from '../../../services/buyback/documents';
import { chargeDocument } from '../../../services/documents/rate';
import type { BuybackReport } from '../../../services/buyback/reports';
import { XLSX_CONTENT_TYPE } from '../../../services/excel/workbook';
import { AppError, notFound } from '../../../domain/errors';
import { BUYBACK_MESSAGES } from '../../../domain/buyback';
import type { Context } from '../../context';
import { VALIDATION_FIELDS } from '../fragments';
import { gql, runOperation } from '../operation';
import { globalIdOf, numericId, pick, type RestRoute } from '../router';
import { streamedBody } from '../streamedBody';
import { inputBody, selectionSchema } from '../openapi';
import { allNodes } from './connections';
import { storedImageResponse } from './pickups';

const LINE_FIELDS =
  'id: databaseId kind pickupRequestId referenceNumber collectedAt full minorDamage scrap missing amountCents drumNumber chargedFor';
const STATEMENT_FIELDS = `id: databaseId month status totalCents paymentReference approvedAt paidAt updatedAt lineCount
  extrasWaitingOn waitsForApproval viewerCanApprove viewerCanMarkPaid returnerCompany { id: databaseId name organizationNumber }`;
const STATEMENT_WITH_LINES = `${STATEMENT_FIELDS} lines { ${LINE_FIELDS} }`;

const LIST = gql(`query RestBuybackStatements($first: Int, $after: String, $companyId: ID, $month: String,
  $status: BuybackStatementStatus) {
  buybackStatements(first: $first, after: $after, companyId: $companyId, month: $month, status: $status) {
    pageInfo { hasNextPage endCursor } edges { node { ${STATEMENT_FIELDS} } } } }`);
const ONE = gql(`query RestBuybackStatement($id: ID!) { buybackStatement(id: $id) { ${STATEMENT_WITH_LINES} } }`);
// A document's check of who may read the statement: its lines come from the document's own read.
const VISIBLE = gql(`query RestBuybackStatementVisible($id: ID!) { buybackStatement(id: $id) { id: databaseId } }`);
const APPROVE = gql(`mutation RestApproveBuybackStatement($input: ApproveBuybackStatementInput!) {
  approveBuybackStatement(input: $input) { ${VALIDATION_FIELDS}
    ... on BuybackStatementPayload { buybackStatement { ${STATEMENT_WITH_LINES} } } } }`);
const PAID = gql(`mutation RestMarkBuybackStatementPaid($input: MarkBuybackStatementPaidInput!) {
  markBuybackStatementPaid(input: $input) { ${VALIDATION_FIELDS}
    ... on BuybackStatementPayload { buybackStatement { ${STATEMENT_WITH_LINES} } } } }`);

const COLLECTION_FIELDS = `collectedAt collectorName creditCents extraDrums extrasToReview extrasReview differsFromDeclared
  lines { drumLineId declaredQuantity full minorDamage scrap missing extra creditCents }`;
const REVIEW_EXTRAS = gql(`mutation RestReviewCollectionExtras($input: ReviewCollectionExtrasInput!) {
  reviewCollectionExtras(input: $input) { ${VALIDATION_FIELDS}
    ... on PickupRequestPayload { pickupRequest { collection { ${COLLECTION_FIELDS} } } } } }`);
const REVIEW_EXTRAS_BODY = inputBody('ReviewCollectionExtrasInput', ['accept']);

const STATEMENT_SCHEMA = selectionSchema('BuybackStatement', STATEMENT_FIELDS);
const STATEMENT_WITH_LINES_SCHEMA = selectionSchema('BuybackStatement', STATEMENT_WITH_LINES);
const PAID_BODY = inputBody('MarkBuybackStatementPaidInput', ['paymentReference']);

const statementId = (id: string | undefined) => encodeGlobalID('BuybackStatement', numericId(id));

/** The statement the caller may read, or 404: the GraphQL query decides. */
async function readable(ctx: Context, id: string | undefined, operation = ONE) {
  const result = await runOperation<{ buybackStatement: unknown }>(ctx, operation, { id: statementId(id) });
  if (result.ok && !result.data.buybackStatement) throw notFound(BUYBACK_MESSAGES.statementNotFound);
  return result;
}

/** A document of a statement the caller may read, streamed in the caller's language. */
function documentRoute(kind: 'pdf' | 'xlsx'): RestRoute['handler'] {
  return async ({ ctx, params }) => {
    const checked = await readable(ctx, params.id, VISIBLE);
    if (!checked.ok) return checked.response;
    const heading = await readStatementHeading(ctx.db, numericId(params.id));
    if (!heading) throw notFound(BUYBACK_MESSAGES.statementNotFound);
    await chargeDocument(ctx, ctx.viewer);
    const currency = ctx.config.currency ?? 'USD';
    const body = streamedBody('Buyback statement document', (output) =>
      writeStatementDocument(ctx, heading, kind, currency, ctx.locale, output),
    );
    return new Response(body, {
      headers: {
        'content-type': kind === 'pdf' ? 'application/pdf' : XLSX_CONTENT_TYPE,
        'content-disposition': `attachment; filename="${statementFilename(heading, kind)}"`,
        'cache-control': 'no-store',
      },
    });
  };
}

/** `?status=` as REST writes it (draft or DRAFT) to GraphQL's enum; anything else goes on for GraphQL to refuse. */
const statusOf = (value: string | null) =>
  value ? (/^(draft|approved|paid)$/i.test(value) ? value.toUpperCase() : value) : undefined;

const REPORT_FIELDS = `from to
  months { month drumsCollected pickupsCollected medianDaysToCollection creditedCents paidCents reusedKg }
  byType { month drumTypeName full minorDamage scrap missing }
  byZone { month name drums } byTransportCompany { month name drums }`;
const REPORT = gql(`query RestBuybackReport($from: String, $to: String) {
  buybackReport(from: $from, to: $to) { ${REPORT_FIELDS} } }`);
const REPORT_PARAMETERS = [
  { name: 'from', description: 'The first month, YYYY-MM (default: eleven months back).', schema: { type: 'string' } },
  { name: 'to', description: 'The last month, YYYY-MM (default: this month).', schema: { type: 'string' } },
] as const;

/** The report the admin asked for (the query checks who and the range). */
async function report(ctx: Context, request: Request) {
  const query = new URL(request.url).searchParams;
  return runOperation<{ buybackReport: BuybackReport }>(ctx, REPORT, {
    from: query.get('from') || undefined,
    to: query.get('to') || undefined,
  });
}

const PHOTO = gql(
  `query RestCollectionPhoto($id: ID!) { collectionPhoto(id: $id) { databaseId filename contentType } }`,
);

/** A photo of damage, to those who may read its request (the query decides), then the stored bytes. */
async function servePhoto(ctx: Context, request: Request, id: number, variant: 'image' | 'thumbnail') {
  const result = await runOperation<{ collectionPhoto: { filename: string; contentType: string } | null }>(ctx, PHOTO, {
    id: globalIdOf('CollectionPhoto', id),
  });
  if (!result.ok) return result.response;
  const photo = result.data.collectionPhoto;
  const stored =
    photo &&
    (await ctx.db.query.pickupCollectionPhotos.findFirst({
      where: { id },
      columns: { storageKey: true, thumbnailKey: true },
    }));
  if (!photo || !stored) throw notFound('Photo not found');
  return storedImageResponse(ctx, request, photo, stored, variant);
}

export const buybackRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/collection-photos/:id',
    summary: 'A photo of damage taken at collection (re-encoded)',
    answer: { contentType: 'image/*', description: 'The photo as stored (JPEG, PNG or WebP).' },
    handler: ({ ctx, params, request }) => servePhoto(ctx, request, numericId(params.id), 'image'),
  },
  {
    method: 'GET',
    path: '/api/collection-photos/:id/thumbnail',
    summary: 'A photo of damage’s thumbnail (WebP)',
    answer: { contentType: 'image/webp', description: 'The thumbnail.' },
    handler: ({ ctx, params, request }) => servePhoto(ctx, request, numericId(params.id), 'thumbnail'),
  },
  {
    method: 'GET',
    path: '/api/admin/reports/buyback',
    summary:
      'Admin: drums collected per month by type and condition, per zone and transport company; median days to collection; credited and paid; kg reused',
    query: REPORT_PARAMETERS,
    answer: { key: 'report', schema: selectionSchema('BuybackReport', REPORT_FIELDS) },
    handler: async ({ ctx, request }) => {
      const result = await report(ctx, request);
      return result.ok ? Response.json({ report: result.data.buybackReport }) : result.response;
    },
  },
  {
    method: 'GET',
    path: '/api/admin/reports/buyback/export-excel',
    summary: 'Admin: the buyback report as an Excel workbook (the same figures)',
    query: REPORT_PARAMETERS,
    answer: { status: 200, contentType: XLSX_CONTENT_TYPE, description: 'The workbook (.xlsx), streamed.' },
    handler: async ({ ctx, request }) => {
      const result = await report(ctx, request);
      if (!result.ok) return result.response;
      const figures = result.data.buybackReport;
      await chargeDocument(ctx, ctx.viewer);
      const body = streamedBody('Buyback report workbook', (output) =>
        writeReportXlsx(ctx, figures, ctx.config.currency ?? 'USD', ctx.locale, output),
      );
      return new Response(body, {
        headers: {
          'content-type': XLSX_CONTENT_TYPE,
          'content-disposition': `attachment; filename="buyback-report-${figures.from}-${figures.to}.xlsx"`,
          'cache-control': 'no-store',
        },
      });
    },
  },
  {
    method: 'GET',
    path: '/api/buyback-statements',
    summary: "Buyback statements, newest month first: every company's for admins, the own company's for returners",
    query: [
      {
        name: 'month',
        description: 'Only this month, YYYY-MM.',
        schema: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
      },
      {
        name: 'status',
        description: 'Only statements in this state.',
        schema: { type: 'string', enum: ['draft', 'approved', 'paid'] },
      },
      { name: 'companyId', description: "Only this returner company's (database id).", schema: { type: 'integer' } },
    ],
    answer: { key: 'buybackStatements', list: true, schema: STATEMENT_SCHEMA },
    handler: async ({ ctx, request }) => {
      const query = new URL(request.url).searchParams;
      const company = query.get('companyId');
      const companyId = company ? globalIdOf('ReturnerCompany', company) : undefined;
      if (companyId === null) throw new AppError('NOT_FOUND', 'Returner company not found', 'companyId');
      const result = await allNodes(ctx, LIST, 'buybackStatements', {
        month: query.get('month') || undefined,
        status: statusOf(query.get('status')),
        companyId,
      });
      return result.ok ? Response.json({ buybackStatements: result.nodes }) : result.response;
    },
  },
  {
    method: 'GET',
    path: '/api/buyback-statements/:id',
    summary: 'One buyback statement with its lines',
    answer: { key: 'buybackStatement', schema: STATEMENT_WITH_LINES_SCHEMA },
    handler: async ({ ctx, params }) => {
      const result = await readable(ctx, params.id);
      return result.ok ? Response.json({ buybackStatement: result.data.buybackStatement }) : result.response;
    },
  },
  {
    method: 'GET',
    path: '/api/buyback-statements/:id/export-excel',
    summary: 'A buyback statement as an Excel workbook',
    answer: { status: 200, contentType: XLSX_CONTENT_TYPE, description: 'The workbook (.xlsx), streamed.' },
    handler: documentRoute('xlsx'),
  },
  {
    method: 'GET',
    path: '/api/buyback-statements/:id/pdf',
    summary: 'A buyback statement as a PDF: company, organization number, period, lines and total',
    answer: { status: 200, contentType: 'application/pdf', description: 'The PDF, streamed.' },
    handler: documentRoute('pdf'),
  },
  {
    method: 'POST',
    path: '/api/admin/pickup-requests/:id/collection-extras',
    summary:
      "Admin: accepts (true: every drum found is credited) or refuses (false: the declared drums only) a collection's drums beyond the declared quantity (409 when none wait)",
    body: REVIEW_EXTRAS_BODY,
    answer: { status: 200, key: 'collection', schema: selectionSchema('PickupCollection', COLLECTION_FIELDS) },
    alsoAnswers: [409],
    handler: async ({ ctx, params, body }) => {
      const { accept } = pick(await body(), REVIEW_EXTRAS_BODY.keys);
      const result = await runOperation<{ reviewCollectionExtras: { pickupRequest: { collection: unknown } } }>(
        ctx,
        REVIEW_EXTRAS,
        { input: { pickupRequestId: globalIdOf('PickupRequest', numericId(params.id)), accept: accept ?? null } },
      );
      return result.ok
        ? Response.json({ collection: result.data.reviewCollectionExtras.pickupRequest.collection })
        : result.response;
    },
  },
  {
    method: 'POST',
    path: '/api/admin/buyback-statements/:id/approve',
    summary:
      'Admin: approves a draft statement with lines (409 when empty, not a draft, or while drums beyond the declared quantity wait for review, naming the requests)',
    answer: { status: 200, key: 'buybackStatement', schema: STATEMENT_WITH_LINES_SCHEMA },
    alsoAnswers: [409],
    handler: async ({ ctx, params, body }) => {
      pick(await body(), []);
      const result = await runOperation<{ approveBuybackStatement: { buybackStatement: unknown } }>(ctx, APPROVE, {
        input: { statementId: statementId(params.id) },
      });
      return result.ok
        ? Response.json({ buybackStatement: result.data.approveBuybackStatement.buybackStatement })
        : result.response;
    },
  },
  {
    method: 'POST',
    path: '/api/admin/buyback-statements/:id/paid',
    summary: 'Admin: an approved statement was paid, with its payment reference (409 when not approved)',
    body: PAID_BODY,
    answer: { status: 200, key: 'buybackStatement', schema: STATEMENT_WITH_LINES_SCHEMA },
    alsoAnswers: [409],
    handler: async ({ ctx, params, body }) => {
      const { paymentReference } = pick(await body(), PAID_BODY.keys);
      const result = await runOperation<{ markBuybackStatementPaid: { buybackStatement: unknown } }>(ctx, PAID, {
        input: { statementId: statementId(params.id), paymentReference: paymentReference ?? null },
      });
      return result.ok
        ? Response.json({ buybackStatement: result.data.markBuybackStatementPaid.buybackStatement })
        : result.response;
    },
  },
];
