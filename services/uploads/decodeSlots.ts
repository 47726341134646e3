import pLimit from 'p-limit';
import sharp from 'sharp';

/**
 * Decoding an image is the one CPU-heavy thing a user can ask for (a 5 KB PNG may declare 40
 * megapixels). All decodes share these slots, so however many uploads arrive at once, the other
 * cores stay free for logins and lists: on our 2-core machine one decode runs at a time and the
 * rest wait their turn.
 */
export const DECODE_SLOTS = 1;

const slots = pLimit(DECODE_SLOTS);
// libvips would otherwise spread one decode over every core; one thread per decode keeps the
// other core for everyone else.
sharp.concurrency(DECODE_SLOTS);

/** Runs one decode-and-encode job when a slot is free. */
export function inDecodeSlot<T>(job: () => Promise<T>): Promise<T> {
  return slots(job);
}

/** Decodes waiting for a slot (for tests and diagnostics). */
export function waitingDecodes(): number {
  return slots.pendingCount;
}
