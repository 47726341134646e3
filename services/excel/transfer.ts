// Export and import of one entity: the checks of docs/specification.md section 5 on every row, nothing written
// unless every row passes, then one transaction.
import type { CreatedNotification } from '../notifications';
import { announceUserChanges, type UserServices } from '../users';
import { validate, type FieldIssue } from '../../domain/validation/common';
import { echo } from '../../domain/echo';
import { AppError, ValidationError } from '../../domain/errors';
import { LOCALES, type Locale } from '../../domain/i18n/locales';
import { translate } from '../i18n';
import { ENTITY_DEFS, EXCEL_PATHS, type ExcelEntity, type ImportContext } from './entities';
import { assertSafeXlsx, EXCEL_MESSAGES } from './guard';
import { sayInEnglish } from '../../domain/i18n/say';
import { readSheetWithHeader } from './workbook';
import { inBatches } from '../documents/pool';
import { chargeDocument, type DocumentServices } from '../documents/rate';

export type ExportedFile = { filename: string; bytes: Buffer };
export type ImportResult = { imported: number; updated: number };

/** At most this many row problems are reported; the sheet needs fixing either way. */
const MAX_REPORTED_ISSUES = 100;
/** At most this many unknown column headers are named in the refusal. */
const MAX_NAMED_HEADERS = 5;

/**
 * The entity's sheet name and column headers in `locale` (the catalogue's `documents.sheets.`):
 * in English the sheet names and column keys sheets have always had.
 */
export function sheetWords(entity: ExcelEntity, locale: Locale): { sheetName: string; headers: string[] } {
  return {
    sheetName: translate(locale, `documents.sheets.${entity}.title`),
    headers: ENTITY_DEFS[entity].columns.map((key) => translate(locale, `documents.sheets.${entity}.columns.${key}`)),
  };
}

/**
 * Every language's header of each column, by the column's key: an import reads a sheet exported
 * in any language (and one keyed as always), whoever imports it.
 */
export function headerAliases(entity: ExcelEntity): [header: string, key: string][] {
  return LOCALES.flatMap((locale) => {
    const { headers } = sheetWords(entity, locale);
    return ENTITY_DEFS[entity].columns.map((key, index): [string, string] => [headers[index], key]);
  });
}

/**
 * The entity's sheet in `locale` (the exporter's language), made by a document worker; counts
 * against the admin's documents a minute.
 */
export async function exportEntity(
  services: DocumentServices,
  exporter: { id: number },
  entity: ExcelEntity,
  locale: Locale,
): Promise<ExportedFile> {
  await chargeDocument(services, exporter);
  const def = ENTITY_DEFS[entity];
  const bytes = await services.documents.bytes(
    { kind: 'sheet', columns: def.columns, ...sheetWords(entity, locale) },
    inBatches(await def.records(services.db)),
  );
  return { filename: `${EXCEL_PATHS[entity]}-${new Date().toISOString().slice(0, 10)}.xlsx`, bytes };
}

export async function importEntity(
  services: UserServices,
  entity: ExcelEntity,
  file: Uint8Array,
  importer: { viewerId: number; locale: Locale },
): Promise<ImportResult> {
  const db = services.db;
  const context: ImportContext = { viewerId: importer.viewerId, appUrl: services.config.appUrl };
  assertSafeXlsx(file);
  const def = ENTITY_DEFS[entity];
  const { rows, unknownHeaders } = await readSheetWithHeader(file, def.columns, headerAliases(entity));
  // A sheet of another entity (say users uploaded as drum types) must not be half-read by id.
  if (unknownHeaders.length > 0) {
    // The first few headers, each cut short: a sheet's cells are input (up to 32,767 characters).
    // The sheet and its columns as an export in the importer's language heads them (in English
    // the column keys, as always), so the refusal names what the importer's own sheet says.
    const named = unknownHeaders.slice(0, MAX_NAMED_HEADERS).map((header) => `"${echo(header)}"`);
    const { sheetName, headers } = sheetWords(entity, importer.locale);
    throw new AppError(
      'BAD_REQUEST',
      translate(importer.locale, 'errors.excel.unknownColumns', {
        count: unknownHeaders.length,
        names: named.join(', '),
        more: Math.max(0, unknownHeaders.length - MAX_NAMED_HEADERS),
        sheet: sheetName.toLowerCase(),
        columns: headers.join(', '),
      }),
    );
  }
  const existing = await def.existing(db);
  const storedById = new Map(existing.map((row) => [row.id, row.stored]));
  const existingIds = new Set(storedById.keys());
  const idByKey = new Map(existing.filter((row) => row.key !== null).map((row) => [row.key!, row.id]));
  const prepare = def.prepare ? await def.prepare(db) : (values: Record<string, unknown>) => values;
  const references = def.references ? await def.references(db, context) : () => [];

  const issues: FieldIssue[] = [];
  const report = (row: number, field: string, message: string) =>
    issues.push({
      field: `row ${row}.${field}`,
      message: sayInEnglish('errors.excel.row', { row: String(row), message }),
    });
  const plan: { id: number | null; data: unknown }[] = [];
  const keysInSheet = new Map<string, number>();
  const idsInSheet = new Set<number>();

  for (const { row, values } of rows) {
    const { id: rawId, ...fields } = values;
    const id = parseId(rawId);
    if (id === undefined) {
      report(row, 'id', EXCEL_MESSAGES.idInvalid);
      continue;
    }
    const result = validate(def.schema, prepare(fields));
    if (!result.ok) {
      for (const issue of result.issues) report(row, issue.field, issue.message);
      continue;
    }
    const key = def.naturalKey(result.data);
    // A known id wins; else the natural key finds the stored record; else it is new.
    const target = id !== null && existingIds.has(id) ? id : key !== null ? (idByKey.get(key) ?? null) : null;
    if (def.uniqueKey && key !== null) {
      const holder = idByKey.get(key);
      const earlierRow = keysInSheet.get(key);
      if ((holder !== undefined && holder !== target) || earlierRow !== undefined) {
        report(row, def.uniqueKey.field, def.uniqueKey.message);
        continue;
      }
      keysInSheet.set(key, row);
    }
    if (target !== null && idsInSheet.has(target)) {
      report(row, 'id', EXCEL_MESSAGES.recordTwice);
      continue;
    }
    const problems = references(result.data, target);
    if (problems.length > 0) {
      for (const problem of problems) report(row, problem.field, problem.message);
      continue;
    }
    if (target !== null) idsInSheet.add(target);
    plan.push({ id: target, data: result.data });
  }
  if (issues.length > 0) throw new ValidationError(issues.slice(0, MAX_REPORTED_ISSUES));

  const updates = plan.filter((item) => item.id !== null);
  // Every matched row counts as updated; only those that differ are written (fast round trips).
  const changed = updates.filter(
    (item) => !sameValues(item.data as Record<string, unknown>, storedById.get(item.id!)!),
  );
  const inserts = plan.filter((item) => item.id === null).map((item) => item.data);
  const created = await db.transaction(async (tx) => {
    const notifications: CreatedNotification[] = [];
    for (const item of changed) notifications.push(...((await def.update(tx, item.id!, item.data, context)) ?? []));
    if (inserts.length > 0) await def.insert(tx, inserts);
    return notifications;
  });
  // A deactivation or a new role in the sheet ends the user's open subscriptions at once.
  announceUserChanges(services, created, entity === 'users' ? changed.map((item) => item.id!) : []);
  return { imported: inserts.length, updated: updates.length };
}

function sameValues(data: Record<string, unknown>, stored: Record<string, unknown>): boolean {
  return Object.entries(data).every(([key, value]) => value === undefined || value === stored[key]);
}

/** null when empty, the id when a positive whole number, undefined when anything else. */
function parseId(value: unknown): number | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  const id = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
