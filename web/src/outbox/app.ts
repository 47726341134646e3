import { createOutbox, type Outbox } from './outbox';
import { sendBooking } from './send';
import { indexedDbStore } from './store';

let outbox: Outbox | null = null;

/**
 * The app's outbox, started at its first use: it sends what waits now, whenever the connection
 * comes back (`online`), and on its own retries.
 */
export function appOutbox(): Outbox {
  if (outbox) return outbox;
  const started = createOutbox({
    store: indexedDbStore,
    send: (booking) => sendBooking(booking),
    isOnline: () => navigator.onLine,
    later: (run, ms) => window.setTimeout(run, ms),
  });
  window.addEventListener('online', () => void started.flush());
  void started.flush();
  outbox = started;
  return started;
}
