// GET /api/{entity}/export-excel (the file) and POST /api/{entity}/import-excel (multipart field
// `file`) -> {imported, updated}, for drum types, drum specs, returner and transport companies
// and users (spec.md section 7), through the excelExport / importExcel GraphQL operations.
import { EXCEL_ENTITIES, EXCEL_PATHS, type ExcelEntity } from '../../../services/excel/entities';
import { EXCEL_LIMITS, EXCEL_MESSAGES } from '../../../services/excel/guard';
import { XLSX_CONTENT_TYPE } from '../../../services/excel/workbook';
import { VALIDATION_FIELDS } from '../fragments';
import { gql, runOperation } from '../operation';
import { RestRefusal, type RestRoute } from '../router';

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
const IMPORT = gql(
  `mutation RestExcelImport($input: ImportExcelInput!) { importExcel(input: $input) { ${VALIDATION_FIELDS} ... on ImportExcelPayload { imported updated } } }`,
);

/** Room for the multipart envelope around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const excelRoutes: RestRoute[] = EXCEL_ENTITIES.flatMap((entity): RestRoute[] => [
  {
    method: 'GET',
    path: `/api/${EXCEL_PATHS[entity]}/export-excel`,
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

/** The multipart field `file`, read with a cap so an oversized upload is refused early (413). */
async function uploadedFile(request: Request): Promise<File> {
  const limit = EXCEL_LIMITS.maxFileBytes + MULTIPART_OVERHEAD;
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new RestRefusal(413, EXCEL_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE');
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data'))
    throw new RestRefusal(400, EXCEL_MESSAGES.noFile, 'BAD_REQUEST');
  const body = await readCapped(request, limit);
  let form: FormData;
  try {
    form = await new Request('http://upload.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: body as BodyInit,
    }).formData();
  } catch {
    throw new RestRefusal(400, EXCEL_MESSAGES.noFile, 'BAD_REQUEST');
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') throw new RestRefusal(400, EXCEL_MESSAGES.noFile, 'BAD_REQUEST');
  if (file.size > EXCEL_LIMITS.maxFileBytes) throw new RestRefusal(413, EXCEL_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE');
  return file;
}

async function readCapped(request: Request, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new RestRefusal(413, EXCEL_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
