// GET /api/{entity}/export-excel (the file) and POST /api/{entity}/import-excel (multipart field
// `file`) -> {imported, updated}, for drum types, drum specs, returner and transport companies
// and users (docs/specification.md section 7), through the excelExport / importExcel GraphQL operations.
import { EXCEL_ENTITIES, EXCEL_PATHS, type ExcelEntity } from '../../../services/excel/entities';
import { EXCEL_LIMITS, EXCEL_MESSAGES } from '../../../services/excel/guard';
import { XLSX_CONTENT_TYPE } from '../../../services/excel/workbook';
import { VALIDATION_FIELDS } from '../fragments';
import { gql, runOperation } from '../operation';
import type { RestRoute } from '../router';
import { inputBody, selectionSchema } from '../openapi';
import { formFiles, type MultipartRules, readMultipart } from '../multipart';
import { AppError } from '../../../domain/errors';

const ENUM: Record<ExcelEntity, string> = {
  drumTypes: 'DRUM_TYPES',
  drumSpecs: 'DRUM_SPECS',
  returnerCompanies: 'RETURNER_COMPANIES',
  transportCompanies: 'TRANSPORT_COMPANIES',
  users: 'USERS',
};

const EXPORT = gql(
  `query RestExcelExport($entity: ExcelEntity!) { excelExport(entity: $entity) { filename contentType contentBase64 } }`,
);
const LABELS: Record<ExcelEntity, string> = {
  drumTypes: 'drum types',
  drumSpecs: 'drum specifications',
  returnerCompanies: 'returner companies',
  transportCompanies: 'transport companies',
  users: 'users',
};
const IMPORT_FORM = inputBody('ImportExcelInput', ['file'], {}, { multipart: true });
const IMPORTED = selectionSchema('ImportExcelPayload', 'imported updated') as {
  properties: object;
  required: string[];
};
/** `{imported, updated, message}`: the counts, and the sentence the screen shows. */
const IMPORTED_SCHEMA = {
  ...IMPORTED,
  properties: { ...IMPORTED.properties, message: { type: 'string' } },
  required: [...IMPORTED.required, 'message'],
};
const IMPORT = gql(
  `mutation RestExcelImport($input: ImportExcelInput!) { importExcel(input: $input) { ${VALIDATION_FIELDS} ... on ImportExcelPayload { imported updated } } }`,
);

export const excelRoutes: RestRoute[] = EXCEL_ENTITIES.flatMap((entity): RestRoute[] => [
  {
    method: 'GET',
    path: `/api/${EXCEL_PATHS[entity]}/export-excel`,
    summary: `Admin: the ${LABELS[entity]} as an Excel workbook`,
    answer: { status: 200, contentType: XLSX_CONTENT_TYPE, description: 'The workbook (.xlsx).' },
    handler: async ({ ctx }) => {
      const result = await runOperation<{
        excelExport: { filename: string; contentType: string; contentBase64: string };
      }>(ctx, EXPORT, { entity: ENUM[entity] });
      if (!result.ok) return result.response;
      const file = result.data.excelExport;
      return new Response(Buffer.from(file.contentBase64, 'base64'), {
        headers: {
          'content-type': XLSX_CONTENT_TYPE,
          'content-disposition': `attachment; filename="${file.filename}"`,
          'cache-control': 'no-store',
        },
      });
    },
  },
  {
    method: 'POST',
    path: `/api/${EXCEL_PATHS[entity]}/import-excel`,
    summary: `Admin: adds and updates ${LABELS[entity]} from an Excel workbook (the form field \`file\`)`,
    body: IMPORT_FORM,
    answer: { status: 200, schema: IMPORTED_SCHEMA },
    handler: async ({ ctx, request }) => {
      const file = await uploadedFile(request);
      const contentBase64 = Buffer.from(await file.arrayBuffer()).toString('base64');
      const result = await runOperation<{ importExcel: { imported: number; updated: number } }>(ctx, IMPORT, {
        input: { entity: ENUM[entity], contentBase64 },
      });
      if (!result.ok) return result.response;
      const { imported, updated } = result.data.importExcel;
      return Response.json({ imported, updated, message: `Import successful: ${imported} new, ${updated} updated` });
    },
  },
]);

const DELIVERIES_FORM = inputBody('ImportDrumDeliveriesInput', ['file'], {}, { multipart: true });
const DELIVERIES_IMPORTED = selectionSchema('ImportDrumDeliveriesPayload', 'imported deliveries');
const IMPORT_DELIVERIES = gql(
  `mutation RestImportDrumDeliveries($input: ImportDrumDeliveriesInput!) { importDrumDeliveries(input: $input) { ${VALIDATION_FIELDS} ... on ImportDrumDeliveriesPayload { imported deliveries } } }`,
);

/** POST /api/drum-deliveries/import-excel: a deliveries workbook, all of it or nothing (docs/tracked-drums.md). */
export const deliveryImportRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/drum-deliveries/import-excel',
    summary:
      'Admin: records tracked-drum deliveries from an Excel workbook (the form field `file`): one row per drum; rows of one company, delivery note, day and address are one delivery; nothing is recorded unless every row passes',
    body: DELIVERIES_FORM,
    answer: { status: 200, schema: DELIVERIES_IMPORTED },
    handler: async ({ ctx, request }) => {
      const file = await uploadedFile(request);
      const contentBase64 = Buffer.from(await file.arrayBuffer()).toString('base64');
      const result = await runOperation<{ importDrumDeliveries: { imported: number; deliveries: number } }>(
        ctx,
        IMPORT_DELIVERIES,
        { input: { contentBase64 } },
      );
      if (!result.ok) return result.response;
      const { imported, deliveries } = result.data.importDrumDeliveries;
      return Response.json({ imported, deliveries });
    },
  },
];

/** One .xlsx file of at most 5 MB in the field `file`. */
const EXCEL_UPLOAD: MultipartRules = {
  files: 1,
  fileSize: EXCEL_LIMITS.maxFileBytes,
  fileTooLarge: EXCEL_MESSAGES.tooLarge,
  tooLarge: EXCEL_MESSAGES.tooLarge,
  notMultipart: { code: 'BAD_REQUEST', message: EXCEL_MESSAGES.noFile },
};

/** The multipart field `file`, read with a cap so an oversized upload is refused early (413). */
async function uploadedFile(request: Request): Promise<File> {
  const [file] = formFiles(await readMultipart(request, EXCEL_UPLOAD), 'file');
  if (!file) throw new AppError('BAD_REQUEST', EXCEL_MESSAGES.noFile);
  return file;
}
