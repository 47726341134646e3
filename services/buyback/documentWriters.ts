// A buyback statement as a PDF (pdfkit) and as a workbook (exceljs' streaming writer), and the
// buyback report as a workbook, each written to a stream as its lines arrive. They run in the
// document workers (services/documents/worker.ts), off the event loop: no database here, only
// the plain values the main thread read.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type PDFKit from 'pdfkit';
import type { buybackStatementLines, buybackStatements } from '../../db/schema';
import { formatMoney } from '../../domain/buyback';
import { formatDay } from '../../domain/dates';
import { exportedCell } from '../../domain/spreadsheetText';
import { loadExcel } from '../excel/loadExcel';
import type { BuybackReport } from './reports';

/** A statement's own fields and its company: what a document shows above the lines. */
export type StatementHeading = {
  statement: Pick<typeof buybackStatements.$inferSelect, 'id' | 'month' | 'status' | 'totalCents' | 'paymentReference'>;
  company: { name: string; organizationNumber: string };
};

export type StatementLine = Pick<
  typeof buybackStatementLines.$inferSelect,
  'referenceNumber' | 'collectedAt' | 'kind' | 'full' | 'minorDamage' | 'scrap' | 'missing' | 'amountCents'
>;

/** Lines in the statement's order, a batch at a time. */
export type LineBatches = AsyncIterable<readonly StatementLine[]>;

/** 'November 2026' for '2026-11'. */
function periodName(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

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

const STATUS_WORD = { draft: 'Draft', approved: 'Approved', paid: 'Paid' } as const;
const KIND_WORD = { credit: 'Collected', adjustment: 'Adjustment (rolled back)' } as const;

/** The PDF, written to `output` (ended when done). */
export async function writeStatementPdf(
  { statement, company }: StatementHeading,
  lines: LineBatches,
  currency: string,
  output: Writable,
): Promise<void> {
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Buyback statement ${statement.month}` } });
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
  let count = 0;
  for await (const batch of lines)
    for (const line of batch) {
      count += 1;
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
    }
  if (!count) row(['No collections in this period.', '', '', '', '', '', '', '']);
  pdf.moveDown();
  pdf
    .font('Body-Bold')
    .fontSize(12)
    .text(`Total: ${money(statement.totalCents)}`, left, pdf.y, {
      width: columns.reduce((sum, column) => sum + column.width, 0) - 4,
      align: 'right',
    });
  pdf.end();
  await finished(output, { readable: false });
}

/** The workbook, streamed to `output` (ended when done). */
export async function writeStatementXlsx(
  { statement, company }: StatementHeading,
  lines: LineBatches,
  currency: string,
  output: Writable,
) {
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
    sheet.addRow([label, exportedCell(value)]).commit();
  sheet.addRow([]).commit();
  const header = sheet.addRow(['Reference', 'Collected', 'Line', 'Full', 'Minor damage', 'Scrap', 'Missing', 'Amount']);
  header.font = { bold: true };
  header.commit();
  for await (const batch of lines)
    for (const line of batch) {
      const added = sheet.addRow(
        [
          line.referenceNumber,
          line.collectedAt,
          KIND_WORD[line.kind],
          line.full,
          line.minorDamage,
          line.scrap,
          line.missing,
          line.amountCents / 100,
        ].map(exportedCell),
      );
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
      const row = added.addRow(values.map(exportedCell));
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
