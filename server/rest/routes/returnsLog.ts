// GET /api/pickup-requests/export-excel?status=collected&status=cancelled&createdFrom=2026-01-01
// &createdTo=2026-12-31: the Returns Log as .xlsx for accounting, with every filter of
// the lists now (search, zoneId, ...). `status` may repeat or list several, comma-separated. The returnsLogExport query decides who may have it and checks
// the filters; the workbook then streams from services/excel/returnsLog.ts.
import { writeReturnsLog } from '../../../services/excel/returnsLog';
import { XLSX_CONTENT_TYPE } from '../../../services/excel/workbook';
import { VALIDATION_FIELDS } from '../fragments';
import { gql, runOperation } from '../operation';
import type { RestRoute } from '../router';
import { streamedBody } from '../streamedBody';
import { chargeDocument } from '../../../services/documents/rate';
import type { ReturnsLogFilter } from '../../../domain/validation/returnsLogExport';
import { pickupSearchSight } from '../../../domain/sight';
import { databaseIdOf, PICKUP_LIST_PARAMETERS, pickupListVariables } from '../listFilters';

const CHECK = gql(`query RestReturnsLogExport($statuses: [String!], $section: TransportSection, $createdFrom: String,
  $createdTo: String, $search: String, $zoneId: ID, $returnerCompanyId: ID, $transportCompanyId: ID) {
  returnsLogExport(statuses: $statuses, section: $section, createdFrom: $createdFrom, createdTo: $createdTo,
    search: $search, zoneId: $zoneId, returnerCompanyId: $returnerCompanyId, transportCompanyId: $transportCompanyId) {
    ${VALIDATION_FIELDS} ... on ReturnsLogExport { filename count }
  }
}`);

export const returnsLogRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/pickup-requests/export-excel',
    summary: 'Admin: the Returns Log as an Excel workbook, with the filters of the lists (GET /api/drums)',
    query: PICKUP_LIST_PARAMETERS.filter((parameter) => parameter.name !== 'orderBy'),
    answer: {
      status: 200,
      contentType: XLSX_CONTENT_TYPE,
      description: 'The workbook (.xlsx), streamed; `x-total-count` says how many requests it holds.',
    },
    handler: async ({ ctx, request }) => {
      const { orderBy: _order, ...variables } = pickupListVariables(new URL(request.url).searchParams);
      const result = await runOperation<{ returnsLogExport: { filename: string; count: number } }>(
        ctx,
        CHECK,
        variables,
      );
      if (!result.ok) return result.response;
      // Checked by the query: its ids are database ids, its text within the rules.
      const filter: ReturnsLogFilter = {
        ...(variables as Omit<ReturnsLogFilter, 'zoneId' | 'returnerCompanyId' | 'transportCompanyId'>),
        zoneId: databaseIdOf(variables.zoneId),
        returnerCompanyId: databaseIdOf(variables.returnerCompanyId),
        transportCompanyId: databaseIdOf(variables.transportCompanyId),
      };
      const { filename, count } = result.data.returnsLogExport;
      const sight = pickupSearchSight(ctx.viewer, !!ctx.apiToken);
      await chargeDocument(ctx, ctx.viewer);
      // In the caller's language; the buyback values in the server's currency.
      const words = { locale: ctx.locale, currency: ctx.config.currency ?? 'USD' };
      const body = streamedBody('Returns Log export', (output) => writeReturnsLog(ctx, filter, sight, words, output));
      return new Response(body, {
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
