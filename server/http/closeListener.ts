// Closing an HTTP listener without resetting a client. Closing a listening socket resets every
// connection still waiting in its accept queue, so the listener closes only when that queue is
// empty (read from the kernel where it tells, acceptQueue.ts) and no connection has arrived for a
// moment. Clients told `Connection: close` during the drain reconnect (with no balancer in front,
// here); libuv accepts about one connection per loop turn, and a turn that answers many requests
// is slow on a busy machine (measured: 48 queued, 2 accepted per 100 ms turn with the CPU shared
// six ways). So after the drain, requests are held unanswered until the listener has closed: the
// clients stop sending, the turns become short and the queue empties in milliseconds.
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { acceptQueueLength } from './acceptQueue';

/**
 * Where a shutdown is: `draining` and `closing` answer with `Connection: close`; `settling` holds
 * requests until the listener has closed (then they are answered, with `Connection: close`).
 */
type StopPhase = 'no' | 'draining' | 'settling' | 'closing';

/** Before the listener closes: no new connection for this long, with an empty queue... */
const QUIET_MS = 100;
/** ...or settling has lasted this long. */
const SETTLE_MAX_MS = 2_000;
/** In-flight requests get this long after the listener closed before their connections are cut. */
const GRACE_MS = 1_500;
/** The longest `close` takes past the drain window. */
export const CLOSE_LISTENER_MAX_MS = SETTLE_MAX_MS + QUIET_MS + GRACE_MS;

/** Call before the server listens: it counts the connections as they are accepted. */
export function gracefulListener(server: Server) {
  let phase: StopPhase = 'no';
  let lastConnectionAt = 0;
  server.on('connection', () => (lastConnectionAt = performance.now()));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const queueEmpty = () => {
    const address = server.address();
    return typeof address !== 'object' || address === null || !acceptQueueLength(address.port);
  };
  // Checked after a poll phase (setImmediate), which accepts what is queued; the caller closes
  // the listener in the same turn, so nothing can queue in between.
  const quiet = () =>
    new Promise<boolean>((resolve) =>
      setImmediate(() => resolve(performance.now() - lastConnectionAt >= QUIET_MS && queueEmpty())),
    );

  /** The drain window: `ms`, or until no connection is open and none came (then true). */
  const drained = async (ms: number) => {
    const deadline = performance.now() + ms;
    while (performance.now() < deadline) {
      // A count of 0 alone is not enough: a client just told `Connection: close` may be reconnecting.
      if ((await openConnections(server)) === 0 && (await quiet())) return true;
      await pause(Math.min(50, deadline - performance.now()));
    }
    return false;
  };

  return {
    phase: () => phase,
    /** Awaited before answering a request: settling holds it until the listener has closed. */
    held: () => (phase === 'settling' ? released : undefined),
    /**
     * The drain, settling, then the listener closes; open sockets close after their next answer
     * and what is left after the grace is cut. `onClosing` runs once the listener is gone.
     */
    close: async (drainMs: number, onClosing: () => Promise<void>) => {
      if (!server.listening) {
        phase = 'closing';
        return onClosing();
      }
      phase = 'draining';
      const drainedEarly = await drained(drainMs);
      if (!drainedEarly) {
        phase = 'settling';
        const settleBy = performance.now() + SETTLE_MAX_MS;
        while (!(await quiet()) && performance.now() < settleBy) await pause(10);
      }
      // net.Server's close, not http's, which also closes idle keep-alive sockets at once: a
      // client may be sending on one. Each open socket closes after its next answer instead.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      phase = 'closing';
      release();
      await onClosing();
      await within(closed, GRACE_MS, () => server.closeAllConnections());
    },
  };
}

const openConnections = (server: Server) =>
  new Promise<number>((resolve) => server.getConnections((_, count) => resolve(count ?? 0)));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Waits for `work` at most `ms`, then runs `onTimeout` and goes on (the work is abandoned). */
export async function within(work: Promise<unknown>, ms: number, onTimeout?: () => void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      onTimeout?.();
      resolve();
    }, ms);
    timer.unref();
  });
  await Promise.race([work.catch(() => {}), late]);
  clearTimeout(timer);
}
