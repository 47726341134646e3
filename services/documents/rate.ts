import type { Executor } from '../../db/client';
import { AppError } from '../../domain/errors';
import { en } from '../../domain/i18n/en';
import { sayInEnglish } from '../../domain/i18n/say';
import { spendRate } from '../auth/throttle';
import type { Config } from '../config';
import type { DocumentPool } from './pool';

/** What a document's flow needs: the database (rows, the rate), the workers, the settings. */
export type DocumentServices = { db: Executor; documents: DocumentPool; config: Config };

const tooManyDocumentsMessage = (perMinute: number) =>
  sayInEnglish('errors.rates.documents', { perMinute: String(perMinute) });

/**
 * Counts one document (a statement's PDF or workbook, a report, the Returns Log, a master data
 * sheet) against the user's DOCUMENTS_PER_MINUTE before any of it is made: past it, 429 with
 * Retry-After. Counted in the database, so every instance shares one allowance.
 */
export async function chargeDocument(services: DocumentServices, viewer: { id: number } | null): Promise<void> {
  // The call's own check let it through; a document is never made for no one.
  if (!viewer) throw new AppError('UNAUTHENTICATED', en.errors.general.notAuthenticated);
  const perMinute = services.config.documentsPerMinute;
  await spendRate(services.db, `documents:user:${viewer.id}`, perMinute, {
    windowMs: 60_000,
    message: tooManyDocumentsMessage(perMinute),
  });
}
