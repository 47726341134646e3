import { onClearPersonalData } from '../pwa/personalData';
import { onWorkerMessage } from '../pwa/workerMessages';
import { oneAtATime, requestBackgroundSync, SYNC_TAG } from './backgroundSync';
import { createOutbox, type Outbox, type OutboxEvent } from './outbox';
import { sendShowingProgress } from './progress';
import { indexedDbStore } from './store';

let outbox: Outbox | null = null;

/**
 * The app's outbox for the signed-in person `viewer` (their viewer id), started at its first use
 * (the layout starts it once the first screen of a signed-in person has shown): it sends what
 * waits now, whenever the connection comes back (`online`), and on its own retries; where the
 * browser has Background Sync, the service worker sends it too, with the app closed (web/src/sw.ts).
 * Another person's writes on the same phone stay unsent and unseen.
 */
export function appOutbox(viewer: string): Outbox {
  if (outbox) {
    outbox.setOwner(viewer);
    return outbox;
  }
  const started = createOutbox({
    store: indexedDbStore,
    // With XMLHttpRequest: each card shows how far its photos have come, and a send on which
    // nothing moves for 30 s counts as no answer (docs/offline.md).
    send: (write) => sendShowingProgress(write),
    isOnline: () => navigator.onLine,
    later: (run, ms) => window.setTimeout(run, ms),
    exclusive: oneAtATime(navigator.locks),
    waiting: () => void requestBackgroundSync(navigator.serviceWorker),
  });
  started.setOwner(viewer);
  window.addEventListener('online', () => void started.flush());
  // Logging out (after the person was told what is unsent, outbox/signOut.tsx): their writes go
  // from this phone, and nobody's are sent until the next person signs in.
  onClearPersonalData(async () => {
    await started.discardAll();
    started.setOwner(null);
  });
  void started.flush();
  outbox = started;
  return started;
}

let hearing = false;

/**
 * From now on, what the service worker sent or was refused while this page was open reaches the
 * outbox's listeners, and so its cards; what came while the page loaded too (pwa/workerMessages.ts).
 * The layout calls it once it listens itself: a screen may start the outbox before, and the
 * layout's toast and fresh list for a booking sent while My Returns loaded would miss the news.
 */
export function hearWorker(): void {
  if (hearing || !outbox) return;
  hearing = true;
  const started = outbox;
  onWorkerMessage((message) => {
    const data = message as { type?: unknown; events?: OutboxEvent[] } | null;
    if (data?.type === SYNC_TAG) data.events?.forEach((sent) => started.notify(sent));
  });
}
