// Background Sync (docs/offline.md, "Sent with the app closed"): where the browser has it
// (Chromium), a write waiting for the network asks for a `sync` event, which the browser gives the
// service worker once the connection is back, even with the app closed (web/src/sw.ts sends the
// outbox then). The page and the worker send from the same outbox, one at a time (`oneAtATime`).

/** The tag the page registers and the worker answers. */
export const SYNC_TAG = 'drum-returns-outbox';

/** The Web Lock the page's and the worker's rounds of sends hold. */
const LOCK = 'drum-returns-outbox';

/** What a service worker registration has where the browser has Background Sync. */
type SyncRegistration = { sync?: { register(tag: string): Promise<void> } };

/**
 * Asks for a `sync` event where the browser has Background Sync and the app has a worker; else
 * nothing (the page's own sends remain: `online`, every start, the retries). Never throws.
 */
export async function requestBackgroundSync(serviceWorker: ServiceWorkerContainer | undefined): Promise<void> {
  try {
    const registration = (await serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // Refused (no permission, no active worker yet): the page's own sends remain.
  }
}

/**
 * Runs `run` holding the outbox's Web Lock, so a round of sends in the page and one in the worker
 * never overlap (each reads the outbox afresh once it holds it: what the other sent is gone). A
 * browser without Web Locks has no Background Sync either: there is only the page, which runs
 * one round at a time itself.
 */
export function oneAtATime(locks: LockManager | undefined): <T>(run: () => Promise<T>) => Promise<T> {
  if (!locks) return (run) => run();
  return <T>(run: () => Promise<T>) => locks.request(LOCK, run) as Promise<T>;
}
