import { createOutbox, type Outbox } from './outbox';
import { sendBooking } from './send';
import { indexedDbStore } from './store';

let outbox: Outbox | null = null;

/**
 * The app's outbox for the signed-in person `viewer` (their viewer id), started at its first use:
 * it sends what waits now, whenever the connection comes back (`online`), and on its own retries.
 * Another person's bookings on the same phone stay unsent and unseen.
 */
export function appOutbox(viewer: string): Outbox {
  if (outbox) {
    outbox.setOwner(viewer);
    return outbox;
  }
  const started = createOutbox({
    store: indexedDbStore,
    send: (booking) => sendBooking(booking),
    isOnline: () => navigator.onLine,
    later: (run, ms) => window.setTimeout(run, ms),
  });
  started.setOwner(viewer);
  window.addEventListener('online', () => void started.flush());
  void started.flush();
  outbox = started;
  return started;
}
