// The run loop of the outbox workers (mail, webhooks): `step` handles one due item and answers
// whether there was one. A kick starts a run unless one is under way, in which case that run
// goes round once more, so an item written during a run is never left waiting for the next poll.

export type KickLoop = {
  kick(): void;
  /** Kicks and waits until nothing is running. */
  drain(): Promise<void>;
  /** No more runs; waits for the one under way. */
  stop(): Promise<void>;
};

export function kickLoop(
  step: () => Promise<boolean>,
  options: { onError?: (error: unknown) => void; beforeRun?: () => void } = {},
): KickLoop {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

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

  return {
    kick,
    async drain() {
      kick();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      while (running) await running;
    },
  };
}
