// Bulk export and import of master data as .xlsx (docs/specification.md section 7 "Excel"). GraphQL carries the
// file as base64; the REST calls turn it into a download and take it from a multipart upload.
import { EXCEL_ENTITIES, type ExcelEntity as Entity } from '../services/excel/entities';
import { EXCEL_LIMITS, EXCEL_MESSAGES } from '../services/excel/guard';
import { exportEntity, importEntity } from '../services/excel/transfer';
import { XLSX_CONTENT_TYPE } from '../services/excel/workbook';
import { builder, type InputFields } from './builder';
import { AppError } from '../domain/errors';
import { READABLE_WORKBOOKS } from '../domain/apiTokens';
import { tokenRefusal } from './tokenReads';
import {
  type DeliveryImportResult,
  importDrumDeliveries,
  MAX_IMPORTED_DRUMS,
} from '../services/trackedDrums/deliveryImport';

/** The workbooks a token may have (typed here, so each names an entity). */
const TOKEN_WORKBOOKS: readonly Entity[] = READABLE_WORKBOOKS;

const ENUM_NAMES: Record<Entity, string> = {
  drumTypes: 'DRUM_TYPES',
  drumSpecs: 'DRUM_SPECS',
  returnerCompanies: 'RETURNER_COMPANIES',
  transportCompanies: 'TRANSPORT_COMPANIES',
  users: 'USERS',
};

const ExcelEntity = builder.enumType('ExcelEntity', {
  description: 'The master data sheets that export and import as Excel.',
  values: Object.fromEntries(EXCEL_ENTITIES.map((entity) => [ENUM_NAMES[entity], { value: entity }])) as Record<
    string,
    { value: Entity }
  >,
});

const ExcelFile = builder.objectRef<{ filename: string; bytes: Buffer }>('ExcelFile').implement({
  description: 'An Excel workbook, base64-encoded.',
  fields: (t) => ({
    filename: t.exposeString('filename', { description: 'A name to save it under.' }),
    contentType: t.string({ description: "The workbook's MIME type.", resolve: () => XLSX_CONTENT_TYPE }),
    contentBase64: t.string({
      description: 'The workbook, base64-encoded.',
      resolve: (file) => file.bytes.toString('base64'),
    }),
  }),
});

/** A workbook to import: uploaded, or as base64 (uploadedBytes reads either). */
const workbookFields = (t: InputFields) => ({
  file: t.field({
    type: 'File',
    required: false,
    description: `The .xlsx file as a multipart upload; at most ${EXCEL_LIMITS.maxFileBytes} bytes`,
  }),
  contentBase64: t.string({
    required: false,
    description: 'The .xlsx file as base64, when it is not uploaded as `file`',
  }),
});

const ImportExcelInput = builder.inputType('ImportExcelInput', {
  description: 'Admin: an Excel sheet to import.',
  fields: (t) => ({
    entity: t.field({ description: 'Which master data the sheet holds.', type: ExcelEntity, required: true }),
    ...workbookFields(t),
  }),
});

/** The workbook's bytes, uploaded or as base64, refused when over the size limit. */
async function uploadedBytes(input: { file?: File | null; contentBase64?: string | null }): Promise<Uint8Array> {
  if (input.file) {
    if (input.file.size > EXCEL_LIMITS.maxFileBytes) throw new AppError('PAYLOAD_TOO_LARGE', EXCEL_MESSAGES.tooLarge);
    return new Uint8Array(await input.file.arrayBuffer());
  }
  if (input.contentBase64) {
    if (input.contentBase64.length > Math.ceil(EXCEL_LIMITS.maxFileBytes / 3) * 4 + 4)
      throw new AppError('PAYLOAD_TOO_LARGE', EXCEL_MESSAGES.tooLarge);
    return Buffer.from(input.contentBase64, 'base64');
  }
  throw new AppError('BAD_REQUEST', EXCEL_MESSAGES.noFile);
}

const ImportExcelPayload = builder.objectRef<{ imported: number; updated: number }>('ImportExcelPayload').implement({
  description: 'What an Excel import did.',
  fields: (t) => ({
    imported: t.exposeInt('imported', { description: 'New records' }),
    updated: t.exposeInt('updated', { description: 'Existing records overwritten from the sheet' }),
  }),
});

builder.queryField('excelExport', (t) =>
  t.withAuth({ admin: true }).field({
    description: 'Admin: an Excel export of a master data sheet.',
    type: ExcelFile,
    args: { entity: t.arg({ type: ExcelEntity, required: true }) },
    resolve: (_root, args, ctx) => {
      if (ctx.apiToken && !TOKEN_WORKBOOKS.includes(args.entity)) throw tokenRefusal();
      return exportEntity(ctx, ctx.viewer, args.entity, ctx.locale);
    },
  }),
);

builder.mutationField('importExcel', (t) =>
  t.withAuth({ admin: true }).field({
    type: ImportExcelPayload,
    errors: {},
    description:
      'Checks every row (errors name the sheet row); imports nothing unless all pass, then upserts by id or natural key in one transaction.',
    args: { input: t.arg({ type: ImportExcelInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      return importEntity(ctx, input.entity, await uploadedBytes(input), {
        viewerId: ctx.viewer.id,
        locale: ctx.locale,
      });
    },
  }),
);

const ImportDrumDeliveriesInput = builder.inputType('ImportDrumDeliveriesInput', {
  description:
    'Admin: a deliveries workbook: one row per drum (returner company, delivery note, delivered at, address, latitude, longitude, drum number, drum specification).',
  fields: (t) => ({
    ...workbookFields(t),
  }),
});

const ImportDrumDeliveriesPayload = builder.objectRef<DeliveryImportResult>('ImportDrumDeliveriesPayload').implement({
  description: 'What a deliveries workbook recorded.',
  fields: (t) => ({
    imported: t.exposeInt('imported', { description: 'Drums delivered' }),
    deliveries: t.exposeInt('deliveries', {
      description: 'Deliveries recorded (rows of one company, delivery note, day and address are one)',
    }),
  }),
});

builder.mutationField('importDrumDeliveries', (t) =>
  t.withAuth({ admin: true }).field({
    type: ImportDrumDeliveriesPayload,
    errors: {},
    description: `Checks every row (errors name the sheet row and column); records nothing unless all pass, then every delivery in one transaction. At most ${MAX_IMPORTED_DRUMS} drums.`,
    args: { input: t.arg({ type: ImportDrumDeliveriesInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      importDrumDeliveries(ctx.db, ctx.viewer.id, await uploadedBytes(input), ctx.locale),
  }),
);
