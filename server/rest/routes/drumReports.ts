// The admins' tracked-drum reports over REST: each call runs the GraphQL query of
// schema/trackedDrums/reports.ts (which decides who may read it and checks the range); the
// workbook is written from the same figures.
import { chargeDocument } from '../../../services/documents/rate';
import { type TrackedDrumReport, writeTrackedDrumReportXlsx } from '../../../services/trackedDrums/reports';
import { XLSX_CONTENT_TYPE } from '../../../services/excel/workbook';
import type { Context } from '../../context';
import { gql, runOperation } from '../operation';
import type { RestRoute } from '../router';
import { selectionSchema } from '../openapi';
import { streamedBody } from '../streamedBody';

const REPORT_FIELDS = `from to onSite medianDaysToReturn
  byCompany { name upTo90 upTo180 upTo365 over365 total }
  byZone { name upTo90 upTo180 upTo365 over365 total }
  months { month delivered returned rate }
  sites { companyName address latitude longitude drums }`;
const REPORT = gql(`query RestTrackedDrumReport($from: String, $to: String) {
  trackedDrumReport(from: $from, to: $to) { ${REPORT_FIELDS} } }`);
const REPORT_PARAMETERS = [
  { name: 'from', description: 'The first month, YYYY-MM (default: eleven months back).', schema: { type: 'string' } },
  { name: 'to', description: 'The last month, YYYY-MM (default: this month).', schema: { type: 'string' } },
] as const;

const OVERDUE_FIELDS = `totalCount nextOffset
  items { number specName companyName address deliveredAt costsFrom forfeited chargeCents }`;
const OVERDUE = gql(`query RestOverdueTrackedDrums($first: Int, $offset: Int) {
  overdueTrackedDrums(first: $first, offset: $offset) { ${OVERDUE_FIELDS} } }`);
const OVERDUE_PARAMETERS = [
  { name: 'limit', description: 'Drums on the page (1-100, default 100).', schema: { type: 'integer' } },
  { name: 'offset', description: 'Drums to skip (default 0).', schema: { type: 'integer' } },
] as const;

/** The report the admin asked for (the query checks who and the range). */
function report(ctx: Context, request: Request) {
  const query = new URL(request.url).searchParams;
  return runOperation<{ trackedDrumReport: TrackedDrumReport }>(ctx, REPORT, {
    from: query.get('from') || undefined,
    to: query.get('to') || undefined,
  });
}

/** A query number as GraphQL's Int, or the text as sent for GraphQL to refuse. */
const integer = (value: string | null) =>
  value === null || value === '' ? undefined : /^-?\d{1,9}$/.test(value) ? Number(value) : value;

export const drumReportRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/reports/tracked-drums',
    summary:
      'Admin: tracked drums on site by age per company and zone, the median days from delivery to return, the return rate by month, and the sites with drums waiting',
    query: REPORT_PARAMETERS,
    answer: { key: 'report', schema: selectionSchema('TrackedDrumReport', REPORT_FIELDS) },
    handler: async ({ ctx, request }) => {
      const result = await report(ctx, request);
      return result.ok ? Response.json({ report: result.data.trackedDrumReport }) : result.response;
    },
  },
  {
    method: 'GET',
    path: '/api/admin/reports/tracked-drums/overdue',
    summary:
      'Admin: the drums whose rent has started or that are charged in full, most overdue first, a page of at most 100',
    query: OVERDUE_PARAMETERS,
    answer: { key: 'overdue', schema: selectionSchema('OverdueTrackedDrumPage', OVERDUE_FIELDS) },
    handler: async ({ ctx, request }) => {
      const query = new URL(request.url).searchParams;
      const result = await runOperation<{ overdueTrackedDrums: unknown }>(ctx, OVERDUE, {
        first: integer(query.get('limit')),
        offset: integer(query.get('offset')),
      });
      return result.ok ? Response.json({ overdue: result.data.overdueTrackedDrums }) : result.response;
    },
  },
  {
    method: 'GET',
    path: '/api/admin/reports/tracked-drums/export-excel',
    summary: 'Admin: the tracked-drum report and the overdue drums as an Excel workbook (the same figures)',
    query: REPORT_PARAMETERS,
    answer: { status: 200, contentType: XLSX_CONTENT_TYPE, description: 'The workbook (.xlsx), streamed.' },
    handler: async ({ ctx, request }) => {
      const result = await report(ctx, request);
      if (!result.ok) return result.response;
      const figures = result.data.trackedDrumReport;
      await chargeDocument(ctx, ctx.viewer);
      const now = new Date();
      const body = streamedBody('Tracked drum report workbook', (output) =>
        writeTrackedDrumReportXlsx(ctx.db, figures, now, ctx.locale, output),
      );
      return new Response(body, {
        headers: {
          'content-type': XLSX_CONTENT_TYPE,
          'content-disposition': `attachment; filename="tracked-drums-report-${figures.from}-${figures.to}.xlsx"`,
          'cache-control': 'no-store',
        },
      });
    },
  },
];
