/**
 * Register, forgot password and resend verification must not tell, by how long they take,
 * whether an email has an account. Their two branches do the same hashing and the same
 * statements, but a new account still writes more rows than a known one, and a commit that
 * wrote rows waits for the disk. So the part that depends on the account answers no sooner than
 * this after it began: well above what it takes on our machines (about 20 ms), so its own length
 * does not show; a user does not notice it.
 */
export const ACCOUNT_ANSWER_FLOOR_MS = 150;

/** Runs `work`; its answer (or refusal) comes no sooner than `floorMs` after it began. */
export async function noSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
