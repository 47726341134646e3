import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AppError } from '../domain/errors';
import { isAsyncIterable } from '../services/eventStreams';
import { lastEventDispatchAt } from '../services/pubsub';
import DataLoader from 'dataloader';
import { currentSessionUsers, stillGrants, type UserRow } from '../services/auth/sessions';
import { currentApiTokenUsers } from '../services/apiTokens';
import type { Executor } from '../db/client';
import type { Context } from './context';
import { memorySlots, type UserSlots } from '../services/userSlots';

/** Operations one graphql-ws socket may have open at once (subscriptions, and queries in flight). */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 20;
/** Subscriptions one user may have open at once, over every socket and SSE stream of every instance. */
export const MAX_SUBSCRIPTIONS_PER_USER = 50;
/** An idle subscription re-checks its session this often, so a logout ends it without an event. */
export const SUBSCRIPTION_RECHECK_MS = 60_000;

/**
 * The one guard every subscription goes through, over graphql-ws and server-sent events alike
 * (both subscribe through yoga's envelop): before each event, and every SUBSCRIPTION_RECHECK_MS
 * while idle, the session (or API token) must still exist and speak for the same user with the same rights;
 * otherwise the subscription ends (logout, expiry, deactivation, a company or role change).
 * It also refuses a user's subscription past MAX_SUBSCRIPTIONS_PER_USER.
 */
export function useSubscriptionGuard(options: { recheckMs?: number; slots?: UserSlots } = {}): Plugin<Context> {
  const slots = options.slots ?? memorySlots(MAX_SUBSCRIPTIONS_PER_USER);
  const sessionReads = new SessionReads();
  return {
    onSubscribe({ args, subscribeFn, setSubscribeFn }) {
      const ctx = args.contextValue;
      const viewer = ctx.viewer;
      // Every subscription field requires a viewer; one without is refused by the schema.
      if (!viewer) return;
      const credential = credentialOf(ctx);
      const stillGranted = async (notBefore: number) => {
        if (!credential) return false;
        try {
          return stillGrants(await sessionReads.read(credential, ctx.db, notBefore), viewer);
        } catch {
          return false; // the database is away: stop rather than deliver unchecked
        }
      };
      setSubscribeFn(async (subscribeArgs) => {
        // The slot is taken before subscribing, so parallel requests cannot all pass the count.
        const release = await slots.take(viewer.id);
        if (!release)
          return {
            errors: [tooManySubscriptions(`Too many subscriptions: at most ${MAX_SUBSCRIPTIONS_PER_USER} per user`)],
          };
        let result: Awaited<ReturnType<typeof subscribeFn>>;
        try {
          result = await subscribeFn(subscribeArgs);
        } catch (error) {
          release();
          throw error;
        }
        if (!isAsyncIterable(result)) {
          release();
          return result;
        }
        // A logout or a change of rights on any instance wakes the check at once.
        const accessChanges = ctx.pubsub.subscribe('access:changed', viewer.id);
        return new GuardedStream(
          result,
          stillGranted,
          release,
          options.recheckMs ?? SUBSCRIPTION_RECHECK_MS,
          accessChanges,
        );
      });
    },
  };
}

/**
 * graphql-ws keeps one entry per operation a socket has open, added before its subscribe hook
 * runs: past the limit the operation is refused there, before any context, parse or database work.
 */
export function refuseBeyondSocketLimit(openOperations: Record<string, unknown>): GraphQLError[] | undefined {
  if (Object.keys(openOperations).length <= MAX_SUBSCRIPTIONS_PER_SOCKET) return undefined;
  return [tooManySubscriptions(`Too many subscriptions: at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} per connection`)];
}

function tooManySubscriptions(message: string): GraphQLError {
  const error = new AppError('TOO_MANY_REQUESTS', message);
  return new GraphQLError(message, {
    originalError: error,
    extensions: { code: error.code, http: { status: error.status } },
  });
}

/**
 * Session reads shared by the subscriptions of one session: a read that started after the event
 * was dispatched (`notBefore`) is as fresh as a read of one's own, so the thousand subscriptions
 * of a popular thread check each of their sessions about once per event, not once each. And the
 * reads of different sessions started in the same tick (an event reaches all its subscribers at
 * once) are one query: a thousand browsers of one company cost one statement per event.
 */
class SessionReads {
  private readonly latest = new Map<string, { startedAt: number; read: Promise<UserRow | null> }>();
  private readonly batches = new WeakMap<Executor, Batched>();

  read(credential: Credential, db: Executor, notBefore: number): Promise<UserRow | null> {
    const key = `${credential.kind}:${credential.id}`;
    const cached = this.latest.get(key);
    if (cached && cached.startedAt >= notBefore) return cached.read;
    let batched = this.batches.get(db);
    if (!batched) this.batches.set(db, (batched = batchedReads(db)));
    const entry = { startedAt: performance.now(), read: batched[credential.kind].load(credential.id) };
    this.latest.set(key, entry);
    // Forgotten once answered and stale for anyone: the map holds only reads in use.
    void entry.read
      .finally(() => {
        setTimeout(() => {
          if (this.latest.get(key) === entry) this.latest.delete(key);
        }, 1000).unref();
      })
      .catch(() => {});
    return entry.read;
  }
}

type Batched = Record<Credential['kind'], DataLoader<number, UserRow | null>>;

/** Loaders that batch, never cache: every read asks the database as it is now. */
function batchedReads(db: Executor): Batched {
  const loader = (read: (db: Executor, ids: readonly number[]) => Promise<Map<number, UserRow>>) =>
    new DataLoader<number, UserRow | null>(
      async (ids) => {
        const found = await read(db, ids);
        return ids.map((id) => found.get(id) ?? null);
      },
      // Batched over a whole turn of the event loop: the subscribers of one event finish their
      // executions at different microtasks of it, and should still share one statement.
      { cache: false, maxBatchSize: 1_000, batchScheduleFn: (run) => setImmediate(run) },
    );
  return { session: loader(currentSessionUsers), token: loader(currentApiTokenUsers) };
}

/** What a subscription was opened with: a session or an API token. */
type Credential = { kind: 'session' | 'token'; id: number };

function credentialOf(ctx: Context): Credential | null {
  if (ctx.apiToken) return { kind: 'token', id: ctx.apiToken.id };
  if (ctx.sessionId !== null) return { kind: 'session', id: ctx.sessionId };
  return null;
}

const IDLE = Symbol('idle');

/**
 * The source's events, each passed on only while `stillGranted` answers true; the first false
 * ends the stream (and the source). `release` runs once, however the stream ends.
 */
export class GuardedStream<T> implements AsyncIterableIterator<T> {
  private readonly source: AsyncIterator<T>;
  private finished = false;

  constructor(
    source: AsyncIterable<T>,
    /** Whether the session still grants the subscription, read no earlier than `notBefore`. */
    private readonly stillGranted: (notBefore: number) => Promise<boolean>,
    private readonly release: () => void,
    private readonly recheckMs: number,
    /** Events that ask for a check now (the user's access changed); ended with the stream. */
    private readonly wakes?: AsyncIterator<unknown> & { return(): Promise<IteratorResult<unknown>> },
  ) {
    this.source = source[Symbol.asyncIterator]();
    if (wakes) void this.checkOnWake(wakes);
  }

  /** Each wake reads the credential afresh; the first refusal ends the stream. */
  private async checkOnWake(wakes: AsyncIterator<unknown>): Promise<void> {
    while (!this.finished) {
      const wake = await wakes.next();
      if (wake.done || this.finished) return;
      if (!(await this.stillGranted(performance.now()))) {
        await this.return();
        return;
      }
    }
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  async next(): Promise<IteratorResult<T>> {
    if (this.finished) return { done: true, value: undefined };
    const pending = this.source.next();
    pending.catch(() => undefined); // abandoned when the stream ends while idle
    while (true) {
      let outcome: IteratorResult<T> | typeof IDLE;
      try {
        outcome = await nextOrIdle(pending, this.recheckMs);
      } catch (error) {
        this.end();
        throw error;
      }
      if (this.finished) return { done: true, value: undefined };
      if (outcome !== IDLE && outcome.done) {
        this.end();
        return outcome;
      }
      // After an event: a session read started after the event's dispatch is fresh enough (and
      // shared by its other subscribers); while idle: a read from now.
      const notBefore = outcome === IDLE ? performance.now() : lastEventDispatchAt();
      if (!(await this.stillGranted(notBefore))) return this.return();
      if (outcome !== IDLE) return outcome;
    }
  }

  async return(): Promise<IteratorResult<T>> {
    if (!this.finished) {
      this.end();
      await this.source.return?.();
    }
    return { done: true, value: undefined };
  }

  async throw(error?: unknown): Promise<IteratorResult<T>> {
    await this.return();
    throw error;
  }

  private end(): void {
    this.finished = true;
    this.release();
    void this.wakes?.return();
  }
}

/** The source's next result, or IDLE once `ms` pass without one (the same `pending` may be awaited again). */
async function nextOrIdle<T>(pending: Promise<T>, ms: number): Promise<T | typeof IDLE> {
  let timer: NodeJS.Timeout | undefined;
  const idle = new Promise<typeof IDLE>((resolve) => {
    timer = setTimeout(() => resolve(IDLE), ms);
    timer.unref();
  });
  try {
    return await Promise.race([pending, idle]);
  } finally {
    clearTimeout(timer);
  }
}
