// A deliveries workbook (docs/tracked-drums.md): one row per drum; the rows of one company,
// delivery note, day and address are one delivery. Every row is checked before anything is
// written, then all the deliveries go in one transaction: a bad row names its sheet row and
// column, and nothing is stored.
import type { Executor } from '../../db/client';
import { drumSpecs, returnerCompanies } from '../../db/schema';
import { echo } from '../../domain/echo';
import { AppError, ValidationError } from '../../domain/errors';
import { en } from '../../domain/i18n/en';
import { LOCALES, type Locale } from '../../domain/i18n/locales';
import { type FieldIssue, validate } from '../../domain/validation/common';
import { DrumDeliverySchema, drumNumberKey, trackedDrumMessage } from '../../domain/validation/trackedDrums';
import { assertSafeXlsx } from '../excel/guard';
import { readSheetWithHeader } from '../excel/workbook';
import { translate, translateServerMessage } from '../i18n';
import { recordDrumDelivery } from './deliveries';

export const DELIVERY_COLUMNS = [
  'returnerCompany',
  'deliveryNote',
  'deliveredAt',
  'address',
  'latitude',
  'longitude',
  'drumNumber',
  'drumSpec',
] as const;
type Column = (typeof DELIVERY_COLUMNS)[number];

/** The most drums one workbook delivers: a delivery's own limit, so one sheet is at most one big delivery. */
export const MAX_IMPORTED_DRUMS = 10_000;
/** At most this many row problems are named; the sheet needs fixing either way. */
const MAX_REPORTED_ISSUES = 100;

const DRUM_IMPORT_MESSAGES = en.errors.drumAdmin;

export type DeliveryImportResult = { imported: number; deliveries: number };

/** Every language's header of each column, and the keys themselves (a sheet keyed as in the API). */
function deliveryHeaderAliases(): [header: string, key: string][] {
  return LOCALES.flatMap((locale) =>
    DELIVERY_COLUMNS.map((key): [string, string] => [translate(locale, `drumAdmin.sheet.columns.${key}`), key]),
  );
}

type Group = {
  rows: number[];
  input: {
    returnerCompanyId: number;
    deliveryNote: string | null;
    deliveredAt: Date;
    address: string;
    latitude: number | null;
    longitude: number | null;
    drums: { number: string; drumSpecId: number }[];
  };
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const nameKey = (value: string) => value.replace(/\s+/g, ' ').toLowerCase();
const orgKey = (value: string) => value.replace(/[\s-]/g, '');

/** A day written as a date cell, Excel's day number, or ISO text; undefined when it is none. */
export function importedDay(value: unknown): Date | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) {
    // Excel counts days from 1899-12-30 (its leap-year bug included in the count).
    const date = new Date(Date.UTC(1899, 11, 30) + Math.round(value * 86_400_000));
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  const written = text(value);
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(written)) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(written) ? `${written}T00:00:00Z` : written.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Reads, checks and records the workbook's deliveries in one transaction; refuses with every
 * problem found (each `row N.column`, in the reader's language) before writing anything.
 */
export async function importDrumDeliveries(
  db: Executor,
  importerId: number,
  file: Uint8Array,
  locale: Locale,
): Promise<DeliveryImportResult> {
  assertSafeXlsx(file);
  const { rows, unknownHeaders } = await readSheetWithHeader(file, DELIVERY_COLUMNS, deliveryHeaderAliases());
  const words = (message: string) => translateServerMessage(locale, message);
  if (unknownHeaders.length > 0)
    throw new AppError(
      'BAD_REQUEST',
      translate(locale, 'errors.drumAdmin.unknownColumns', {
        columns: unknownHeaders
          .slice(0, 5)
          .map((header) => `"${echo(header)}"`)
          .join(', '),
        expected: DELIVERY_COLUMNS.join(', '),
      }),
    );
  if (rows.length === 0) throw new AppError('BAD_REQUEST', words(DRUM_IMPORT_MESSAGES.empty));
  if (rows.length > MAX_IMPORTED_DRUMS)
    throw new ValidationError([{ field: 'file', message: words(DRUM_IMPORT_MESSAGES.tooManyDrums) }]);

  const issues: FieldIssue[] = [];
  const report = (row: number, column: Column, message: string) => {
    if (issues.length >= MAX_REPORTED_ISSUES) return;
    issues.push({
      field: `row ${row}.${column}`,
      message: translate(locale, 'errors.drumAdmin.rowIssue', {
        row,
        column: translate(locale, `drumAdmin.sheet.columns.${column}`),
        message: words(message),
      }),
    });
  };

  const findCompany = await companyFinder(db);
  const findSpec = await specFinder(db);
  const groups = new Map<string, Group>();
  const numbersInSheet = new Set<string>();

  for (const { row, values } of rows) {
    const problems = issues.length;
    const company = findCompany(text(values.returnerCompany));
    if (typeof company === 'string') report(row, 'returnerCompany', company);
    const deliveredAt = importedDay(values.deliveredAt);
    if (!deliveredAt)
      report(
        row,
        'deliveredAt',
        text(values.deliveredAt) === '' ? en.errors.trackedDrums.deliveredAtRequired : DRUM_IMPORT_MESSAGES.dateInvalid,
      );
    const spec = findSpec(text(values.drumSpec));
    if (typeof spec === 'string') report(row, 'drumSpec', spec);
    const number = text(values.drumNumber);
    const key = drumNumberKey(number);
    if (key !== '' && numbersInSheet.has(key))
      report(row, 'drumNumber', trackedDrumMessage('duplicateNumber', { number: echo(number) }));
    numbersInSheet.add(key);
    if (issues.length > problems || typeof company === 'string' || typeof spec === 'string' || !deliveredAt) continue;

    const deliveryNote = text(values.deliveryNote) || null;
    const address = text(values.address).replace(/\s+/g, ' ');
    const groupKey = JSON.stringify([company, deliveryNote, deliveredAt.toISOString(), address.toLowerCase()]);
    const latitude = values.latitude ?? null;
    const longitude = values.longitude ?? null;
    let group = groups.get(groupKey);
    if (!group) {
      group = {
        rows: [],
        input: {
          returnerCompanyId: company,
          deliveryNote,
          deliveredAt,
          address,
          latitude: latitude as number | null,
          longitude: longitude as number | null,
          drums: [],
        },
      };
      groups.set(groupKey, group);
    } else if (
      String(group.input.latitude ?? '') !== String(latitude ?? '') ||
      String(group.input.longitude ?? '') !== String(longitude ?? '')
    ) {
      report(row, 'latitude', DRUM_IMPORT_MESSAGES.positionsDiffer);
      continue;
    }
    group.rows.push(row);
    group.input.drums.push({ number, drumSpecId: spec });
  }

  // The delivery rule on each delivery, its issues named back to the rows they came from.
  for (const group of groups.values()) {
    const result = validate(DrumDeliverySchema, group.input);
    if (!result.ok) for (const issue of result.issues) reportFor(group, issue, report);
  }
  if (issues.length > 0) throw new ValidationError(issues);

  try {
    await db.transaction(async (tx) => {
      for (const group of groups.values()) {
        try {
          await recordDrumDelivery(tx, importerId, group.input);
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          for (const issue of error.issues) reportFor(group, issue, report);
          throw new ValidationError(issues);
        }
      }
    });
  } catch (error) {
    if (error instanceof ValidationError && issues.length > 0) throw new ValidationError(issues);
    throw error;
  }
  return { imported: rows.length, deliveries: groups.size };
}

/** The sheet column a delivery field comes from. */
const COLUMN_OF: Record<string, Column> = {
  returnerCompanyId: 'returnerCompany',
  deliveryNote: 'deliveryNote',
  deliveredAt: 'deliveredAt',
  address: 'address',
  latitude: 'latitude',
  longitude: 'longitude',
  number: 'drumNumber',
  drumSpecId: 'drumSpec',
};

function reportFor(group: Group, issue: FieldIssue, report: (row: number, column: Column, message: string) => void) {
  const drum = /^drums\.(\d+)\.(\w+)$/.exec(issue.field);
  if (drum) {
    report(group.rows[Number(drum[1])] ?? group.rows[0], COLUMN_OF[drum[2]] ?? 'drumNumber', issue.message);
    return;
  }
  report(group.rows[0], COLUMN_OF[issue.field] ?? 'drumNumber', issue.message);
}

/** A returner company by organization number or name: its id, or the refusal. */
async function companyFinder(db: Executor): Promise<(written: string) => number | string> {
  const companies = await db
    .select({ id: returnerCompanies.id, name: returnerCompanies.name, org: returnerCompanies.organizationNumber })
    .from(returnerCompanies);
  const byOrg = new Map(companies.map((company) => [orgKey(company.org), company.id]));
  const byName = new Map<string, number[]>();
  for (const company of companies)
    byName.set(nameKey(company.name), [...(byName.get(nameKey(company.name)) ?? []), company.id]);
  return (written) => {
    if (written === '') return en.errors.trackedDrums.companyRequired;
    const org = byOrg.get(orgKey(written));
    if (org !== undefined) return org;
    const named = byName.get(nameKey(written)) ?? [];
    if (named.length > 1) return DRUM_IMPORT_MESSAGES.companyAmbiguous;
    return named[0] ?? DRUM_IMPORT_MESSAGES.companyUnknown;
  };
}

/** A drum specification by name (or article number): its id, or the refusal. */
async function specFinder(db: Executor): Promise<(written: string) => number | string> {
  const specs = await db
    .select({ id: drumSpecs.id, name: drumSpecs.name, articleNumber: drumSpecs.articleNumber })
    .from(drumSpecs);
  const byName = new Map<string, number[]>();
  for (const spec of specs) byName.set(nameKey(spec.name), [...(byName.get(nameKey(spec.name)) ?? []), spec.id]);
  const byArticle = new Map(
    specs.filter((spec) => spec.articleNumber).map((spec) => [nameKey(spec.articleNumber!), spec.id]),
  );
  return (written) => {
    if (written === '') return en.errors.trackedDrums.specRequired;
    const named = byName.get(nameKey(written)) ?? [];
    if (named.length === 1) return named[0];
    const article = byArticle.get(nameKey(written));
    if (article !== undefined) return article;
    return named.length > 1 ? DRUM_IMPORT_MESSAGES.specAmbiguous : DRUM_IMPORT_MESSAGES.specUnknown;
  };
}
