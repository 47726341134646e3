// A buyback statement as a document: a PDF and an Excel workbook with the company's
// name, organization number, the period, every line and the total; and the buyback report as a
// workbook. A document worker writes them (services/buyback/documentWriters.ts, through
// services/documents/pool.ts); here the statement is read, its lines a batch at a time as the
// worker asks, so the event loop never holds a whole statement or its document.
import type { Writable } from 'node:stream';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Locale } from '../../domain/i18n/locales';
import { buybackStatementLines, buybackStatements, returnerCompanies } from '../../db/schema';
import type { DocumentPool } from '../documents/pool';
import type { StatementHeading, StatementLine } from './documentWriters';
import type { BuybackReport } from './reports';

const LINE_BATCH = 500;

/** A statement's fields and its company (one statement), or null. */
export async function readStatementHeading(db: Executor, statementId: number): Promise<StatementHeading | null> {
  const [row] = await db
    .select({
      statement: {
        id: buybackStatements.id,
        month: buybackStatements.month,
        status: buybackStatements.status,
        totalCents: buybackStatements.totalCents,
        paymentReference: buybackStatements.paymentReference,
      },
      company: { name: returnerCompanies.name, organizationNumber: returnerCompanies.organizationNumber },
    })
    .from(buybackStatements)
    .innerJoin(returnerCompanies, eq(returnerCompanies.id, buybackStatements.returnerCompanyId))
    .where(eq(buybackStatements.id, statementId));
  return row ?? null;
}

export const statementFilename = (heading: StatementHeading, extension: 'pdf' | 'xlsx') =>
  `buyback-statement-${heading.statement.month}-${heading.statement.id}.${extension}`;

/**
 * The statement as a PDF or workbook in `locale` (the language of whoever downloads it), written
 * to `output` (ended when done).
 */
export function writeStatementDocument(
  services: { db: Executor; documents: DocumentPool },
  heading: StatementHeading,
  kind: 'pdf' | 'xlsx',
  currency: string,
  locale: Locale,
  output: Writable,
): Promise<void> {
  return services.documents.write(
    { kind: kind === 'pdf' ? 'statementPdf' : 'statementXlsx', heading, currency, locale },
    output,
    statementLines(services.db, heading.statement.id),
  );
}

/** The buyback report as a workbook in `locale`, written to `output` (ended when done). */
export function writeReportXlsx(
  services: { documents: DocumentPool },
  report: BuybackReport,
  currency: string,
  locale: Locale,
  output: Writable,
): Promise<void> {
  return services.documents.write({ kind: 'reportXlsx', report, currency, locale }, output);
}

/** The statement's lines in its order (collected, then id), a batch at a time. */
async function* statementLines(db: Executor, statementId: number): AsyncIterable<StatementLine[]> {
  let after: { collectedAt: Date; id: number } | null = null;
  for (;;) {
    const batch: (StatementLine & { id: number })[] = await db
      .select({
        id: buybackStatementLines.id,
        referenceNumber: buybackStatementLines.referenceNumber,
        collectedAt: buybackStatementLines.collectedAt,
        kind: buybackStatementLines.kind,
        full: buybackStatementLines.full,
        minorDamage: buybackStatementLines.minorDamage,
        scrap: buybackStatementLines.scrap,
        missing: buybackStatementLines.missing,
        amountCents: buybackStatementLines.amountCents,
        drumNumber: buybackStatementLines.drumNumber,
      })
      .from(buybackStatementLines)
      .where(
        and(
          eq(buybackStatementLines.statementId, statementId),
          after
            ? sql`(${buybackStatementLines.collectedAt}, ${buybackStatementLines.id}) > (${after.collectedAt.toISOString()}::timestamptz, ${after.id}::integer)`
            : undefined,
        ),
      )
      .orderBy(asc(buybackStatementLines.collectedAt), asc(buybackStatementLines.id))
      .limit(LINE_BATCH);
    if (batch.length === 0) return;
    yield batch.map(({ id: _id, ...line }) => line);
    const last = batch[batch.length - 1];
    after = { collectedAt: last.collectedAt, id: last.id };
    if (batch.length < LINE_BATCH) return;
  }
}
