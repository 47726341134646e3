// A buyback statement as a PDF (pdfkit) and as a workbook (exceljs' streaming writer), and the
// buyback report as a workbook, each written to a stream as its lines arrive. They run in the
// document workers (services/documents/worker.ts), off the event loop: no database here, only
// the plain values the main thread read, and the language of whoever downloads the document
// (every word from the catalogue's `documents.`, docs/languages.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { format } from 'date-fns/format';
import type PDFKit from 'pdfkit';
import type { buybackStatementLines, buybackStatements } from '../../db/schema';
import { BUYBACK_LINE_KINDS, type BuybackLineKind, formatMoney } from '../../domain/buyback';
import { formatDay } from '../../domain/dates';
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '../../domain/i18n/locales';
import { exportedCell } from '../../domain/spreadsheetText';
import { loadExcel } from '../excel/loadExcel';
import { moneyNumberFormat } from '../excel/moneyFormat';
import { translate } from '../i18n';
import type { BuybackReport } from './reports';

/** A statement's own fields and its company: what a document shows above the lines. */
export type StatementHeading = {
  statement: Pick<typeof buybackStatements.$inferSelect, 'id' | 'month' | 'status' | 'totalCents' | 'paymentReference'>;
  company: { name: string; organizationNumber: string };
};

export type StatementLine = Pick<
  typeof buybackStatementLines.$inferSelect,
  | 'referenceNumber'
  | 'collectedAt'
  | 'kind'
  | 'full'
  | 'minorDamage'
  | 'scrap'
  | 'missing'
  | 'amountCents'
  | 'drumNumber'
>;

/** Lines in the statement's order, a batch at a time. */
export type LineBatches = AsyncIterable<readonly StatementLine[]>;

/** 'November 2026' for '2026-11'; Swedish 'november 2026'. */
function periodName(month: string, locale: Locale): string {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index - 1, 1)).toLocaleString(INTL_LOCALES[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The `documents.<part>.` messages in `locale`. */
const wordsIn =
  (locale: Locale, part: string) =>
  (key: string, values?: Record<string, unknown>): string =>
    translate(locale, `documents.${part}.${key}`, values);

/**
 * A day in a table: English keeps the words it always had ('Nov 23, 2026'); another language
 * writes a table's day as '2026-11-23' (docs/languages.md), in the server's time zone as English.
 */
const tableDay = (when: Date, locale: Locale) =>
  locale === DEFAULT_LOCALE ? formatDay(when) : format(when, 'yyyy-MM-dd');

/** Excel's format for money: English keeps the code it always had ('[$USD] #,##0.00'). */
const moneyFormat = (currency: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? `[$${currency}] #,##0.00;-[$${currency}] #,##0.00` : moneyNumberFormat(currency, locale);

let loadingPdfKit: Promise<typeof PDFKit> | undefined;

/** pdfkit on the first PDF, not at start: some 23 MB a worker that makes none never needs. */
function loadPdfKit(): Promise<typeof PDFKit> {
  loadingPdfKit ??= import('pdfkit').then((module) => module.default);
  return loadingPdfKit;
}

/**
 * DejaVu Sans, embedded (pdfkit keeps only the glyphs used): every European accent, Greek and
 * Cyrillic. pdfkit's built-in Helvetica knows only WinAnsi, so a company such as 'Kabel Łódź'
 * came out garbled. Read once, on the first PDF.
 */
const fonts = (() => {
  let loaded: { regular: Buffer; bold: Buffer } | undefined;
  const resolve = createRequire(import.meta.url).resolve;
  return () =>
    (loaded ??= {
      regular: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
      bold: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    });
})();

type StatementWords = ReturnType<typeof wordsIn>;

/** A statement's state and its lines' kinds in words, looked up once a document, not once a line. */
const statementWords = (t: StatementWords) => ({
  state: { draft: t('state.draft'), approved: t('state.approved'), paid: t('state.paid') },
  kind: Object.fromEntries(BUYBACK_LINE_KINDS.map((kind) => [kind, t(`kind.${kind}`)])) as Record<
    BuybackLineKind,
    string
  >,
});

/** The reference cell: a collection's request, or a tracked drum's number (docs/tracked-drums.md, "Money"). */
const referenceOf = (line: StatementLine, t: StatementWords) =>
  line.drumNumber === null ? line.referenceNumber : t('drumReference', { number: line.drumNumber });

/** The PDF in `locale`, written to `output` (ended when done). */
export async function writeStatementPdf(
  { statement, company }: StatementHeading,
  lines: LineBatches,
  currency: string,
  locale: Locale,
  output: Writable,
): Promise<void> {
  const t = wordsIn(locale, 'statement');
  const words = statementWords(t);
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({ size: 'A4', margin: 48, info: { Title: t('pdfTitle', { month: statement.month }) } });
  pdf.pipe(output);
  pdf.registerFont('Body', fonts().regular);
  pdf.registerFont('Body-Bold', fonts().bold);
  const money = (cents: number) => formatMoney(cents, currency, INTL_LOCALES[locale]);

  pdf.fontSize(18).font('Body-Bold').text(t('title'));
  pdf.moveDown(0.5).fontSize(11).font('Body');
  pdf.text(t('company', { name: company.name }));
  pdf.text(t('organizationNumber', { number: company.organizationNumber }));
  pdf.text(t('period', { period: periodName(statement.month, locale), month: statement.month }));
  pdf.text(t('status', { status: words.state[statement.status] }));
  if (statement.paymentReference) pdf.text(t('paymentReference', { reference: statement.paymentReference }));
  pdf.moveDown();

  // A table: reference, date, kind, the four conditions, amount; a new page repeats the header.
  const columns = [
    { title: t('column.reference'), width: 70 },
    { title: t('column.collected'), width: 72 },
    { title: t('column.line'), width: 90 },
    { title: t('column.full'), width: 40, right: true },
    { title: t('column.minor'), width: 40, right: true },
    { title: t('column.scrap'), width: 40, right: true },
    { title: t('column.missing'), width: 45, right: true },
    { title: t('column.amount'), width: 100, right: true },
  ];
  const left = pdf.page.margins.left;
  const row = (cells: string[], bold = false) => {
    if (pdf.y > pdf.page.height - pdf.page.margins.bottom - 40) {
      pdf.addPage();
      if (!bold)
        row(
          columns.map((column) => column.title),
          true,
        );
    }
    const y = pdf.y;
    let x = left;
    pdf.font(bold ? 'Body-Bold' : 'Body').fontSize(9);
    cells.forEach((cell, index) => {
      const column = columns[index];
      pdf.text(cell, x, y, { width: column.width - 4, align: column.right ? 'right' : 'left', lineBreak: false });
      x += column.width;
    });
    pdf.x = left;
    pdf.y = y + 14;
  };
  row(
    columns.map((column) => column.title),
    true,
  );
  let count = 0;
  for await (const batch of lines)
    for (const line of batch) {
      count += 1;
      row([
        referenceOf(line, t),
        tableDay(line.collectedAt, locale),
        words.kind[line.kind],
        String(line.full),
        String(line.minorDamage),
        String(line.scrap),
        String(line.missing),
        money(line.amountCents),
      ]);
    }
  if (!count) row([t('empty'), '', '', '', '', '', '', '']);
  pdf.moveDown();
  pdf
    .font('Body-Bold')
    .fontSize(12)
    .text(t('total', { amount: money(statement.totalCents) }), left, pdf.y, {
      width: columns.reduce((sum, column) => sum + column.width, 0) - 4,
      align: 'right',
    });
  pdf.end();
  await finished(output, { readable: false });
}

/** The workbook in `locale`, streamed to `output` (ended when done). */
export async function writeStatementXlsx(
  { statement, company }: StatementHeading,
  lines: LineBatches,
  currency: string,
  locale: Locale,
  output: Writable,
) {
  const t = wordsIn(locale, 'statement');
  const words = statementWords(t);
  const workbook = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.creator = 'Drum Returns';
  const sheet = workbook.addWorksheet(t('sheet', { month: statement.month }));
  const headers = ['reference', 'collected', 'line', 'full', 'minorDamage', 'scrap', 'missing', 'amount'].map((key) =>
    t(`header.${key}`),
  );
  // Wide enough for a longer word than English's ('Fullt återköp'); the English widths stay.
  sheet.columns = [20, 14, 24, 8, 13, 8, 9, 16].map((width, index) => ({
    width: Math.max(width, headers[index].length + 1),
  }));
  const money = moneyFormat(currency, locale);
  for (const [label, value] of [
    [t('label.company'), company.name],
    [t('label.organizationNumber'), company.organizationNumber],
    [t('label.period'), statement.month],
    [t('label.status'), words.state[statement.status]],
    [t('label.paymentReference'), statement.paymentReference ?? ''],
  ])
    sheet.addRow([label, exportedCell(value)]).commit();
  sheet.addRow([]).commit();
  const header = sheet.addRow(headers);
  header.font = { bold: true };
  header.commit();
  for await (const batch of lines)
    for (const line of batch) {
      const added = sheet.addRow(
        [
          referenceOf(line, t),
          line.collectedAt,
          words.kind[line.kind],
          line.full,
          line.minorDamage,
          line.scrap,
          line.missing,
          line.amountCents / 100,
        ].map(exportedCell),
      );
      added.getCell(2).numFmt = 'yyyy-mm-dd';
      added.getCell(8).numFmt = money;
      added.commit();
    }
  const total = sheet.addRow([t('label.total'), null, null, null, null, null, null, statement.totalCents / 100]);
  total.font = { bold: true };
  total.getCell(8).numFmt = money;
  total.commit();
  sheet.commit();
  await workbook.commit();
}

/** The buyback report as a workbook in `locale`: the same figures as the reports page, one sheet per table. */
export async function writeReportXlsx(report: BuybackReport, currency: string, locale: Locale, output: Writable) {
  const t = wordsIn(locale, 'report');
  const workbook = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.creator = 'Drum Returns';
  const money = moneyFormat(currency, locale);
  const sheet = (
    name: string,
    headerKeys: string[],
    rows: (string | number | null)[][],
    moneyColumns: number[] = [],
  ) => {
    const headers = headerKeys.map((key) => t(`header.${key}`));
    const added = workbook.addWorksheet(name);
    added.columns = headers.map((header) => ({ width: Math.max(12, header.length + 2) }));
    const head = added.addRow(headers);
    head.font = { bold: true };
    head.commit();
    for (const values of rows) {
      const row = added.addRow(values.map(exportedCell));
      for (const column of moneyColumns) row.getCell(column).numFmt = money;
      row.commit();
    }
    added.commit();
  };
  sheet(
    t('sheet.months'),
    ['month', 'drumsCollected', 'pickupsCollected', 'medianDays', 'credited', 'paid', 'reusedKg'],
    report.months.map((m) => [
      m.month,
      m.drumsCollected,
      m.pickupsCollected,
      m.medianDaysToCollection,
      m.creditedCents / 100,
      m.paidCents / 100,
      m.reusedKg,
    ]),
    [5, 6],
  );
  sheet(
    t('sheet.byType'),
    ['month', 'drumType', 'full', 'minorDamage', 'scrap', 'missing'],
    report.byType.map((r) => [r.month, r.drumTypeName, r.full, r.minorDamage, r.scrap, r.missing]),
  );
  sheet(
    t('sheet.byZone'),
    ['month', 'zone', 'drums'],
    report.byZone.map((r) => [r.month, r.name, r.drums]),
  );
  sheet(
    t('sheet.byTransportCompany'),
    ['month', 'transportCompany', 'drums'],
    report.byTransportCompany.map((r) => [r.month, r.name, r.drums]),
  );
  await workbook.commit();
}
