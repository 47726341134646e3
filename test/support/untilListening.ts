// For tests of several instances over Redis (vitest only: bench/ imports subscriptions.ts).
import { expect } from 'vitest';

/**
 * Sends until a subscriber of another instance hears something (it subscribes to Redis after its
 * session read), then forgets what it heard.
 */
export async function untilListening(received: unknown[], send: () => Promise<void>): Promise<void> {
  await expect
    .poll(
      async () => {
        await send();
        return received.length > 0;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  received.length = 0;
}
