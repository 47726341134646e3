// The one loop of the outbox workers (mail, webhooks). Each works the same way: claim the oldest
// due row (FOR UPDATE SKIP LOCKED, then a lease), attempt it outside any transaction, record the
// outcome (done, or the next attempt on a capped schedule, or given up). A kick starts a run
// unless one is under way, in which case that run goes round once more, so a row written during a
// run is never left waiting for the next poll; a timer kicks as a safety net for rows of other
// instances and claims of crashed ones.

/**
 * How long a claimed row stays reserved for the instance attempting it: longer than one attempt
 * can take, short enough that a crashed instance's claim is taken over within a minute.
 */
const LEASE_MS = 60_000;
export const leaseEnd = () => new Date(Date.now() + LEASE_MS);

export type RetryingWorker = {
  kick(): void;
  /** Kicks and waits until nothing is running. */
  drain(): Promise<void>;
  /** No more runs; waits for the one under way. */
  stop(): Promise<void>;
};

export function startRetryingWorker<Item>(options: {
  /** Claims one due row and leases it, or answers null when none is due. */
  claim: () => Promise<Item | null>;
  /** Attempts the claimed row and records the outcome; a throw is reported to onError. */
  attempt: (item: Item) => Promise<void>;
  /** How often the timer looks. */
  tickMs: number;
  /** Whether a tick kicks a run (default: every tick does). */
  dueNow?: () => boolean;
  /** Called as each run starts. */
  beforeRun?: () => void;
  onError?: (error: unknown) => void;
  /** Called once the last run has ended (closing a transport, say). */
  onStop?: () => void;
}): RetryingWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function step(): Promise<boolean> {
    const item = await options.claim();
    if (item === null) return false;
    await options.attempt(item);
    return true;
  }

  async function run(): Promise<void> {
    options.beforeRun?.();
    do {
      again = false;
      try {
        while (!stopped && (await step()));
      } catch (error) {
        options.onError?.(error);
      }
    } while (again && !stopped);
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = null;
    });
  }

  const timer = setInterval(() => {
    if (options.dueNow?.() ?? true) kick();
  }, options.tickMs);
  timer.unref();

  return {
    kick,
    async drain() {
      kick();
      while (running) await running;
    },
    async stop() {
      clearInterval(timer);
      stopped = true;
      while (running) await running;
      options.onStop?.();
    },
  };
}
