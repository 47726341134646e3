import type { SendOutcome } from './send';
import type { BookingStore, QueuedBooking } from './store';

/** What the outbox tells its screens: its list changed; `sent`, the database id of a booking the server now has. */
export type OutboxEvent = { sent?: number };

type Options = {
  store: BookingStore;
  send: (booking: QueuedBooking) => Promise<SendOutcome>;
  isOnline: () => boolean;
  /** Runs `run` after `ms` (window.setTimeout in the app). */
  later: (run: () => void, ms: number) => void;
};

/** The wait before the next try after `attempts` sends without an answer: 2 s, 4 s, 8 s ... at most 2 minutes. */
export function retryDelay(attempts: number): number {
  return Math.min(2000 * 2 ** Math.max(0, attempts - 1), 120_000);
}

/**
 * The outbox of bookings made without coverage. `flush` sends each waiting booking in the order
 * they were saved, with the key made when it was saved: sent, it leaves the outbox; refused by the
 * server (a validation error), it stays with the refusal for the person to read; without an answer,
 * it waits, and the outbox tries again after a longer wait each time (and at once when the
 * connection comes back, which the app tells it with `flush`).
 */
export function createOutbox({ store, send, isOnline, later }: Options) {
  const listeners = new Set<(event: OutboxEvent) => void>();
  const emit = (event: OutboxEvent) => listeners.forEach((listener) => listener(event));
  let running: Promise<void> | null = null;
  let again = false;
  let retryPending = false;
  // Whose bookings this phone sends and shows now: the signed-in person's (none, none).
  let owner: string | null = null;
  const own = (bookings: QueuedBooking[]) => bookings.filter((booking) => booking.owner === owner);

  /** One round; answers whether it stopped for want of an answer (a retry is then due). */
  async function sendAll(): Promise<boolean> {
    for (const queued of own(await store.all())) {
      if (queued.refused) continue;
      const outcome = await send(queued);
      // Discarded while it was on its way: nothing to keep (a request it made shows in the list).
      const booking = await store.get(queued.clientRequestId);
      if (outcome.kind === 'sent') {
        await store.delete(queued.clientRequestId);
        emit({ sent: outcome.databaseId });
      } else if (outcome.kind === 'refused') {
        if (booking) await store.put({ ...booking, refused: { message: outcome.message, issues: outcome.issues } });
        emit({});
      } else {
        const attempts = (booking?.attempts ?? queued.attempts) + 1;
        if (booking) await store.put({ ...booking, attempts });
        if (!retryPending) {
          retryPending = true;
          later(() => {
            retryPending = false;
            void flush();
          }, retryDelay(attempts));
        }
        // The next would meet the same missing network.
        return true;
      }
    }
    return false;
  }

  /** Sends what waits; a call while a flush runs makes it go round once more. */
  function flush(): Promise<void> {
    if (!isOnline() || owner === null) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        let stalled = false;
        do {
          again = false;
          stalled = await sendAll();
          // After a send without an answer the next round is the retry's, not at once.
        } while (again && !stalled);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    /** The signed-in person (their viewer id), whose bookings are listed and sent from now on. */
    setOwner(viewer: string) {
      owner = viewer;
    },
    list: async () => own(await store.all()),
    get: async (id: string) => {
      const booking = await store.get(id);
      return booking?.owner === owner ? booking : undefined;
    },
    /** Keeps a booking as the signed-in person's; the next `flush` sends it (My Returns flushes as it opens). */
    async queue(booking: Omit<QueuedBooking, 'owner'>) {
      if (owner === null) throw new Error('No one is signed in');
      await store.put({ ...booking, owner });
      emit({});
    },
    async discard(id: string) {
      await store.delete(id);
      emit({});
    },
    flush,
    subscribe(listener: (event: OutboxEvent) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
