// A buyback statement as a document (issue 37): a PDF made on the server with pdfkit and an
// Excel workbook with exceljs' streaming writer, each written straight to the response, with the
// company's name, organization number, the period, every line and the total.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import type PDFKit from 'pdfkit';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { buybackStatementLines, buybackStatements, returnerCompanies } from '../../db/schema';
import { formatMoney } from '../../domain/buyback';
import { formatDay } from '../../domain/dates';
import { loadExcel } from '../excel/loadExcel';
import type { BuybackReport } from './reports';

export type StatementDocument = {
  statement: typeof buybackStatements.$inferSelect;
  company: { name: string; organizationNumber: string };
  lines: (typeof buybackStatementLines.$inferSelect)[];
};

/** A statement with its company and lines (two statements), or null. */
export async function readStatementDocument(db: Executor, statementId: number): Promise<StatementDocument | null> {
  const [row] = await db
    .select({
      statement: buybackStatements,
      company: { name: returnerCompanies.name, organizationNumber: returnerCompanies.organizationNumber },
    })
    .from(buybackStatements)
    .innerJoin(returnerCompanies, eq(returnerCompanies.id, buybackStatements.returnerCompanyId))
    .where(eq(buybackStatements.id, statementId));
  if (!row) return null;
  const lines = await db
    .select()
    .from(buybackStatementLines)
    .where(eq(buybackStatementLines.statementId, statementId))
    .orderBy(asc(buybackStatementLines.collectedAt), asc(buybackStatementLines.id));
  return { ...row, lines };
}

/** 'November 2026' for '2026-11'. */
export function periodName(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const statementFilename = (document: StatementDocument, extension: 'pdf' | 'xlsx') =>
  `buyback-statement-${document.statement.month}-${document.statement.id}.${extension}`;

let loadingPdfKit: Promise<typeof PDFKit> | undefined;

/** pdfkit on the first PDF, not at start: some 23 MB an instance that makes none never needs (idle RSS). */
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

const STATUS_WORD = { draft: 'Draft', approved: 'Approved', paid: 'Paid' } as const;
const KIND_WORD = { credit: 'Collected', adjustment: 'Adjustment (rolled back)' } as const;

/** The PDF, written to `output` (ended when done). */
export async function writeStatementPdf(
  document: StatementDocument,
  currency: string,
  output: Writable,
): Promise<void> {
  const { statement, company, lines } = document;
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Buyback statement ${statement.month}` } });
  const done = new Promise<void>((resolve, reject) => {
    output.on('finish', resolve);
    output.on('error', reject);
  });
  pdf.pipe(output);
  pdf.registerFont('Body', fonts().regular);
  pdf.registerFont('Body-Bold', fonts().bold);
  const money = (cents: number) => formatMoney(cents, currency);

  pdf.fontSize(18).font('Body-Bold').text('Buyback statement');
  pdf.moveDown(0.5).fontSize(11).font('Body');
  pdf.text(`Company: ${company.name}`);
  pdf.text(`Organization number: ${company.organizationNumber}`);
  pdf.text(`Period: ${periodName(statement.month)} (${statement.month})`);
  pdf.text(`Status: ${STATUS_WORD[statement.status]}`);
  if (statement.paymentReference) pdf.text(`Payment reference: ${statement.paymentReference}`);
  pdf.moveDown();

  // A table: reference, date, kind, the four conditions, amount; a new page repeats the header.
  const columns = [
    { title: 'Reference', width: 70 },
    { title: 'Collected', width: 72 },
    { title: 'Line', width: 90 },
    { title: 'Full', width: 40, right: true },
    { title: 'Minor', width: 40, right: true },
    { title: 'Scrap', width: 40, right: true },
    { title: 'Missing', width: 45, right: true },
    { title: 'Amount', width: 100, right: true },
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
  for (const line of lines)
    row([
      line.referenceNumber,
      formatDay(line.collectedAt),
      KIND_WORD[line.kind],
      String(line.full),
      String(line.minorDamage),
      String(line.scrap),
      String(line.missing),
      money(line.amountCents),
    ]);
  if (!lines.length) row(['No collections in this period.', '', '', '', '', '', '', '']);
  pdf.moveDown();
  pdf
    .font('Body-Bold')
    .fontSize(12)
    .text(`Total: ${money(statement.totalCents)}`, left, pdf.y, {
      width: columns.reduce((sum, column) => sum + column.width, 0) - 4,
      align: 'right',
    });
  pdf.end();
  return done;
}

/** The workbook, streamed to `output` (ended when done). */
export async function writeStatementXlsx(document: StatementDocument, currency: string, output: Writable) {
  const { statement, company, lines } = document;
  const workbook = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.creator = 'Drum Returns';
  const sheet = workbook.addWorksheet(`Statement ${statement.month}`);
  sheet.columns = [20, 14, 24, 8, 13, 8, 9, 16].map((width) => ({ width }));
  const moneyFormat = `[$${currency}] #,##0.00;-[$${currency}] #,##0.00`;
  for (const [label, value] of [
    ['Company', company.name],
    ['Organization number', company.organizationNumber],
    ['Period', statement.month],
    ['Status', STATUS_WORD[statement.status]],
    ['Payment reference', statement.paymentReference ?? ''],
  ])
    sheet.addRow([label, value]).commit();
  sheet.addRow([]).commit();
  const header = sheet.addRow(['Reference', 'Collected', 'Line', 'Full', 'Minor damage', 'Scrap', 'Missing', 'Amount']);
  header.font = { bold: true };
  header.commit();
  for (const line of lines) {
    const added = sheet.addRow([
      line.referenceNumber,
      line.collectedAt,
      KIND_WORD[line.kind],
      line.full,
      line.minorDamage,
      line.scrap,
      line.missing,
      line.amountCents / 100,
    ]);
    added.getCell(2).numFmt = 'yyyy-mm-dd';
    added.getCell(8).numFmt = moneyFormat;
    added.commit();
  }
  const total = sheet.addRow(['Total', null, null, null, null, null, null, statement.totalCents / 100]);
  total.font = { bold: true };
  total.getCell(8).numFmt = moneyFormat;
  total.commit();
  sheet.commit();
  await workbook.commit();
}

/** The buyback report as a workbook: the same figures as the reports page, one sheet per table. */
export async function writeReportXlsx(report: BuybackReport, currency: string, output: Writable) {
  const workbook = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.creator = 'Drum Returns';
  const moneyFormat = `[$${currency}] #,##0.00;-[$${currency}] #,##0.00`;
  const sheet = (name: string, headers: string[], rows: (string | number | null)[][], money: number[] = []) => {
    const added = workbook.addWorksheet(name);
    added.columns = headers.map((header) => ({ width: Math.max(12, header.length + 2) }));
    const head = added.addRow(headers);
    head.font = { bold: true };
    head.commit();
    for (const values of rows) {
      const row = added.addRow(values);
      for (const column of money) row.getCell(column).numFmt = moneyFormat;
      row.commit();
    }
    added.commit();
  };
  sheet(
    'Months',
    ['Month', 'Drums collected', 'Pickups collected', 'Median days to collection', 'Credited', 'Paid', 'Reused (kg)'],
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
    'By drum type',
    ['Month', 'Drum type', 'Full', 'Minor damage', 'Scrap', 'Missing'],
    report.byType.map((r) => [r.month, r.drumTypeName, r.full, r.minorDamage, r.scrap, r.missing]),
  );
  sheet(
    'By zone',
    ['Month', 'Zone', 'Drums'],
    report.byZone.map((r) => [r.month, r.name, r.drums]),
  );
  sheet(
    'By transport company',
    ['Month', 'Transport company', 'Drums'],
    report.byTransportCompany.map((r) => [r.month, r.name, r.drums]),
  );
  await workbook.commit();
}
