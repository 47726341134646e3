import pLimit from 'p-limit';
import type { default as Sharp } from 'sharp';

/**
 * Decoding an image is the one CPU-heavy thing a user can ask for (a 5 KB PNG may declare 40
 * megapixels). All decodes share these slots, so however many uploads arrive at once, the other
 * cores stay free for logins and lists: on our 2-core machine one decode runs at a time and the
 * rest wait their turn.
 */
const DECODE_SLOTS = 1;

const slots = pLimit(DECODE_SLOTS);

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) on the first decode, not at start: some 28 MB an idle instance does not need
 * (idle RSS).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips would otherwise spread one decode over every core; one thread per decode keeps the
    // other core for everyone else.
    sharp.concurrency(DECODE_SLOTS);
    return sharp;
  });
  return loading;
}

/** Runs one decode-and-encode job when a slot is free. */
export function inDecodeSlot<T>(job: () => Promise<T>): Promise<T> {
  return slots(job);
}
