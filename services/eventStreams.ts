type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Events a subscriber has not taken yet. A subscriber this far behind is stuck (its socket does
 * not drain): its stream ends, and the client subscribes again, rather than holding events forever.
 */
export const MAX_QUEUED_EVENTS = 1024;

const finished = (): Promise<IteratorResult<never>> => Promise.resolve({ done: true, value: undefined });

/**
 * The events of one topic as an async iterator, for a subscription's source stream.
 * graphql-yoga's pubsub streams (Repeater) build several promises and closures for every event
 * and subscriber; with a thousand subscribers of one thread that was the largest single cost of
 * a delivery. This holds a queue and the one pending `next`, nothing more. Ending it (`return`,
 * from an unsubscribe or the guard) removes its listener at once, even while a `next` waits.
 */
export class TopicStream<T> implements AsyncIterableIterator<T> {
  private readonly queue: T[] = [];
  private readonly waiting: ((result: IteratorResult<T>) => void)[] = [];
  private ended = false;

  constructor(
    private readonly target: Target,
    private readonly topic: string,
  ) {
    target.addEventListener(topic, this.listener);
  }

  private readonly listener = (event: Event) => {
    if (this.ended) return;
    const value = (event as CustomEvent<T>).detail;
    const resolve = this.waiting.shift();
    if (resolve) resolve({ done: false, value });
    else if (this.queue.length < MAX_QUEUED_EVENTS) this.queue.push(value);
    else void this.return();
  };

  [Symbol.asyncIterator](): this {
    return this;
  }

  next(): Promise<IteratorResult<T>> {
    if (this.queue.length > 0) return Promise.resolve({ done: false, value: this.queue.shift()! });
    if (this.ended) return finished();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  return(): Promise<IteratorResult<T>> {
    if (!this.ended) {
      this.ended = true;
      this.target.removeEventListener(this.topic, this.listener);
      this.queue.length = 0;
      for (const resolve of this.waiting.splice(0)) resolve({ done: true, value: undefined });
    }
    return finished();
  }

  async throw(error?: unknown): Promise<IteratorResult<T>> {
    await this.return();
    throw error;
  }
}

/** A stream made from another: ending it ends the source at once (an async generator would wait for the source's next event first). */
abstract class DerivedStream<T, U> implements AsyncIterableIterator<U> {
  protected readonly source: AsyncIterator<T>;

  constructor(source: AsyncIterable<T>) {
    this.source = source[Symbol.asyncIterator]();
  }

  abstract next(): Promise<IteratorResult<U>>;

  [Symbol.asyncIterator](): this {
    return this;
  }

  async return(): Promise<IteratorResult<U>> {
    await this.source.return?.();
    return { done: true, value: undefined };
  }

  async throw(error?: unknown): Promise<IteratorResult<U>> {
    await this.return();
    throw error;
  }

  /** After a failure (of the source, a check or a mapping) the source ends too: no listener stays behind. */
  protected async endAfter(failure: unknown): Promise<never> {
    await this.return().catch(() => undefined);
    throw failure;
  }
}

/** The source's events for which `keep` answers true, in order. */
export class FilteredEvents<T> extends DerivedStream<T, T> {
  constructor(
    source: AsyncIterable<T>,
    private readonly keep: (event: T) => boolean | Promise<boolean>,
  ) {
    super(source);
  }

  async next(): Promise<IteratorResult<T>> {
    try {
      for (;;) {
        const step = await this.source.next();
        if (step.done || (await this.keep(step.value))) return step;
      }
    } catch (failure) {
      return this.endAfter(failure);
    }
  }
}

/** Each of the source's events mapped; a failure of the source itself goes through `onSourceError`. */
export class MappedEvents<T, U> extends DerivedStream<T, U> {
  constructor(
    source: AsyncIterable<T>,
    private readonly map: (event: T) => U | Promise<U>,
    private readonly onSourceError: (error: unknown) => unknown = (error) => error,
  ) {
    super(source);
  }

  async next(): Promise<IteratorResult<U>> {
    let step: IteratorResult<T>;
    try {
      step = await this.source.next();
    } catch (error) {
      return this.endAfter(this.onSourceError(error));
    }
    if (step.done) return { done: true, value: undefined };
    try {
      return { done: false, value: await this.map(step.value) };
    } catch (failure) {
      return this.endAfter(failure);
    }
  }
}

export const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  !!value && typeof (value as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function';

const sharedReads = new WeakMap<object, WeakMap<object, Map<string, Promise<unknown>>>>();

/**
 * A read that does not depend on the viewer, done once per published event and shared by every
 * subscription that asks for it with the same `selection` (a field of one parsed document) and
 * `variant` (its variables). Events are shared by identity, so the reads live as long as the event.
 */
export function oncePerEvent<T>(
  event: object,
  selection: object,
  variant: string,
  read: () => PromiseLike<T>,
): Promise<T> {
  let bySelection = sharedReads.get(event);
  if (!bySelection) sharedReads.set(event, (bySelection = new WeakMap()));
  let byVariant = bySelection.get(selection);
  if (!byVariant) bySelection.set(selection, (byVariant = new Map()));
  let shared = byVariant.get(variant) as Promise<T> | undefined;
  // Promise.resolve takes a thenable's result once: a Drizzle query runs again at every `then`.
  if (!shared) byVariant.set(variant, (shared = Promise.resolve(read())));
  return shared;
}
