import type { Executor } from '../../db/client';
import { sayInEnglish } from '../../domain/i18n/say';
import { throttle } from '../auth/throttle';

const MINUTE_MS = 60_000;

export const tooManyImagesMessage = (perMinute: number) =>
  sayInEnglish('errors.rates.images', { perMinute: String(perMinute) });

/**
 * Counts `count` image uploads against a user's per-minute allowance (IMAGE_UPLOADS_PER_MINUTE)
 * before anything is decoded; past it the upload answers 429 and decodes nothing. Counted in the
 * database, so several app instances share one allowance.
 */
export async function chargeImageUploads(
  db: Executor,
  userId: number,
  count: number,
  perMinute: number,
): Promise<void> {
  if (count <= 0) return;
  await throttle(db, [[`images:user:${userId}`, perMinute]], tooManyImagesMessage(perMinute), {
    windowMs: MINUTE_MS,
    weight: count,
  });
}
