import { createPubSub } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { fanOutTarget, type PubSubChannels } from './pubsub';

/** An EventTarget that counts the listeners registered on it per topic. */
class CountingTarget extends EventTarget {
  readonly listeners = new Map<string, number>();
  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
    this.listeners.set(type, (this.listeners.get(type) ?? 0) + 1);
    super.addEventListener(type, listener);
  }
  override removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
    this.listeners.set(type, (this.listeners.get(type) ?? 0) - 1);
    super.removeEventListener(type, listener);
  }
}

describe('fanOutTarget: one topic per audience', () => {
  it('puts one listener on the underlying target for 200 subscriptions of one audience, and hands each the event', async () => {
    const inner = new CountingTarget();
    const pubsub = createPubSub<PubSubChannels>({ eventTarget: fanOutTarget(inner) as EventTarget });
    const streams = Array.from({ length: 200 }, () => pubsub.subscribe('pickupRequest:changed', 'company:1'));
    const firsts = streams.map((stream) => stream[Symbol.asyncIterator]().next());
    // The repeaters register on their first pull.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inner.listeners.get('pickupRequest:changed:company:1')).toBe(1);

    pubsub.publish('pickupRequest:changed', 'company:1', { pickupRequestId: 7, deleted: false });
    const received = await Promise.all(firsts);
    expect(received.every((result) => result.value?.pickupRequestId === 7)).toBe(true);

    await Promise.all(streams.map((stream) => stream[Symbol.asyncIterator]().return?.()));
    expect(inner.listeners.get('pickupRequest:changed:company:1')).toBe(0);
  });

  it('keeps audiences apart', async () => {
    const pubsub = createPubSub<PubSubChannels>({ eventTarget: fanOutTarget(new EventTarget()) as EventTarget });
    const one = pubsub.subscribe('unread:changed', 'company:1')[Symbol.asyncIterator]();
    const two = pubsub.subscribe('unread:changed', 'company:2')[Symbol.asyncIterator]();
    const next = one.next();
    const other = Promise.race([two.next(), new Promise((resolve) => setTimeout(() => resolve('nothing'), 50))]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    pubsub.publish('unread:changed', 'company:1', { pickupRequestId: 3 });
    expect((await next).value).toEqual({ pickupRequestId: 3 });
    expect(await other).toBe('nothing');
  });
});
