import { describe, expect, it } from 'vitest';
import { fanOutTarget, pubSubOn } from './pubsub';
import { CountingTarget } from '../test/support/countingTarget';

describe('fanOutTarget: one topic per audience', () => {
  it('puts one listener on the underlying target for 200 subscriptions of one audience, and hands each the event', async () => {
    const inner = new CountingTarget();
    const pubsub = pubSubOn(fanOutTarget(inner));
    const streams = Array.from({ length: 200 }, () => pubsub.subscribe('pickupRequest:changed', 'company:1'));
    const firsts = streams.map((stream) => stream.next());
    expect(inner.listeners.get('pickupRequest:changed:company:1')).toBe(1);

    pubsub.publish('pickupRequest:changed', 'company:1', { pickupRequestId: 7, deleted: false });
    const received = await Promise.all(firsts);
    expect(received.every((result) => result.value?.pickupRequestId === 7)).toBe(true);

    await Promise.all(streams.map((stream) => stream.return()));
    expect(inner.listeners.get('pickupRequest:changed:company:1')).toBe(0);
  });

  it('keeps audiences apart', async () => {
    const pubsub = pubSubOn(fanOutTarget(new EventTarget()));
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
