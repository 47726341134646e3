import type { SendOutcome } from './send';
import type { OutboxStore, QueuedKind, QueuedWrite } from './store';

/**
 * What the outbox tells its screens: its list changed; `sent`, a write the server now has (its
 * kind, its key, and for a booking or a collection the request's database id).
 */
export type OutboxEvent = { sent?: { kind: QueuedKind; clientRequestId: string; databaseId?: number } };

/** A write as a screen hands it to the outbox: the outbox adds whose it is. */
export type NewQueuedWrite = QueuedWrite extends infer Write
  ? Write extends QueuedWrite
    ? Omit<Write, 'owner'>
    : never
  : never;

type Options = {
  store: OutboxStore;
  send: (write: QueuedWrite) => Promise<SendOutcome>;
  isOnline: () => boolean;
  /** Runs `run` after `ms` (window.setTimeout in the app). */
  later: (run: () => void, ms: number) => void;
  /**
   * Runs one round of sends alone: the app's page and its service worker (Background Sync) send
   * from the same outbox, and a write one of them is sending must not go from the other as well
   * (web/src/outbox/backgroundSync.ts holds them to one Web Lock). Without it, the round just runs.
   */
  exclusive?: <T>(run: () => Promise<T>) => Promise<T>;
  /** Something waits for the network (a write queued, a send without an answer): Background Sync is asked for. */
  waiting?: () => void;
  /** The clock a hold for editing is read against (Date.now in the app). */
  now?: () => number;
};

/** The wait before the next try after `attempts` sends without an answer: 2 s, 4 s, 8 s ... at most 2 minutes. */
export function retryDelay(attempts: number): number {
  return Math.min(2000 * 2 ** Math.max(0, attempts - 1), 120_000);
}

/** How many of each kind wait, for the question before logging out. */
export type UnsentCounts = Record<QueuedKind, number>;

/**
 * The outbox of writes made without coverage: bookings, messages and collections. `flush` sends
 * each waiting write in the order they were saved, with the key made when it was saved: sent, it
 * leaves the outbox; refused by the server (a validation error), it stays with the refusal for the
 * person to read; without an answer, it waits, and the outbox tries again after a longer wait each
 * time (and at once when the connection comes back, which the app tells it with `flush`).
 */
export function createOutbox({
  store,
  send,
  isOnline,
  later,
  exclusive = (run) => run(),
  waiting = () => {},
  now = Date.now,
}: Options) {
  const listeners = new Set<(event: OutboxEvent) => void>();
  const emit = (event: OutboxEvent) => listeners.forEach((listener) => listener(event));
  let running: Promise<boolean> | null = null;
  let again = false;
  let retryPending = false;
  // Whose writes this phone sends and shows now: the signed-in person's (none, none).
  let owner: string | null = null;
  const own = (writes: QueuedWrite[]) => writes.filter((write) => write.owner === owner);

  /** One round; answers whether it stopped for want of an answer (a retry is then due). */
  async function sendAll(): Promise<boolean> {
    for (const queued of own(await store.all())) {
      // Refused, it waits for the person; open in a form, for its Save (a lapsed hold no longer holds).
      if (queued.refused || (queued.heldUntil && Date.parse(queued.heldUntil) > now())) continue;
      // Signed out meanwhile: the next person's session sends none of it.
      if (queued.owner !== owner) return false;
      const outcome = await send(queued);
      // Discarded while it was on its way: nothing to keep (what it made shows where it belongs).
      const write = await store.get(queued.clientRequestId);
      if (outcome.kind === 'sent') {
        await store.delete(queued.clientRequestId);
        emit({
          sent: {
            kind: queued.kind,
            clientRequestId: queued.clientRequestId,
            ...(outcome.databaseId === undefined ? {} : { databaseId: outcome.databaseId }),
          },
        });
      } else if (outcome.kind === 'refused') {
        if (write) await store.put({ ...write, refused: { message: outcome.message, issues: outcome.issues } });
        emit({});
      } else {
        const attempts = (write?.attempts ?? queued.attempts) + 1;
        if (write) await store.put({ ...write, attempts });
        emit({});
        waiting();
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

  /**
   * Sends what waits; a call while a flush runs makes it go round once more. Answers whether a
   * send got no answer (what is left waits for a retry), false when every write went or was
   * refused, and true when it cannot send at all (offline, nobody signed in).
   */
  function flush(): Promise<boolean> {
    if (!isOnline() || owner === null) return Promise.resolve(true);
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        let stalled = false;
        do {
          again = false;
          stalled = await exclusive(sendAll);
          // After a send without an answer the next round is the retry's, not at once.
        } while (again && !stalled);
        return stalled;
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    /** The signed-in person (their viewer id), whose writes are listed and sent from now on; null, nobody's. */
    setOwner(viewer: string | null) {
      owner = viewer;
      emit({});
    },
    list: async () => own(await store.all()),
    get: async (id: string) => {
      const write = await store.get(id);
      return write?.owner === owner ? write : undefined;
    },
    /** How many of the signed-in person's writes of each kind are not sent yet. */
    async unsent(): Promise<UnsentCounts> {
      const counts: UnsentCounts = { booking: 0, message: 0, collection: 0 };
      for (const write of own(await store.all())) counts[write.kind] += 1;
      return counts;
    },
    /** Keeps a write as the signed-in person's; the next `flush` sends it. */
    async queue(write: NewQueuedWrite) {
      if (owner === null) throw new Error('No one is signed in');
      await store.put({ ...write, owner } as QueuedWrite);
      emit({});
      waiting();
    },
    /** Holds the signed-in person's write back from sending for `ms` (a form has it open). */
    async hold(id: string, ms: number) {
      const heldUntil = new Date(now() + ms).toISOString();
      await store.update(id, (write) => (write.owner === owner ? { ...write, heldUntil } : undefined));
    },
    /**
     * Ends a hold (the form closed without saving it): the write goes as it was. A write the form
     * replaced or discarded as it closed is left as the form left it.
     */
    async release(id: string) {
      let released = false;
      await store.update(id, (write) => {
        if (write.owner !== owner || write.heldUntil === undefined) return undefined;
        released = true;
        const { heldUntil: _released, ...rest } = write;
        return rest as QueuedWrite;
      });
      if (!released) return;
      emit({});
      void flush();
    },
    async discard(id: string) {
      await store.delete(id);
      emit({});
    },
    /** Deletes every write of the signed-in person (logging out, after they were told what goes). */
    async discardAll() {
      for (const write of own(await store.all())) await store.delete(write.clientRequestId);
      emit({});
    },
    flush,
    /** Tells the screens what happened elsewhere: the service worker sent or was refused a write. */
    notify: emit,
    subscribe(listener: (event: OutboxEvent) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
