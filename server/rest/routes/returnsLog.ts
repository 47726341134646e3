// GET /api/pickup-requests/export-excel?status=collected&status=cancelled&createdFrom=2026-01-01
// &createdTo=2026-12-31: the Returns Log as .xlsx for accounting (issue 16). `status` may repeat
// or list several, comma-separated. The returnsLogExport query decides who may have it and checks
// the filters; the workbook then streams from services/excel/returnsLog.ts.
import { PassThrough, Readable } from 'node:stream';
import { log } from '../../../services/log';
import { writeReturnsLog } from '../../../services/excel/returnsLog';
import { XLSX_CONTENT_TYPE } from '../../../services/excel/workbook';
import { VALIDATION_FIELDS } from '../fragments';
import { gql, runOperation } from '../operation';
import type { RestRoute } from '../router';
import type { PickupStatus } from '../../../domain/statuses';

const CHECK = gql(`query RestReturnsLogExport($statuses: [String!], $createdFrom: String, $createdTo: String) {
  returnsLogExport(statuses: $statuses, createdFrom: $createdFrom, createdTo: $createdTo) {
    ${VALIDATION_FIELDS} ... on ReturnsLogExport { filename count }
  }
}`);

export const returnsLogRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/pickup-requests/export-excel',
    summary: 'Admin: the Returns Log as an Excel workbook (filters: status, createdFrom, createdTo)',
    answer: {
      status: 200,
      contentType: XLSX_CONTENT_TYPE,
      description: 'The workbook (.xlsx), streamed; `x-total-count` says how many requests it holds.',
    },
    handler: async ({ ctx, request }) => {
      const query = new URL(request.url).searchParams;
      const statuses = query
        .getAll('status')
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(Boolean);
      const filter = {
        statuses: statuses.length ? (statuses as PickupStatus[]) : undefined,
        createdFrom: query.get('createdFrom') ?? undefined,
        createdTo: query.get('createdTo') ?? undefined,
      };
      const result = await runOperation<{ returnsLogExport: { filename: string; count: number } }>(ctx, CHECK, filter);
      if (!result.ok) return result.response;
      const { filename, count } = result.data.returnsLogExport;
      const body = new PassThrough();
      writeReturnsLog(ctx.db, filter, body).catch((error: unknown) => {
        // The headers are gone: the download breaks off, which the browser shows as failed.
        log.error({ err: error }, 'Returns Log export failed part way');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return new Response(Readable.toWeb(body) as ReadableStream, {
        headers: {
          'content-type': XLSX_CONTENT_TYPE,
          'content-disposition': `attachment; filename="${filename}"`,
          'cache-control': 'no-store',
          'x-total-count': String(count),
        },
      });
    },
  },
];
